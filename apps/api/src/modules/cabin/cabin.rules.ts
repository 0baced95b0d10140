import type { CabinReason, OrderStatus } from '@dutyfree/contracts';
import { handOverRefusal } from '../orders/orders.module.ts';

// The written rules of the crew's flight without a network, as pure decisions (unit-tested alone).

/**
 * Where an action stands in its device's order: the next one is applied; a later one waits for the
 * actions before it (the device sends again); an earlier one without its key on the server was never
 * sent with that number, so the device reused it.
 */
export function placeInOrder(lastSeq: number, seq: number): 'next' | 'waiting' | 'reused' {
  if (seq === lastSeq + 1) return 'next';
  return seq > lastSeq ? 'waiting' : 'reused';
}

/** Whether the server still takes a duty session's actions at `now`. */
export function sessionAccepts(
  session: { acceptsUntil: number; endedAt: number | null },
  now: number,
): boolean {
  return session.endedAt === null && now <= session.acceptsUntil;
}

/**
 * Why a hand-over or a not-collected mark the lifecycle refused is a conflict to list, or a plain refusal:
 * a bag already handed over or marked (on another device, or online) stands as it is, and so does an
 * order cancelled meanwhile; an order not paid yet was never the crew's to hand over.
 */
export function refusedBagChange(status: OrderStatus): { conflict: CabinReason } | { refused: CabinReason } {
  // The order lifecycle says why a bag cannot be handed over; the rules here only say what that means offline.
  const refusal = handOverRefusal(status);
  if (refusal === 'handedOver' || refusal === 'notCollected') return { conflict: 'handedOverTwice' };
  if (refusal === 'cancelled') return { conflict: 'cancelledMeanwhile' };
  return { refused: 'notPayable' };
}

import type { CabinAction, CabinReason, OrderStatus, ReconciliationLine } from '@dutyfree/contracts';
import { fromMajor } from '@dutyfree/pricing';
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

/** An item's figures from the trolley's movements, before the crew's sales and count are put beside them. */
export type TrolleyFigures = Pick<
  ReconciliationLine,
  'itemId' | 'itemCode' | 'name' | 'loaded' | 'handedOver' | 'notCollected'
>;

/** The units on the trolley at closing as the figures say: loaded − handed over − sold + not collected. */
export function expectedClosing(figures: {
  loaded: number;
  handedOver: number;
  sold: number;
  notCollected: number;
}): number {
  return figures.loaded - figures.handedOver - figures.sold + figures.notCollected;
}

/**
 * What the crew's actions (the ones the server applied, or settled as conflicts) say was taken: the units
 * of each item sold from the trolley, and the cash of each currency in minor units (the sales' and the
 * Pay On-Board hand-overs'; cash collected twice is in the drawer until it is refunded).
 */
export function takenByActions(actions: readonly CabinAction[]): {
  sold: Map<number, number>;
  cashMinor: Map<string, number>;
} {
  const sold = new Map<number, number>();
  const cashMinor = new Map<string, number>();
  for (const action of actions) {
    if (action.kind === 'notCollected' || action.kind === 'closeTrolley') continue;
    if (action.kind === 'trolleySale') {
      for (const line of action.lines) sold.set(line.itemId, (sold.get(line.itemId) ?? 0) + line.quantity);
    }
    const payment = action.payment;
    if (payment?.method === 'Cash') {
      cashMinor.set(
        payment.currencyCode,
        (cashMinor.get(payment.currencyCode) ?? 0) + fromMajor(payment.amount),
      );
    }
  }
  return { sold, cashMinor };
}

/**
 * The trolley's lines at closing, in the figures' order: each item's expected figure beside the crew's
 * count (an item not counted was counted at 0), the difference and the crew's reason for it.
 */
export function reconcileTrolley(
  figures: readonly TrolleyFigures[],
  sold: ReadonlyMap<number, number>,
  counts: ReadonlyMap<number, { counted: number; reason?: string | undefined }>,
): ReconciliationLine[] {
  return figures.map((item) => {
    const units = sold.get(item.itemId) ?? 0;
    const expected = expectedClosing({ ...item, sold: units });
    const count = counts.get(item.itemId);
    const counted = count?.counted ?? 0;
    const reason = count?.reason?.trim() || null;
    return { ...item, sold: units, expected, counted, difference: counted - expected, reason };
  });
}

/** The cash of each currency the actions or the crew name, by code: expected against counted, in minor units. */
export function reconcileCash(
  expectedMinor: ReadonlyMap<string, number>,
  countedMinor: ReadonlyMap<string, number>,
): { currencyCode: string; expectedMinor: number; countedMinor: number }[] {
  const codes = [...new Set([...expectedMinor.keys(), ...countedMinor.keys()])].sort();
  return codes.map((currencyCode) => ({
    currencyCode,
    expectedMinor: expectedMinor.get(currencyCode) ?? 0,
    countedMinor: countedMinor.get(currencyCode) ?? 0,
  }));
}

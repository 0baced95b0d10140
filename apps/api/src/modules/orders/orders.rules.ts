import { isPreOrderOpen, PRE_ORDER_CUT_OFF_MS, type ShopError } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { Caller } from '../auth/auth.module.ts';
import { canMove } from './order-lifecycle.ts';
import type { OrderOwner, OrderRecord } from './orders.repository.ts';

// Who may do what with an order, in one place.

/**
 * What the lifecycle allows: a pre-order until 24 hours before departure (SPEC §9), like placing one; an
 * on-board order until the crew hands it over.
 */
export function isCancellable(
  order: Pick<OrderRecord, 'status' | 'departureAt' | 'kind'>,
  now: number,
): boolean {
  if (!canMove('cancel', order.status)) return false;
  return order.kind === 'onboard' || isPreOrderOpen(order.departureAt, now);
}

/**
 * How long an unpaid order whose bank answers later keeps its stock: a pre-order until its cut-off; an
 * on-board order keeps the usual payment window (null: unchanged), since the crew cannot hold goods for
 * a payment that may settle after landing.
 */
export function heldWhilePendingUntil(order: Pick<OrderRecord, 'kind' | 'departureAt'>): number | null {
  return order.kind === 'onboard' ? null : order.departureAt - PRE_ORDER_CUT_OFF_MS;
}

/** The owner an order placed by this caller gets; null for a guest, whose orders belong to no account. */
function ownerOf(caller: Caller): OrderOwner | null {
  if (caller.kind === 'customer') return { customerId: caller.customerId };
  if (caller.kind === 'member') return { memberId: caller.memberId };
  return null;
}

export function requireOwner(caller: Caller, error: ShopError): OrderOwner {
  const owner = ownerOf(caller);
  if (!owner) throw unauthorized(error);
  return owner;
}

export function owns(caller: Caller, order: Pick<OrderRecord, 'customerId' | 'memberId'>): boolean {
  if (caller.kind === 'customer') return order.customerId === caller.customerId;
  if (caller.kind === 'member') return order.customerId === null && order.memberId === caller.memberId;
  return false;
}

/** How an order is named in miles statements and on the card payment page: "pre-order DF-…". */
export function orderName(order: Pick<OrderRecord, 'kind' | 'orderCode'>): string {
  return `${order.kind === 'onboard' ? 'on-board order' : 'pre-order'} ${order.orderCode}`;
}

/**
 * An order paid in miles and money (docs/decisions/0059): its miles, taken in the order's own transaction,
 * are held like its stock, and go back whenever the stock does.
 */
export function paysMilesAndMoney(order: Pick<OrderRecord, 'paymentOption' | 'totalMiles'>): boolean {
  return order.paymentOption !== 'Miles' && order.totalMiles > 0;
}

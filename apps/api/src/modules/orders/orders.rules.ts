import { isPreOrderOpen, type ShopError } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { Caller } from '../auth/auth.module.ts';
import { canMove } from './order-lifecycle.ts';
import type { OrderOwner, OrderRecord } from './orders.repository.ts';

// Who may do what with an order, in one place.

/** The lifecycle allows it, until 24 hours before departure (SPEC §9), like placing a pre-order. */
export function isCancellable(order: Pick<OrderRecord, 'status' | 'departureAt'>, now: number): boolean {
  return canMove('cancel', order.status) && isPreOrderOpen(order.departureAt, now);
}

/** The owner an order placed by this caller gets; null for a guest, whose orders belong to no account. */
export function ownerOf(caller: Caller): OrderOwner | null {
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

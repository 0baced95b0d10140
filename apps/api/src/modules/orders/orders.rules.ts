import { isPreOrderOpen, type OrderStatus } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { UserClaims } from '../auth/token.service.ts';
import type { OrderOwner, OrderRecord } from './orders.repository.ts';

// Who may do what with an order, in one place.

/** Orders that hold stock; cancelling one gives it back. */
const CANCELLABLE: readonly OrderStatus[] = ['Confirmed', 'PendingPayment'];

export function holdsStock(order: Pick<OrderRecord, 'status'>): boolean {
  return CANCELLABLE.includes(order.status);
}

/** Until 24 hours before departure (SPEC §9), like placing a pre-order. */
export function isCancellable(order: Pick<OrderRecord, 'status' | 'departureAt'>, now: number): boolean {
  return holdsStock(order) && isPreOrderOpen(order.departureAt, now);
}

/** A shop customer (maybe with a linked membership), a loyalty member without an account, or a guest. */
export type OrderCaller =
  | { kind: 'customer'; customerId: number; memberId: string | null }
  | { kind: 'member'; memberId: string }
  | { kind: 'guest' };

export function orderCallerOf(user: UserClaims | null): OrderCaller {
  const customerId = Number(user?.sub);
  if (user?.kind === 'customer' && Number.isSafeInteger(customerId)) {
    return { kind: 'customer', customerId, memberId: user.member ?? null };
  }
  if (user?.kind === 'member' && user.sub) return { kind: 'member', memberId: user.sub };
  return { kind: 'guest' };
}

/** The owner an order placed by this caller gets; null for a guest, whose orders belong to no account. */
export function ownerOf(caller: OrderCaller): OrderOwner | null {
  if (caller.kind === 'customer') return { customerId: caller.customerId };
  if (caller.kind === 'member') return { memberId: caller.memberId };
  return null;
}

export function requireOwner(caller: OrderCaller, message: string): OrderOwner {
  const owner = ownerOf(caller);
  if (!owner) throw unauthorized(message);
  return owner;
}

export function owns(caller: OrderCaller, order: Pick<OrderRecord, 'customerId' | 'memberId'>): boolean {
  if (caller.kind === 'customer') return order.customerId === caller.customerId;
  if (caller.kind === 'member') return order.customerId === null && order.memberId === caller.memberId;
  return false;
}

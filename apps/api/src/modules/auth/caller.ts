import { fixedError, type StaffRole, staffRoleAllows } from '@dutyfree/contracts';
import { forbidden, unauthorized } from '../../http/problems.ts';
import type { UserClaims } from './token.service.ts';

/**
 * Who is calling, worked out once per request by the request guard: a shop customer (maybe with a linked
 * membership), a loyalty member without a shop account, a guest (nobody signed in), or, on staff routes
 * only, a member of the airline's staff. Any of them may also hold an order-access token, the proof a
 * guest keeps that an order is theirs.
 */
export type Caller = (
  | { kind: 'customer'; customerId: number; memberId: string | null }
  | { kind: 'member'; memberId: string }
  | { kind: 'guest' }
  | { kind: 'staff'; staffId: number; role: StaffRole }
) & { orderAccessToken?: string };

export const guestCaller: Caller = Object.freeze({ kind: 'guest' });

/** Shop routes serve travellers; staff routes (`/Staff/...`) serve the airline's staff. */
export type CallerScope = 'shop' | 'staff';

/**
 * A staff token speaks for a staff member on staff routes only: on the shop's routes it is a guest, so
 * that it can never act as (or read the orders of) any customer.
 */
export function callerOf(
  user: UserClaims | null,
  orderAccessToken?: string,
  scope: CallerScope = 'shop',
): Caller {
  const access = orderAccessToken ? { orderAccessToken } : {};
  if (user?.kind === 'staff') {
    const staffId = Number(user.sub);
    const role = user.role;
    if (scope === 'staff' && Number.isSafeInteger(staffId) && role) return { kind: 'staff', staffId, role };
    return { kind: 'guest', ...access };
  }
  const customerId = Number(user?.sub);
  if (user?.kind === 'customer' && Number.isSafeInteger(customerId)) {
    return { kind: 'customer', customerId, memberId: user.member ?? null, ...access };
  }
  if (user?.kind === 'member' && user.sub) return { kind: 'member', memberId: user.sub, ...access };
  return { kind: 'guest', ...access };
}

export type SignedInCustomer = { customerId: number };

/** The shop customer a call speaks for; anyone else (guest, member without an account) gets 401. */
export function signedInCustomer(caller: Caller): SignedInCustomer {
  if (caller.kind !== 'customer') throw unauthorized(fixedError('account.signInRequired'));
  return { customerId: caller.customerId };
}

export type SignedInStaff = { staffId: number; role: StaffRole };

/**
 * The staff member a staff call speaks for, when their role allows `needed`: anyone else (a customer, a
 * member, a guest) gets 403, and crew get 403 on an admin's call.
 */
export function staffCaller(caller: Caller, needed: StaffRole): SignedInStaff {
  if (caller.kind !== 'staff') throw forbidden(fixedError('staff.staffOnly'));
  if (!staffRoleAllows(caller.role, needed)) throw forbidden(fixedError('staff.adminOnly'));
  return { staffId: caller.staffId, role: caller.role };
}

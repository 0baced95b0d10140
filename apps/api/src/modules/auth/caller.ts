import { fixedError } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { UserClaims } from './token.service.ts';

/**
 * Who is calling, worked out once per request by the request guard: a shop customer (maybe with a linked
 * membership), a loyalty member without a shop account, or a guest (nobody signed in). Any of them may
 * also hold an order-access token, the proof a guest keeps that an order is theirs.
 */
export type Caller = (
  | { kind: 'customer'; customerId: number; memberId: string | null }
  | { kind: 'member'; memberId: string }
  | { kind: 'guest' }
) & { orderAccessToken?: string };

export const guestCaller: Caller = Object.freeze({ kind: 'guest' });

export function callerOf(user: UserClaims | null, orderAccessToken?: string): Caller {
  const access = orderAccessToken ? { orderAccessToken } : {};
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

import { accountMessages } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { UserClaims } from './token.service.ts';

export type SignedInCustomer = { customerId: number };

/** The shop customer a call speaks for; anyone else (anonymous, guest, member without an account) gets 401. */
export function signedInCustomer(user: UserClaims | null): SignedInCustomer {
  const customerId = user?.kind === 'customer' ? Number(user.sub) : Number.NaN;
  if (!Number.isSafeInteger(customerId)) throw unauthorized(accountMessages.signInRequired);
  return { customerId };
}

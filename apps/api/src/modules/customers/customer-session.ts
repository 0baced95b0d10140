import type { PaymentOption } from '@dutyfree/contracts';
import type { TokenService } from '../auth/auth.module.ts';

export type Session = { token: string; paymentOptions: PaymentOption[] };

/** Miles are a way to pay only for someone the loyalty programme knows. */
function paymentOptionsFor(hasMembership: boolean): PaymentOption[] {
  return hasMembership ? ['Card', 'Miles', 'Cash On Board'] : ['Card', 'Cash On Board'];
}

/** A shop customer's session; a linked membership travels in the token for paying with miles. */
export function customerSession(
  tokens: TokenService,
  customer: { id: number; membershipNumber: string | null },
): Session {
  const member = customer.membershipNumber ?? undefined;
  return {
    token: tokens.issueUserToken('customer', { sub: String(customer.id), member }),
    paymentOptions: paymentOptionsFor(member !== undefined),
  };
}

/** A loyalty member without a shop account yet: may pay with miles, has no profile to read. */
export function memberSession(tokens: TokenService, memberId: string): Session {
  return {
    token: tokens.issueUserToken('member', { sub: memberId }),
    paymentOptions: paymentOptionsFor(true),
  };
}

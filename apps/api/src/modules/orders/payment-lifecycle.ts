import type { PaymentStatus } from '@dutyfree/contracts';

// A card payment's life, as one table beside the order's (order-lifecycle.ts). Every change of a payment's
// status names a transition here; the payments repository makes it with a conditional update on the
// transition's from-states, so that a replayed webhook, the abandoned-payment sweep and a refund racing
// each other change a payment once.

type PaymentTransition = { readonly from: readonly PaymentStatus[]; readonly to: PaymentStatus };

export const paymentTransitions = {
  /** The gateway took the money for the attempt the order is waiting on. */
  succeed: { from: ['Pending'], to: 'Paid' },
  /** The gateway took the money for an attempt the shop had given up on: it is refunded at once. */
  succeedLate: { from: ['Cancelled'], to: 'Paid' },
  /** The bank declined the card. */
  decline: { from: ['Pending'], to: 'Declined' },
  /** The gateway failed to take the money. */
  fail: { from: ['Pending'], to: 'Error' },
  /** The traveller left the gateway's page, or the shop gave up on the attempt (replaced, expired, cancelled). */
  abandon: { from: ['Pending'], to: 'Cancelled' },
  /** The money taken went back to the card. */
  refund: { from: ['Paid'], to: 'Refunded' },
} as const satisfies Record<string, PaymentTransition>;

export type PaymentTransitionName = keyof typeof paymentTransitions;

/** The transitions that may leave a payment in `status`; the statuses nothing leaves are final. */
export function paymentMovesFrom(status: PaymentStatus): PaymentTransitionName[] {
  return (Object.keys(paymentTransitions) as PaymentTransitionName[]).filter((name) =>
    (paymentTransitions[name].from as readonly PaymentStatus[]).includes(status),
  );
}

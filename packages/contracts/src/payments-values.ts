// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

/** Stored as 'Cash On Board' (SPEC §2), shown as 'Pay On-Board'. */
export const PAY_ON_BOARD_LABEL = 'Pay On-Board';

/** The pages the payment gateway sends the browser back to, one per outcome (SPEC §2 routes). */
export const paymentReturnPaths = {
  paid: '/confirmation',
  declined: '/payment-failure',
  cancelled: '/payment-cancel',
  pending: '/payment-pending',
  error: '/payment-error',
} as const;

/**
 * A guest has no account to prove an order is theirs, so placing an order answers with an order-access
 * token; sent in this header it lets the guest read that one order (the confirmation page).
 */
export const ORDER_ACCESS_HEADER = 'order-access-token';

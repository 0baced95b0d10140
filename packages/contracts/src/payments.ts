import { z } from 'zod';

// How an order is paid and where the payment page sends the traveller back to.

/**
 * Pending: waiting for the gateway (or the miles debit). Pay On-Board: nothing taken online, the crew
 * collect it on the flight in the order's currency at the rate fixed when the order was placed.
 */
export const paymentStatuses = [
  'Pending',
  'Paid',
  'Declined',
  'Error',
  'Cancelled',
  'Refunded',
  'Pay On-Board',
] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

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
export type PaymentOutcome = keyof typeof paymentReturnPaths;

/**
 * A guest has no account to prove an order is theirs, so placing an order answers with an order-access
 * token; sent in this header it lets the guest read that one order (the confirmation page).
 */
export const ORDER_ACCESS_HEADER = 'order-access-token';

import { z } from 'zod';
import type { paymentReturnPaths } from './payments-values.ts';

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

export type PaymentOutcome = keyof typeof paymentReturnPaths;

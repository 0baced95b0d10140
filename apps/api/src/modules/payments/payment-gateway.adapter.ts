import type { CustomerLanguage, PaymentOutcome } from '@dutyfree/contracts';

// A card payment as the shop sees it: the gateway hosts the payment page (the shop never sees a card
// number), tells the shop the outcome by a signed webhook and sends the browser back to the shop's page
// for that outcome. A deployment may put a real provider behind this interface; the embedded default is
// the sandbox gateway of this module.

export type CheckoutRequest = {
  /** The shop's reference for this payment attempt; asking again with it returns the same session. */
  reference: string;
  /** Minor units of `currencyCode`: exactly what the traveller saw as the total. */
  amountMinor: number;
  currencyCode: string;
  /** The order's language: the hosted page speaks it. */
  language: CustomerLanguage;
  description: string;
  /** Where the browser goes back to after each outcome, as absolute paths or URLs. */
  returnUrls: Record<PaymentOutcome, string>;
};

export type CheckoutSession = {
  /** The gateway's id of the session; webhooks and refunds name it. */
  sessionId: string;
  /** The hosted payment page to send the browser to. */
  paymentUrl: string;
};

/**
 * succeeded: the money is taken. pending: the bank has not answered yet; a later event settles it.
 * declined / failed: nothing was taken. cancelled: the traveller gave up on the payment page.
 */
export type PaymentEventType =
  | 'payment.succeeded'
  | 'payment.pending'
  | 'payment.declined'
  | 'payment.failed'
  | 'payment.cancelled';

export const paymentEventTypes: readonly PaymentEventType[] = [
  'payment.succeeded',
  'payment.pending',
  'payment.declined',
  'payment.failed',
  'payment.cancelled',
];

/** A verified webhook: `eventId` is unique per event, and the same event may be delivered many times. */
export type PaymentEvent = { eventId: string; type: PaymentEventType; sessionId: string };

/**
 * What the gateway knows of a payment, asked before the shop gives up on it: paid (money taken, even if
 * its webhook never arrived), pending (the bank has not answered), or unpaid (open, failed, cancelled,
 * refunded or unknown).
 */
export type GatewayPaymentState = 'paid' | 'pending' | 'unpaid';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  /** Names the provider on the shop's payment records. */
  readonly provider: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Gives back the whole amount of a succeeded session. The idempotency key names the refund: asking
   * again with it (a retried job) refunds once.
   */
  refund(sessionId: string, idempotencyKey: string): Promise<void>;
  /** The payment's real state at the gateway, whatever webhooks did or did not arrive. */
  paymentState(sessionId: string): Promise<GatewayPaymentState>;
  /** The event of a webhook whose signature holds for the raw body as received, otherwise null. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): PaymentEvent | null;
  /** Stops timers the gateway runs in this process. */
  close(): Promise<void>;
}

/** What the shop does with a verified event; implemented by the orders module. */
export interface PaymentEventHandler {
  handle(event: PaymentEvent): Promise<void>;
}

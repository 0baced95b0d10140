import type { CustomerLanguage, PaymentOutcome } from '@dutyfree/contracts';

// A card payment as the shop sees it: the provider hosts the payment page on its own origin (the shop
// never sees a card number), tells the shop the outcome by a signed webhook and sends the browser back to
// the shop's page for that outcome. The orders module knows a provider only through this interface.
//
// Plugging in a real provider (docs/payment-gateway.md): implement PaymentGateway in
// `<provider>-gateway.adapter.ts` with the provider's API, choose it in `createPaymentGateway`
// (payments.module.ts), and start the shop with PAYMENT_SANDBOX=false. The default is ProviderGateway,
// the shop's HTTP client of the sandbox provider that `npm start` runs on its own port.
//
// What every implementation must keep: a call that fails throws (the checkout answers 502, a refund job
// retries); asking again never charges or refunds twice; no card data is ever sent to, or through, the
// shop.

export type CheckoutRequest = {
  /** The shop's reference for this payment attempt; asking again with it returns the same session. */
  reference: string;
  /** Minor units of `currencyCode`: exactly what the traveller saw as the total. */
  amountMinor: number;
  currencyCode: string;
  /** The order's language: the hosted page speaks it. */
  language: CustomerLanguage;
  description: string;
  /**
   * Where the browser goes back to after each outcome, as paths on the shop's origin: an adapter for a
   * provider on another origin makes them absolute (on PUBLIC_BASE_URL).
   */
  returnUrls: Record<PaymentOutcome, string>;
};

export type CheckoutSession = {
  /** The gateway's id of the session; webhooks and refunds name it. */
  sessionId: string;
  /** The hosted payment page to send the browser to: an absolute URL on the provider's origin. */
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
  /** Names the provider on the shop's payment records (with the session id, it finds the payment). */
  readonly provider: string;
  /**
   * Opens the hosted page for one payment attempt of an order. The same `reference` again answers the
   * same session, so a retried checkout never opens a second payment.
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Gives back the whole amount of a succeeded session. The idempotency key names the refund: asking
   * again with it (a retried job) refunds once.
   */
  refund(sessionId: string, idempotencyKey: string): Promise<void>;
  /** The payment's real state at the gateway, whatever webhooks did or did not arrive. */
  paymentState(sessionId: string): Promise<GatewayPaymentState>;
  /**
   * The event of a webhook whose signature holds for the raw body as received, otherwise null (the
   * shop answers 400 and the provider retries). Events may come twice or out of order: the shop applies
   * each event id once.
   */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): PaymentEvent | null;
  /** Stops timers or connections the adapter holds in the shop's process. */
  close(): Promise<void>;
}

/** What the shop does with a verified event; implemented by the orders module. */
export interface PaymentEventHandler {
  handle(event: PaymentEvent): Promise<void>;
}

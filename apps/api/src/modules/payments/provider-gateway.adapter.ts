import { z } from 'zod';
import type {
  CheckoutRequest,
  CheckoutSession,
  GatewayPaymentState,
  PaymentEvent,
  PaymentEventType,
  PaymentGateway,
  WebhookHeaders,
} from './payment-gateway.adapter.ts';
import { paymentEventTypes } from './payment-gateway.adapter.ts';
import { SANDBOX_SESSIONS_PATH } from './sandbox-gateway.adapter.ts';
import { isValidSignature, SIGNATURE_HEADER } from './webhook-signature.ts';

// The shop's side of the sandbox payment provider, which runs as its own HTTP server: every call goes
// over HTTP to PAYMENT_PROVIDER_URL with the shared secret as the API key, and the provider's webhooks
// come back signed with the same secret. No card number ever passes through here.

export type ProviderGatewayOptions = {
  /** The provider's origin, e.g. http://127.0.0.1:3100. */
  providerUrl: string;
  /** The shop's public origin: the provider sends the browser back there, so return URLs are absolute. */
  shopUrl: string;
  secret: string;
  now?: () => number;
};

/** A provider that does not answer within this long counts as down: the checkout says so at once. */
const CALL_TIMEOUT_MS = 10_000;

const sessionAnswer = z.object({ sessionId: z.string().min(1), paymentUrl: z.string().min(1) });
const stateAnswer = z.object({ state: z.enum(['paid', 'pending', 'unpaid']) });
const webhookBody = z.object({
  id: z.string().min(1),
  type: z.enum(paymentEventTypes as [PaymentEventType, ...PaymentEventType[]]),
  data: z.object({ sessionId: z.string().min(1) }),
});

export class ProviderGateway implements PaymentGateway {
  readonly provider = 'sandbox';
  private readonly options: ProviderGatewayOptions;
  private readonly now: () => number;
  constructor(options: ProviderGatewayOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { shopUrl, providerUrl } = this.options;
    const returnUrls = Object.fromEntries(
      Object.entries(request.returnUrls).map(([outcome, url]) => [outcome, new URL(url, shopUrl).href]),
    );
    const answer = sessionAnswer.parse(
      await this.call('POST', SANDBOX_SESSIONS_PATH, { ...request, returnUrls }),
    );
    return { sessionId: answer.sessionId, paymentUrl: new URL(answer.paymentUrl, providerUrl).href };
  }

  async refund(sessionId: string, idempotencyKey: string): Promise<void> {
    await this.call('POST', `${SANDBOX_SESSIONS_PATH}/${encodeURIComponent(sessionId)}/refund`, undefined, {
      'idempotency-key': idempotencyKey,
    });
  }

  async paymentState(sessionId: string): Promise<GatewayPaymentState> {
    const answer = await this.call('GET', `${SANDBOX_SESSIONS_PATH}/${encodeURIComponent(sessionId)}`);
    return stateAnswer.parse(answer).state;
  }

  verifyWebhook(rawBody: string, headers: WebhookHeaders): PaymentEvent | null {
    const signature = headers[SIGNATURE_HEADER];
    if (typeof signature !== 'string') return null;
    if (!isValidSignature(this.options.secret, rawBody, signature, this.now())) return null;
    try {
      const body = webhookBody.parse(JSON.parse(rawBody));
      return { eventId: body.id, type: body.type, sessionId: body.data.sessionId };
    } catch {
      return null;
    }
  }

  /** Nothing runs in the shop's process: the provider keeps its own timers. */
  async close(): Promise<void> {}

  /** One call to the provider; anything but a 2xx answer throws, so the caller's job or checkout retries. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const response = await fetch(new URL(path, this.options.providerUrl), {
      method,
      headers: {
        authorization: `Bearer ${this.options.secret}`,
        ...(body && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!response.ok) {
      // The provider's own words go into the job's last error, for an admin to read.
      const said = (await response.text()).slice(0, 300);
      throw new Error(`the payment provider answered ${response.status} to ${method} ${path}: ${said}`);
    }
    return response.status === 204 ? undefined : response.json();
  }
}

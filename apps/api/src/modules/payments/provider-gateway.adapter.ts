import http from 'node:http';
import https from 'node:https';
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

/** The provider's answer to one call: its status and its body as text. */
type ProviderAnswer = { status: number; body: string };

const sessionAnswer = z.object({ sessionId: z.string().min(1), paymentUrl: z.string().min(1) });
const stateAnswer = z.object({ state: z.enum(['paid', 'pending', 'unpaid']) });
/**
 * An id the provider gives (an event's, a session's): printable ASCII, as providers write them. Signed or
 * not, anything else names nothing of the shop's and must not reach a query (PostgreSQL refuses a NUL).
 */
const providerId = z.string().regex(/^[\x21-\x7e]{1,255}$/);
const webhookBody = z.object({
  id: providerId,
  type: z.enum(paymentEventTypes as [PaymentEventType, ...PaymentEventType[]]),
  data: z.object({ sessionId: providerId }),
});

export class ProviderGateway implements PaymentGateway {
  readonly provider = 'sandbox';
  private readonly options: ProviderGatewayOptions;
  private readonly now: () => number;
  /**
   * Every card order opens a session, so the calls go over node:http on connections kept open between
   * them: fetch (undici) cost the shop's process several times more CPU per call (docs/decisions/0031).
   */
  private readonly agent: http.Agent;
  constructor(options: ProviderGatewayOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    const Agent = new URL(options.providerUrl).protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true });
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

  /** The provider keeps its own timers; the shop's side only closes the connections it keeps open. */
  async close(): Promise<void> {
    this.agent.destroy();
  }

  /** One call to the provider; anything but a 2xx answer throws, so the caller's job or checkout retries. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const payload = body && JSON.stringify(body);
    const answer = await this.send(new URL(path, this.options.providerUrl), method, payload, {
      authorization: `Bearer ${this.options.secret}`,
      ...(payload !== undefined && {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
      }),
      ...headers,
    });
    if (answer.status < 200 || answer.status > 299) {
      // The provider's own words go into the job's last error, for an admin to read.
      const said = answer.body.slice(0, 300);
      throw new Error(`the payment provider answered ${answer.status} to ${method} ${path}: ${said}`);
    }
    return answer.status === 204 ? undefined : JSON.parse(answer.body);
  }

  private send(
    url: URL,
    method: string,
    payload: string | undefined,
    headers: Record<string, string>,
  ): Promise<ProviderAnswer> {
    const request = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { method, headers, agent: this.agent, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}

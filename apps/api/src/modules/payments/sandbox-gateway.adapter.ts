import { randomBytes } from 'node:crypto';
import type { PaymentOutcome } from '@dutyfree/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  GatewayPaymentState,
  PaymentEventType,
} from './payment-gateway.adapter.ts';
import type {
  SandboxSession,
  SandboxSessionStatus,
  SandboxSessionsRepository,
} from './sandbox.repository.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

// The sandbox payment provider's own side: what its server (sandbox-provider.ts) does for the shop's
// calls and for the hosted page, with test cards instead of real ones, HMAC-signed webhooks to the shop,
// and a redirect back to the shop's page for the outcome. It knows the shop only by its webhook URL and
// the shared secret; the shop knows it only over HTTP, through the provider gateway adapter.

export const SANDBOX_PAGE_PREFIX = '/sandbox-pay';
/** The provider's API for the shop: open a session, ask its state, refund it. */
export const SANDBOX_SESSIONS_PATH = '/v1/checkout-sessions';

export type TestCardOutcome = 'succeeded' | 'declined' | 'pending' | 'failed';

/** The test cards; what each does is told on the hosted page, in its language. */
export const sandboxTestCards: readonly { number: string; outcome: TestCardOutcome }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  // Stays pending, then succeeds after the gateway's pending delay.
  { number: '4000 0000 0000 0077', outcome: 'pending' },
  { number: '4000 0000 0000 0119', outcome: 'failed' },
];

/** Posts one webhook to the shop and answers the HTTP status it got back. */
export type WebhookDelivery = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

export type SandboxGatewayOptions = {
  /** The database, on which the gateway opens its transactions. */
  db: Executor;
  sessions: SandboxSessionsRepository;
  /** Delivers the webhooks, retrying until the shop takes them. */
  jobs: JobRunner;
  secret: string;
  webhookUrl: string;
  deliver: WebhookDelivery;
  /** How long the pending test card stays pending before its success is sent. */
  pendingSettleMs: number;
  logger: FastifyBaseLogger;
  now?: () => number;
};

/** Where the browser goes once the page is done: a redirect, or the page again with a card error. */
export type PageActionResult = { redirectTo: string } | { unknownCard: true; session: SandboxSession };

const eventOf: Partial<Record<SandboxSessionStatus, PaymentEventType>> = {
  succeeded: 'payment.succeeded',
  pending: 'payment.pending',
  declined: 'payment.declined',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

const outcomeOf: Partial<Record<SandboxSessionStatus, PaymentOutcome>> = {
  succeeded: 'paid',
  refunded: 'paid',
  pending: 'pending',
  declined: 'declined',
  failed: 'error',
  cancelled: 'cancelled',
};

/** The shop page for how the session ended; the shop's home while it is still open. */
export function returnUrlOf(session: SandboxSession): string {
  const outcome = outcomeOf[session.status];
  return outcome ? session.returnUrls[outcome] : '/';
}

/** A webhook waiting to be delivered; its event id stays the same over every retry. */
type WebhookJob = { eventId: string; type: PaymentEventType; sessionId: string; created: number };
const WEBHOOK_JOB = 'payments.sandboxWebhook';

const stateOf: Partial<Record<SandboxSessionStatus, GatewayPaymentState>> = {
  succeeded: 'paid',
  pending: 'pending',
};

const digitsOnly = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

function testCardOutcome(cardNumber: string): TestCardOutcome | undefined {
  const digits = digitsOnly(cardNumber);
  return sandboxTestCards.find((card) => digitsOnly(card.number) === digits)?.outcome;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

export class SandboxGateway {
  private readonly options: SandboxGatewayOptions;
  private readonly now: () => number;
  private readonly timers = new Set<NodeJS.Timeout>();
  constructor(options: SandboxGatewayOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    options.jobs.handle<WebhookJob>(WEBHOOK_JOB, (job) => this.deliver(job));
  }

  /** The session's page is a path on the provider's own origin. */
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.options.sessions.open(
      { ...request, sessionId: randomId('cs'), status: 'open', settlesAt: null },
      this.now(),
    );
    return { sessionId: session.sessionId, paymentUrl: `${SANDBOX_PAGE_PREFIX}/${session.sessionId}` };
  }

  /** A session moves from succeeded to refunded once, so the session itself keeps a refund to one. */
  async refund(sessionId: string, _idempotencyKey: string): Promise<void> {
    if (await this.options.sessions.transition(sessionId, 'succeeded', 'refunded', this.now())) return;
    const session = await this.options.sessions.find(sessionId);
    if (session?.status !== 'refunded') {
      throw new Error(
        `Sandbox session ${sessionId} cannot be refunded: it is ${session?.status ?? 'unknown'}`,
      );
    }
  }

  async paymentState(sessionId: string): Promise<GatewayPaymentState> {
    const session = await this.options.sessions.find(sessionId);
    return (session && stateOf[session.status]) ?? 'unpaid';
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  session(sessionId: string): Promise<SandboxSession | undefined> {
    return this.options.sessions.find(sessionId);
  }

  /** The payment page's Pay button; undefined when there is no such session. */
  async pay(sessionId: string, cardNumber: string): Promise<PageActionResult | undefined> {
    const session = await this.options.sessions.find(sessionId);
    if (!session) return undefined;
    const outcome = testCardOutcome(cardNumber);
    if (session.status === 'open' && !outcome) return { unknownCard: true, session };
    if (outcome === 'pending') {
      const settlesAt = this.now() + this.options.pendingSettleMs;
      if (await this.finish(session, 'pending', settlesAt)) {
        this.scheduleSettlement(sessionId, this.options.pendingSettleMs);
      }
    } else if (outcome) {
      await this.finish(session, outcome);
    }
    return this.returnTo(sessionId);
  }

  /** The payment page's Cancel button. */
  async cancel(sessionId: string): Promise<PageActionResult | undefined> {
    const session = await this.options.sessions.find(sessionId);
    if (!session) return undefined;
    await this.finish(session, 'cancelled');
    return this.returnTo(sessionId);
  }

  /**
   * Timers live in process memory, so a starting process takes over the payments still waiting for the
   * bank: each settles when it was due, or at once if that has passed. Processes that both take one over
   * settle it once between them (the session moves on from 'pending' only once).
   */
  async resumePendingSettlements(): Promise<number> {
    const waiting = await this.options.sessions.pending();
    for (const { sessionId, settlesAt } of waiting) {
      this.scheduleSettlement(sessionId, Math.max(0, settlesAt - this.now()));
    }
    return waiting.length;
  }

  /** The bank's late answer for the pending test card: the payment succeeds. False if nothing was pending. */
  async settlePending(sessionId: string): Promise<boolean> {
    return this.move(sessionId, 'pending', 'succeeded');
  }

  /** Moves an open session to its outcome and tells the shop; a second submit of the page changes nothing. */
  private finish(session: SandboxSession, to: SandboxSessionStatus, settlesAt: number | null = null) {
    return this.move(session.sessionId, 'open', to, settlesAt);
  }

  /**
   * Moves the session on and, in the same transaction, queues the webhook telling the shop: a crash
   * after the payment never leaves the shop untold. The webhook goes out at once, before the browser is
   * redirected, so the shop knows the outcome by the time its page loads; if the shop cannot take it,
   * the job retries it.
   */
  private async move(
    sessionId: string,
    from: SandboxSessionStatus,
    to: SandboxSessionStatus,
    settlesAt: number | null = null,
  ): Promise<boolean> {
    const { jobs } = this.options;
    const event = eventOf[to];
    const queued = await withTransaction(this.options.db, async (trx) => {
      if (!(await this.options.sessions.on(trx).transition(sessionId, from, to, this.now(), settlesAt))) {
        return null;
      }
      if (!event) return [];
      const eventId = randomId('evt');
      return [
        await jobs.enqueue<WebhookJob>(trx, {
          kind: WEBHOOK_JOB,
          idempotencyKey: `webhook-${eventId}`,
          payload: { eventId, type: event, sessionId, created: Math.floor(this.now() / 1000) },
        }),
      ];
    });
    if (queued) await jobs.runNow(...queued);
    return queued !== null;
  }

  private async returnTo(sessionId: string): Promise<PageActionResult> {
    const session = await this.options.sessions.find(sessionId);
    return { redirectTo: session ? returnUrlOf(session) : '/' };
  }

  private scheduleSettlement(sessionId: string, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.settlePending(sessionId).catch((error: unknown) =>
        this.options.logger.error({ err: error, sessionId }, 'sandbox could not settle a pending payment'),
      );
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Posts one webhook, signed now; anything but a 2xx answer is a failure, retried by the job. */
  private async deliver({ eventId, type, sessionId, created }: WebhookJob): Promise<void> {
    const body = JSON.stringify({ id: eventId, type, created, data: { sessionId } });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(this.options.secret, body, this.now()),
    };
    const status = await this.options.deliver({ url: this.options.webhookUrl, body, headers });
    if (status >= 300) throw new Error(`the shop answered ${status} to the ${type} webhook of ${sessionId}`);
  }
}

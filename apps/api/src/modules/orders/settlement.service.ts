import { type PaymentStatus, templatedError } from '@dutyfree/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/problems.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import { InsufficientMilesError, type LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type {
  GatewayPaymentState,
  PaymentEvent,
  PaymentEventHandler,
  PaymentGateway,
} from '../payments/payments.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { orderTransitions } from './order-lifecycle.ts';
import type { OrderMails } from './order-mails.service.ts';
import { returnStock } from './order-stock.service.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';
import { heldWhilePendingUntil, orderName, paysMilesAndMoney } from './orders.rules.ts';
import { type PaymentTransitionName, paymentTransitions } from './payment-lifecycle.ts';
import type { PaymentRecord, PaymentsRepository } from './payments.repository.ts';

export type SettlementDependencies = {
  /** The database, on which this service opens its transactions. */
  db: Executor;
  orders: OrdersRepository;
  /** The stock figures orders take and give back, in the order's own transaction. */
  stock: StockService;
  /** The card payments of orders, by the payment lifecycle. */
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  loyalty: LoyaltyProgramme;
  /** The mails about orders: a refund done tells the traveller. */
  mails: OrderMails;
  /** Runs what follows a change (mails, refunds, accrual) durably: enqueued in the change's transaction. */
  jobs: JobRunner;
  logger: FastifyBaseLogger;
  now: () => number;
};

/** What a verified gateway event did, decided inside its transaction and queued in it. */
type EventEffect = 'none' | 'paid' | 'refundLatePayment';

/** The consequences of an order's changes, as durable jobs; each names its order (and payment). */
const JOBS = {
  refund: 'orders.refund',
  latePaymentRefund: 'orders.latePaymentRefund',
  accrual: 'orders.accrual',
  openPaymentsCheck: 'orders.openPaymentsCheck',
} as const;
type OrderJob = { orderId: number };
type PaymentJob = { orderId: number; paymentId: number };

const failureOf: Partial<Record<PaymentEvent['type'], PaymentTransitionName>> = {
  'payment.declined': 'decline',
  'payment.failed': 'fail',
  'payment.cancelled': 'abandon',
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A start-up check asks about attempts the shop gave up on this recently too: money taken on one of those
 * (a page paid after its order changed) goes back at once instead of after the webhook's retries. Older
 * ones have had their webhooks delivered long since.
 */
const CANCELLED_ASKED_FOR_MS = 60 * 60_000;
/** The open payments a start-up check asks the gateway about, per query. */
const OPEN_PAYMENTS_BATCH = 100;
/**
 * A page that follows a pending payment reads the order every few seconds: one process asks the gateway
 * about the same payment at most this often, so a page left open (or a client hammering the read) is not
 * turned into a stream of calls to the provider.
 */
const ASK_GATEWAY_EVERY_MS = 2_000;

/** The key the refund of an order is queued under: one refund an order, however often it is asked for. */
export const refundJobKey = (orderCode: string) => `refund-${orderCode}`;

/**
 * How an order's payment ends: the gateway's webhooks, the miles debit, refunds, and what follows a
 * payment (the confirmation and refund e-mails). Accrual miles wait for the hand-over (docs/decisions/0011). Every step is safe to repeat: events are recorded
 * by id, status changes are conditional and miles movements carry idempotency keys. What follows a
 * change (mail, refund, accrual) is a job queued in the change's transaction (`queue…`), run straight
 * after the commit by `runNow` and retried by the job runner until it is done.
 */
export class SettlementService implements PaymentEventHandler {
  private readonly deps: SettlementDependencies;
  /** When this process last asked the gateway about a payment, by payment id (see ASK_GATEWAY_EVERY_MS). */
  private readonly askedAt = new Map<number, number>();
  constructor(deps: SettlementDependencies) {
    this.deps = deps;
    const { jobs } = deps;
    jobs.handle<Record<string, never>>(JOBS.openPaymentsCheck, () => this.settleOpenPayments());
    jobs.handle<OrderJob>(JOBS.refund, ({ orderId }) => this.whenFound(orderId, this.refund));
    jobs.handle<OrderJob>(JOBS.accrual, ({ orderId }) => this.whenFound(orderId, this.creditAccrual));
    jobs.handle<PaymentJob>(JOBS.latePaymentRefund, async ({ orderId, paymentId }) => {
      const [order, payment] = await Promise.all([
        deps.orders.findById(orderId),
        deps.payments.findPaymentById(paymentId),
      ]);
      if (order && payment) await this.refundCard(order, payment);
    });
  }

  /** Runs the jobs a committed change queued, in this process, now. */
  runNow(...keys: (string | undefined)[]): Promise<void> {
    return this.deps.jobs.runNow(...keys.filter((key) => key !== undefined));
  }

  /** Gives back what a paid order took, once, through whoever took it (card gateway or miles). */
  queueRefund(executor: Executor, order: OrderRecord): Promise<string> {
    return this.deps.jobs.enqueue<OrderJob>(executor, {
      kind: JOBS.refund,
      idempotencyKey: refundJobKey(order.orderCode),
      payload: { orderId: order.id },
    });
  }

  /** The accrual miles of a delivered order, when it earns any. */
  async queueAccrual(executor: Executor, order: OrderRecord): Promise<string | undefined> {
    if (!this.earnsAccrual(order)) return undefined;
    return this.deps.jobs.enqueue<OrderJob>(executor, {
      kind: JOBS.accrual,
      idempotencyKey: `accrual-${order.orderCode}`,
      payload: { orderId: order.id },
    });
  }

  /**
   * A starting process asks the gateway about every card payment still open, since a process killed
   * (with the provider, perhaps) may have left taken payments whose webhooks come back only after the
   * provider's retries. A durable job, so that a gateway still starting is asked again on the job's
   * retries; every process start queues its own.
   */
  async checkOpenPaymentsAtStart(runnerName: string): Promise<void> {
    try {
      const key = await this.deps.jobs.enqueue(this.deps.db, {
        kind: JOBS.openPaymentsCheck,
        idempotencyKey: `open-payments-check-${runnerName}`,
        payload: {},
      });
      await this.runNow(key);
    } catch (error) {
      // Nothing is lost: the webhooks' retries and the abandoned-payment sweep still settle each payment.
      this.deps.logger.error({ err: error }, 'the start-up check of open payments could not be queued');
    }
  }

  /**
   * What the gateway says of the order's open payment attempts: 'paid' when it took one (which is then
   * settled as its webhook would have settled it), 'pending' when the bank has yet to answer for one,
   * otherwise 'unpaid'.
   */
  async settleFromGateway(order: Pick<OrderRecord, 'id'>): Promise<GatewayPaymentState> {
    let state: GatewayPaymentState = 'unpaid';
    for (const payment of await this.deps.payments.pendingPaymentsOf(order.id)) {
      const said = await this.settlePaymentFromGateway(payment);
      if (said === 'paid' || (said === 'pending' && state === 'unpaid')) state = said;
    }
    return state;
  }

  /**
   * The traveller's pages read an order awaiting its card payment: the gateway is asked (at most every
   * ASK_GATEWAY_EVERY_MS for a payment) and a payment it took settles now. A gateway that cannot answer
   * leaves the order as it is: the webhook, or the next read, settles it.
   */
  async settleAwaitedPayment(order: OrderRecord): Promise<boolean> {
    const now = this.deps.now();
    let settled = false;
    for (const payment of await this.deps.payments.pendingPaymentsOf(order.id)) {
      if (now - (this.askedAt.get(payment.id) ?? Number.NEGATIVE_INFINITY) < ASK_GATEWAY_EVERY_MS) continue;
      this.forgetOldQuestions(now);
      this.askedAt.delete(payment.id);
      this.askedAt.set(payment.id, now);
      try {
        if ((await this.settlePaymentFromGateway(payment)) === 'paid') settled = true;
      } catch (error) {
        this.deps.logger.warn(
          { err: error, orderCode: order.orderCode },
          'the payment gateway could not say',
        );
      }
    }
    return settled;
  }

  /** Asks the gateway about one payment and settles it when it says paid; answers what it said. */
  private async settlePaymentFromGateway(payment: PaymentRecord): Promise<GatewayPaymentState> {
    const state = await this.deps.gateway.paymentState(payment.providerReference);
    if (state === 'paid') {
      await this.handle({
        eventId: `reconciled-${payment.providerReference}`,
        type: 'payment.succeeded',
        sessionId: payment.providerReference,
      });
    }
    return state;
  }

  private forgetOldQuestions(now: number): void {
    for (const [paymentId, askedAt] of this.askedAt) {
      // Oldest first (insertion order): stop at the first one still recent.
      if (now - askedAt < ASK_GATEWAY_EVERY_MS) break;
      this.askedAt.delete(paymentId);
    }
  }

  /** The start-up check: every open card payment, in pages; one the gateway could not answer retries the job. */
  private async settleOpenPayments(): Promise<void> {
    let after = 0;
    let unanswered = 0;
    for (;;) {
      const page = await this.deps.payments.openPaymentsAfter(
        this.deps.gateway.provider,
        this.deps.now() - CANCELLED_ASKED_FOR_MS,
        after,
        OPEN_PAYMENTS_BATCH,
      );
      for (const payment of page) {
        await this.settlePaymentFromGateway(payment).catch(() => {
          unanswered += 1;
        });
      }
      if (page.length < OPEN_PAYMENTS_BATCH) break;
      after = page.at(-1)!.id;
    }
    if (unanswered > 0) throw new Error(`the payment gateway did not answer for ${unanswered} open payments`);
  }

  /** An order gone from the database (only ever in tests that clear it) has nothing left to follow. */
  private async whenFound(orderId: number, work: (order: OrderRecord) => Promise<void>): Promise<void> {
    const order = await this.deps.orders.findById(orderId);
    if (order) await work.call(this, order);
  }

  async handle(event: PaymentEvent): Promise<void> {
    const { orders, gateway, now } = this.deps;
    const payment = await this.deps.payments.findPayment(gateway.provider, event.sessionId);
    if (!payment)
      throw notFound(
        templatedError('request.noSuchRecord', { what: 'payment session', id: event.sessionId }),
      );
    const queued = await withTransaction(this.deps.db, async (trx) => {
      const tx = orders.on(trx);
      // The order first, as every change of it does: a change under way (a new attempt cancelling this
      // one) commits before the event reads the payment, never between its conditional updates.
      await tx.lockOrderRow(payment.orderId);
      if (!(await this.deps.payments.on(trx).recordEvent(event.eventId, payment.id, event.type, now())))
        return [];
      const effect = await this.apply(trx, event, payment);
      if (effect === 'none') return [];
      const order = (await tx.findById(payment.orderId))!;
      if (effect === 'paid') return this.deps.mails.queueConfirmation(trx, order);
      // Money taken for an attempt the shop gave up on (replaced or abandoned) goes back.
      const refund = await this.deps.jobs.enqueue<PaymentJob>(trx, {
        kind: JOBS.latePaymentRefund,
        idempotencyKey: `late-payment-refund-${payment.id}`,
        payload: { orderId: order.id, paymentId: payment.id },
      });
      return [refund];
    });
    await this.runNow(...queued);
  }

  private async apply(trx: Executor, event: PaymentEvent, payment: PaymentRecord): Promise<EventEffect> {
    const tx = this.deps.orders.on(trx);
    const payments = this.deps.payments.on(trx);
    const now = this.deps.now();
    if (event.type === 'payment.succeeded') {
      if (await payments.move(payment.id, 'succeedLate', now)) return 'refundLatePayment';
      if (!(await payments.move(payment.id, 'succeed', now))) return 'none';
      const confirmed = await tx.transition(
        payment.orderId,
        'pay',
        { paymentStatus: 'Paid', paymentExpiresAt: null },
        now,
      );
      return confirmed ? 'paid' : 'refundLatePayment';
    }
    const order = await tx.findById(payment.orderId);
    if (!order) return 'none';
    if (event.type === 'payment.pending') {
      // The bank will answer later: the stock stays held longer (see heldWhilePendingUntil).
      const until = heldWhilePendingUntil(order);
      if (until !== null) await tx.setPaymentExpiry(order.id, until, now);
      return 'none';
    }
    const failure = failureOf[event.type];
    if (failure && (await payments.move(payment.id, failure, now))) {
      await this.fail(trx, order, paymentTransitions[failure].to);
    }
    return 'none';
  }

  /**
   * An unpaid order whose payment failed: it gives its stock (and the miles of an order paid in miles and
   * money) back and may be paid again later.
   */
  async fail(trx: Executor, order: OrderRecord, paymentStatus: PaymentStatus): Promise<void> {
    const failed = await this.deps.orders
      .on(trx)
      .transition(order.id, 'failPayment', { paymentStatus, paymentExpiresAt: null }, this.deps.now());
    if (failed) {
      await returnStock(this.deps.stock.on(trx), order, 'cancellation', 'payment_failed');
      await this.returnHeldMiles(trx, order);
    }
  }

  /**
   * Takes the miles of an order paid in miles and money, in the order's transaction: too few miles throw
   * InsufficientMilesError and nothing of the order is written. Keyed by the order's payment attempt, so a
   * retried statement takes them once and an order paid again after a failure takes them anew.
   */
  async holdMiles(
    trx: Executor,
    order: Pick<
      OrderRecord,
      'id' | 'orderCode' | 'memberId' | 'kind' | 'paymentOption' | 'totalMiles' | 'paymentAttempt'
    >,
  ): Promise<void> {
    if (!paysMilesAndMoney(order)) return;
    await this.deps.loyalty
      .on(trx)
      .debit(
        order.memberId!,
        order.totalMiles,
        `miles-${order.orderCode}-${order.paymentAttempt}`,
        capitalised(orderName(order)),
        order.id,
      );
  }

  /**
   * Gives back, in the caller's transaction, the miles an order paid in miles and money holds: called
   * wherever its stock goes back (a failed or expired payment, a cancellation, a bag not collected, a
   * change of the order). Once per payment attempt, however often it is called.
   */
  async returnHeldMiles(trx: Executor, order: OrderRecord): Promise<void> {
    if (!paysMilesAndMoney(order)) return;
    await this.deps.loyalty
      .on(trx)
      .credit(
        order.memberId!,
        order.totalMiles,
        `miles-back-${order.orderCode}-${order.paymentAttempt}`,
        `Miles back from ${orderName(order)}`,
        order.id,
      );
  }

  /**
   * Pays a miles order: the debit's idempotency key is the order code, so a retry (the abandoned-payment
   * sweep after a crash) never takes the miles twice. Too few miles fails the order and gives its stock back.
   */
  async settleMiles(order: OrderRecord): Promise<void> {
    const { loyalty, orders, now } = this.deps;
    try {
      await loyalty.debit(
        order.memberId!,
        order.totalMiles,
        order.orderCode,
        capitalised(orderName(order)),
        order.id,
      );
    } catch (error) {
      if (error instanceof InsufficientMilesError) {
        await withTransaction(this.deps.db, (trx) => this.fail(trx, order, 'Declined'));
      }
      throw error;
    }
    const queued = await withTransaction(this.deps.db, async (trx) => {
      const confirmed = await orders
        .on(trx)
        .transition(order.id, 'pay', { paymentStatus: 'Paid', paymentExpiresAt: null }, now());
      return confirmed ? this.deps.mails.queueConfirmation(trx, order) : [];
    });
    await this.runNow(...queued);
  }

  /** Refunds what the order's payment took, through whoever took it, and says so on the order. */
  private async refund(order: OrderRecord): Promise<void> {
    if (order.paymentOption === 'Miles') {
      await this.deps.loyalty.credit(
        order.memberId!,
        order.totalMiles,
        `refund-${order.orderCode}`,
        `Refund of ${orderName(order)}`,
        order.id,
      );
    } else {
      const payment = await this.deps.payments.paidPaymentOf(order.id);
      if (payment) await this.refundCard(order, payment);
    }
    await this.deps.orders.setOrderPaymentStatus(order.id, 'Refunded', this.deps.now());
    // The refund's mail is queued once the money is back; a refund job run again queues the same key.
    await this.runNow(await this.deps.mails.queue(this.deps.db, order, 'refunded'));
  }

  private async refundCard(order: OrderRecord, payment: PaymentRecord): Promise<void> {
    await this.deps.gateway.refund(payment.providerReference, `refund-${payment.providerReference}`);
    await this.deps.payments.move(payment.id, 'refund', this.deps.now());
    this.deps.logger.info({ orderCode: order.orderCode }, 'card payment refunded');
  }

  /** Miles redeemed for an order earn no miles; money paid by a member does. */
  private earnsAccrual(order: OrderRecord): boolean {
    return order.paymentOption === 'Card' && order.memberId !== null && order.accrualMiles > 0;
  }

  /**
   * Credits the miles a delivered order earns (docs/decisions/0011: for delivered goods only, so a
   * cancelled or uncollected order never earns any). The credit's idempotency key makes it happen once.
   */
  private async creditAccrual(order: OrderRecord): Promise<void> {
    if (order.status !== orderTransitions.deliver.to || !this.earnsAccrual(order)) return;
    await this.deps.loyalty.credit(
      order.memberId!,
      order.accrualMiles,
      `accrual-${order.orderCode}`,
      `Miles earned with ${orderName(order)}`,
      order.id,
    );
  }
}

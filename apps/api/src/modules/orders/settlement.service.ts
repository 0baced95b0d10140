import { type PaymentStatus, templatedError } from '@dutyfree/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/problems.ts';
import { InsufficientMilesError, type LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import type { PaymentEvent, PaymentEventHandler, PaymentGateway } from '../payments/payments.module.ts';
import { orderTransitions } from './order-lifecycle.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { returnStock } from './order-stock.service.ts';
import type { OrderRecord, OrdersRepository, PaymentRecord } from './orders.repository.ts';
import { heldWhilePendingUntil, orderName } from './orders.rules.ts';

export type SettlementDependencies = {
  /** The database, on which this service opens its transactions. */
  db: Executor;
  orders: OrdersRepository;
  gateway: PaymentGateway;
  loyalty: LoyaltyProgramme;
  mailer: Mailer;
  /** Origin of the web app, for the order-tracking link in the confirmation e-mail. */
  publicBaseUrl: string;
  logger: FastifyBaseLogger;
  now: () => number;
};

/** What a verified gateway event did, decided inside its transaction and acted on after it. */
type EventEffect = 'none' | 'replayed' | 'paid' | 'refundLatePayment';

const failureStatus: Partial<Record<PaymentEvent['type'], PaymentStatus>> = {
  'payment.declined': 'Declined',
  'payment.failed': 'Error',
  'payment.cancelled': 'Cancelled',
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * How an order's payment ends: the gateway's webhooks, the miles debit, refunds, and what follows a
 * payment (the confirmation e-mail). Accrual miles wait for the hand-over (docs/decisions/0011). Every step is safe to repeat: events are recorded
 * by id, status changes are conditional and miles movements carry idempotency keys.
 */
export class SettlementService implements PaymentEventHandler {
  private readonly deps: SettlementDependencies;
  constructor(deps: SettlementDependencies) {
    this.deps = deps;
  }

  async handle(event: PaymentEvent): Promise<void> {
    const { orders, gateway, now } = this.deps;
    const payment = await orders.findPayment(gateway.provider, event.sessionId);
    if (!payment)
      throw notFound(
        templatedError('request.noSuchRecord', { what: 'payment session', id: event.sessionId }),
      );
    const effect = await withTransaction(this.deps.db, async (trx) => {
      const tx = orders.on(trx);
      if (!(await tx.recordEvent(event.eventId, payment.id, event.type, now()))) return 'replayed';
      return this.apply(tx, event, payment);
    });
    const order = await orders.findById(payment.orderId);
    if (!order) return;
    if (effect === 'paid') await this.afterPayment(order);
    if (effect === 'refundLatePayment') await this.refundCard(order, payment);
  }

  private async apply(
    tx: OrdersRepository,
    event: PaymentEvent,
    payment: PaymentRecord,
  ): Promise<EventEffect> {
    const now = this.deps.now();
    if (event.type === 'payment.succeeded') {
      // Money taken for an attempt the shop gave up on (replaced or abandoned) goes back.
      if (await tx.setPaymentStatus(payment.id, ['Cancelled'], 'Paid', now)) return 'refundLatePayment';
      if (!(await tx.setPaymentStatus(payment.id, ['Pending'], 'Paid', now))) return 'none';
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
    const paymentStatus = failureStatus[event.type];
    if (paymentStatus && (await tx.setPaymentStatus(payment.id, ['Pending'], paymentStatus, now))) {
      await this.fail(tx, order, paymentStatus);
    }
    return 'none';
  }

  /** An unpaid order whose payment failed: it gives its stock back and may be paid again later. */
  async fail(tx: OrdersRepository, order: OrderRecord, paymentStatus: PaymentStatus): Promise<void> {
    const failed = await tx.transition(
      order.id,
      'failPayment',
      { paymentStatus, paymentExpiresAt: null },
      this.deps.now(),
    );
    if (failed) await returnStock(tx, order);
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
        await withTransaction(this.deps.db, (trx) => this.fail(orders.on(trx), order, 'Declined'));
      }
      throw error;
    }
    const confirmed = await orders.transition(
      order.id,
      'pay',
      { paymentStatus: 'Paid', paymentExpiresAt: null },
      now(),
    );
    if (confirmed) await this.afterPayment(order);
  }

  /** Sends the confirmation e-mail; a mail server's trouble never undoes an order. */
  async sendConfirmation(order: OrderRecord): Promise<void> {
    try {
      await this.deps.mailer.send({
        to: order.email,
        language: order.language,
        ...orderConfirmationMail(order, this.deps.publicBaseUrl),
      });
    } catch (error) {
      this.deps.logger.error({ err: error, orderCode: order.orderCode }, 'order confirmation e-mail failed');
    }
  }

  /** Refunds what the order's payment took, through whoever took it, and says so on the order. */
  async refund(order: OrderRecord): Promise<void> {
    if (order.paymentOption === 'Miles') {
      await this.deps.loyalty.credit(
        order.memberId!,
        order.totalMiles,
        `refund-${order.orderCode}`,
        `Refund of ${orderName(order)}`,
        order.id,
      );
    } else {
      const payment = await this.deps.orders.paidPaymentOf(order.id);
      if (payment) await this.refundCard(order, payment);
    }
    await this.deps.orders.setOrderPaymentStatus(order.id, 'Refunded', this.deps.now());
  }

  private async refundCard(order: OrderRecord, payment: PaymentRecord): Promise<void> {
    await this.deps.gateway.refund(payment.providerReference);
    await this.deps.orders.setPaymentStatus(payment.id, ['Paid'], 'Refunded', this.deps.now());
    this.deps.logger.info({ orderCode: order.orderCode }, 'card payment refunded');
  }

  private async afterPayment(order: OrderRecord): Promise<void> {
    await this.sendConfirmation(order);
  }

  /** Miles redeemed for an order earn no miles; money paid by a member does. */
  private earnsAccrual(order: OrderRecord): boolean {
    return order.paymentOption === 'Card' && order.memberId !== null && order.accrualMiles > 0;
  }

  /**
   * Credits the miles a delivered order earns (docs/decisions/0011: for delivered goods only, so a
   * cancelled or uncollected order never earns any). The credit's idempotency key makes it happen once.
   */
  async creditAccrual(order: OrderRecord): Promise<void> {
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

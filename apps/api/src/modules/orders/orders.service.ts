import { type CancellationReason, fixedError, type OrderStatus } from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { conflict, type HttpProblem, notFound } from '../../http/problems.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limit.ts';
import type { Caller } from '../auth/auth.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import type { InFulfilmentTransaction } from './fulfilment.service.ts';
import type { OrderAccessTokens } from './order-access.ts';
import { canMove, holdsStock, isAwaitingPayment } from './order-lifecycle.ts';
import type { OrderMails } from './order-mails.service.ts';
import { returnStock } from './order-stock.service.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';
import { isCancellable, requireOwner } from './orders.rules.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { SettlementService } from './settlement.service.ts';

export type OrdersServiceDependencies = {
  /** The database, on which this service opens its transactions. */
  db: Executor;
  orders: OrdersRepository;
  /** The stock figures orders take and give back, in the order's own transaction. */
  stock: StockService;
  /** The card payments of orders, by the payment lifecycle. */
  payments: PaymentsRepository;
  settlement: SettlementService;
  /** A cancellation tells the traveller, in its own transaction. */
  mails: OrderMails;
  accessTokens: OrderAccessTokens;
  rateLimiter: RateLimiter;
  now: () => number;
};

/** Order tracking guesses at e-mail and order number pairs: a few per quarter hour are plenty for a person. */
const TRACKING_LIMIT = { perIp: 20, windowMs: 15 * 60_000 };

/** Reading and cancelling orders: by their owner, by whoever holds an order's access token, or by tracking. */
export class OrdersService {
  private readonly deps: OrdersServiceDependencies;
  constructor(deps: OrdersServiceDependencies) {
    this.deps = deps;
  }

  isCancellable(order: OrderRecord): boolean {
    return isCancellable(order, this.deps.now());
  }

  /**
   * What the back office's screens decide by: whether an admin may still cancel an order in this status
   * (whenever the lifecycle allows it), and whether it waits for its payment.
   */
  staffDecisions(status: OrderStatus): { cancellable: boolean; awaitingPayment: boolean } {
    return { cancellable: canMove('cancel', status), awaitingPayment: isAwaitingPayment(status) };
  }

  /** GetMyOrders: a signed-in customer's or member's own orders, newest first. */
  myOrders(caller: Caller): Promise<OrderRecord[]> {
    return this.deps.orders.listOwnedBy(requireOwner(caller, fixedError('account.signInRequired')));
  }

  /** The order for its owner or the holder of its access token; a 404 for anyone else, as if it did not exist. */
  async readable(caller: Caller, orderCode: string): Promise<OrderRecord> {
    const order = await this.deps.orders.findByCode(orderCode);
    if (!order || !this.deps.accessTokens.allows(caller, order)) {
      throw notFound(fixedError('orders.orderNotFound'));
    }
    return order;
  }

  /**
   * The order as its payment pages show it. One still awaiting its card payment is settled first when
   * the gateway says the money was taken (its webhook lost or still being retried), as hosted-checkout
   * providers advise for the return page: the traveller who paid sees a confirmed order within seconds.
   */
  async readSettled(caller: Caller, orderCode: string): Promise<OrderRecord> {
    const order = await this.readable(caller, orderCode);
    if (order.paymentOption !== 'Card' || !isAwaitingPayment(order.status)) return order;
    if (!(await this.deps.settlement.settleAwaitedPayment(order))) return order;
    return (await this.deps.orders.findByCode(orderCode)) ?? order;
  }

  /** Order tracking: the e-mail address used and the order number must both match. */
  async track(email: string, orderCode: string, clientIp: string): Promise<OrderRecord> {
    await enforceRateLimit(this.deps.rateLimiter, {
      key: `track-order:ip:${clientIp}`,
      limit: TRACKING_LIMIT.perIp,
      windowMs: TRACKING_LIMIT.windowMs,
    });
    const order = await this.deps.orders.findByCode(orderCode);
    if (!order || order.email.toLowerCase() !== email)
      throw notFound(fixedError('orders.noPreOrderForEmail'));
    return order;
  }

  /**
   * CancelPreOrder: until 24 hours before departure. In one transaction the order is cancelled, its
   * stock returned and the refund queued; the money then goes back through whoever took it (card
   * gateway or miles), now or, if that fails, on the refund job's retry.
   */
  async cancel(caller: Caller, orderCode: string, reason: CancellationReason): Promise<OrderRecord> {
    await this.readable(caller, orderCode);
    return this.cancelled(orderCode, {
      cancelReason: reason,
      mail: 'cancelled',
      refusal: (order) =>
        isCancellable(order, this.deps.now()) ? null : conflict(fixedError('orders.cancelClosed')),
    });
  }

  /**
   * An admin cancels an order from the back office: whenever the lifecycle lets it be cancelled (the
   * traveller's 24-hour cut-off is theirs, not the shop's), on the traveller's own path (stock back,
   * refund queued), with the staff audit entry written in the same transaction.
   */
  cancelByStaff(orderCode: string, inTransaction: InFulfilmentTransaction): Promise<OrderRecord> {
    return this.cancelled(orderCode, { mail: 'cancelledByAirline', refusal: () => null, inTransaction });
  }

  private async cancelled(
    orderCode: string,
    how: {
      /** The traveller's reason (SPEC §5); an admin's is in the audit entry. */
      cancelReason?: CancellationReason;
      /** The mail that tells the traveller who cancelled: they did, or the airline did. */
      mail: 'cancelled' | 'cancelledByAirline';
      /** Why this canceller may not cancel the order, or null. */
      refusal: (order: OrderRecord) => HttpProblem | null;
      /** The staff audit entry, in the cancellation's own transaction. */
      inTransaction?: InFulfilmentTransaction;
    },
  ): Promise<OrderRecord> {
    const { orders, settlement, mails } = this.deps;
    const { order: cancelled, queued } = await withTransaction(this.deps.db, async (trx) => {
      const tx = orders.on(trx);
      const order = await tx.lockByCode(orderCode);
      if (!order) throw notFound(fixedError('backOfficeOrders.noSuchOrder'));
      if (!holdsStock(order.status)) throw conflict(fixedError('orders.notCancellable'));
      const refusal = how.refusal(order);
      if (refusal) throw refusal;
      const refund = await cancelHeld(this.deps, trx, order, how.cancelReason);
      await how.inTransaction?.(trx, { before: order, after: (await tx.findById(order.id))! });
      return { order, queued: [await mails.queue(trx, order, how.mail), refund] };
    });
    await settlement.runNow(...queued);
    return (await orders.findById(cancelled.id))!;
  }
}

/**
 * Cancels an order the caller's transaction has locked: its stock goes back, its open card payments are
 * dropped and the refund of a paid order is queued (its key answered, for `runNow` after the commit).
 * No accrual miles to take back: they are credited only when the goods are handed over.
 */
export async function cancelHeld(
  deps: Pick<OrdersServiceDependencies, 'orders' | 'stock' | 'payments' | 'settlement' | 'now'>,
  trx: Executor,
  order: OrderRecord,
  cancelReason?: CancellationReason,
): Promise<string | undefined> {
  const paid = order.paymentStatus === 'Paid';
  const moved = await deps.orders
    .on(trx)
    .transition(
      order.id,
      'cancel',
      { paymentStatus: paid ? 'Paid' : 'Cancelled', paymentExpiresAt: null, cancelReason },
      deps.now(),
    );
  if (!moved) throw conflict(fixedError('orders.notCancellable'));
  await returnStock(deps.stock.on(trx), order, 'cancellation', 'order_cancelled');
  await deps.settlement.returnHeldMiles(trx, order);
  await deps.payments.on(trx).cancelPendingPayments(order.id, deps.now());
  return paid ? deps.settlement.queueRefund(trx, order) : undefined;
}

import { fixedError, handOverRefusalMessages, type OrderStatus, templatedError } from '@dutyfree/contracts';
import { fromMajor, onBoardDue, toMajor } from '@dutyfree/pricing';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { conflict, FieldErrors, notFound } from '../../http/problems.ts';
import type { StockService } from '../stock/stock.module.ts';
import { handOverRefusal, orderTransitions } from './order-lifecycle.ts';
import type { OrderMails } from './order-mails.service.ts';
import { returnStock } from './order-stock.service.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';
import { chargedMinor, orderUsdMinor } from './orders.wire.ts';
import type { SettlementService } from './settlement.service.ts';

// The end of an order's life on board: the crew hands the bag over at the seat (Delivered), or the
// traveller does not collect it (NotCollected: the goods go back to stock and the money back to whoever
// took it). Both go through the lifecycle's conditional transitions, so that two crew members marking
// one bag at once make one change between them, and whatever follows (stock, refund, accrual) happens once.

/**
 * What the crew took at the seat: the amount in the order's currency, or (`paidIn`) in another of the
 * shop's currencies at the rate fixed for the flight (micro-units per US dollar).
 */
export type OnBoardPaymentTaken = {
  method: 'Cash' | 'Card';
  amount: number;
  paidIn?: { code: string; usdRateMicros: number };
};

/** The order before and after the change, for the staff audit log. */
export type FulfilmentChange = { before: OrderRecord; after: OrderRecord };

/**
 * Written in the change's own transaction (the staff audit entry): `executor` is that transaction, for
 * the other module's repository.
 */
export type InFulfilmentTransaction = (executor: Executor, change: FulfilmentChange) => Promise<void>;

export type FulfilmentDependencies = {
  /** The database, on which this service opens its transactions. */
  db: Executor;
  orders: OrdersRepository;
  /** The stock figures orders take and give back, in the order's own transaction. */
  stock: StockService;
  settlement: SettlementService;
  /** The receipt of a hand-over, and the word that a bag was not collected. */
  mails: OrderMails;
  now: () => number;
};

/** The 409 for an order the crew cannot hand over (or mark) in its status. */
function refusalOf(status: OrderStatus) {
  return conflict(fixedError(`staff.${handOverRefusalMessages[handOverRefusal(status) ?? 'notPaid']}`));
}

export class FulfilmentService {
  private readonly deps: FulfilmentDependencies;
  constructor(deps: FulfilmentDependencies) {
    this.deps = deps;
  }

  /**
   * Hands the bag over. A Pay On-Board order needs the payment taken at the seat, for exactly the amount
   * due in the order's currency at the rate fixed when it was placed; a paid order takes none. Accrual
   * miles are queued with the hand-over, for delivered goods only (docs/decisions/0011), and credited once.
   */
  async deliver(
    orderCode: string,
    staffId: number,
    payment: OnBoardPaymentTaken | undefined,
    inTransaction: InFulfilmentTransaction,
  ): Promise<OrderRecord> {
    const { orders, mails, now } = this.deps;
    const { delivered, queued } = await withTransaction(this.deps.db, async (trx) => {
      const tx = orders.on(trx);
      const before = await this.confirmedOrder(tx, orderCode);
      const paymentMinor = this.checkPayment(before, payment);
      const onBoard = before.paymentOption === 'Cash On Board';
      const moved = await tx.transition(
        before.id,
        'deliver',
        { paymentStatus: onBoard ? 'Paid' : before.paymentStatus },
        now(),
      );
      if (!moved) throw refusalOf((await tx.findById(before.id))?.status ?? before.status);
      const handOver = { at: now(), takenOnBoard: payment?.method ?? null };
      await tx.insertHandOver(before.id, {
        outcome: orderTransitions.deliver.to,
        staffId,
        at: handOver.at,
        paymentMethod: handOver.takenOnBoard,
        paymentAmountMinor: paymentMinor,
        paymentCurrency: payment?.paidIn?.code ?? null,
      });
      const after = (await tx.findById(before.id))!;
      await inTransaction(trx, { before, after });
      const receipt = await mails.queue(trx, after, 'handedOver', { handOver });
      return { delivered: after, queued: [receipt, await this.deps.settlement.queueAccrual(trx, after)] };
    });
    await this.deps.settlement.runNow(...queued);
    return delivered;
  }

  /**
   * The traveller did not collect the bag: its goods go back to stock and a paid order is refunded
   * through the adapter that took the money (card gateway or miles), as a cancellation is; a Pay On-Board
   * order simply closes.
   */
  async markNotCollected(
    orderCode: string,
    staffId: number,
    inTransaction: InFulfilmentTransaction,
  ): Promise<OrderRecord> {
    const { orders, settlement, mails, now } = this.deps;
    const { closed, queued } = await withTransaction(this.deps.db, async (trx) => {
      const tx = orders.on(trx);
      const before = await this.confirmedOrder(tx, orderCode);
      const paid = before.paymentStatus === 'Paid';
      const moved = await tx.transition(
        before.id,
        'markNotCollected',
        { paymentStatus: paid ? 'Paid' : 'Cancelled' },
        now(),
      );
      if (!moved) throw refusalOf((await tx.findById(before.id))?.status ?? before.status);
      await returnStock(this.deps.stock.on(trx), before, 'not_collected', 'not_collected_on_board');
      await settlement.returnHeldMiles(trx, before);
      await tx.insertHandOver(before.id, {
        outcome: orderTransitions.markNotCollected.to,
        staffId,
        at: now(),
        paymentMethod: null,
        paymentAmountMinor: null,
        paymentCurrency: null,
      });
      const after = (await tx.findById(before.id))!;
      await inTransaction(trx, { before, after });
      // Only the one change that won gets here, so the money goes back once.
      const refund = paid ? await settlement.queueRefund(trx, after) : undefined;
      return { closed: after, queued: [await mails.queue(trx, after, 'notCollected'), refund] };
    });
    await settlement.runNow(...queued);
    return (await orders.findById(closed.id))!;
  }

  /** An order as it stands now, for a caller that must tell why a hand-over was refused. */
  standing(orderCode: string): Promise<OrderRecord | undefined> {
    return this.deps.orders.findByCode(orderCode);
  }

  private async confirmedOrder(tx: OrdersRepository, orderCode: string): Promise<OrderRecord> {
    const order = await tx.lockByCode(orderCode);
    if (!order) throw notFound(fixedError('staff.orderNotFound'));
    if (handOverRefusal(order.status)) throw refusalOf(order.status);
    return order;
  }

  /** The amount taken on board in minor units of the currency it was paid in, or null for a paid order. */
  private checkPayment(order: OrderRecord, payment: OnBoardPaymentTaken | undefined): number | null {
    if (order.paymentOption !== 'Cash On Board') {
      if (payment) throw new FieldErrors({ Payment: [fixedError('staff.onBoardPaymentNotExpected')] });
      return null;
    }
    if (!payment) throw new FieldErrors({ Payment: [fixedError('staff.onBoardPaymentRequired')] });
    const currencyCode = payment.paidIn?.code ?? order.currencyCode;
    const due = onBoardDue(
      { currencyCode: order.currencyCode, dueMinor: chargedMinor(order), usdMinor: orderUsdMinor(order) },
      currencyCode,
      payment.paidIn ? [payment.paidIn] : [],
    )!;
    const taken = fromMajor(payment.amount);
    if (taken !== due) {
      throw new FieldErrors({
        'Payment.Amount': [
          templatedError('staff.onBoardAmountWrong', { amount: toMajor(due).toFixed(2), currencyCode }),
        ],
      });
    }
    return taken;
  }
}

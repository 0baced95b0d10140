import type { FastifyBaseLogger } from 'fastify';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import type { StockService } from '../stock/stock.module.ts';
import { returnStock } from './order-stock.service.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { SettlementService } from './settlement.service.ts';

export type SweeperDependencies = {
  /** The database, on which this service opens its transactions. */
  db: Executor;
  orders: OrdersRepository;
  /** The stock figures orders take and give back, in the order's own transaction. */
  stock: StockService;
  /** The card payments of orders, by the payment lifecycle. */
  payments: PaymentsRepository;
  /** Asks the gateway for each payment's real state before its order is given up. */
  settlement: SettlementService;
  logger: FastifyBaseLogger;
  now: () => number;
};

/** Often enough that stock comes back within a minute of its window closing; cheap when nothing is due. */
const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

/**
 * Gives back the stock of orders whose payment was abandoned (PAYMENT_ABANDON_MINUTES after placing,
 * no outcome from the gateway) and marks them Expired. Before it does, it asks the gateway: a payment
 * taken whose webhook never arrived confirms the order instead, and one still waiting for the bank keeps
 * it. Every API process runs one; the conditional status change lets exactly one of them expire each
 * order, and money that arrives after that is refunded (the late-payment refund of settlement).
 */
export class AbandonedPaymentSweeper {
  private readonly deps: SweeperDependencies;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  constructor(deps: SweeperDependencies) {
    this.deps = deps;
  }

  /** One pass; answers how many orders it closed. */
  async sweep(): Promise<number> {
    const now = this.deps.now();
    let closed = 0;
    for (const order of await this.deps.orders.dueForRelease(now, BATCH)) {
      if (await this.close(order, now)) closed += 1;
    }
    return closed;
  }

  start(intervalMs = SWEEP_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((error: unknown) => {
          this.deps.logger.error({ err: error }, 'abandoned-payment sweep failed');
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * A miles order left unpaid means the process stopped between writing the order and debiting the
   * miles: the debit is retried under the same key instead, so miles are never taken without an order.
   */
  private async close(order: OrderRecord, now: number): Promise<boolean> {
    if (order.paymentOption === 'Miles') {
      return this.deps.settlement.settleMiles(order).then(
        () => true,
        (error: unknown) => {
          this.deps.logger.warn({ err: error, orderCode: order.orderCode }, 'miles payment retry failed');
          return false;
        },
      );
    }
    // A payment taken whose webhook never came confirms the order; one the bank has yet to answer keeps it.
    if ((await this.deps.settlement.settleFromGateway(order)) !== 'unpaid') return false;
    return withTransaction(this.deps.db, async (trx) => {
      const tx = this.deps.orders.on(trx);
      const expired = await tx.transition(
        order.id,
        'expire',
        {
          fromPayment: ['Pending'],
          expiredBy: now,
          paymentStatus: 'Cancelled',
          paymentExpiresAt: null,
        },
        now,
      );
      if (expired) {
        await returnStock(this.deps.stock.on(trx), order, 'expiry', 'payment_not_finished');
        await this.deps.settlement.returnHeldMiles(trx, order);
        await this.deps.payments.on(trx).cancelPendingPayments(order.id, now);
      }
      return expired;
    });
  }
}

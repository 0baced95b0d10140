import { fixedError } from '@dutyfree/contracts';
import { notFound } from '../../http/problems.ts';
import type {
  DayTrade,
  FlightTrade,
  ItemTrade,
  OrderBookRepository,
  OrderFilters,
} from './order-book.repository.ts';
import { tradeStatuses } from './order-lifecycle.ts';
import type { OrderHeading, OrderRecord, OrdersRepository } from './orders.repository.ts';
import type { PaymentAttemptRecord, PaymentsRepository } from './payments.repository.ts';

/** The shop's trade since a moment: orders and revenue per day and per flight, and the goods sold most. */
export type Trade = { perDay: DayTrade[]; perFlight: FlightTrade[]; topItems: ItemTrade[] };

/**
 * The shop's orders as admins read them: a search newest first, one order with its lines and its payment
 * attempts, the orders each customer placed, and the trade summed up. Reads only: every change of an
 * order goes through the lifecycle (`OrdersService.cancelByStaff` for an admin's cancellation).
 */
export class OrderBook {
  private readonly book: OrderBookRepository;
  private readonly orders: OrdersRepository;
  private readonly paymentAttempts: PaymentsRepository;
  constructor(deps: { book: OrderBookRepository; orders: OrdersRepository; payments: PaymentsRepository }) {
    this.book = deps.book;
    this.orders = deps.orders;
    this.paymentAttempts = deps.payments;
  }

  /** Up to `limit` orders older than the id `before`, newest first, each filter given holding. */
  search(filters: OrderFilters, before: number | undefined, limit: number): Promise<OrderHeading[]> {
    return this.book.search(filters, before, limit);
  }

  /** The order with its lines; 404 when there is none. */
  async order(orderCode: string): Promise<OrderRecord> {
    const order = await this.orders.findByCode(orderCode);
    if (!order) throw notFound(fixedError('backOfficeOrders.noSuchOrder'));
    return order;
  }

  /** The order's card payment attempts, oldest first, whatever became of them. */
  payments(orderId: number): Promise<PaymentAttemptRecord[]> {
    return this.paymentAttempts.paymentsOf(orderId);
  }

  /** How many orders each of these customers placed (none: left out). */
  countsByCustomer(customerIds: readonly number[]): Promise<Map<number, number>> {
    return this.book.countsByCustomer(customerIds);
  }

  /** The trade of orders placed from `since` on that were paid or delivered. */
  async trade(since: number): Promise<Trade> {
    const window = { since, statuses: tradeStatuses };
    const [perDay, perFlight, topItems] = await Promise.all([
      this.book.perDay(window),
      this.book.perFlight(window),
      this.book.topItems(window),
    ]);
    return { perDay, perFlight, topItems };
  }
}

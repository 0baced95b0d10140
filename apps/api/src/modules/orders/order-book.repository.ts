import type { OrderStatus, PaymentOption } from '@dutyfree/contracts';
import { type Expression, sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import { type OrderHeading, selectingOrders, toOrderHeading } from './orders.repository.ts';

/** What narrows the order search: each filter given must hold; days are epoch ms, `placedBefore` excluded. */
export type OrderFilters = {
  orderCode?: string;
  email?: string;
  flightNumber?: string;
  /** Part of the traveller's name, in any letter case. */
  traveller?: string;
  ticketNumber?: string;
  placedFrom?: number;
  placedBefore?: number;
  status?: OrderStatus;
};

/** The orders placed from `since` on in the statuses that count as trade. */
export type TradeWindow = { since: number; statuses: readonly OrderStatus[] };

/** What orders brought in: money (US cents) and, apart, the loyalty miles paid instead of money. */
type Revenue = { orders: number; revenueCents: number; revenueMiles: number };
/** A day's trade, the day as the number of whole days since 1970 (UTC). */
export type DayTrade = { dayNumber: number } & Revenue;
export type FlightTrade = { flightNumber: string } & Revenue;
export type ItemTrade = {
  itemId: number;
  itemCode: string;
  name: string;
  quantity: number;
  revenueCents: number;
};

const DAY_MS = 86_400_000;

// An order paid in miles keeps what its goods cost in US cents, but no money came in for it: its cents
// stay out of revenue. An order paid in miles and money brought in what its miles do not cover (each
// line keeps the part its miles cover). Every order's miles are summed apart: 0 unless miles paid.
const miles: PaymentOption = 'Miles';
const paidInMiles = sql<boolean>`o.payment_option = ${sql.lit(miles)}`;
const coveredByMiles = sql<number>`(select coalesce(sum(ml.miles_cents), 0) from order_line ml where ml.order_id = o.id)`;
const orderMoney = sql<number>`sum(case when ${paidInMiles} then 0 else o.total_cents - ${coveredByMiles} end)`;
const lineMoney = sql<number>`sum(case when ${paidInMiles} then 0 else l.total_price_cents - l.miles_cents end)`;
const milesOf = sql<number>`sum(o.total_miles)`;

/** How many rows each of the trade's rankings keeps. */
const TOP = 10;

/** The shop's orders as admins read them: searched, counted and summed up. Reads only. */
export class OrderBookRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /**
   * Up to `limit` orders older than the id `before`, newest first: a keyset on the primary key, so a page
   * far back costs what the first does.
   */
  async search(filters: OrderFilters, before: number | undefined, limit: number): Promise<OrderHeading[]> {
    let query = selectingOrders(this.db).orderBy('customer_order.id', 'desc').limit(limit);
    if (before !== undefined) query = query.where('customer_order.id', '<', before);
    if (filters.orderCode) query = query.where('customer_order.order_code', '=', filters.orderCode);
    if (filters.email) query = query.where('customer_order.email', '=', filters.email);
    if (filters.flightNumber) {
      // Spaces and letter case do not matter: `et600` finds `ET 600`.
      const normal = (value: Expression<string>) => sql<string>`replace(upper(${value}), ' ', '')`;
      query = query.where(
        normal(sql.ref('customer_order.flight_number')),
        '=',
        normal(sql.val(filters.flightNumber)),
      );
    }
    if (filters.traveller) {
      const pattern = `%${filters.traveller.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where(sql<boolean>`upper(customer_order.customer_name) like ${pattern} escape '\\'`);
    }
    if (filters.ticketNumber) query = query.where('customer_order.ticket_number', '=', filters.ticketNumber);
    if (filters.status) query = query.where('customer_order.status', '=', filters.status);
    if (filters.placedFrom !== undefined)
      query = query.where('customer_order.created_at', '>=', filters.placedFrom);
    if (filters.placedBefore !== undefined) {
      query = query.where('customer_order.created_at', '<', filters.placedBefore);
    }
    return (await query.execute()).map(toOrderHeading);
  }

  /** How many orders each of these customers placed. */
  async countsByCustomer(customerIds: readonly number[]): Promise<Map<number, number>> {
    if (customerIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('customer_order')
      .select(['customer_id', (eb) => eb.fn.countAll<number>().as('orders')])
      .where('customer_id', 'in', [...customerIds])
      .groupBy('customer_id')
      .execute();
    // PostgreSQL counts in bigint, which its driver reads as text.
    return new Map(rows.map((row) => [row.customer_id!, Number(row.orders)]));
  }

  private trade({ since, statuses }: TradeWindow) {
    return this.db
      .selectFrom('customer_order as o')
      .where('o.created_at', '>=', since)
      .where('o.status', 'in', [...statuses]);
  }

  /** Orders and revenue per day; days without orders are missing. */
  async perDay(window: TradeWindow): Promise<DayTrade[]> {
    // A literal, not a parameter: PostgreSQL groups by the same expression it selects, and SQLite divides
    // whole numbers only by a whole number (a bound number is a float to it).
    const day = sql<number>`o.created_at / ${sql.lit(DAY_MS)}`;
    const rows = await this.trade(window)
      .select([
        day.as('day_number'),
        (eb) => eb.fn.countAll<number>().as('orders'),
        orderMoney.as('revenue'),
        milesOf.as('miles'),
      ])
      .groupBy(day)
      .execute();
    return rows.map((row) => ({
      dayNumber: Number(row.day_number),
      orders: Number(row.orders),
      revenueCents: Number(row.revenue),
      revenueMiles: Number(row.miles),
    }));
  }

  /** Orders and revenue per flight number, most revenue first. */
  async perFlight(window: TradeWindow): Promise<FlightTrade[]> {
    const rows = await this.trade(window)
      .select([
        'o.flight_number',
        (eb) => eb.fn.countAll<number>().as('orders'),
        orderMoney.as('revenue'),
        milesOf.as('miles'),
      ])
      .groupBy('o.flight_number')
      .orderBy('revenue', 'desc')
      .orderBy('o.flight_number')
      .limit(TOP)
      .execute();
    return rows.map((row) => ({
      flightNumber: row.flight_number,
      orders: Number(row.orders),
      revenueCents: Number(row.revenue),
      revenueMiles: Number(row.miles),
    }));
  }

  /** The items sold most (by units, miles orders too), with the money they brought in. */
  async topItems(window: TradeWindow): Promise<ItemTrade[]> {
    const rows = await this.trade(window)
      .innerJoin('order_line as l', 'l.order_id', 'o.id')
      .innerJoin('item as i', 'i.id', 'l.item_id')
      .select([
        'i.id',
        'i.item_code',
        'i.name',
        (eb) => eb.fn.sum<number>('l.quantity').as('quantity'),
        lineMoney.as('revenue'),
      ])
      .groupBy(['i.id', 'i.item_code', 'i.name'])
      .orderBy('quantity', 'desc')
      .orderBy('i.id')
      .limit(TOP)
      .execute();
    return rows.map((row) => ({
      itemId: row.id,
      itemCode: row.item_code,
      name: row.name,
      quantity: Number(row.quantity),
      revenueCents: Number(row.revenue),
    }));
  }
}

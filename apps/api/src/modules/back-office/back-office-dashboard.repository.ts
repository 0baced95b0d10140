import type { DashboardResponse, OrderStatus } from '@dutyfree/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import { DAY_MS } from './utc-days.ts';

/** The figures of the dashboard, read for orders placed from `since` on in the statuses given. */
export type TradeWindow = { since: number; statuses: readonly OrderStatus[] };

/** A day as the number of whole days since 1970 (UTC), the same on both engines' integer division. */
export type DayFigures = { dayNumber: number; orders: number; revenueCents: number };

const TOP = 10;

/** The shop's trade summed up for the dashboard; reads only. */
export class BackOfficeDashboardRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  private trade({ since, statuses }: TradeWindow) {
    return this.db
      .selectFrom('customer_order as o')
      .where('o.created_at', '>=', since)
      .where('o.status', 'in', [...statuses]);
  }

  /** Orders and revenue (US cents) per day; days without orders are missing. */
  async perDay(window: TradeWindow): Promise<DayFigures[]> {
    // A literal, not a parameter: PostgreSQL groups by the same expression it selects, and SQLite divides
    // whole numbers only by a whole number (a bound number is a float to it).
    const day = sql<number>`o.created_at / ${sql.lit(DAY_MS)}`;
    const rows = await this.trade(window)
      .select([
        day.as('day_number'),
        (eb) => eb.fn.countAll<number>().as('orders'),
        (eb) => eb.fn.sum<number>('o.total_cents').as('revenue'),
      ])
      .groupBy(day)
      .execute();
    return rows.map((row) => ({
      dayNumber: Number(row.day_number),
      orders: Number(row.orders),
      revenueCents: Number(row.revenue),
    }));
  }

  /** Orders and revenue per flight number, most revenue first. */
  async perFlight(window: TradeWindow): Promise<DashboardResponse['flights']> {
    const rows = await this.trade(window)
      .select([
        'o.flight_number',
        (eb) => eb.fn.countAll<number>().as('orders'),
        (eb) => eb.fn.sum<number>('o.total_cents').as('revenue'),
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
    }));
  }

  /** The items sold most (by units), with what they brought in. */
  async topItems(window: TradeWindow): Promise<DashboardResponse['topItems']> {
    const rows = await this.trade(window)
      .innerJoin('order_line as l', 'l.order_id', 'o.id')
      .innerJoin('item as i', 'i.id', 'l.item_id')
      .select([
        'i.id',
        'i.item_code',
        'i.name',
        (eb) => eb.fn.sum<number>('l.quantity').as('quantity'),
        (eb) => eb.fn.sum<number>('l.total_price_cents').as('revenue'),
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

  /** Items on sale with `threshold` or fewer left, fewest first. */
  async lowStock(threshold: number): Promise<DashboardResponse['lowStock']> {
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'item_code', 'name', 'stock'])
      .where('is_active', '=', 1)
      .where('stock', '<=', threshold)
      .orderBy('stock')
      .orderBy('id')
      .limit(TOP)
      .execute();
    return rows.map((row) => ({ itemId: row.id, itemCode: row.item_code, name: row.name, stock: row.stock }));
  }
}

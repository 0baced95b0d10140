import type { OrderStatus, PaymentOption } from '@dutyfree/contracts';
import { sql } from 'kysely';
import type { HandOverOutcome, ItemCategoryType, OrderKind } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { FlightRecord } from '../flights/flights.module.ts';
import { handOverStatuses } from '../orders/orders.module.ts';

/** A flight's bags: orders the crew hands over, or has (the order lifecycle says which statuses). */
const BAG_STATUSES = handOverStatuses;

/** A flight as the flight data knows it, with the orders the crew hands over on it (its bags). */
export type StaffFlightRecord = FlightRecord & { orderCount: number };

/** One line of one bag, with its order, its item and what the crew recorded. */
export type BagLineRecord = {
  orderId: number;
  orderCode: string;
  kind: OrderKind;
  status: OrderStatus;
  paymentOption: PaymentOption;
  seatNumber: string | null;
  passengerName: string;
  currencyCode: string;
  usdRateMicros: number;
  itemId: number;
  itemCode: string;
  itemName: string;
  /** The name in Arabic and Chinese, for the crew app. */
  itemNames: { ar: string | null; zh: string | null };
  itemCategory: ItemCategoryType;
  /** Whether the purchase rules let the item skip the age gate, as they stand when the list is read. */
  ageGateExempt: boolean;
  quantity: number;
  totalPriceCents: number;
  /** The part of the line's price miles cover in an order paid in miles and money: not due on board. */
  milesCents: number;
  handOver: {
    outcome: HandOverOutcome;
    at: number;
    staffName: string;
    paymentMethod: string | null;
    paymentAmountMinor: number | null;
    paymentCurrency: string | null;
  } | null;
};

export type FlightSearch = { from: number; to?: number; flightNumber?: string };

const MAX_FLIGHTS = 100;

/** Reads a flight's bags and load straight from the orders: the list is made of what is there now. */
export class PackingRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async findFlights(search: FlightSearch): Promise<StaffFlightRecord[]> {
    const rows = await this.flights()
      .where('f.departure_at', '>=', search.from)
      .$if(search.to !== undefined, (q) => q.where('f.departure_at', '<', search.to!))
      .$if(search.flightNumber !== undefined, (q) =>
        // Spaces and letter case do not matter: `ET600` finds `ET 600`.
        q.where(sql<string>`replace(upper(f.flight_number), ' ', '')`, '=', search.flightNumber!),
      )
      .orderBy('f.departure_at')
      .orderBy('f.id')
      .limit(MAX_FLIGHTS)
      .execute();
    return rows.map(toFlight);
  }

  async findFlight(flightId: number): Promise<StaffFlightRecord | undefined> {
    const row = await this.flights().where('f.id', '=', flightId).executeTakeFirst();
    return row ? toFlight(row) : undefined;
  }

  /** Every line of every bag of the flight, in one statement, by order then line. */
  async bagLinesOf(flightId: number): Promise<BagLineRecord[]> {
    const rows = await this.bagLines().where('o.flight_id', '=', flightId).execute();
    return rows.map(toBagLine);
  }

  /**
   * What changed on the flight after `since` (an order's `updated_at`): the bags changed, and the orders
   * that left the list (cancelled), with the latest change seen, which the crew app's next ask starts from.
   */
  async changesOf(
    flightId: number,
    since: number,
  ): Promise<{ lines: BagLineRecord[]; gone: string[]; latest: number }> {
    const lines = (
      await this.bagLines().where('o.flight_id', '=', flightId).where('o.updated_at', '>', since).execute()
    ).map(toBagLine);
    const gone = await this.db
      .selectFrom('customer_order')
      .select('order_code')
      .where('flight_id', '=', flightId)
      .where('updated_at', '>', since)
      .where('status', 'not in', BAG_STATUSES)
      .execute();
    const latest = await this.db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.max('updated_at').as('latest'))
      .where('flight_id', '=', flightId)
      .executeTakeFirst();
    return { lines, gone: gone.map((row) => row.order_code), latest: Number(latest?.latest ?? since) };
  }

  /** The lines of one order's bag, as the list shows it (after a hand-over). */
  async bagLinesOfOrder(orderCode: string): Promise<BagLineRecord[]> {
    const rows = await this.bagLines().where('o.order_code', '=', orderCode).execute();
    return rows.map(toBagLine);
  }

  private flights() {
    return this.db
      .selectFrom('flight as f')
      .select((eb) => [
        'f.id',
        'f.flight_number',
        'f.origin',
        'f.destination',
        'f.departure_at',
        'f.arrival_at',
        eb
          .selectFrom('customer_order as o')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('o.flight_id', '=', 'f.id')
          .where('o.status', 'in', BAG_STATUSES)
          .as('order_count'),
      ]);
  }

  private bagLines() {
    return this.db
      .selectFrom('customer_order as o')
      .innerJoin('order_line as l', 'l.order_id', 'o.id')
      .innerJoin('item as i', 'i.id', 'l.item_id')
      .innerJoin('currency as c', 'c.id', 'o.currency_id')
      .leftJoin('ticket as t', 't.ticket_number', 'o.ticket_number')
      .leftJoin('order_handover as h', 'h.order_id', 'o.id')
      .leftJoin('staff_member as s', 's.id', 'h.staff_id')
      .leftJoin('purchase_rule_item as x', (join) =>
        join.onRef('x.item_code', '=', 'i.item_code').on('x.rule_code', '=', 'ageGateExempt'),
      )
      .select([
        'o.id as order_id',
        'o.order_code',
        'o.kind',
        'o.status',
        'o.payment_option',
        'o.seat_number',
        'o.customer_name',
        't.passenger_name',
        'c.code as currency_code',
        'o.usd_rate_micros',
        'l.item_id',
        'l.quantity',
        'l.total_price_cents',
        'l.miles_cents',
        'i.item_code',
        'i.name as item_name',
        'i.name_ar as item_name_ar',
        'i.name_zh as item_name_zh',
        'i.category_type',
        'x.item_code as exempt_code',
        'h.outcome',
        'h.at as handed_at',
        's.name as staff_name',
        'h.payment_method',
        'h.payment_amount_minor',
        'h.payment_currency',
      ])
      .where('o.status', 'in', BAG_STATUSES)
      .orderBy('o.id')
      .orderBy('l.id');
  }
}

type FlightRow = {
  id: number;
  flight_number: string;
  origin: string;
  destination: string;
  departure_at: number;
  arrival_at: number;
  order_count: number | string | null;
};

function toFlight(row: FlightRow): StaffFlightRecord {
  return {
    id: row.id,
    flightNumber: row.flight_number,
    origin: row.origin,
    destination: row.destination,
    departureAt: row.departure_at,
    arrivalAt: row.arrival_at,
    // PostgreSQL counts in bigint, which its driver reads as text.
    orderCount: Number(row.order_count ?? 0),
  };
}

function toBagLine(row: {
  order_id: number;
  order_code: string;
  kind: OrderKind;
  status: string;
  payment_option: PaymentOption;
  seat_number: string | null;
  customer_name: string;
  passenger_name: string | null;
  currency_code: string;
  usd_rate_micros: number;
  item_id: number;
  quantity: number;
  total_price_cents: number;
  miles_cents: number;
  item_code: string;
  item_name: string;
  item_name_ar: string | null;
  item_name_zh: string | null;
  category_type: ItemCategoryType;
  exempt_code: string | null;
  outcome: HandOverOutcome | null;
  handed_at: number | null;
  staff_name: string | null;
  payment_method: string | null;
  payment_amount_minor: number | null;
  payment_currency: string | null;
}): BagLineRecord {
  return {
    orderId: row.order_id,
    orderCode: row.order_code,
    kind: row.kind,
    status: row.status as OrderStatus,
    paymentOption: row.payment_option,
    seatNumber: row.seat_number,
    // The ticket's name is the one on the boarding pass the crew checks.
    passengerName: row.passenger_name ?? row.customer_name,
    currencyCode: row.currency_code,
    usdRateMicros: row.usd_rate_micros,
    itemId: row.item_id,
    itemCode: row.item_code,
    itemName: row.item_name,
    itemNames: { ar: row.item_name_ar, zh: row.item_name_zh },
    itemCategory: row.category_type,
    ageGateExempt: row.exempt_code !== null,
    quantity: row.quantity,
    totalPriceCents: row.total_price_cents,
    milesCents: row.miles_cents,
    handOver:
      row.outcome && row.handed_at !== null
        ? {
            outcome: row.outcome,
            at: row.handed_at,
            staffName: row.staff_name ?? '',
            paymentMethod: row.payment_method,
            paymentAmountMinor: row.payment_amount_minor,
            paymentCurrency: row.payment_currency,
          }
        : null,
  };
}

import type { CustomerLanguage, OrderStatus, PaymentOption, PaymentStatus } from '@dutyfree/contracts';
import { type Expression, type Selectable, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { CustomerOrderTable, HandOverOutcome, OrderKind } from '../../db/schema.ts';
import { afterCommit, type Executor } from '../../db/transaction.ts';
import { mainPictureUrl, type Translations } from '../catalog/catalog.module.ts';
import {
  countingSales,
  type ItemUnits,
  recordingMovements,
  type StockSource,
  takingStock,
} from '../stock/stock.module.ts';
import {
  initialStatus,
  type OrderTransitionName,
  orderTransitions,
  resubmission,
} from './order-lifecycle.ts';
import { type NewPayment, PaymentsRepository, paymentColumns } from './payments.repository.ts';

type OrderLineRecord = {
  itemId: number;
  itemCode: string;
  /** The item's name today, in English and translated; shown in the reader's language. */
  itemName: string;
  itemNameTranslations: Translations;
  imageUrl: string | null;
  quantity: number;
  /** USD cents, like every amount of an order; converted at the order's fixed rate when shown. */
  unitPriceCents: number;
  totalPriceCents: number;
  totalMiles: number;
  /**
   * In an order paid in miles and money, the part of `totalPriceCents` the line's miles (`totalMiles`)
   * cover; the rest is paid in money. 0 otherwise.
   */
  milesCents: number;
  isFreeOffer: boolean;
};

export type NewOrderLine = Omit<
  OrderLineRecord,
  'itemCode' | 'itemName' | 'itemNameTranslations' | 'imageUrl'
>;

/** Who an order belongs to: a shop customer, or a loyalty member without a shop account. */
export type OrderOwner = { customerId: number } | { memberId: string };

export type OrderDraft = {
  orderCode: string;
  /** A pre-order takes the warehouse's stock, an on-board order its flight's. */
  kind: OrderKind;
  paymentOption: PaymentOption;
  paymentStatus: PaymentStatus;
  customerId: number | null;
  /** The membership miles are paid from and credited to. */
  memberId: string | null;
  customerName: string;
  email: string;
  mobileNumber: string | null;
  language: CustomerLanguage;
  currencyId: number;
  usdRateMicros: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  totalMiles: number;
  accrualMiles: number;
  promoPriceListId: number | null;
  flightId: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: number;
  ticketNumber: string;
  seatNumber: string;
  pickFrom: string;
  paymentExpiresAt: number | null;
  /** Which card payment attempt the order is on: its payment's reference is `<orderCode>-<attempt>`. */
  paymentAttempt: number;
  /** When the traveller confirmed that duty is due on arrival for goods over an allowance; null: not over. */
  dutyDueConfirmedAt: number | null;
  /** A trolley sale: the order begins handed over (the lifecycle's `sellAtSeat`). */
  soldAtSeat?: true;
  /** The destination and version of the customs rule that judged the order; null: no rule held there. */
  customsRule: { destination: string; version: number } | null;
  lines: NewOrderLine[];
};

export type OrderRecord = Omit<
  OrderDraft,
  'lines' | 'flightId' | 'seatNumber' | 'pickFrom' | 'promoPriceListId'
> & {
  id: number;
  status: OrderStatus;
  flightId: number | null;
  currencyCode: string;
  seatNumber: string | null;
  pickFrom: string | null;
  cancelReason: number | null;
  createdAt: number;
  lines: OrderLineRecord[];
};

/**
 * What a transition of the order lifecycle writes besides the status. The change happens only from the
 * transition's from-states, so that racing processes make it once.
 */
export type OrderTransition = {
  /** Also required: the payment status is one of these. */
  fromPayment?: readonly PaymentStatus[];
  /** Also required: the payment window closed at or before this time. */
  expiredBy?: number;
  paymentStatus: PaymentStatus;
  paymentExpiresAt?: number | null;
  cancelReason?: number;
};

type OrderRow = Selectable<CustomerOrderTable> & { currency_code: string };

/** An order without its lines: what a list of orders shows of each. */
/** The flight an order serves, as the order keeps it. */
export type OrderFlight = {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: number;
};

export type OrderHeading = Omit<OrderRecord, 'lines'>;

/** Every column of an order, with its currency's code. */
export function selectingOrders(db: Executor) {
  return db
    .selectFrom('customer_order')
    .innerJoin('currency', 'currency.id', 'customer_order.currency_id')
    .selectAll('customer_order')
    .select('currency.code as currency_code');
}

/** An item and how many of its units an order takes or gives back. */
function toOrder(row: OrderRow, lines: OrderLineRecord[]): OrderRecord {
  return { ...toOrderHeading(row), lines };
}

export function toOrderHeading(row: OrderRow): OrderHeading {
  return {
    id: row.id,
    orderCode: row.order_code,
    kind: row.kind,
    status: row.status as OrderStatus,
    paymentOption: row.payment_option,
    paymentStatus: row.payment_status as PaymentStatus,
    customerId: row.customer_id,
    memberId: row.member_id,
    customerName: row.customer_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    language: row.language as CustomerLanguage,
    currencyId: row.currency_id,
    currencyCode: row.currency_code,
    usdRateMicros: row.usd_rate_micros,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    totalCents: row.total_cents,
    totalMiles: row.total_miles,
    accrualMiles: row.accrual_miles,
    flightId: row.flight_id,
    flightNumber: row.flight_number,
    origin: row.origin,
    destination: row.destination,
    departureAt: row.departure_at,
    ticketNumber: row.ticket_number,
    seatNumber: row.seat_number,
    pickFrom: row.pick_from,
    cancelReason: row.cancel_reason,
    paymentExpiresAt: row.payment_expires_at,
    paymentAttempt: row.payment_attempt,
    dutyDueConfirmedAt: row.duty_due_confirmed_at,
    customsRule:
      row.customs_rule_destination !== null && row.customs_rule_version !== null
        ? { destination: row.customs_rule_destination, version: row.customs_rule_version }
        : null,
    createdAt: row.created_at,
  };
}

function orderColumns(draft: OrderDraft, now: number) {
  return {
    order_code: draft.orderCode,
    kind: draft.kind,
    status: draft.soldAtSeat ? orderTransitions.sellAtSeat.to : initialStatus(draft.paymentOption),
    payment_option: draft.paymentOption,
    payment_status: draft.paymentStatus,
    customer_id: draft.customerId,
    member_id: draft.memberId,
    customer_name: draft.customerName,
    email: draft.email,
    mobile_number: draft.mobileNumber,
    language: draft.language,
    currency_id: draft.currencyId,
    usd_rate_micros: draft.usdRateMicros,
    subtotal_cents: draft.subtotalCents,
    discount_cents: draft.discountCents,
    total_cents: draft.totalCents,
    total_miles: draft.totalMiles,
    accrual_miles: draft.accrualMiles,
    promo_price_list_id: draft.promoPriceListId,
    flight_id: draft.flightId,
    flight_number: draft.flightNumber,
    origin: draft.origin,
    destination: draft.destination,
    departure_at: draft.departureAt,
    ticket_number: draft.ticketNumber,
    seat_number: draft.seatNumber,
    pick_from: draft.pickFrom,
    payment_expires_at: draft.paymentExpiresAt,
    payment_attempt: draft.paymentAttempt,
    duty_due_confirmed_at: draft.dutyDueConfirmedAt,
    customs_rule_destination: draft.customsRule?.destination ?? null,
    customs_rule_version: draft.customsRule?.version ?? null,
    updated_at: now,
  };
}

/** An order line as `order_line` keeps it, for the order of id `orderId` (a value, or the statement's own). */
function lineColumns(orderId: number | Expression<number>, line: NewOrderLine) {
  return {
    order_id: orderId,
    item_id: line.itemId,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    total_price_cents: line.totalPriceCents,
    total_miles: line.totalMiles,
    miles_cents: line.milesCents,
    is_free_offer: line.isFreeOffer ? (1 as const) : (0 as const),
  };
}

/** What the crew recorded at the seat. */
export type HandOverRow = {
  outcome: HandOverOutcome;
  staffId: number;
  at: number;
  paymentMethod: string | null;
  paymentAmountMinor: number | null;
  /** Paid on board in another currency than the order's; null: the order's own. */
  paymentCurrency: string | null;
};

/** An ordered item as the catalogue read of the same request gave it: what an order's line shows of it. */
export type LineItem = {
  itemCode: string;
  name: string;
  nameTranslations: Translations;
  mainPictureUrl: string | null;
};

/**
 * Who is told of the orders' changes once they are committed (the shop's metrics): an order placed, a
 * transition of the lifecycle made, a payment gateway's event recorded. Told here, where every such
 * change is written, so that no service has to remember it.
 */
export type OrderWatch = {
  placed(paymentOption: PaymentOption): void;
  moved(transition: OrderTransitionName): void;
  gatewayEvent(type: string): void;
};

const unwatched: OrderWatch = { placed() {}, moved() {}, gatewayEvent() {} };

/**
 * Orders, their lines and hand-overs. Their card payments are the payments repository's, their stock the
 * stock module's; a new order's one statement on PostgreSQL borrows both's pieces.
 */
export class OrdersRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  private readonly watch: OrderWatch;
  constructor(db: Executor, engine: Engine, watch: OrderWatch = unwatched) {
    this.db = db;
    this.engine = engine;
    this.watch = watch;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): OrdersRepository {
    return new OrdersRepository(executor, this.engine, this.watch);
  }

  /**
   * Writes a new order with its lines and, for a card order whose payment page is open, its pending
   * payment. On PostgreSQL it also takes the order's units from `stock.source` and records the sale, with
   * the statement pieces the stock module lends (`takingStock`, `countingSales`, `recordingMovements`),
   * and answers the items taken: one statement (the order's insert feeds the others' as a common table
   * expression, the stock's update beside them), since every statement is a round trip to the server
   * and the server's work on each. An item left out had too few, and the caller then rolls the
   * transaction back. SQLite runs statements in process, one each: there `taken` is null and the caller
   * takes the units through the stock module.
   */
  async insert(
    draft: OrderDraft,
    now: number,
    stock: { source: StockSource; units: readonly ItemUnits[] },
    payment?: NewPayment,
  ): Promise<{ id: number; taken: Set<number> | null }> {
    const order = { ...orderColumns(draft, now), created_at: now };
    if (this.engine === 'postgres') {
      const taking = this.db.with('taken', (db) => takingStock(db, stock.source, stock.units));
      // Counted whatever was taken: an order short of an item is rolled back, its count with it.
      const counting =
        stock.source.kind === 'preorder'
          ? taking.with('sold', (db) => countingSales(db, stock.units))
          : taking;
      const placed = counting.with('placed', (db) =>
        db.insertInto('customer_order').values(order).returning('id'),
      );
      const moved = placed.with('moved', (db) =>
        recordingMovements(db, stock.source, stock.units, -1, {
          kind: 'sale',
          orderId: db.selectFrom('placed').select('placed.id').$asScalar(),
          at: now,
        }),
      );
      const withLines = moved.with('lines', (db) => {
        const orderId = db.selectFrom('placed').select('placed.id').$asScalar();
        return db.insertInto('order_line').values(draft.lines.map((line) => lineColumns(orderId, line)));
      });
      const written = payment
        ? withLines.with('paid', (db) =>
            db
              .insertInto('payment')
              .values(paymentColumns(db.selectFrom('placed').select('placed.id').$asScalar(), payment, now))
              .onConflict((oc) => oc.column('idempotency_key').doNothing()),
          )
        : withLines;
      const { id, taken } = await written
        .selectFrom('placed')
        .select(['placed.id', sql<number[]>`array(select "item_id" from "taken")`.as('taken')])
        .executeTakeFirstOrThrow();
      afterCommit(this.db, () => this.watch.placed(draft.paymentOption));
      return { id, taken: new Set(taken) };
    }
    const { id } = await this.db
      .insertInto('customer_order')
      .values(order)
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.insertLines(id, draft.lines);
    if (payment) await new PaymentsRepository(this.db).insertPayment({ ...payment, orderId: id }, now);
    afterCommit(this.db, () => this.watch.placed(draft.paymentOption));
    return { id, taken: null };
  }

  /**
   * The order `insert(draft, now)` wrote, exactly as `findById` would read it back, built from what was
   * written so that a new order's answer costs no second read (its lines' names and first picture are
   * the items' as `items` has them, which the order was priced from).
   */
  inserted(
    id: number,
    draft: OrderDraft,
    now: number,
    currencyCode: string,
    items: ReadonlyMap<number, LineItem>,
  ): OrderRecord {
    const { lines, promoPriceListId: _promo, ...order } = draft;
    return {
      ...order,
      id,
      status: initialStatus(draft.paymentOption),
      currencyCode,
      cancelReason: null,
      createdAt: now,
      lines: lines.map((line) => {
        const { itemCode, name, nameTranslations, mainPictureUrl: imageUrl } = items.get(line.itemId)!;
        return {
          itemId: line.itemId,
          itemCode,
          itemName: name,
          itemNameTranslations: nameTranslations,
          imageUrl,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.totalPriceCents,
          totalMiles: line.totalMiles,
          milesCents: line.milesCents,
          isFreeOffer: line.isFreeOffer,
        };
      }),
    };
  }

  /**
   * Replaces an unpaid order's details and lines, by the lifecycle's resubmit transitions; its code, owner
   * and placing time stay. False when the order was no longer editable.
   */
  async replace(orderId: number, draft: OrderDraft, now: number): Promise<boolean> {
    const { order_code: _code, customer_id: _customer, ...columns } = orderColumns(draft, now);
    const transition = resubmission(draft.paymentOption);
    const { from, to } = orderTransitions[transition];
    const result = await this.db
      .updateTable('customer_order')
      .set({ ...columns, status: to })
      .where('id', '=', orderId)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.db.deleteFrom('order_line').where('order_id', '=', orderId).execute();
    await this.insertLines(orderId, draft.lines);
    afterCommit(this.db, () => this.watch.moved(transition));
    return true;
  }

  /**
   * A trolley sale's order with its lines, in the caller's transaction: its units already left the trolley
   * with the crew's action (the stock module's `sale` movement), so no stock is taken here.
   */
  async insertSoldAtSeat(draft: OrderDraft & { soldAtSeat: true }, now: number): Promise<number> {
    const { id } = await this.db
      .insertInto('customer_order')
      .values({ ...orderColumns(draft, now), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.insertLines(id, draft.lines);
    afterCommit(this.db, () => this.watch.moved('sellAtSeat'));
    return id;
  }

  private async insertLines(orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
    await this.db
      .insertInto('order_line')
      .values(lines.map((line) => lineColumns(orderId, line)))
      .execute();
  }

  async findByCode(orderCode: string): Promise<OrderRecord | undefined> {
    const [order] = await this.withLines(
      await this.selectOrders().where('order_code', '=', orderCode).execute(),
    );
    return order;
  }

  async findById(orderId: number): Promise<OrderRecord | undefined> {
    const [order] = await this.withLines(
      await this.selectOrders().where('customer_order.id', '=', orderId).execute(),
    );
    return order;
  }

  /**
   * Reads an order inside a transaction so that changes to it run one after another. PostgreSQL locks
   * the row; SQLite needs no lock, because Kysely runs one transaction at a time on its one connection
   * and a second process writing in between makes this transaction fail rather than interleave.
   */
  async lockByCode(orderCode: string): Promise<OrderRecord | undefined> {
    const rows = await this.selectOrders()
      .where('order_code', '=', orderCode)
      .$if(this.engine === 'postgres', (query) => query.forUpdate('customer_order'))
      .execute();
    const [order] = await this.withLines(rows);
    return order;
  }

  /**
   * Locks the order's row (PostgreSQL; see lockByCode for SQLite) without reading it, so that a payment
   * event waits for a change of the order under way (checkout's replace, a cancellation, the sweep), which
   * lock the order before its payments, and then reads its payment as that change left it.
   */
  async lockOrderRow(orderId: number): Promise<void> {
    if (this.engine !== 'postgres') return;
    await this.db.selectFrom('customer_order').select('id').where('id', '=', orderId).forUpdate().execute();
  }

  /**
   * The orders of a ticket on a flight that still hold goods for it (placed, not yet handed over or
   * closed), locked as `lockByCode` locks one, for the move that follows the ticket to another flight.
   */
  async lockHeldForTicket(ticketNumber: string, flightId: number): Promise<OrderRecord[]> {
    const rows = await this.selectOrders()
      .where('ticket_number', '=', ticketNumber)
      .where('flight_id', '=', flightId)
      .where('status', 'in', orderTransitions.cancel.from)
      .orderBy('customer_order.id')
      .$if(this.engine === 'postgres', (query) => query.forUpdate('customer_order'))
      .execute();
    return this.withLines(rows);
  }

  /** Every order still held for the flight (any ticket's), locked for the caller's transaction. */
  async lockHeldForFlight(flightId: number): Promise<OrderRecord[]> {
    const rows = await this.selectOrders()
      .where('flight_id', '=', flightId)
      .where('status', 'in', orderTransitions.cancel.from)
      .orderBy('customer_order.id')
      .$if(this.engine === 'postgres', (query) => query.forUpdate('customer_order'))
      .execute();
    return this.withLines(rows);
  }

  /** The order now serves another flight, as a pre-order or an on-board order (its seat stays the ticket's). */
  async moveToFlight(orderId: number, kind: OrderKind, flight: OrderFlight, now: number): Promise<void> {
    await this.db
      .updateTable('customer_order')
      .set({
        kind,
        flight_id: flight.id,
        flight_number: flight.flightNumber,
        origin: flight.origin,
        destination: flight.destination,
        departure_at: flight.departureAt,
        updated_at: now,
      })
      .where('id', '=', orderId)
      .execute();
  }

  /** Newest first. A member's orders are those placed without a shop account. */
  async listOwnedBy(owner: OrderOwner): Promise<OrderRecord[]> {
    const query = this.selectOrders()
      .orderBy('customer_order.created_at', 'desc')
      .orderBy('customer_order.id', 'desc');
    const rows = await ('customerId' in owner
      ? query.where('customer_id', '=', owner.customerId)
      : query.where('member_id', '=', owner.memberId).where('customer_id', 'is', null)
    ).execute();
    return this.withLines(rows);
  }

  /** Unpaid orders whose payment window has closed, oldest first. */
  async dueForRelease(now: number, limit: number): Promise<OrderRecord[]> {
    const rows = await this.selectOrders()
      .where('payment_status', '=', 'Pending')
      .where('payment_expires_at', '<=', now)
      .where('status', 'in', orderTransitions.expire.from)
      .orderBy('payment_expires_at')
      .limit(limit)
      .execute();
    return this.withLines(rows);
  }

  async transition(
    orderId: number,
    name: OrderTransitionName,
    change: OrderTransition,
    now: number,
  ): Promise<boolean> {
    const { from, to } = orderTransitions[name];
    const result = await this.db
      .updateTable('customer_order')
      .set({
        status: to,
        payment_status: change.paymentStatus,
        updated_at: now,
        ...(change.paymentExpiresAt !== undefined && { payment_expires_at: change.paymentExpiresAt }),
        ...(change.cancelReason !== undefined && { cancel_reason: change.cancelReason }),
      })
      .where('id', '=', orderId)
      .where('status', 'in', from)
      .$if(change.fromPayment !== undefined, (query) =>
        query.where('payment_status', 'in', change.fromPayment!),
      )
      .$if(change.expiredBy !== undefined, (query) =>
        query.where('payment_expires_at', '<=', change.expiredBy!),
      )
      .executeTakeFirst();
    const moved = Number(result.numUpdatedRows) === 1;
    if (moved) afterCommit(this.db, () => this.watch.moved(name));
    return moved;
  }

  /**
   * The crew's record of the bag (one per order: the primary key refuses a second, a last line behind
   * the lifecycle's conditional transition).
   */
  async insertHandOver(orderId: number, handOver: HandOverRow): Promise<void> {
    await this.db
      .insertInto('order_handover')
      .values({
        order_id: orderId,
        outcome: handOver.outcome,
        staff_id: handOver.staffId,
        at: handOver.at,
        payment_method: handOver.paymentMethod,
        payment_amount_minor: handOver.paymentAmountMinor,
        payment_currency: handOver.paymentCurrency,
      })
      .execute();
  }

  /** The payment status alone, for a refund after the order has closed. */
  async setOrderPaymentStatus(orderId: number, paymentStatus: PaymentStatus, now: number): Promise<void> {
    await this.db
      .updateTable('customer_order')
      .set({ payment_status: paymentStatus, updated_at: now })
      .where('id', '=', orderId)
      .execute();
  }

  /** Extends or clears the window an unpaid order keeps its stock for, while it may still expire. */
  async setPaymentExpiry(orderId: number, paymentExpiresAt: number | null, now: number): Promise<void> {
    await this.db
      .updateTable('customer_order')
      .set({ payment_expires_at: paymentExpiresAt, updated_at: now })
      .where('id', '=', orderId)
      .where('status', 'in', orderTransitions.expire.from)
      .execute();
  }

  private selectOrders() {
    return selectingOrders(this.db);
  }

  private async withLines(rows: OrderRow[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .selectFrom('order_line')
      .innerJoin('item', 'item.id', 'order_line.item_id')
      .select((eb) => [
        'order_line.order_id',
        'order_line.item_id',
        'order_line.quantity',
        'order_line.unit_price_cents',
        'order_line.total_price_cents',
        'order_line.total_miles',
        'order_line.miles_cents',
        'order_line.is_free_offer',
        'item.item_code',
        'item.name',
        'item.name_ar',
        'item.name_zh',
        mainPictureUrl(eb.ref('order_line.item_id')).as('image_url'),
      ])
      .where(
        'order_line.order_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('order_line.id')
      .execute();
    return rows.map((row) =>
      toOrder(
        row,
        lines
          .filter((line) => line.order_id === row.id)
          .map((line) => ({
            itemId: line.item_id,
            itemCode: line.item_code,
            itemName: line.name,
            itemNameTranslations: { ar: line.name_ar, zh: line.name_zh },
            imageUrl: line.image_url,
            quantity: line.quantity,
            unitPriceCents: line.unit_price_cents,
            totalPriceCents: line.total_price_cents,
            totalMiles: line.total_miles,
            milesCents: line.miles_cents,
            isFreeOffer: line.is_free_offer === 1,
          })),
      ),
    );
  }
}

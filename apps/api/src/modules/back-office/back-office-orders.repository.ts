import type { BackOfficeOrder, BackOfficeOrderRow, OrderStatus } from '@dutyfree/contracts';
import { type Expression, sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';

/** What narrows the order search: each filter given must hold; days are epoch ms, `to` excluded. */
export type OrderFilters = {
  orderCode?: string;
  email?: string;
  flightNumber?: string;
  placedFrom?: number;
  placedBefore?: number;
  status?: OrderStatus;
};

/** What the order lifecycle decides about an order; the orders module answers it, not these rows. */
type Decisions = 'cancellable' | 'awaitingPayment';

/** An order as a row of the search, without the lifecycle's decisions. */
export type OrderRowRecord = Omit<BackOfficeOrderRow, Decisions>;

/** One order as the back office shows it, with its lines; the money and the audit come separately. */
export type OrderSummaryRecord = Omit<
  BackOfficeOrder,
  Decisions | 'payments' | 'refunds' | 'miles' | 'audit'
>;

/** The refund job's key for an order: the one the orders module queues its refund under. */
const refundKey = (orderCode: string) => `refund-${orderCode}`;

function selectOrders(db: Executor) {
  return db
    .selectFrom('customer_order as o')
    .innerJoin('currency', 'currency.id', 'o.currency_id')
    .select([
      'o.id',
      'o.order_code',
      'o.kind',
      'o.status',
      'o.payment_option',
      'o.payment_status',
      'o.customer_name',
      'o.email',
      'o.flight_number',
      'o.departure_at',
      'o.created_at',
      'o.total_cents',
      'o.total_miles',
      'currency.code as currency_code',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

const iso = (at: number | string) => new Date(Number(at)).toISOString();

function toRow(row: OrderRow): OrderRowRecord {
  return {
    id: row.id,
    orderCode: row.order_code,
    kind: row.kind,
    status: row.status as OrderStatus,
    paymentOption: row.payment_option,
    paymentStatus: row.payment_status,
    customerName: row.customer_name,
    email: row.email,
    flightNumber: row.flight_number,
    departureAt: iso(row.departure_at),
    placedAt: iso(row.created_at),
    totalCents: Number(row.total_cents),
    totalMiles: row.total_miles,
    currencyCode: row.currency_code,
  };
}

/**
 * The shop's orders as an admin reads them: a search newest first and one order with all its money.
 * Reads only: every change of an order goes through the orders module's lifecycle.
 */
export class BackOfficeOrdersRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /**
   * Up to `limit` orders older than the id `before`, newest first: a keyset on the primary key, so a page
   * far back costs what the first does.
   */
  async page(filters: OrderFilters, before: number | undefined, limit: number): Promise<OrderRowRecord[]> {
    let query = selectOrders(this.db).orderBy('o.id', 'desc').limit(limit);
    if (before !== undefined) query = query.where('o.id', '<', before);
    if (filters.orderCode) query = query.where('o.order_code', '=', filters.orderCode);
    if (filters.email) query = query.where('o.email', '=', filters.email);
    if (filters.flightNumber) {
      // Spaces and letter case do not matter: `et600` finds `ET 600`.
      const normal = (value: Expression<string>) => sql<string>`replace(upper(${value}), ' ', '')`;
      query = query.where(normal(sql.ref('o.flight_number')), '=', normal(sql.val(filters.flightNumber)));
    }
    if (filters.status) query = query.where('o.status', '=', filters.status);
    if (filters.placedFrom !== undefined) query = query.where('o.created_at', '>=', filters.placedFrom);
    if (filters.placedBefore !== undefined) query = query.where('o.created_at', '<', filters.placedBefore);
    return (await query.execute()).map(toRow);
  }

  async findByCode(orderCode: string): Promise<OrderSummaryRecord | undefined> {
    const row = await selectOrders(this.db)
      .select([
        'o.mobile_number',
        'o.origin',
        'o.destination',
        'o.seat_number',
        'o.ticket_number',
        'o.customer_id',
        'o.member_id',
        'o.discount_cents',
        'o.accrual_miles',
        'o.cancel_reason',
      ])
      .where('o.order_code', '=', orderCode)
      .executeTakeFirst();
    if (!row) return undefined;
    const lines = await this.db
      .selectFrom('order_line as l')
      .innerJoin('item', 'item.id', 'l.item_id')
      .select([
        'l.item_id',
        'item.item_code',
        'item.name',
        'l.quantity',
        'l.unit_price_cents',
        'l.total_price_cents',
        'l.total_miles',
        'l.is_free_offer',
      ])
      .where('l.order_id', '=', row.id)
      .orderBy('l.id')
      .execute();
    return {
      ...toRow(row),
      mobileNumber: row.mobile_number,
      origin: row.origin,
      destination: row.destination,
      seatNumber: row.seat_number,
      ticketNumber: row.ticket_number,
      customerId: row.customer_id,
      memberId: row.member_id,
      discountCents: Number(row.discount_cents),
      accrualMiles: row.accrual_miles,
      travellerCancelReason: row.cancel_reason,
      lines: lines.map((line) => ({
        itemId: line.item_id,
        itemCode: line.item_code,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: Number(line.unit_price_cents),
        totalPriceCents: Number(line.total_price_cents),
        totalMiles: line.total_miles,
        freeOffer: line.is_free_offer === 1,
      })),
    };
  }

  /** The order's card payments, oldest first, whatever became of them. */
  async payments(orderId: number): Promise<BackOfficeOrder['payments']> {
    const rows = await this.db
      .selectFrom('payment')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      reference: row.provider_reference,
      amountMinor: Number(row.amount_cents),
      currencyCode: row.currency_code,
      status: row.status,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  /** The refund queued for the order, if one was: the durable job and where it stands. */
  async refunds(orderCode: string): Promise<BackOfficeOrder['refunds']> {
    const rows = await this.db
      .selectFrom('job')
      .select(['idempotency_key', 'state', 'attempts', 'last_error', 'created_at', 'updated_at'])
      .where('idempotency_key', '=', refundKey(orderCode))
      .execute();
    return rows.map((row) => ({
      key: row.idempotency_key,
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      queuedAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  /** The miles the order took or gave back, oldest first. */
  async miles(orderId: number): Promise<BackOfficeOrder['miles']> {
    const rows = await this.db
      .selectFrom('miles_transaction')
      .select(['member_id', 'miles', 'reason', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      memberId: row.member_id,
      miles: row.miles,
      reason: row.reason,
      at: iso(row.created_at),
    }));
  }

  /** What staff did to the order (hand-over, not collected, cancellation), oldest first. */
  async audit(orderCode: string): Promise<BackOfficeOrder['audit']> {
    const rows = await this.db
      .selectFrom('staff_audit_entry as a')
      .innerJoin('staff_member as s', 's.id', 'a.staff_id')
      .select(['a.id', 'a.at', 's.name', 'a.action', 'a.after_json'])
      .where('a.subject', '=', orderSubject(orderCode))
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: iso(row.at),
      staffName: row.name,
      action: row.action,
      after: row.after_json === null ? null : JSON.parse(row.after_json),
    }));
  }
}

/** How the staff audit log names an order: the subject every staff change of an order is written under. */
export const orderSubject = (orderCode: string) => `order:${orderCode}`;

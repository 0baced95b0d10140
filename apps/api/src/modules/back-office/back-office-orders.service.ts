import {
  BACK_OFFICE_ORDERS_PAGE_SIZE,
  type BackOfficeOrder,
  type BackOfficeOrderRow,
  type BackOfficeOrdersQuery,
  type BackOfficeOrdersResponse,
} from '@dutyfree/contracts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type { LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import {
  type OrderBook,
  type OrderHeading,
  type OrdersService,
  orderAuditSubject,
  orderUsdMinor,
  refundJobKey,
} from '../orders/orders.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import { dayStart, nextDayStart } from './utc-days.ts';

const iso = (at: number) => new Date(at).toISOString();

/** The row as the order book has it; what admins may do with it is the lifecycle's to say. */
function asRow(order: OrderHeading): Omit<BackOfficeOrderRow, 'cancellable' | 'awaitingPayment'> {
  return {
    id: order.id,
    orderCode: order.orderCode,
    kind: order.kind,
    status: order.status,
    paymentOption: order.paymentOption,
    paymentStatus: order.paymentStatus,
    customerName: order.customerName,
    email: order.email,
    flightNumber: order.flightNumber,
    departureAt: iso(order.departureAt),
    placedAt: iso(order.createdAt),
    totalCents: order.totalCents,
    totalMiles: order.totalMiles,
    currencyCode: order.currencyCode,
  };
}

export type BackOfficeOrdersDependencies = {
  /** The orders as admins read them. */
  book: OrderBook;
  /** The orders module's own cancelling: the lifecycle, the stock and the refund live there. */
  lifecycle: Pick<OrdersService, 'cancelByStaff' | 'staffDecisions'>;
  /** Where an order's refund stands: the durable job the orders module queued it as. */
  jobs: Pick<JobRunner, 'job'>;
  /** The miles an order took or gave back. */
  loyalty: Pick<LoyaltyProgramme, 'movementsOfOrder'>;
  audit: StaffAuditLog;
};

/**
 * An admin finds orders and reads one with all its money (payments, refund, miles) and its audit trail,
 * each from the module that keeps it; an admin's cancellation is the traveller's own (stock back, refund
 * through whoever took the money, as a durable job), written to the staff audit log with the reason in
 * the same transaction.
 */
export class BackOfficeOrdersService {
  private readonly deps: BackOfficeOrdersDependencies;
  constructor(deps: BackOfficeOrdersDependencies) {
    this.deps = deps;
  }

  async page(query: BackOfficeOrdersQuery): Promise<BackOfficeOrdersResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.deps.book.search(
      {
        // Order numbers are written in capitals and e-mail addresses stored lowercased (SPEC §5).
        orderCode: query.orderCode?.toUpperCase() || undefined,
        email: query.email?.toLowerCase() || undefined,
        flightNumber: query.flightNumber || undefined,
        traveller: query.traveller || undefined,
        ticketNumber: query.ticketNumber?.replace(/\s/g, '') || undefined,
        status: query.status,
        placedFrom: query.from === undefined ? undefined : dayStart(query.from),
        placedBefore: query.to === undefined ? undefined : nextDayStart(query.to),
      },
      query.before,
      BACK_OFFICE_ORDERS_PAGE_SIZE + 1,
    );
    const orders = rows
      .slice(0, BACK_OFFICE_ORDERS_PAGE_SIZE)
      .map((row) => ({ ...asRow(row), ...this.deps.lifecycle.staffDecisions(row.status) }));
    return {
      orders,
      nextBefore: rows.length > BACK_OFFICE_ORDERS_PAGE_SIZE ? (orders.at(-1)?.id ?? null) : null,
    };
  }

  async order(orderCode: string): Promise<BackOfficeOrder> {
    const order = await this.deps.book.order(orderCode.toUpperCase());
    const [payments, refund, miles, audit] = await Promise.all([
      this.deps.book.payments(order.id),
      this.deps.jobs.job(refundJobKey(order.orderCode)),
      this.deps.loyalty.movementsOfOrder(order.id),
      this.deps.audit.about(orderAuditSubject(order.orderCode)),
    ]);
    return {
      ...asRow(order),
      moneyCents: orderUsdMinor(order),
      ...this.deps.lifecycle.staffDecisions(order.status),
      mobileNumber: order.mobileNumber,
      origin: order.origin,
      destination: order.destination,
      seatNumber: order.seatNumber,
      ticketNumber: order.ticketNumber,
      pickFrom: order.pickFrom,
      customerId: order.customerId,
      memberId: order.memberId,
      discountCents: order.discountCents,
      accrualMiles: order.accrualMiles,
      travellerCancelReason: order.cancelReason,
      lines: order.lines.map((line) => ({
        itemId: line.itemId,
        itemCode: line.itemCode,
        name: line.itemName,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalPriceCents: line.totalPriceCents,
        totalMiles: line.totalMiles,
        freeOffer: line.isFreeOffer,
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        reference: payment.providerReference,
        amountMinor: payment.amountCents,
        currencyCode: payment.currencyCode,
        status: payment.status,
        createdAt: iso(payment.createdAt),
        updatedAt: iso(payment.updatedAt),
      })),
      refunds: refund
        ? [
            {
              key: refund.idempotencyKey,
              state: refund.state,
              attempts: refund.attempts,
              lastError: refund.lastError,
              queuedAt: iso(refund.createdAt),
              updatedAt: iso(refund.updatedAt),
            },
          ]
        : [],
      miles: miles.map((movement) => ({
        memberId: movement.memberId,
        miles: movement.miles,
        reason: movement.reason,
        at: iso(movement.createdAt),
      })),
      audit: audit.map((entry) => ({
        id: entry.id,
        at: iso(entry.at),
        staffName: entry.staffName,
        action: entry.action,
        after: entry.after,
      })),
    };
  }

  async cancel(staffId: number, orderCode: string, reason: string): Promise<BackOfficeOrder> {
    const code = orderCode.toUpperCase();
    await this.deps.lifecycle.cancelByStaff(code, (executor, change) =>
      this.deps.audit.record(
        {
          staffId,
          action: 'order.cancel',
          subject: orderAuditSubject(code),
          before: { status: change.before.status, paymentStatus: change.before.paymentStatus },
          after: { status: change.after.status, paymentStatus: change.after.paymentStatus, reason },
        },
        executor,
      ),
    );
    return this.order(code);
  }
}

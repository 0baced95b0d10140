import {
  BACK_OFFICE_ORDERS_PAGE_SIZE,
  type BackOfficeOrder,
  type BackOfficeOrdersQuery,
  type BackOfficeOrdersResponse,
  fixedError,
} from '@dutyfree/contracts';
import { notFound } from '../../http/problems.ts';
import type { OrdersService } from '../orders/orders.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import { type BackOfficeOrdersRepository, orderSubject } from './back-office-orders.repository.ts';
import { dayStart, nextDayStart } from './utc-days.ts';

export type BackOfficeOrdersDependencies = {
  orders: BackOfficeOrdersRepository;
  /** The orders module's own reading and cancelling: the lifecycle, the stock and the refund live there. */
  lifecycle: Pick<OrdersService, 'cancelByStaff' | 'staffDecisions'>;
  audit: StaffAuditLog;
};

/**
 * An admin finds orders and reads one with all its money and its audit trail; an admin's cancellation is
 * the traveller's own (stock back, refund through whoever took the money, as a durable job), written to
 * the staff audit log with the reason in the same transaction.
 */
export class BackOfficeOrdersService {
  private readonly deps: BackOfficeOrdersDependencies;
  constructor(deps: BackOfficeOrdersDependencies) {
    this.deps = deps;
  }

  async page(query: BackOfficeOrdersQuery): Promise<BackOfficeOrdersResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.deps.orders.page(
      {
        // Order numbers are written in capitals and e-mail addresses stored lowercased (SPEC §5).
        orderCode: query.orderCode?.toUpperCase() || undefined,
        email: query.email?.toLowerCase() || undefined,
        flightNumber: query.flightNumber || undefined,
        status: query.status,
        placedFrom: query.from === undefined ? undefined : dayStart(query.from),
        placedBefore: query.to === undefined ? undefined : nextDayStart(query.to),
      },
      query.before,
      BACK_OFFICE_ORDERS_PAGE_SIZE + 1,
    );
    const orders = rows
      .slice(0, BACK_OFFICE_ORDERS_PAGE_SIZE)
      .map((row) => ({ ...row, ...this.deps.lifecycle.staffDecisions(row.status) }));
    return {
      orders,
      nextBefore: rows.length > BACK_OFFICE_ORDERS_PAGE_SIZE ? (orders.at(-1)?.id ?? null) : null,
    };
  }

  async order(orderCode: string): Promise<BackOfficeOrder> {
    const { orders } = this.deps;
    const order = await orders.findByCode(orderCode.toUpperCase());
    if (!order) throw notFound(fixedError('backOfficeOrders.noSuchOrder'));
    const [payments, refunds, miles, audit] = await Promise.all([
      orders.payments(order.id),
      orders.refunds(order.orderCode),
      orders.miles(order.id),
      orders.audit(order.orderCode),
    ]);
    return {
      ...order,
      ...this.deps.lifecycle.staffDecisions(order.status),
      payments,
      refunds,
      miles,
      audit,
    };
  }

  async cancel(staffId: number, orderCode: string, reason: string): Promise<BackOfficeOrder> {
    const code = orderCode.toUpperCase();
    await this.deps.lifecycle.cancelByStaff(code, (executor, change) =>
      this.deps.audit.record(
        {
          staffId,
          action: 'order.cancel',
          subject: orderSubject(code),
          before: { status: change.before.status, paymentStatus: change.before.paymentStatus },
          after: { status: change.after.status, paymentStatus: change.after.paymentStatus, reason },
        },
        executor,
      ),
    );
    return this.order(code);
  }
}

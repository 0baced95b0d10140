import {
  type Bag,
  fixedError,
  type HandOverRequest,
  type PackingListResponse,
  type StaffFlightSearchQuery,
} from '@dutyfree/contracts';
import { notFound } from '../../http/problems.ts';
import { type FulfilmentChange, type FulfilmentService, orderAuditSubject } from '../orders/orders.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { PackingRepository } from './packing.repository.ts';
import { cutOffOf, normalFlightNumber, searchWindow } from './packing.rules.ts';
import { toBags, toCsv, toLoad, toStaffFlight } from './packing.wire.ts';

export type PackingDependencies = {
  packing: PackingRepository;
  fulfilment: FulfilmentService;
  audit: StaffAuditLog;
  now: () => number;
};

/** What the audit log keeps of an order before and after a staff change. */
const orderState = (order: FulfilmentChange['before']) => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
});

/**
 * The crew's side of a flight: find it, read its packing list (the load to pick and the bags to hand
 * over, final from the cut-off on), and record each bag handed over or not collected. Every change
 * writes its audit entry in the change's own transaction.
 */
export class PackingService {
  private readonly deps: PackingDependencies;
  constructor(deps: PackingDependencies) {
    this.deps = deps;
  }

  async searchFlights(query: StaffFlightSearchQuery) {
    const flightNumber = query.flightNumber?.trim() ? normalFlightNumber(query.flightNumber) : undefined;
    const window = searchWindow({ date: query.date, flightNumber }, this.deps.now());
    const flights = await this.deps.packing.findFlights({ ...window, flightNumber });
    return { flights: flights.map(toStaffFlight) };
  }

  async packingList(flightId: number): Promise<PackingListResponse> {
    const flight = await this.deps.packing.findFlight(flightId);
    if (!flight) throw notFound(fixedError('staff.flightNotFound'));
    const lines = await this.deps.packing.bagLinesOf(flightId);
    const cutOffAt = cutOffOf(flight.departureAt);
    return {
      flight: toStaffFlight(flight),
      cutOffAt: new Date(cutOffAt).toISOString(),
      final: this.deps.now() >= cutOffAt,
      load: toLoad(lines),
      bags: toBags(lines),
    };
  }

  /** The flight's bags changed after `since`, the orders cancelled since, and where to ask from next. */
  async changesOf(flightId: number, since: number): Promise<{ bags: Bag[]; gone: string[]; latest: number }> {
    const { lines, gone, latest } = await this.deps.packing.changesOf(flightId, since);
    return { bags: toBags(lines), gone, latest };
  }

  async packingListCsv(
    flightId: number,
  ): Promise<{ flightNumber: string; departureAt: string; csv: string }> {
    const list = await this.packingList(flightId);
    return {
      flightNumber: list.flight.flightNumber,
      departureAt: list.flight.departureAt,
      csv: toCsv(list.bags),
    };
  }

  async handOver(staffId: number, request: HandOverRequest): Promise<Bag> {
    const orderCode = request.orderCode.trim();
    await this.deps.fulfilment.deliver(orderCode, staffId, request.payment, (executor, change) =>
      this.deps.audit.record(
        {
          staffId,
          action: 'order.handOver',
          subject: orderAuditSubject(orderCode),
          before: orderState(change.before),
          after: { ...orderState(change.after), ...(request.payment && { payment: request.payment }) },
        },
        executor,
      ),
    );
    return this.bagOf(orderCode);
  }

  async markNotCollected(staffId: number, orderCode: string): Promise<Bag> {
    const code = orderCode.trim();
    await this.deps.fulfilment.markNotCollected(code, staffId, (executor, change) =>
      this.deps.audit.record(
        {
          staffId,
          action: 'order.notCollected',
          subject: orderAuditSubject(code),
          before: orderState(change.before),
          after: orderState(change.after),
        },
        executor,
      ),
    );
    return this.bagOf(code);
  }

  /** One order's bag as the list shows it; undefined when the order is not on a packing list. */
  async bag(orderCode: string): Promise<Bag | undefined> {
    const [bag] = toBags(await this.deps.packing.bagLinesOfOrder(orderCode));
    return bag;
  }

  private async bagOf(orderCode: string): Promise<Bag> {
    const bag = await this.bag(orderCode);
    if (!bag) throw notFound(fixedError('staff.orderNotFound'));
    return bag;
  }
}

import { PRE_ORDER_CUT_OFF_MS } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import type { StockService } from '../stock/stock.module.ts';
import type { Rebooking } from './order-mail.ts';
import type { OrderMails } from './order-mails.service.ts';
import { reserveStock, returnStock, type StockSource, stockSourceOf } from './order-stock.service.ts';
import type { OrderFlight, OrderRecord, OrdersRepository } from './orders.repository.ts';
import { cancelHeld } from './orders.service.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { SettlementService } from './settlement.service.ts';

// The order follows the ticket (decision 0052): when a traveller's ticket leaves a flight for another,
// every order of theirs still held for the old flight leaves it too, so that no bag waits on a flight the
// traveller is not on. Far enough ahead it is packed for the new flight from the warehouse; closer, the
// new flight's trolley brings it when it carries every unit; otherwise it is cancelled and refunded.

export type RebookingDependencies = {
  orders: OrdersRepository;
  stock: StockService;
  payments: PaymentsRepository;
  settlement: SettlementService;
  mails: OrderMails;
  now: () => number;
};

/**
 * What became of one order: a pre-order on the new flight, an on-board order on it, refunded (it could
 * not follow), or cancelled with its flight by the airline.
 */
export type OrderFollowed = { orderCode: string; outcome: 'preorder' | 'onboard' | 'refunded' | 'cancelled' };

/** The orders moved and the jobs (mails, refunds) their moves queued, to run once the caller commits. */
export type TicketFollowed = { orders: OrderFollowed[]; jobs: string[] };

export class TicketRebooking {
  private readonly deps: RebookingDependencies;
  constructor(deps: RebookingDependencies) {
    this.deps = deps;
  }

  /**
   * Moves the orders of ticket `ticketNumber` held for flight `fromFlightId` to flight `to`, inside the
   * caller's transaction (the one that moves the ticket). Every stock change is a movement of the stock
   * module: the units leave the old source (`rebooking`) and are taken from the new one (`sale`).
   */
  async followTicket(
    trx: Executor,
    ticketNumber: string,
    fromFlightId: number,
    to: OrderFlight,
  ): Promise<TicketFollowed> {
    const { mails } = this.deps;
    const held = await this.deps.orders.on(trx).lockHeldForTicket(ticketNumber, fromFlightId);
    const followed: OrderFollowed[] = [];
    const jobs: string[] = [];
    for (const order of held) {
      const outcome = await this.follow(trx, order, to);
      followed.push({ orderCode: order.orderCode, outcome: outcome.kind });
      if (outcome.refund) jobs.push(outcome.refund);
      const told: Rebooking = outcome.kind === 'refunded' ? 'refunded' : 'moved';
      jobs.push(await mails.queue(trx, order, 'rebooked', { rebooking: told, flightId: to.id }));
    }
    return { orders: followed, jobs };
  }

  /**
   * The flight `to` was retimed from `departedAt` (epoch ms), inside the caller's transaction. Every order
   * held for it keeps the new time; when the retime crosses the pre-order cut-off, the orders whose kind
   * the new time changes follow it by `followTicket`'s rules (a pre-order that can no longer be packed is
   * brought by the trolley or refunded; an on-board order becomes a pre-order), and their travellers are
   * told. A retime that stays on one side of the line changes no order's kind and sends no mail.
   */
  async followRetime(trx: Executor, to: OrderFlight, departedAt: number): Promise<TicketFollowed> {
    const { mails } = this.deps;
    const held = await this.deps.orders.on(trx).lockHeldForFlight(to.id);
    const followed: OrderFollowed[] = [];
    const jobs: string[] = [];
    const kindAt = (departureAt: number) => this.kindFor(departureAt);
    const crossed = kindAt(departedAt) !== kindAt(to.departureAt);
    for (const order of held) {
      if (!crossed || order.kind === kindAt(to.departureAt)) {
        await this.deps.orders.on(trx).moveToFlight(order.id, order.kind, to, this.deps.now());
        continue;
      }
      const outcome = await this.follow(trx, order, to);
      followed.push({ orderCode: order.orderCode, outcome: outcome.kind });
      if (outcome.refund) jobs.push(outcome.refund);
      const told: Rebooking = outcome.kind === 'refunded' ? 'retimedRefunded' : 'retimed';
      const context = { rebooking: told, flightId: to.id, departureAt: to.departureAt };
      jobs.push(await mails.queue(trx, order, 'rebooked', context));
    }
    return { orders: followed, jobs };
  }

  /**
   * The airline cancelled flight `flightId` and its travellers have no flight: every order held for it is
   * cancelled on the one path there is (`cancelHeld`: stock back, open payments dropped, refund queued),
   * each traveller told by the airline-cancellation mail. Inside the caller's transaction.
   */
  async flightCancelled(trx: Executor, flightId: number): Promise<TicketFollowed> {
    const held = await this.deps.orders.on(trx).lockHeldForFlight(flightId);
    const followed: OrderFollowed[] = [];
    const jobs: string[] = [];
    for (const order of held) {
      const refund = await cancelHeld(this.deps, trx, order);
      followed.push({ orderCode: order.orderCode, outcome: 'cancelled' });
      jobs.push(await this.deps.mails.queue(trx, order, 'cancelledByAirline'));
      if (refund) jobs.push(refund);
    }
    return { orders: followed, jobs };
  }

  /** Runs the mails and refunds a committed move queued, in this process, now. */
  runNow(followed: TicketFollowed): Promise<void> {
    return this.deps.settlement.runNow(...followed.jobs);
  }

  private async follow(
    trx: Executor,
    order: OrderRecord,
    to: OrderFlight,
  ): Promise<{ kind: OrderFollowed['outcome']; refund?: string }> {
    const stock = this.deps.stock.on(trx);
    const kind = this.kindFor(to.departureAt);
    const source = stockSourceOf(order);
    const target = stockSourceOf({ kind, flightId: to.id });
    // A pre-order packed for another flight still comes from the warehouse: its units stay where they are.
    if (source.kind === 'onboard' || target.kind === 'onboard') {
      if (!(await holdsEnough(stock, target, order))) {
        return { kind: 'refunded', refund: await cancelHeld(this.deps, trx, order) };
      }
      await returnStock(stock, order, 'rebooking', 'ticket_moved');
      if (await reserveStock(stock, target, order.id, order.lines)) {
        throw new Error('Stock counted for a rebooking was gone within its own transaction');
      }
    }
    await this.deps.orders.on(trx).moveToFlight(order.id, kind, to, this.deps.now());
    return { kind };
  }

  /** What an order on a flight departing then is: packed from the warehouse beyond the cut-off, else brought on board. */
  private kindFor(departureAt: number): 'preorder' | 'onboard' {
    return departureAt - this.deps.now() > PRE_ORDER_CUT_OFF_MS ? 'preorder' : 'onboard';
  }
}

/** The source (the warehouse, or the new flight's trolley) holds every unit the order needs. */
async function holdsEnough(stock: StockService, source: StockSource, order: OrderRecord): Promise<boolean> {
  const needed = new Map<number, number>();
  for (const { itemId, quantity } of order.lines) needed.set(itemId, (needed.get(itemId) ?? 0) + quantity);
  for (const [itemId, quantity] of needed) {
    if ((await stock.figure(source, itemId)) < quantity) return false;
  }
  return true;
}

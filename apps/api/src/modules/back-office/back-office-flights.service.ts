import {
  BACK_OFFICE_FLIGHTS_PAGE_SIZE,
  type BackOfficeFlight,
  type BackOfficeFlightsQuery,
  type BackOfficeFlightsResponse,
  type FlightChoicesResponse,
  type FlightDraft,
  type FlightLoadDraft,
  type FlightLoadResponse,
  type FlightTicketDraft,
  type FlightTicketMove,
  type FlightTicketMoveResponse,
  type FlightTicketsResponse,
  type ScheduleImportLine,
  type ScheduleImportResponse,
  type StockMovementsResponse,
} from '@dutyfree/contracts';
import { FieldErrors } from '../../http/problems.ts';
import { flightFields, type ScheduleKeeping } from '../flights/flights.module.ts';
import type { TicketFollowed, TicketRebooking } from '../orders/orders.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { type AuditEntry, type AuditedChanges, recordChanged } from './audited-change.ts';
import { flightToWire } from './back-office-flights.wire.ts';
import { stockMovementsToWire } from './back-office-stock.wire.ts';

export type BackOfficeFlightsDependencies = {
  schedule: ScheduleKeeping;
  /** The goods each flight carries (decision 0010: on-board orders take them), kept by the stock module. */
  stock: StockService;
  /** The orders module's: a ticket's orders follow it to its new flight (decision 0052). */
  rebooking: TicketRebooking;
  changes: AuditedChanges;
};

/**
 * The schedule the shop sells on board, kept by admins through the flights module (flights and their
 * routes, tickets, schedule files), and the goods each flight carries: a saved load is what the next
 * traveller choosing the flight sees. Each change is audited with its subject `flight:<id>`.
 */
export class BackOfficeFlightsService {
  private readonly deps: BackOfficeFlightsDependencies;
  constructor(deps: BackOfficeFlightsDependencies) {
    this.deps = deps;
  }

  async page(query: BackOfficeFlightsQuery): Promise<BackOfficeFlightsResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.deps.schedule.page(query, BACK_OFFICE_FLIGHTS_PAGE_SIZE + 1);
    const flights = rows.slice(0, BACK_OFFICE_FLIGHTS_PAGE_SIZE);
    return {
      flights: flights.map(flightToWire),
      nextAfter: rows.length > BACK_OFFICE_FLIGHTS_PAGE_SIZE ? (flights.at(-1)?.id ?? null) : null,
    };
  }

  async flight(flightId: number): Promise<BackOfficeFlight> {
    return flightToWire(await this.deps.schedule.flight(flightId));
  }

  async choices(): Promise<FlightChoicesResponse> {
    return { airports: await this.deps.schedule.airports() };
  }

  create(staffId: number, draft: FlightDraft): Promise<BackOfficeFlight> {
    return this.deps.changes.make(staffId, async (executor) => {
      const after = await this.deps.schedule.create(flightFields(draft), executor);
      return recordChanged('flight.create', `flight:${after.id}`, { before: null, after }, flightToWire);
    });
  }

  /**
   * Changes a flight; a retime takes the orders held for it along (the orders module's `followRetime`,
   * decision 0052) in the same transaction and audit entry, their mails and refunds run once committed.
   */
  async update(staffId: number, flightId: number, draft: FlightDraft): Promise<BackOfficeFlight> {
    const { schedule, rebooking } = this.deps;
    const { answer, followed } = await this.deps.changes.make(staffId, async (executor) => {
      const change = await schedule.update(flightId, flightFields(draft), executor);
      const followed = await rebooking.followRetime(executor, change.after, change.before.departureAt);
      const after = flightToWire(change.after);
      // The orders the retime moved or refunded are part of the change.
      const orders = followed.orders;
      return {
        action: 'flight.update',
        subject: `flight:${flightId}`,
        before: flightToWire(change.before),
        after: orders.length > 0 ? { ...after, orders } : after,
        answer: { answer: after, followed },
      };
    });
    await rebooking.runNow(followed);
    return answer;
  }

  /**
   * A schedule file in one transaction: each good line adds, retimes or cancels a flight (one audit entry
   * each: `flight.create`, `flight.retime`, `flight.cancel`) and the orders held for a retimed or cancelled
   * flight follow it (decision 0052); a bad line saves nothing of itself and stops no other. The mails and
   * refunds the orders queued run once the file is committed.
   */
  async importSchedule(staffId: number, csv: string): Promise<ScheduleImportResponse> {
    const { schedule, rebooking } = this.deps;
    const read = schedule.readSchedule(csv);
    const { answer, followed } = await this.deps.changes.makeEach(staffId, async (executor) => {
      const entries: AuditEntry[] = [];
      const jobs: TicketFollowed['jobs'] = [];
      const answer: ScheduleImportResponse = {
        added: 0,
        retimed: 0,
        cancelled: 0,
        unchanged: 0,
        lines: [],
        problems: [],
      };
      const answerLine = (line: ScheduleImportLine) => {
        answer.lines.push(line);
        if (line.outcome !== 'error') answer[line.outcome]++;
      };
      for (const { line, flightNumber, parsed, problems } of read) {
        if (!parsed) {
          answer.problems.push(...problems);
          answerLine({ line, flightNumber, outcome: 'error', flightId: null, orders: [] });
          continue;
        }
        try {
          const applied = await schedule.applyScheduleLine(parsed, executor);
          const flightNumberRead = parsed.flight.flightNumber;
          if (applied.outcome === 'unchanged') {
            answerLine({
              line,
              flightNumber: flightNumberRead,
              outcome: 'unchanged',
              flightId: applied.flight.id,
              orders: [],
            });
            continue;
          }
          const subject = `flight:${applied.after.id}`;
          let orders: TicketFollowed['orders'] = [];
          if (applied.outcome === 'added') {
            entries.push({
              action: 'flight.create',
              subject,
              before: null,
              after: flightToWire(applied.after),
            });
          } else {
            const followed =
              applied.outcome === 'retimed'
                ? await rebooking.followRetime(executor, applied.after, applied.before.departureAt)
                : await rebooking.flightCancelled(executor, applied.after.id);
            orders = followed.orders;
            jobs.push(...followed.jobs);
            entries.push({
              action: applied.outcome === 'retimed' ? 'flight.retime' : 'flight.cancel',
              subject,
              before: flightToWire(applied.before),
              after: {
                ...flightToWire(applied.after),
                orders,
                ...(applied.outcome === 'cancelled' && { tickets: applied.tickets }),
              },
            });
          }
          answerLine({
            line,
            flightNumber: flightNumberRead,
            outcome: applied.outcome,
            flightId: applied.after.id,
            orders,
          });
        } catch (error) {
          if (!(error instanceof FieldErrors)) throw error;
          // A departure taken meanwhile ended the file's transaction: the whole file is refused.
          if ('Csv' in error.errors) throw error;
          for (const [field, errors] of Object.entries(error.errors)) {
            for (const shopError of errors) answer.problems.push({ line, field, ...shopError });
          }
          answerLine({ line, flightNumber, outcome: 'error', flightId: null, orders: [] });
        }
      }
      return { entries, answer: { answer, followed: { orders: [], jobs } } };
    });
    await rebooking.runNow(followed);
    return answer;
  }

  async load(flightId: number): Promise<FlightLoadResponse> {
    await this.deps.schedule.flight(flightId);
    return { lines: await this.deps.stock.load(flightId) };
  }

  /**
   * Adjusts what the flight carries, line by line from the figure the form showed (the stock module's
   * `adjustLoad`): every line names an item the shop has and still stands at its shown figure, or nothing
   * is saved.
   */
  saveLoad(staffId: number, flightId: number, draft: FlightLoadDraft): Promise<FlightLoadResponse> {
    return this.deps.changes.make(staffId, async (executor) => {
      await this.deps.schedule.flight(flightId, executor);
      const before = await this.deps.stock.load(flightId, executor);
      await this.deps.stock.adjustLoad(flightId, draft.lines, staffId, executor);
      const after = await this.deps.stock.load(flightId, executor);
      return {
        action: 'flight.load',
        subject: `flight:${flightId}`,
        before,
        after,
        answer: { lines: after },
      };
    });
  }

  /** The newest movements of the goods on board: loads, sales, returns; 404 for no such flight. */
  async stockHistory(flightId: number): Promise<StockMovementsResponse> {
    await this.deps.schedule.flight(flightId);
    return stockMovementsToWire(await this.deps.stock.history({ flightId }));
  }

  async tickets(flightId: number): Promise<FlightTicketsResponse> {
    return { tickets: await this.deps.schedule.tickets(flightId) };
  }

  /** Puts a ticket on the flight (a new ticket is created; a known one keeps its other flights). */
  saveTicket(staffId: number, flightId: number, draft: FlightTicketDraft): Promise<FlightTicketsResponse> {
    return this.deps.changes.make(staffId, async (executor) => {
      const { before, tickets } = await this.deps.schedule.saveTicket(flightId, draft, executor);
      return {
        action: 'flight.ticket',
        subject: `flight:${flightId}`,
        before,
        after: draft,
        answer: { tickets },
      };
    });
  }

  /**
   * Moves a ticket off the flight to another one, with its orders (the orders module's `followTicket`)
   * in the same transaction and audit entry; their mails and refunds run once it is committed.
   */
  async moveTicket(
    staffId: number,
    flightId: number,
    move: FlightTicketMove,
  ): Promise<FlightTicketMoveResponse> {
    const { schedule, rebooking } = this.deps;
    const { answer, followed } = await this.deps.changes.make(staffId, async (executor) => {
      const to = await schedule.moveTicket(flightId, move.ticketNumber, move.toFlightId, executor);
      const followed = await rebooking.followTicket(executor, move.ticketNumber, flightId, to);
      const answer = { tickets: await schedule.tickets(flightId, executor), orders: followed.orders };
      return {
        action: 'flight.ticketMove',
        subject: `flight:${flightId}`,
        before: { ticketNumber: move.ticketNumber, flightId },
        after: { ticketNumber: move.ticketNumber, flightId: to.id, orders: followed.orders },
        answer: { answer, followed },
      };
    });
    await rebooking.runNow(followed);
    return answer;
  }
}

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
  type ScheduleImportResponse,
  type StockMovementsResponse,
} from '@dutyfree/contracts';
import type { FlightFields, ScheduleKeeping } from '../flights/flights.module.ts';
import type { TicketRebooking } from '../orders/orders.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { flightToWire } from './back-office-flights.wire.ts';
import { stockMovementsToWire } from './back-office-stock.wire.ts';

const flightFields = (draft: FlightDraft): FlightFields => ({
  flightNumber: draft.flightNumber,
  origin: draft.origin,
  destination: draft.destination,
  departureAt: Date.parse(draft.departureAt),
  arrivalAt: Date.parse(draft.arrivalAt),
});

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

  update(staffId: number, flightId: number, draft: FlightDraft): Promise<BackOfficeFlight> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'flight.update',
        `flight:${flightId}`,
        await this.deps.schedule.update(flightId, flightFields(draft), executor),
        flightToWire,
      ),
    );
  }

  /** Each good line of the file is a flight created, with its own audit entry, in its own transaction. */
  importSchedule(staffId: number, csv: string): Promise<ScheduleImportResponse> {
    return this.deps.schedule.importSchedule(csv, (draft) => this.create(staffId, draft));
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

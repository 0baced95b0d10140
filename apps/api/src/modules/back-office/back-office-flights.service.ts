import {
  BACK_OFFICE_FLIGHTS_PAGE_SIZE,
  type BackOfficeFlight,
  type BackOfficeFlightsQuery,
  type BackOfficeFlightsResponse,
  codeOfValidationMessage,
  type FlightChoicesResponse,
  type FlightDraft,
  type FlightLoadDraft,
  type FlightLoadResponse,
  type FlightTicketDraft,
  type FlightTicketsResponse,
  fixedError,
  flightDraft,
  MAX_SCHEDULE_CSV_FLIGHTS,
  SCHEDULE_CSV_COLUMNS,
  type ScheduleImportProblem,
  type ScheduleImportResponse,
  type ShopError,
  scheduledFlightNumber,
} from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { BackOfficeFlightsRepository, ScheduledFlightRecord } from './back-office-flights.repository.ts';
import { flightToWire } from './back-office-flights.wire.ts';
import { csvRecords } from './schedule-csv.ts';

export type BackOfficeFlightsDependencies = {
  database: Executor;
  flights: BackOfficeFlightsRepository;
  audit: StaffAuditLog;
  now: () => number;
};

/** `departureAt` → `DepartureAt`: a column is named in a problem as the field of a 400 is (SPEC §8). */
const fieldOf = (column: string) => column.charAt(0).toUpperCase() + column.slice(1);

const flightNotFound = () => notFound(fixedError('staff.flightNotFound'));

/**
 * An admin keeps the schedule the shop sells on board: flights and their routes, the tickets that put a
 * passenger on a flight, and the goods each flight carries. On-board orders take that load (decision
 * 0010), so a saved load is what the next traveller choosing the flight sees. Each change is written with
 * its audit entry (before and after) in one transaction.
 */
export class BackOfficeFlightsService {
  private readonly deps: BackOfficeFlightsDependencies;
  constructor(deps: BackOfficeFlightsDependencies) {
    this.deps = deps;
  }

  async page(query: BackOfficeFlightsQuery): Promise<BackOfficeFlightsResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.deps.flights.page(
      {
        flightNumber: query.flightNumber ? scheduledFlightNumber(query.flightNumber) : undefined,
        after: query.after,
        now: this.deps.now(),
      },
      BACK_OFFICE_FLIGHTS_PAGE_SIZE + 1,
    );
    const flights = rows.slice(0, BACK_OFFICE_FLIGHTS_PAGE_SIZE);
    return {
      flights: flights.map(flightToWire),
      nextAfter: rows.length > BACK_OFFICE_FLIGHTS_PAGE_SIZE ? (flights.at(-1)?.id ?? null) : null,
    };
  }

  async flight(flightId: number): Promise<BackOfficeFlight> {
    return flightToWire(await this.existing(this.deps.flights, flightId));
  }

  async choices(): Promise<FlightChoicesResponse> {
    return { airports: await this.deps.flights.airports() };
  }

  create(staffId: number, draft: FlightDraft): Promise<BackOfficeFlight> {
    return this.change(async (flights, executor) => {
      await this.checkFlight(flights, draft, undefined);
      const after = await this.existing(flights, await flights.insert(draft));
      await this.audited(executor, staffId, 'flight.create', after.id, null, flightToWire(after));
      return flightToWire(after);
    }).catch(refuseTakenDeparture);
  }

  update(staffId: number, flightId: number, draft: FlightDraft): Promise<BackOfficeFlight> {
    return this.change(async (flights, executor) => {
      const before = await this.existing(flights, flightId);
      await this.checkFlight(flights, draft, flightId);
      await flights.update(flightId, draft);
      const after = await this.existing(flights, flightId);
      await this.audited(
        executor,
        staffId,
        'flight.update',
        flightId,
        flightToWire(before),
        flightToWire(after),
      );
      return flightToWire(after);
    }).catch(refuseTakenDeparture);
  }

  /**
   * Adds the flights of a schedule file, each line on its own: a good line is saved with its audit entry
   * in its own transaction, a bad one saves nothing and is reported (line, column, message), and neither
   * stops the lines after it. A file whose first line does not name the columns is refused whole.
   */
  async importSchedule(staffId: number, csv: string): Promise<ScheduleImportResponse> {
    const [header, ...lines] = csvRecords(csv);
    if (!header) throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.scheduleFileRequired')] });
    const named = header.cells.map((cell) => cell.toLowerCase());
    const position = SCHEDULE_CSV_COLUMNS.map((column) => named.indexOf(column.toLowerCase()));
    if (position.includes(-1)) {
      throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.scheduleColumnsMissing')] });
    }
    if (lines.length > MAX_SCHEDULE_CSV_FLIGHTS) {
      throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.scheduleFileTooLong')] });
    }
    const problems: ScheduleImportProblem[] = [];
    const report = (line: number, field: string, error: ShopError) =>
      problems.push({ line, field, ...error });
    let added = 0;
    for (const { line, cells } of lines) {
      if (cells.length !== header.cells.length) {
        report(line, 'Line', fixedError('backOfficeFlights.scheduleCellCount'));
        continue;
      }
      const parsed = flightDraft.safeParse(
        Object.fromEntries(SCHEDULE_CSV_COLUMNS.map((column, i) => [column, cells[position[i]!]])),
      );
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const code = codeOfValidationMessage(issue.message);
          report(line, fieldOf(String(issue.path[0] ?? 'Line')), {
            code,
            message: issue.message,
            params: {},
          });
        }
        continue;
      }
      try {
        await this.create(staffId, parsed.data);
        added++;
      } catch (error) {
        if (!(error instanceof FieldErrors)) throw error;
        for (const [field, errors] of Object.entries(error.errors)) {
          for (const shopError of errors) report(line, field, shopError);
        }
      }
    }
    return { added, problems };
  }

  async load(flightId: number): Promise<FlightLoadResponse> {
    await this.existing(this.deps.flights, flightId);
    return { lines: await this.deps.flights.load(flightId) };
  }

  /** Replaces what the flight carries; every line names an item the shop has, or nothing is saved. */
  saveLoad(staffId: number, flightId: number, draft: FlightLoadDraft): Promise<FlightLoadResponse> {
    return this.change(async (flights, executor) => {
      await this.existing(flights, flightId);
      const ids = await flights.itemIdsByCode(draft.lines.map((line) => line.itemCode));
      const errors: Record<string, ShopError[]> = {};
      draft.lines.forEach((line, index) => {
        if (!ids.has(line.itemCode)) {
          errors[`Lines.${index}.ItemCode`] = [fixedError('backOfficeFlights.loadItemCodeUnknown')];
        }
      });
      if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
      const before = await flights.load(flightId);
      await flights.replaceLoad(
        flightId,
        draft.lines.map((line) => ({ itemId: ids.get(line.itemCode)!, quantity: line.quantity })),
      );
      const after = await flights.load(flightId);
      await this.audited(executor, staffId, 'flight.load', flightId, before, after);
      return { lines: after };
    });
  }

  async tickets(flightId: number): Promise<FlightTicketsResponse> {
    await this.existing(this.deps.flights, flightId);
    return { tickets: await this.deps.flights.tickets(flightId) };
  }

  /** Puts a ticket on the flight (a new ticket is created; a known one keeps its other flights). */
  saveTicket(staffId: number, flightId: number, draft: FlightTicketDraft): Promise<FlightTicketsResponse> {
    return this.change(async (flights, executor) => {
      await this.existing(flights, flightId);
      const before = (await flights.tickets(flightId)).find((t) => t.ticketNumber === draft.ticketNumber);
      await flights.saveTicket(flightId, draft);
      const tickets = await flights.tickets(flightId);
      await this.audited(executor, staffId, 'flight.ticket', flightId, before ?? null, draft);
      return { tickets };
    });
  }

  private change<T>(work: (flights: BackOfficeFlightsRepository, executor: Executor) => Promise<T>) {
    return withTransaction(this.deps.database, (executor) => work(this.deps.flights.on(executor), executor));
  }

  private async existing(
    flights: BackOfficeFlightsRepository,
    flightId: number,
  ): Promise<ScheduledFlightRecord> {
    const flight = await flights.findById(flightId);
    if (!flight) throw flightNotFound();
    return flight;
  }

  /** What a schema cannot check: the airports exist, and the number does not already depart then. */
  private async checkFlight(
    flights: BackOfficeFlightsRepository,
    draft: FlightDraft,
    flightId: number | undefined,
  ) {
    const errors: Record<string, ShopError[]> = {};
    const known = await flights.knownAirports([draft.origin, draft.destination]);
    if (!known.has(draft.origin)) errors.Origin = [fixedError('backOfficeFlights.airportRequired')];
    if (!known.has(draft.destination)) errors.Destination = [fixedError('backOfficeFlights.airportRequired')];
    const holder = await flights.idDeparting(draft.flightNumber, Date.parse(draft.departureAt));
    if (holder !== undefined && holder !== flightId) {
      errors.DepartureAt = [fixedError('backOfficeFlights.flightTaken')];
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }

  private audited(
    executor: Executor,
    staffId: number,
    action: string,
    flightId: number,
    before: unknown,
    after: unknown,
  ) {
    return this.deps.audit.record(
      { staffId, action, subject: `flight:${flightId}`, before, after },
      executor,
    );
  }
}

/** Two admins saving one departure at once both pass the check; the unique constraint lets one win. */
function refuseTakenDeparture(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new FieldErrors({ DepartureAt: [fixedError('backOfficeFlights.flightTaken')] });
  }
  throw error;
}

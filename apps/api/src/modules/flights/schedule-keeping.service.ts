import {
  codeOfValidationMessage,
  type FlightDraft,
  fixedError,
  flightDraft,
  MAX_SCHEDULE_CSV_FLIGHTS,
  SCHEDULE_CSV_COLUMNS,
  type ScheduleImportProblem,
  type ScheduleImportResponse,
  type ShopError,
  scheduledFlightNumber,
} from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type {
  FlightFields,
  FlightsRepository,
  FlightTicketRecord,
  ScheduledFlightRecord,
} from './flights.repository.ts';
import { csvRecords } from './schedule-csv.ts';

/** `departureAt` → `DepartureAt`: a column is named in a problem as the field of a 400 is (SPEC §8). */
const fieldOf = (column: string) => column.charAt(0).toUpperCase() + column.slice(1);

async function find(flights: FlightsRepository, flightId: number): Promise<ScheduledFlightRecord> {
  const flight = await flights.scheduledFlight(flightId);
  if (!flight) throw notFound(fixedError('staff.flightNotFound'));
  return flight;
}

/**
 * Admins keep the schedule the shop sells on board: flights and their routes, and the tickets that put a
 * passenger on a flight (a schedule file adds many flights at once). A change runs on the caller's
 * transaction and answers what was there before and after it.
 */
export class ScheduleKeeping {
  private readonly flights: FlightsRepository;
  private readonly now: () => number;
  constructor(flights: FlightsRepository, now: () => number) {
    this.flights = flights;
    this.now = now;
  }

  /** Up to `limit` flights not yet landed, by departure, after the flight `after`; by number when given. */
  page(query: { flightNumber?: string; after?: number }, limit: number): Promise<ScheduledFlightRecord[]> {
    return this.flights.schedulePage(
      {
        flightNumber: query.flightNumber ? scheduledFlightNumber(query.flightNumber) : undefined,
        after: query.after,
        now: this.now(),
      },
      limit,
    );
  }

  /** The flight; 404 when there is none (`executor`: read inside the caller's transaction). */
  flight(flightId: number, executor?: Executor): Promise<ScheduledFlightRecord> {
    return find(executor ? this.flights.on(executor) : this.flights, flightId);
  }

  airports(): Promise<{ code: string; name: string; city: string }[]> {
    return this.flights.airports();
  }

  async create(fields: FlightFields, executor: Executor): Promise<ScheduledFlightRecord> {
    const flights = this.flights.on(executor);
    await this.check(flights, fields, undefined);
    return find(flights, await flights.insert(fields).catch(refuseTakenDeparture));
  }

  async update(
    flightId: number,
    fields: FlightFields,
    executor: Executor,
  ): Promise<{ before: ScheduledFlightRecord; after: ScheduledFlightRecord }> {
    const flights = this.flights.on(executor);
    const before = await find(flights, flightId);
    await this.check(flights, fields, flightId);
    await flights.update(flightId, fields).catch(refuseTakenDeparture);
    return { before, after: await find(flights, flightId) };
  }

  /**
   * Adds the flights of a schedule file, each line on its own: `save` writes a good line (in its own
   * transaction), a bad one saves nothing and is reported (line, column, message), and neither stops the
   * lines after it. A file whose first line does not name the columns is refused whole.
   */
  async importSchedule(
    csv: string,
    save: (draft: FlightDraft) => Promise<unknown>,
  ): Promise<ScheduleImportResponse> {
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
        await save(parsed.data);
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

  /** The passengers holding a ticket for the flight, with their seats; 404 for a flight there is not (`executor`: inside the caller's transaction). */
  async tickets(flightId: number, executor?: Executor): Promise<FlightTicketRecord[]> {
    const flights = executor ? this.flights.on(executor) : this.flights;
    await find(flights, flightId);
    return flights.tickets(flightId);
  }

  /** Puts a ticket on the flight (a new ticket is created; a known one keeps its other flights). */
  async saveTicket(
    flightId: number,
    ticket: FlightTicketRecord,
    executor: Executor,
  ): Promise<{ before: FlightTicketRecord | null; tickets: FlightTicketRecord[] }> {
    const flights = this.flights.on(executor);
    await find(flights, flightId);
    const before = (await flights.tickets(flightId)).find((t) => t.ticketNumber === ticket.ticketNumber);
    await flights.saveTicket(flightId, ticket);
    return { before: before ?? null, tickets: await flights.tickets(flightId) };
  }

  /**
   * Moves the ticket off flight `flightId` to flight `toFlightId` (the traveller was rebooked); answers
   * the new flight, for the orders that follow the ticket. 404 for a flight there is not.
   */
  async moveTicket(
    flightId: number,
    ticketNumber: string,
    toFlightId: number,
    executor: Executor,
  ): Promise<ScheduledFlightRecord> {
    const flights = this.flights.on(executor);
    await find(flights, flightId);
    const to = await find(flights, toFlightId);
    if (toFlightId === flightId) {
      throw new FieldErrors({ ToFlightId: [fixedError('backOfficeFlights.moveToAnotherFlight')] });
    }
    if (!(await flights.moveTicket(ticketNumber, flightId, toFlightId))) {
      throw new FieldErrors({ TicketNumber: [fixedError('backOfficeFlights.ticketNotOnFlight')] });
    }
    return to;
  }

  /** What a schema cannot check: the airports exist, and the number does not already depart then. */
  private async check(flights: FlightsRepository, fields: FlightFields, flightId: number | undefined) {
    const errors: Record<string, ShopError[]> = {};
    const known = await flights.knownAirports([fields.origin, fields.destination]);
    if (!known.has(fields.origin)) errors.Origin = [fixedError('backOfficeFlights.airportRequired')];
    if (!known.has(fields.destination))
      errors.Destination = [fixedError('backOfficeFlights.airportRequired')];
    const holder = await flights.idDeparting(fields.flightNumber, fields.departureAt);
    if (holder !== undefined && holder !== flightId) {
      errors.DepartureAt = [fixedError('backOfficeFlights.flightTaken')];
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }
}

/** Two admins saving one departure at once both pass the check; the unique constraint lets one win. */
function refuseTakenDeparture(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new FieldErrors({ DepartureAt: [fixedError('backOfficeFlights.flightTaken')] });
  }
  throw error;
}

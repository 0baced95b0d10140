import {
  type backOfficeFlightMessages,
  codeOfValidationMessage,
  type FlightDraft,
  fixedError,
  MAX_SCHEDULE_CSV_FLIGHTS,
  SCHEDULE_CSV_COLUMNS,
  SCHEDULE_CSV_OPTIONAL_COLUMNS,
  type ScheduleImportProblem,
  type ScheduleLine,
  type ShopError,
  scheduledFlightNumber,
  scheduleLine,
} from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, FieldErrors, notFound } from '../../http/problems.ts';
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

/** The flight, which must still fly: 409 for one the airline cancelled (it carries no one). */
async function findFlying(flights: FlightsRepository, flightId: number): Promise<ScheduledFlightRecord> {
  const flight = await find(flights, flightId);
  if (flight.cancelledAt !== null) throw conflict(fixedError('backOfficeFlights.flightCancelled'));
  return flight;
}

const DAY_MS = 24 * 3_600_000;

const problem = (line: number, field: string, code: keyof typeof backOfficeFlightMessages) => ({
  line,
  field,
  ...fixedError(`backOfficeFlights.${code}` as const),
});

/** A flight as a form or a schedule file writes it: its times as epoch ms. */
export const flightFields = (draft: FlightDraft): FlightFields => ({
  flightNumber: draft.flightNumber,
  origin: draft.origin,
  destination: draft.destination,
  departureAt: Date.parse(draft.departureAt),
  arrivalAt: Date.parse(draft.arrivalAt),
});

/** A line of a schedule file as read: the flight it names, or its problems. */
export type ScheduleFileLine = {
  line: number;
  /** As the file wrote it. */
  flightNumber: string;
  parsed?: ScheduleLine;
  problems: ScheduleImportProblem[];
};

/** What a line of a schedule file did to the schedule. */
export type ScheduleLineApplied =
  | { outcome: 'added'; after: ScheduledFlightRecord }
  | { outcome: 'retimed'; before: ScheduledFlightRecord; after: ScheduledFlightRecord }
  /** `tickets`: the tickets the cancelled flight carried, off it now. */
  | { outcome: 'cancelled'; before: ScheduledFlightRecord; after: ScheduledFlightRecord; tickets: string[] }
  | { outcome: 'unchanged'; flight: ScheduledFlightRecord };

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

  /**
   * `refusal`: how a departure another admin took meanwhile is refused: as the form's field (`field`), or
   * for a schedule file, whose one transaction the failed statement ended, as the file's (`whole`).
   */
  async create(
    fields: FlightFields,
    executor: Executor,
    refusal: TakenRefusal = 'field',
  ): Promise<ScheduledFlightRecord> {
    const flights = this.flights.on(executor);
    await this.check(flights, fields, undefined);
    return find(flights, await flights.insert(fields).catch(refuseTaken[refusal]));
  }

  /** Changes a flight that flies (409 for a cancelled one), answering it before and after. */
  async update(
    flightId: number,
    fields: FlightFields,
    executor: Executor,
    refusal: TakenRefusal = 'field',
  ): Promise<{ before: ScheduledFlightRecord; after: ScheduledFlightRecord }> {
    const flights = this.flights.on(executor);
    const before = await findFlying(flights, flightId);
    await this.check(flights, fields, flightId);
    await flights.update(flightId, fields).catch(refuseTaken[refusal]);
    return { before, after: await find(flights, flightId) };
  }

  /**
   * Reads a schedule file: each line a flight (its draft, status and flight date) or the problems that
   * keep it from being one (line, column, message). A file whose first line does not name the columns is
   * refused whole.
   */
  readSchedule(csv: string): ScheduleFileLine[] {
    const [header, ...lines] = csvRecords(csv);
    if (!header) throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.scheduleFileRequired')] });
    const named = header.cells.map((cell) => cell.toLowerCase());
    const positionOf = (column: string) => named.indexOf(column.toLowerCase());
    if (SCHEDULE_CSV_COLUMNS.some((column) => positionOf(column) === -1)) {
      throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.scheduleColumnsMissing')] });
    }
    if (lines.length > MAX_SCHEDULE_CSV_FLIGHTS) {
      throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.scheduleFileTooLong')] });
    }
    const cellOf = (cells: string[], column: string) => {
      const position = positionOf(column);
      return position === -1 ? undefined : cells[position];
    };
    return lines.map(({ line, cells }) => {
      const flightNumber = cellOf(cells, 'flightNumber') ?? '';
      if (cells.length !== header.cells.length) {
        return { line, flightNumber, problems: [problem(line, 'Line', 'scheduleCellCount')] };
      }
      const flight = Object.fromEntries(
        SCHEDULE_CSV_COLUMNS.map((column) => [column, cellOf(cells, column)]),
      );
      const parsed = scheduleLine.safeParse({
        flight,
        ...Object.fromEntries(SCHEDULE_CSV_OPTIONAL_COLUMNS.map((column) => [column, cellOf(cells, column)])),
      });
      if (parsed.success) return { line, flightNumber, parsed: parsed.data, problems: [] };
      return {
        line,
        flightNumber,
        problems: parsed.error.issues.map((issue) => {
          // A flight's own column is named by its field (`flight.departureAt` → `DepartureAt`).
          const column = issue.path[0] === 'flight' ? issue.path[1] : issue.path[0];
          return {
            line,
            field: fieldOf(String(column ?? 'Line')),
            code: codeOfValidationMessage(issue.message),
            message: issue.message,
            params: {},
          };
        }),
      };
    });
  }

  /**
   * Applies one line of a schedule file on the caller's transaction. A flight is known by its number,
   * route and flight date (the UTC day it departs in the shop now; the day of `departureAt` when the
   * line has none), or by departing at the line's time already: a known flight is retimed to the line's
   * times or cancelled, an unknown one added. 400 (`FieldErrors`) for a line that cannot be applied.
   */
  async applyScheduleLine(line: ScheduleLine, executor: Executor): Promise<ScheduleLineApplied> {
    const flights = this.flights.on(executor);
    const fields = flightFields(line.flight);
    const day = Date.parse(`${line.flightDate ?? line.flight.departureAt.slice(0, 10)}T00:00:00Z`);
    const known = await flights.scheduledFlightKnownBy(fields, day, day + DAY_MS, fields.departureAt);
    if (line.status === 'cancelled') {
      if (!known)
        throw new FieldErrors({ Status: [fixedError('backOfficeFlights.scheduleNoFlightToCancel')] });
      if (known.cancelledAt !== null) return { outcome: 'unchanged', flight: known };
      const tickets = await flights.cancel(known.id, this.now());
      return { outcome: 'cancelled', before: known, after: await find(flights, known.id), tickets };
    }
    if (!known) return { outcome: 'added', after: await this.create(fields, executor, 'whole') };
    if (known.cancelledAt !== null) {
      throw new FieldErrors({ Status: [fixedError('backOfficeFlights.flightCancelled')] });
    }
    if (known.departureAt === fields.departureAt && known.arrivalAt === fields.arrivalAt) {
      return { outcome: 'unchanged', flight: known };
    }
    const { before, after } = await this.update(known.id, fields, executor, 'whole');
    return { outcome: 'retimed', before, after };
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
    await findFlying(flights, flightId);
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
    const to = await findFlying(flights, toFlightId);
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

type TakenRefusal = 'field' | 'whole';

/** Two admins saving one departure at once both pass the check; the unique constraint lets one win. */
const refuseTaken: Record<TakenRefusal, (error: unknown) => never> = {
  field: (error) => {
    if (isUniqueViolation(error)) {
      throw new FieldErrors({ DepartureAt: [fixedError('backOfficeFlights.flightTaken')] });
    }
    throw error;
  },
  whole: (error) => {
    if (isUniqueViolation(error)) {
      throw new FieldErrors({ Csv: [fixedError('backOfficeFlights.flightTaken')] });
    }
    throw error;
  },
};

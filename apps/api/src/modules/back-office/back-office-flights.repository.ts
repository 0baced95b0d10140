import type { FlightDraft } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';

/** A flight as an admin keeps it; times are epoch ms, UTC. */
export type ScheduledFlightRecord = {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: number;
  arrivalAt: number;
  passengers: number;
  unitsOnBoard: number;
};

export type LoadLineRecord = { itemId: number; itemCode: string; name: string; quantity: number };
export type FlightTicketRecord = { ticketNumber: string; passengerName: string; seatNumber: string | null };

const flightColumns = (draft: FlightDraft) => ({
  flight_number: draft.flightNumber,
  origin: draft.origin,
  destination: draft.destination,
  departure_at: Date.parse(draft.departureAt),
  arrival_at: Date.parse(draft.arrivalAt),
});

function selectFlights(db: Executor) {
  return db
    .selectFrom('flight')
    .select(['flight.id', 'flight.flight_number', 'flight.origin', 'flight.destination'])
    .select(['flight.departure_at', 'flight.arrival_at'])
    .select((eb) => [
      eb
        .selectFrom('passenger_sector')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('passenger_sector.flight_id', '=', 'flight.id')
        .as('passengers'),
      eb
        .selectFrom('onboard_stock')
        .select((sum) => sum.fn.sum('onboard_stock.quantity').as('n'))
        .whereRef('onboard_stock.flight_id', '=', 'flight.id')
        .as('units_on_board'),
    ]);
}

type FlightRow = Awaited<ReturnType<ReturnType<typeof selectFlights>['executeTakeFirstOrThrow']>>;

function toRecord(row: FlightRow): ScheduledFlightRecord {
  return {
    id: row.id,
    flightNumber: row.flight_number,
    origin: row.origin,
    destination: row.destination,
    departureAt: Number(row.departure_at),
    arrivalAt: Number(row.arrival_at),
    // PostgreSQL answers counts and sums as text (bigint and numeric).
    passengers: Number(row.passengers ?? 0),
    unitsOnBoard: Number(row.units_on_board ?? 0),
  };
}

/** The flight table, its tickets and its loads as an admin keeps them. */
export class BackOfficeFlightsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficeFlightsRepository {
    return new BackOfficeFlightsRepository(executor);
  }

  /**
   * Up to `limit` flights not yet landed at `now`, by departure, then id: a keyset after the flight
   * `after`, so a later page costs what the first does.
   */
  async page(
    query: { flightNumber: string | undefined; after: number | undefined; now: number },
    limit: number,
  ): Promise<ScheduledFlightRecord[]> {
    let select = selectFlights(this.db)
      .where('flight.arrival_at', '>=', query.now)
      .orderBy('flight.departure_at')
      .orderBy('flight.id')
      .limit(limit);
    if (query.flightNumber) select = select.where('flight.flight_number', '=', query.flightNumber);
    const after = query.after;
    if (after !== undefined) {
      const last = await this.db
        .selectFrom('flight')
        .select('departure_at')
        .where('id', '=', after)
        .executeTakeFirst();
      if (last) {
        select = select.where((eb) =>
          eb.or([
            eb('flight.departure_at', '>', last.departure_at),
            eb.and([eb('flight.departure_at', '=', last.departure_at), eb('flight.id', '>', after)]),
          ]),
        );
      }
    }
    return (await select.execute()).map(toRecord);
  }

  async findById(flightId: number): Promise<ScheduledFlightRecord | undefined> {
    const row = await selectFlights(this.db).where('flight.id', '=', flightId).executeTakeFirst();
    return row && toRecord(row);
  }

  /** The id of the flight with this number departing at `departureAt`, if there is one. */
  async idDeparting(flightNumber: string, departureAt: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('flight')
      .select('id')
      .where('flight_number', '=', flightNumber)
      .where('departure_at', '=', departureAt)
      .executeTakeFirst();
    return row?.id;
  }

  async airports(): Promise<{ code: string; name: string; city: string }[]> {
    return this.db.selectFrom('airport').select(['code', 'name', 'city']).orderBy('city').execute();
  }

  /** Which of these airport codes the shop knows. */
  async knownAirports(codes: string[]): Promise<Set<string>> {
    const rows = await this.db.selectFrom('airport').select('code').where('code', 'in', codes).execute();
    return new Set(rows.map((row) => row.code));
  }

  async insert(draft: FlightDraft): Promise<number> {
    const row = await this.db
      .insertInto('flight')
      .values(flightColumns(draft))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(flightId: number, draft: FlightDraft): Promise<void> {
    await this.db.updateTable('flight').set(flightColumns(draft)).where('id', '=', flightId).execute();
  }

  async load(flightId: number): Promise<LoadLineRecord[]> {
    const rows = await this.db
      .selectFrom('onboard_stock')
      .innerJoin('item', 'item.id', 'onboard_stock.item_id')
      .select(['item.id', 'item.item_code', 'item.name', 'onboard_stock.quantity'])
      .where('onboard_stock.flight_id', '=', flightId)
      .orderBy('item.item_code')
      .execute();
    return rows.map((row) => ({
      itemId: row.id,
      itemCode: row.item_code,
      name: row.name,
      quantity: row.quantity,
    }));
  }

  /** The ids of the items with these codes, by code. */
  async itemIdsByCode(codes: string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'item_code'])
      .where('item_code', 'in', codes)
      .execute();
    return new Map(rows.map((row) => [row.item_code, row.id]));
  }

  /** The flight carries exactly these items in these quantities (lines of 0 are left off). */
  async replaceLoad(flightId: number, lines: { itemId: number; quantity: number }[]): Promise<void> {
    await this.db.deleteFrom('onboard_stock').where('flight_id', '=', flightId).execute();
    const carried = lines.filter((line) => line.quantity > 0);
    if (carried.length === 0) return;
    await this.db
      .insertInto('onboard_stock')
      .values(carried.map((line) => ({ flight_id: flightId, item_id: line.itemId, quantity: line.quantity })))
      .execute();
  }

  async tickets(flightId: number): Promise<FlightTicketRecord[]> {
    const rows = await this.db
      .selectFrom('passenger_sector as sector')
      .innerJoin('ticket', 'ticket.ticket_number', 'sector.ticket_number')
      .select(['ticket.ticket_number', 'ticket.passenger_name', 'sector.seat_number'])
      .where('sector.flight_id', '=', flightId)
      .orderBy('ticket.ticket_number')
      .execute();
    return rows.map((row) => ({
      ticketNumber: row.ticket_number,
      passengerName: row.passenger_name,
      seatNumber: row.seat_number,
    }));
  }

  /** The ticket (created, or its passenger renamed) with a seat on the flight (added, or moved). */
  async saveTicket(flightId: number, ticket: FlightTicketRecord): Promise<void> {
    await this.db
      .insertInto('ticket')
      .values({ ticket_number: ticket.ticketNumber, passenger_name: ticket.passengerName, email: null })
      .onConflict((conflict) =>
        conflict.column('ticket_number').doUpdateSet({ passenger_name: ticket.passengerName }),
      )
      .execute();
    await this.db
      .insertInto('passenger_sector')
      .values({ ticket_number: ticket.ticketNumber, flight_id: flightId, seat_number: ticket.seatNumber })
      .onConflict((conflict) =>
        conflict.columns(['ticket_number', 'flight_id']).doUpdateSet({ seat_number: ticket.seatNumber }),
      )
      .execute();
  }
}

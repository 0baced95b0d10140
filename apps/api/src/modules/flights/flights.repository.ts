import type { Executor } from '../../db/transaction.ts';

export type PassengerSectorRecord = {
  id: number;
  ticketNumber: string;
  passengerName: string;
  /** The e-mail address the airline holds for the ticket, if any. */
  email: string | null;
  seatNumber: string | null;
  flightId: number;
  flightNumber: string;
  origin: string;
  originAirport: string;
  destination: string;
  destinationAirport: string;
  /** The destination airport is in the EU, where some cosmetics may not be taken. */
  isDestinationInEu: boolean;
  /** The destination airport's country, whose customs rules apply (an EU country's fall back to the EU's). */
  destinationCountry: string;
  departureAt: number;
  arrivalAt: number;
};

export type FlightRecord = {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: number;
  arrivalAt: number;
};

/** What an admin writes of a flight. */
export type FlightFields = Omit<FlightRecord, 'id'>;

/**
 * A flight as the schedule lists it: with its passengers and the units of goods it carries now, and when
 * the airline cancelled it (epoch ms; null while it flies).
 */
export type ScheduledFlightRecord = FlightRecord & {
  passengers: number;
  unitsOnBoard: number;
  cancelledAt: number | null;
};

/** A ticket holding a seat (or none yet) on a flight. */
export type FlightTicketRecord = { ticketNumber: string; passengerName: string; seatNumber: string | null };

const flightColumns = (flight: FlightFields) => ({
  flight_number: flight.flightNumber,
  origin: flight.origin,
  destination: flight.destination,
  departure_at: flight.departureAt,
  arrival_at: flight.arrivalAt,
});

function selectScheduledFlights(db: Executor) {
  return db
    .selectFrom('flight')
    .select(['flight.id', 'flight.flight_number', 'flight.origin', 'flight.destination'])
    .select(['flight.departure_at', 'flight.arrival_at', 'flight.cancelled_at'])
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

type ScheduledFlightRow = Awaited<
  ReturnType<ReturnType<typeof selectScheduledFlights>['executeTakeFirstOrThrow']>
>;

function toScheduledFlight(row: ScheduledFlightRow): ScheduledFlightRecord {
  return {
    ...toFlightRecord(row),
    // PostgreSQL answers counts and sums as text (bigint and numeric).
    passengers: Number(row.passengers ?? 0),
    unitsOnBoard: Number(row.units_on_board ?? 0),
    // PostgreSQL answers a bigint as text.
    cancelledAt: row.cancelled_at === null ? null : Number(row.cancelled_at),
  };
}

function toFlightRecord(row: {
  id: number;
  flight_number: string;
  origin: string;
  destination: string;
  departure_at: number;
  arrival_at: number;
}): FlightRecord {
  return {
    id: row.id,
    flightNumber: row.flight_number,
    origin: row.origin,
    destination: row.destination,
    departureAt: row.departure_at,
    arrivalAt: row.arrival_at,
  };
}

/** The embedded flight data: flights, tickets and the sectors that put a ticket on a flight. */
export class FlightsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): FlightsRepository {
    return new FlightsRepository(executor);
  }

  /** The ticket's sectors, in departure order. */
  async sectorsOfTicket(ticketNumber: string): Promise<PassengerSectorRecord[]> {
    const rows = await this.db
      .selectFrom('passenger_sector as sector')
      .innerJoin('ticket', 'ticket.ticket_number', 'sector.ticket_number')
      .innerJoin('flight', 'flight.id', 'sector.flight_id')
      .innerJoin('airport as origin', 'origin.code', 'flight.origin')
      .innerJoin('airport as destination', 'destination.code', 'flight.destination')
      .select([
        'sector.id',
        'sector.ticket_number',
        'sector.seat_number',
        'ticket.passenger_name',
        'ticket.email',
        'flight.id as flight_id',
        'flight.flight_number',
        'flight.origin',
        'origin.name as origin_airport',
        'flight.destination',
        'destination.name as destination_airport',
        'destination.is_eu as destination_is_eu',
        'destination.country as destination_country',
        'flight.departure_at',
        'flight.arrival_at',
      ])
      .where('sector.ticket_number', '=', ticketNumber)
      .orderBy('flight.departure_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      ticketNumber: row.ticket_number,
      passengerName: row.passenger_name,
      email: row.email,
      seatNumber: row.seat_number,
      flightId: row.flight_id,
      flightNumber: row.flight_number,
      origin: row.origin,
      originAirport: row.origin_airport,
      destination: row.destination,
      destinationAirport: row.destination_airport,
      isDestinationInEu: row.destination_is_eu === 1,
      destinationCountry: row.destination_country,
      departureAt: row.departure_at,
      arrivalAt: row.arrival_at,
    }));
  }

  /** The flight with this number and route departing within [from, to), epoch ms. */
  async flightDeparting(
    flight: { flightNumber: string; origin: string; destination: string },
    from: number,
    to: number,
  ): Promise<FlightRecord | undefined> {
    const row = await this.db
      .selectFrom('flight')
      .select(['id', 'flight_number', 'origin', 'destination', 'departure_at', 'arrival_at'])
      .where('flight_number', '=', flight.flightNumber)
      .where('origin', '=', flight.origin)
      .where('destination', '=', flight.destination)
      .where('departure_at', '>=', from)
      .where('departure_at', '<', to)
      .orderBy('departure_at')
      .executeTakeFirst();
    return row && toFlightRecord(row);
  }

  // The schedule as admins keep it ----------------------------------------------------------------------

  /**
   * Up to `limit` flights not yet landed at `now`, by departure, then id: a keyset after the flight
   * `after`, so a later page costs what the first does.
   */
  async schedulePage(
    query: { flightNumber: string | undefined; after: number | undefined; now: number },
    limit: number,
  ): Promise<ScheduledFlightRecord[]> {
    let select = selectScheduledFlights(this.db)
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
    return (await select.execute()).map(toScheduledFlight);
  }

  async scheduledFlight(flightId: number): Promise<ScheduledFlightRecord | undefined> {
    const row = await selectScheduledFlights(this.db).where('flight.id', '=', flightId).executeTakeFirst();
    return row && toScheduledFlight(row);
  }

  /**
   * The flight a schedule file's line names: this number and route departing within [from, to), epoch ms
   * (the flight date's UTC day), or else departing exactly at `departureAt` (a line already applied).
   */
  async scheduledFlightKnownBy(
    flight: { flightNumber: string; origin: string; destination: string },
    from: number,
    to: number,
    departureAt: number,
  ): Promise<ScheduledFlightRecord | undefined> {
    const row = await selectScheduledFlights(this.db)
      .where('flight.flight_number', '=', flight.flightNumber)
      .where('flight.origin', '=', flight.origin)
      .where('flight.destination', '=', flight.destination)
      .where((eb) =>
        eb.or([
          eb.and([eb('flight.departure_at', '>=', from), eb('flight.departure_at', '<', to)]),
          eb('flight.departure_at', '=', departureAt),
        ]),
      )
      // The flight on the day first; then the one already moved to the line's time.
      .orderBy((eb) => eb.case().when('flight.departure_at', '=', departureAt).then(1).else(0).end(), 'desc')
      .orderBy('flight.departure_at')
      .executeTakeFirst();
    return row && toScheduledFlight(row);
  }

  /** The airline cancelled the flight: it carries no one (its tickets' sectors on it are gone); answers them. */
  async cancel(flightId: number, now: number): Promise<string[]> {
    const sectors = await this.db
      .deleteFrom('passenger_sector')
      .where('flight_id', '=', flightId)
      .returning('ticket_number')
      .execute();
    await this.db.updateTable('flight').set({ cancelled_at: now }).where('id', '=', flightId).execute();
    return sectors.map((sector) => sector.ticket_number);
  }

  /** Whether the flight lands in the European Union, whose rules ban some goods (false for no such flight). */
  /** Where the flight lands, as customs rules name it: the airport's country and whether it is in the EU. */
  async landingOf(flightId: number): Promise<{ country: string; isEu: boolean } | undefined> {
    const row = await this.db
      .selectFrom('flight')
      .innerJoin('airport', 'airport.code', 'flight.destination')
      .select(['airport.country', 'airport.is_eu'])
      .where('flight.id', '=', flightId)
      .executeTakeFirst();
    return row && { country: row.country, isEu: row.is_eu === 1 };
  }

  async landsInEu(flightId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('flight')
      .innerJoin('airport', 'airport.code', 'flight.destination')
      .select('airport.is_eu')
      .where('flight.id', '=', flightId)
      .executeTakeFirst();
    return row?.is_eu === 1;
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

  async insert(flight: FlightFields): Promise<number> {
    const row = await this.db
      .insertInto('flight')
      .values(flightColumns(flight))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(flightId: number, flight: FlightFields): Promise<void> {
    await this.db.updateTable('flight').set(flightColumns(flight)).where('id', '=', flightId).execute();
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

  /**
   * The ticket's sector leaves flight `from` for flight `to` (a seat on the old flight means nothing on
   * the new one); false when the ticket was not on `from`.
   */
  async moveTicket(ticketNumber: string, from: number, to: number): Promise<boolean> {
    const left = await this.db
      .deleteFrom('passenger_sector')
      .where('ticket_number', '=', ticketNumber)
      .where('flight_id', '=', from)
      .executeTakeFirst();
    if (Number(left.numDeletedRows) !== 1) return false;
    await this.db
      .insertInto('passenger_sector')
      .values({ ticket_number: ticketNumber, flight_id: to, seat_number: null })
      .onConflict((conflict) => conflict.columns(['ticket_number', 'flight_id']).doNothing())
      .execute();
    return true;
  }
}

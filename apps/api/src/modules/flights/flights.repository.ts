import type { Executor } from '../../db/transaction.ts';

export type PassengerSectorRecord = {
  id: number;
  ticketNumber: string;
  passengerName: string;
  seatNumber: string | null;
  flightId: number;
  flightNumber: string;
  origin: string;
  originAirport: string;
  destination: string;
  destinationAirport: string;
  /** The destination airport is in the EU, where some cosmetics may not be taken. */
  isDestinationInEu: boolean;
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

/** The embedded flight data: flights, tickets and the sectors that put a ticket on a flight. */
export class FlightsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The ticket's sectors, in departure order; `sectorId` narrows them to one. */
  async sectorsOfTicket(ticketNumber: string, sectorId?: number): Promise<PassengerSectorRecord[]> {
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
        'flight.id as flight_id',
        'flight.flight_number',
        'flight.origin',
        'origin.name as origin_airport',
        'flight.destination',
        'destination.name as destination_airport',
        'destination.is_eu as destination_is_eu',
        'flight.departure_at',
        'flight.arrival_at',
      ])
      .where('sector.ticket_number', '=', ticketNumber)
      .$if(sectorId !== undefined, (query) => query.where('sector.id', '=', sectorId!))
      .orderBy('flight.departure_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      ticketNumber: row.ticket_number,
      passengerName: row.passenger_name,
      seatNumber: row.seat_number,
      flightId: row.flight_id,
      flightNumber: row.flight_number,
      origin: row.origin,
      originAirport: row.origin_airport,
      destination: row.destination,
      destinationAirport: row.destination_airport,
      isDestinationInEu: row.destination_is_eu === 1,
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
    return (
      row && {
        id: row.id,
        flightNumber: row.flight_number,
        origin: row.origin,
        destination: row.destination,
        departureAt: row.departure_at,
        arrivalAt: row.arrival_at,
      }
    );
  }
}

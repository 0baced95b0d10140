import type { FlightRecord, FlightsRepository, PassengerSectorRecord } from './flights.repository.ts';

// The airline's schedule and ticketing as the shop sees it. A deployment may put the airline's real
// departure-control system behind this interface; the embedded default reads the shop's own flight,
// ticket and passenger-sector tables.

/** One flight a ticket holds a seat on; `departureAt` and `arrivalAt` are scheduled, epoch ms. */
export type PassengerSector = PassengerSectorRecord;

/** A scheduled flight, whoever is on it. */
export type Flight = FlightRecord;

/** How a traveller names a flight: its number, route and the UTC day it departs on. */
export type FlightDesignator = {
  flightNumber: string;
  origin: string;
  destination: string;
  /** Epoch ms of midnight UTC starting the day of departure. */
  departureDay: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FlightSource {
  /** The ticket's sectors in departure order, departed ones included; empty for an unknown ticket. */
  sectorsOfTicket(ticketNumber: string): Promise<PassengerSector[]>;
  /** The flight so named, or undefined when there is none. */
  flight(designator: FlightDesignator): Promise<Flight | undefined>;
  /** Whether the flight lands in the European Union. */
  landsInEu(flightId: number): Promise<boolean>;
  /** Where the flight lands: the airport's country and whether it is in the EU. */
  landingOf(flightId: number): Promise<Landing | undefined>;
}

/** Where goods are flown to, as customs rules name it. */
export type Landing = { country: string; isEu: boolean };

export class EmbeddedFlightSource implements FlightSource {
  private readonly flights: FlightsRepository;
  constructor(flights: FlightsRepository) {
    this.flights = flights;
  }

  sectorsOfTicket(ticketNumber: string): Promise<PassengerSector[]> {
    return this.flights.sectorsOfTicket(ticketNumber);
  }

  landsInEu(flightId: number): Promise<boolean> {
    return this.flights.landsInEu(flightId);
  }

  landingOf(flightId: number): Promise<Landing | undefined> {
    return this.flights.landingOf(flightId);
  }

  flight({ departureDay, ...route }: FlightDesignator): Promise<Flight | undefined> {
    return this.flights.flightDeparting(route, departureDay, departureDay + DAY_MS);
  }
}

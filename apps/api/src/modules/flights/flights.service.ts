import {
  fixedError,
  flightMessages,
  isPreOrderOpen,
  type OnBoardWindowState,
  onBoardWindowOf,
} from '@dutyfree/contracts';
import { conflict, FieldErrors, forbidden, notFound } from '../../http/problems.ts';
import type { Flight, FlightDesignator, FlightSource, PassengerSector } from './flights.adapter.ts';

export type UpcomingSectors = { sectors: PassengerSector[]; message: string };

export type FlightsSettings = {
  /** ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE, in ms: on-board ordering opens at boarding. */
  onBoardOpensBeforeDepartureMs: number;
};

/** How a traveller names the flight they are on, as the on-board catalogue is asked for. */
export type OnBoardFlightQuery = Omit<FlightDesignator, 'departureDay'> & {
  /** ISO 8601 date or date-time; only its UTC day counts. */
  departureDate: string;
  ticketNumber: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The passenger lookup, the pre-order cut-off (SPEC §9: until 24 hours before departure) and the
 * on-board window (from boarding until the scheduled arrival).
 */
export class FlightsService {
  private readonly source: FlightSource;
  private readonly settings: FlightsSettings;
  private readonly now: () => number;
  constructor(source: FlightSource, settings: FlightsSettings, now: () => number = Date.now) {
    this.source = source;
    this.settings = settings;
    this.now = now;
  }

  /**
   * The ticket's flights that have not landed yet, with the message to show beside them: a flight in the
   * air still takes on-board orders.
   */
  async upcomingSectors(ticketNumber: string): Promise<UpcomingSectors> {
    const now = this.now();
    const sectors = (await this.source.sectorsOfTicket(ticketNumber)).filter((s) => s.arrivalAt > now);
    return {
      sectors,
      message: sectors.length > 0 ? flightMessages.flightsFound : flightMessages.noUpcomingFlight,
    };
  }

  isPreOrderOpen(sector: PassengerSector): boolean {
    return isPreOrderOpen(sector.departureAt, this.now());
  }

  onBoardWindow(flight: Pick<Flight, 'departureAt' | 'arrivalAt'>): OnBoardWindowState {
    return onBoardWindowOf(flight, this.now(), this.settings.onBoardOpensBeforeDepartureMs);
  }

  /** When on-board ordering opens for the flight, epoch ms. */
  onBoardOpensAt(flight: Pick<Flight, 'departureAt'>): number {
    return flight.departureAt - this.settings.onBoardOpensBeforeDepartureMs;
  }

  /**
   * The selected flight of a pre-order, checked against the airline's own departure time rather than
   * the date the form sent.
   */
  async sectorForPreOrder(ticketNumber: string, sectorId: number): Promise<PassengerSector> {
    const sector = await this.source.sectorOfTicket(ticketNumber, sectorId);
    if (!sector) throw new FieldErrors({ PaxSectorId: [fixedError('flights.flightNotSelected')] });
    if (!this.isPreOrderOpen(sector)) {
      throw conflict(
        fixedError(sector.departureAt <= this.now() ? 'orders.flightDeparted' : 'orders.tooLateToPreOrder'),
      );
    }
    return sector;
  }

  /**
   * The flight whose on-board catalogue a traveller asks for: it must exist (404) and the ticket must be
   * booked on it (403). Its window is not checked: looking is allowed before boarding and after landing.
   */
  async flightForOnBoardItems(query: OnBoardFlightQuery): Promise<Flight> {
    const departure = Date.parse(query.departureDate);
    if (Number.isNaN(departure)) {
      throw new FieldErrors({ DepartureDate: [fixedError('orders.departureDateRequired')] });
    }
    const flight = await this.source.flight({
      flightNumber: query.flightNumber,
      origin: query.origin.toUpperCase(),
      destination: query.destination.toUpperCase(),
      departureDay: Math.floor(departure / DAY_MS) * DAY_MS,
    });
    if (!flight) throw notFound(fixedError('onBoard.flightNotFound'));
    const sectors = await this.source.sectorsOfTicket(query.ticketNumber);
    if (!sectors.some((sector) => sector.flightId === flight.id)) {
      throw forbidden(fixedError('onBoard.ticketNotOnFlight'));
    }
    return flight;
  }

  /**
   * The selected flight of an on-board order: the ticket must hold that sector (403) and the flight must
   * be between boarding and arrival (409).
   */
  async sectorForOnBoardOrder(ticketNumber: string, sectorId: number): Promise<PassengerSector> {
    const sector = await this.source.sectorOfTicket(ticketNumber, sectorId);
    if (!sector) throw forbidden(fixedError('onBoard.ticketNotOnFlight'));
    const window = this.onBoardWindow(sector);
    if (window === 'notYetOpen') throw conflict(fixedError('onBoard.notYetOpen'));
    if (window === 'landed') throw conflict(fixedError('onBoard.landed'));
    return sector;
  }
}

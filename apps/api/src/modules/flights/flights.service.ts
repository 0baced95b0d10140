import {
  fixedError,
  flightMessages,
  isPreOrderOpen,
  type OnBoardWindowState,
  onBoardWindowOf,
} from '@dutyfree/contracts';
import { conflict, FieldErrors, forbidden, notFound } from '../../http/problems.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limit.ts';
import type { Flight, FlightDesignator, FlightSource, Landing, PassengerSector } from './flights.adapter.ts';
import { isPassengerLastName, passengerNames } from './passenger-name.ts';
import { finalLeg } from './transit.ts';

export type UpcomingSectors = {
  sectors: PassengerSector[];
  message: string;
  /** The ticket's passenger name split at the last name the traveller proved. */
  passenger: { firstName: string; lastName: string };
};

/** A sector with the flight whose destination's customs judge goods bought for it (in transit: the journey's end). */
export type JourneySector = PassengerSector & { customsLeg: PassengerSector };

export type FlightsSettings = {
  /** ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE, in ms: on-board ordering opens at boarding. */
  onBoardOpensBeforeDepartureMs: number;
  /** RATE_LIMIT_PASSENGER_LOOKUP_PER_IP: lookups per window from one address. */
  lookupsPerIp: number;
  /** RATE_LIMIT_PASSENGER_LOOKUP_PER_TICKET: lookups, and failed ticket checks, per window of one ticket. */
  lookupsPerTicket: number;
};

/** A ticket and the last name its holder gives: together they open the ticket's flights. */
export type PassengerKey = { ticketNumber: string; lastName: string };

/** How a traveller names the flight they are on, as the on-board catalogue is asked for. */
export type OnBoardFlightQuery = Omit<FlightDesignator, 'departureDay'> & {
  /** ISO 8601 date or date-time; only its UTC day counts. */
  departureDate: string;
} & PassengerKey;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOOKUP_WINDOW_MS = 15 * 60_000;

/**
 * The passenger lookup, the pre-order cut-off (SPEC §9: until 24 hours before departure) and the
 * on-board window (from boarding until the scheduled arrival). Every call naming a ticket must also name
 * its passenger's last name; a wrong one is treated exactly as a ticket that does not exist.
 */
export class FlightsService {
  private readonly source: FlightSource;
  private readonly settings: FlightsSettings;
  private readonly rateLimiter: RateLimiter;
  private readonly now: () => number;
  constructor(
    source: FlightSource,
    settings: FlightsSettings,
    rateLimiter: RateLimiter,
    now: () => number = Date.now,
  ) {
    this.source = source;
    this.settings = settings;
    this.rateLimiter = rateLimiter;
    this.now = now;
  }

  /**
   * The ticket's flights that have not landed yet, with the message to show beside them: a flight in the
   * air still takes on-board orders. Counted per address and per ticket, so that neither ticket numbers
   * nor a ticket's last name can be guessed; an unknown ticket and a wrong name both answer 404.
   */
  async upcomingSectors(passenger: PassengerKey, clientIp: string): Promise<UpcomingSectors> {
    await enforceRateLimit(this.rateLimiter, {
      key: `passenger-lookup:ip:${clientIp}`,
      limit: this.settings.lookupsPerIp,
      windowMs: LOOKUP_WINDOW_MS,
    });
    await enforceRateLimit(this.rateLimiter, this.ticketRule(passenger.ticketNumber));
    const sectors = await this.source.sectorsOfTicket(passenger.ticketNumber);
    const [first] = sectors;
    if (!first || !isPassengerLastName(first.passengerName, passenger.lastName)) {
      throw notFound(fixedError('flights.passengerNotFound'));
    }
    const now = this.now();
    const upcoming = sectors.filter((s) => s.arrivalAt > now);
    return {
      sectors: upcoming,
      message: upcoming.length > 0 ? flightMessages.flightsFound : flightMessages.noUpcomingFlight,
      passenger: passengerNames(first.passengerName, passenger.lastName),
    };
  }

  private ticketRule(ticketNumber: string) {
    return {
      key: `passenger-lookup:ticket:${ticketNumber}`,
      limit: this.settings.lookupsPerTicket,
      windowMs: LOOKUP_WINDOW_MS,
    };
  }

  /**
   * The passenger's sectors (all, or the one with `sectorId`), each with the flight whose destination's
   * customs judge goods bought for it (`finalLeg`): none for an unknown ticket or a last name that is
   * not the ticket's. A check that finds none counts against the ticket's lookups, so an order form
   * cannot be used to guess the name either.
   */
  private async sectorsOfPassenger(passenger: PassengerKey, sectorId?: number): Promise<JourneySector[]> {
    const sectors = await this.source.sectorsOfTicket(passenger.ticketNumber);
    const owned = sectors
      .filter((s) => sectorId === undefined || s.id === sectorId)
      .filter((s) => isPassengerLastName(s.passengerName, passenger.lastName))
      .map((s) => ({ ...s, customsLeg: finalLeg(sectors, s) }));
    if (owned.length === 0) await enforceRateLimit(this.rateLimiter, this.ticketRule(passenger.ticketNumber));
    return owned;
  }

  /**
   * The ticket's sector on a flight, as the crew names it at the seat (they saw the boarding pass: no last
   * name is asked), with the flight whose customs judge the goods (in transit: the journey's end).
   */
  async ticketOnFlight(ticketNumber: string, flightId: number): Promise<JourneySector | undefined> {
    const sectors = await this.source.sectorsOfTicket(ticketNumber.trim().toUpperCase());
    const sector = sectors.find((candidate) => candidate.flightId === flightId);
    return sector && { ...sector, customsLeg: finalLeg(sectors, sector) };
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
  async sectorForPreOrder(passenger: PassengerKey, sectorId: number): Promise<JourneySector> {
    const [sector] = await this.sectorsOfPassenger(passenger, sectorId);
    if (!sector) throw new FieldErrors({ PaxSectorId: [fixedError('flights.flightNotSelected')] });
    if (!this.isPreOrderOpen(sector)) {
      throw conflict(
        fixedError(sector.departureAt <= this.now() ? 'orders.flightDeparted' : 'orders.tooLateToPreOrder'),
      );
    }
    return sector;
  }

  /**
   * The flight whose on-board catalogue a traveller asks for: it must exist (404) and the ticket, with its
   * passenger's last name, must be booked on it (403). Its window is not checked: looking is allowed before boarding and after landing.
   */
  /** Whether the flight lands in the European Union, where the `euBan` purchase rule applies. */
  landsInEu(flightId: number): Promise<boolean> {
    return this.source.landsInEu(flightId);
  }

  /** Where the flight lands, whose customs rules judge what is sold on it; undefined: no such flight. */
  landingOf(flightId: number): Promise<Landing | undefined> {
    return this.source.landingOf(flightId);
  }

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
    const sectors = await this.sectorsOfPassenger(query);
    if (!sectors.some((sector) => sector.flightId === flight.id)) {
      throw forbidden(fixedError('onBoard.ticketNotOnFlight'));
    }
    return flight;
  }

  /**
   * The selected flight of an on-board order: the ticket, with its passenger's last name, must hold that
   * sector (403) and the flight must be between boarding and arrival (409).
   */
  async sectorForOnBoardOrder(passenger: PassengerKey, sectorId: number): Promise<JourneySector> {
    const [sector] = await this.sectorsOfPassenger(passenger, sectorId);
    if (!sector) throw forbidden(fixedError('onBoard.ticketNotOnFlight'));
    const window = this.onBoardWindow(sector);
    if (window === 'notYetOpen') throw conflict(fixedError('onBoard.notYetOpen'));
    if (window === 'landed') throw conflict(fixedError('onBoard.landed'));
    return sector;
  }
}

import { fixedError, flightMessages, isPreOrderOpen } from '@dutyfree/contracts';
import { conflict, FieldErrors } from '../../http/problems.ts';
import type { FlightSource, PassengerSector } from './flights.adapter.ts';

export type UpcomingSectors = { sectors: PassengerSector[]; message: string };

/** The passenger lookup and the pre-order cut-off (SPEC §9: until 24 hours before departure). */
export class FlightsService {
  private readonly source: FlightSource;
  private readonly now: () => number;
  constructor(source: FlightSource, now: () => number = Date.now) {
    this.source = source;
    this.now = now;
  }

  /** The ticket's flights that have not departed yet, with the message to show beside them. */
  async upcomingSectors(ticketNumber: string): Promise<UpcomingSectors> {
    const now = this.now();
    const sectors = (await this.source.sectorsOfTicket(ticketNumber)).filter((s) => s.departureAt > now);
    return {
      sectors,
      message: sectors.length > 0 ? flightMessages.flightsFound : flightMessages.noUpcomingFlight,
    };
  }

  isPreOrderOpen(sector: PassengerSector): boolean {
    return isPreOrderOpen(sector.departureAt, this.now());
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
}

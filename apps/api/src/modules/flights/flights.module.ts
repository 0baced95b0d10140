import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { CustomsRulesService } from '../catalog/catalog.module.ts';
import { EmbeddedFlightSource } from './flights.adapter.ts';
import { FlightsRepository } from './flights.repository.ts';
import { flightsRoutes } from './flights.routes.ts';
import { FlightsService } from './flights.service.ts';
import { ScheduleKeeping } from './schedule-keeping.service.ts';

export { airportName, airportTimeZone } from './airport-places.ts';
export type { Landing, PassengerSector } from './flights.adapter.ts';
export type {
  FlightFields,
  FlightRecord,
  FlightTicketRecord,
  ScheduledFlightRecord,
} from './flights.repository.ts';
export type { FlightsService, JourneySector, OnBoardFlightQuery, PassengerKey } from './flights.service.ts';
export type {
  ScheduleFileLine,
  ScheduleKeeping,
  ScheduleLineApplied,
} from './schedule-keeping.service.ts';
export { flightFields } from './schedule-keeping.service.ts';

/** The passenger lookup (ticket and last name, rate-limited), the pre-order cut-off and the on-board window over the embedded flight data. */
export function createFlights(
  config: Pick<Config, 'onBoardOpensMinutesBeforeDeparture' | 'rateLimits'>,
  database: Database,
  rateLimiter: RateLimiter,
  now: () => number = Date.now,
): FlightsService {
  return new FlightsService(
    new EmbeddedFlightSource(new FlightsRepository(database.db)),
    {
      onBoardOpensBeforeDepartureMs: config.onBoardOpensMinutesBeforeDeparture * 60_000,
      lookupsPerIp: config.rateLimits.passengerLookupPerIp,
      lookupsPerTicket: config.rateLimits.passengerLookupPerTicket,
    },
    rateLimiter,
    now,
  );
}

/** The schedule as admins keep it: flights, their tickets, and schedule files. */
export function createFlightSchedule(database: Database, now: () => number = Date.now): ScheduleKeeping {
  return new ScheduleKeeping(new FlightsRepository(database.db), now);
}

export async function registerFlightsRoutes(
  api: FastifyInstance,
  flights: FlightsService,
  customs: Pick<CustomsRulesService, 'ruleAt'>,
): Promise<void> {
  await api.register(flightsRoutes, { flights, customs });
}

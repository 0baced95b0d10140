import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { EmbeddedFlightSource } from './flights.adapter.ts';
import { FlightsRepository } from './flights.repository.ts';
import { flightsRoutes } from './flights.routes.ts';
import { FlightsService } from './flights.service.ts';

export type { PassengerSector } from './flights.adapter.ts';
export type { FlightsService } from './flights.service.ts';

/** The passenger lookup and pre-order cut-off over the embedded flight data. */
export function createFlights(database: Database, now: () => number = Date.now): FlightsService {
  return new FlightsService(new EmbeddedFlightSource(new FlightsRepository(database.db)), now);
}

export async function registerFlightsRoutes(api: FastifyInstance, flights: FlightsService): Promise<void> {
  await api.register(flightsRoutes, { flights });
}

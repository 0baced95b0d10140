import type { Database } from '../../db/database.ts';
import { EmbeddedFlightSource } from './flights.adapter.ts';
import { FlightsRepository } from './flights.repository.ts';
import { FlightsService } from './flights.service.ts';

/** The passenger lookup and pre-order cut-off over the embedded flight data. */
export function createFlights(database: Database, now: () => number = Date.now): FlightsService {
  return new FlightsService(new EmbeddedFlightSource(new FlightsRepository(database.db)), now);
}

import type { BackOfficeFlight } from '@dutyfree/contracts';
import type { ScheduledFlightRecord } from '../flights/flights.module.ts';

/** A flight as the back office's calls answer it: times in ISO 8601, UTC. */
export function flightToWire(flight: ScheduledFlightRecord): BackOfficeFlight {
  return {
    ...flight,
    departureAt: new Date(flight.departureAt).toISOString(),
    arrivalAt: new Date(flight.arrivalAt).toISOString(),
    cancelledAt: flight.cancelledAt === null ? null : new Date(flight.cancelledAt).toISOString(),
  };
}

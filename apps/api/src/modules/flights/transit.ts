import type { PassengerSector } from './flights.adapter.ts';

/** The airline's transit window: a flight of the same ticket leaving within it is a connection. */
export const TRANSIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The flight whose destination's customs judge goods bought for `sector`: following the ticket's
 * connections (a flight leaving the airport the previous one landed at, within the transit window after
 * it landed) to the journey's end; the sector itself when it connects to nothing. A flight back to where
 * the journey began is a return, not a connection.
 */
export function finalLeg(sectors: readonly PassengerSector[], sector: PassengerSector): PassengerSector {
  let leg = sector;
  const seen = new Set([sector.id]);
  for (;;) {
    const next = sectors.find(
      (candidate) =>
        !seen.has(candidate.id) &&
        candidate.origin === leg.destination &&
        candidate.destination !== sector.origin &&
        candidate.departureAt >= leg.arrivalAt &&
        candidate.departureAt - leg.arrivalAt <= TRANSIT_WINDOW_MS,
    );
    if (!next) return leg;
    seen.add(next.id);
    leg = next;
  }
}

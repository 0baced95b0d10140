import { z } from 'zod';

// The flight window of on-board ordering, on its own so that the passenger lookup's flight cards
// (flights.ts) can carry it without the two contract files importing each other.

/** Default of ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE: on-board ordering opens at boarding. */
export const DEFAULT_ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE = 60;

/**
 * Where a flight stands for on-board ordering: before boarding it is not open yet (pre-order may still
 * be), from boarding until the scheduled arrival it is open, after that it has landed.
 */
export const onBoardWindowStates = ['notYetOpen', 'open', 'landed'] as const;
export const onBoardWindowState = z.enum(onBoardWindowStates);
export type OnBoardWindowState = z.infer<typeof onBoardWindowState>;

/** The rule itself; the server is the authority and sends the state with every flight card. */
export function onBoardWindowOf(
  flight: { departureAt: number; arrivalAt: number },
  now: number,
  opensBeforeDepartureMs: number,
): OnBoardWindowState {
  if (now >= flight.arrivalAt) return 'landed';
  if (now < flight.departureAt - opensBeforeDepartureMs) return 'notYetOpen';
  return 'open';
}

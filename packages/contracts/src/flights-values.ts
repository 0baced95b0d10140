// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const TICKET_NUMBER_LENGTH = 13;

/** SPEC §9: a pre-order is accepted until 24 hours before the flight departs. */
export const PRE_ORDER_CUT_OFF_HOURS = 24;

export const PRE_ORDER_CUT_OFF_MS = PRE_ORDER_CUT_OFF_HOURS * 60 * 60 * 1000;

export const flightMessages = {
  ticketNumberRequired: 'Ticket Number field is required.',
  ticketNumberDigits: 'Ticket Number must contain digits only.',
  /** SPEC §5, word for word; `{n}` is the length typed so far. */
  ticketNumberLength: 'Ticket Number Character length should be 13. Current character length ({n}).',
  flightNotSelected: 'Please Select Your Flight Information',
  /** SPEC §8: the lookup failed and the server gave no message. */
  lookupFailed: 'Something when wrong',
  noUpcomingFlight: 'No upcoming flight was found for this ticket number.',
  flightsFound: 'Select the flight you are ordering for.',
  /** An unknown ticket, or a last name that is not the ticket's: the two are never told apart. */
  passengerNotFound: 'No flight was found for this ticket number and last name.',
} as const;

export function ticketNumberLengthMessage(length: number): string {
  return flightMessages.ticketNumberLength.replace('{n}', String(length));
}

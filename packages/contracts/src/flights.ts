import { z } from 'zod';
import { accountMessages } from './accounts-values.ts';
import { customsRule } from './customs.ts';
import { requiredText } from './fields.ts';
import {
  flightMessages,
  PRE_ORDER_CUT_OFF_MS,
  TICKET_NUMBER_LENGTH,
  ticketNumberLengthMessage,
} from './flights-values.ts';
import { onBoardWindowState } from './onboard-window.ts';

// The passenger lookup behind the checkout's flight cards and the header's on-board flight selector
// (SPEC §2, §5, §7). A ticket number is 13 digits; the lookup answers with the ticket's sectors that have
// not landed yet, and a message the client shows when the list is empty.
//
// Like an airline's "manage booking", every call naming a ticket also names the passenger's last name, and
// a wrong one is answered exactly as an unknown ticket (docs/spec-deviations.md): a ticket number alone
// gives nobody a passenger's flights and seat, or an order on them.

/** Digits only, exactly 13 of them; the length message names how many were typed. */
export const ticketNumber = z
  .string({ error: flightMessages.ticketNumberRequired })
  .trim()
  .min(1, { error: flightMessages.ticketNumberRequired, abort: true })
  .regex(/^\d+$/, { error: flightMessages.ticketNumberDigits, abort: true })
  .superRefine((value, context) => {
    if (value.length === TICKET_NUMBER_LENGTH) return;
    // The message names the length typed; its code and that length go along for clients to translate.
    context.addIssue({
      code: 'custom',
      message: ticketNumberLengthMessage(value.length),
      params: { code: 'flights.ticketNumberLength', n: value.length },
    });
  });

/** The passenger's last name as the ticket spells it; case and accents do not matter. */
export const passengerLastName = requiredText(accountMessages.lastNameRequired).max(100, {
  error: accountMessages.nameTooLong,
});

export const passengerFromTicketQuery = z.object({ TicketNumber: ticketNumber, LastName: passengerLastName });
export type PassengerFromTicketQuery = z.infer<typeof passengerFromTicketQuery>;

/** SPEC §3 onboard flight (passenger sector); airports by code and by name, named in the caller's language. */
export const paxSector = z.object({
  id: z.number().int(),
  flightNumber: z.string(),
  origin: z.string(),
  originAirport: z.string(),
  destination: z.string(),
  destinationAirport: z.string(),
  /** ISO 8601, UTC: the flight's scheduled departure. */
  departureDate: z.string(),
  /**
   * The origin airport's IANA time zone ('Africa/Addis_Ababa'): the departure and the boarding are shown
   * in it. Always sent by the server; a card built by a client without it shows UTC.
   */
  originTimeZone: z.string().optional(),
  // No passenger name: the caller has just typed it (docs/spec-deviations.md).
  seatNumber: z.string().nullable(),
  /** False from 24 hours before departure on: too late to pre-order, on-board orders only. */
  isPreOrderOpen: z.boolean(),
  /**
   * The goods land in the EU (this flight's destination, or the final one of a traveller connecting
   * onward): cosmetics with the EU-banned ingredient cannot be brought there.
   */
  isDestinationInEu: z.boolean(),
  // The three below are always sent by the passenger lookup; optional so that a card built by a client
  // (a test's flight, a form's copy) needs only what the pre-order checkout reads.
  /** ISO 8601, UTC: the scheduled arrival, when on-board ordering closes. */
  arrivalDate: z.string().optional(),
  /** Where the flight stands for on-board ordering now (onBoardWindowOf). */
  onBoardWindow: onBoardWindowState.optional(),
  /** ISO 8601, UTC: when on-board ordering opens (boarding), for "opens at …". */
  onBoardOpensAt: z.string().optional(),
  /** The destination's customs rule (always sent by the lookup); null where the shop keeps none. */
  customs: customsRule.nullable().optional(),
  /**
   * Only for a flight the ticket connects from within the transit window: the goods are judged by the
   * journey's final destination, whose rule `customs` is. Both airports named in the caller's language.
   */
  customsDestination: z.object({ connectsAt: z.string(), destinationAirport: z.string() }).optional(),
});
export type PaxSector = z.infer<typeof paxSector>;

export const passengerFromTicketResponse = z.object({
  paxSectorsRes: z.array(paxSector),
  message: z.string(),
  /**
   * The ticket's passenger name in its own spelling, split where the last name given with the ticket
   * begins: once ticket and last name are proven, the forms that follow need not ask for the name again
   * (what airline sites show after "manage booking"). Always sent by the server; optional so that a
   * lookup answer built by a client (a test's) needs only the flights.
   */
  passenger: z.object({ firstName: z.string(), lastName: z.string() }).optional(),
});
export type PassengerFromTicketResponse = z.infer<typeof passengerFromTicketResponse>;

export function isPreOrderOpen(departureAt: number, now: number): boolean {
  return now < departureAt - PRE_ORDER_CUT_OFF_MS;
}

import { z } from 'zod';
import { accountMessages } from './accounts-values.ts';
import { backOfficeFlightMessages } from './back-office-flights-values.ts';
import { queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';
import { ticketNumber } from './flights.ts';

// The back office's flights: an admin keeps the schedule the shop sells on board (flights and their
// routes), the tickets that put a passenger on a flight (the embedded flight source's own data) and each
// flight's load, the goods on its trolleys. Calls live under /Staff/api/V1.0/ and need an admin's staff
// token; crew, customers and guests get 403. A failure answers as the back office's items do:
//   400 { errors: { Field: [...] } }  a field is missing or wrong (a flight number already departing then too)
//   404 { message }                   no such flight (the staff catalogue's own message)

/** The most of one item a flight carries: far more than a trolley holds. */
export const MAX_LOAD_QUANTITY = 1000;
/** An admin's page of flights. */
export const BACK_OFFICE_FLIGHTS_PAGE_SIZE = 25;

/** "et920", "ET  920" → "ET 920": how the flight table and the travellers' cards write flight numbers. */
export function scheduledFlightNumber(typed: string): string {
  return typed
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/^([A-Z0-9]{2})(\d{1,4})$/, '$1 $2');
}

export const flightNumber = requiredText(backOfficeFlightMessages.flightNumberInvalid)
  .transform(scheduledFlightNumber)
  .pipe(z.string().regex(/^[A-Z0-9]{2} \d{1,4}$/, { error: backOfficeFlightMessages.flightNumberInvalid }));

const airportCode = text(backOfficeFlightMessages.airportRequired).regex(/^[A-Z]{3}$/, {
  error: backOfficeFlightMessages.airportRequired,
});

/** An instant in UTC as ISO 8601 with its Z (`2026-12-01T08:30:00Z`); seconds optional. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;
const isInstant = (value: string) => ISO_UTC.test(value) && !Number.isNaN(Date.parse(value));
const instant = () =>
  z
    .string({ error: backOfficeFlightMessages.flightTimeInvalid })
    .refine(isInstant, { error: backOfficeFlightMessages.flightTimeInvalid });

/** A flight as the form sends it: its number, route and scheduled times (UTC). */
export const flightDraft = z
  .object({
    flightNumber,
    origin: airportCode,
    destination: airportCode,
    departureAt: instant(),
    arrivalAt: instant(),
  })
  .refine((draft) => draft.origin !== draft.destination, {
    error: backOfficeFlightMessages.sameAirport,
    path: ['destination'],
  })
  // Times in the wrong order are a mistake only once both are times at all.
  .refine(
    (draft) =>
      !isInstant(draft.departureAt) ||
      !isInstant(draft.arrivalAt) ||
      Date.parse(draft.arrivalAt) > Date.parse(draft.departureAt),
    { error: backOfficeFlightMessages.arrivalNotAfterDeparture, path: ['arrivalAt'] },
  );
export type FlightDraft = z.infer<typeof flightDraft>;
export type FlightDraftInput = z.input<typeof flightDraft>;

/** A flight as the back office lists it; times are ISO 8601, UTC. */
export const backOfficeFlight = z.object({
  id: z.number().int(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
  /** Passengers holding a ticket for it. */
  passengers: z.number().int(),
  /** Units of goods on board now, every item together. */
  unitsOnBoard: z.number().int(),
  /** When the airline cancelled it (ISO 8601, UTC), or null: a cancelled flight carries no one. */
  cancelledAt: z.string().nullable(),
});
export type BackOfficeFlight = z.infer<typeof backOfficeFlight>;

/** Flights by departure, the next page after the last flight shown (keyset); `flightNumber` narrows them. */
export const backOfficeFlightsQuery = z.object({
  flightNumber: text().trim().max(10).optional(),
  after: queryWholeNumber().optional(),
});
export type BackOfficeFlightsQuery = z.infer<typeof backOfficeFlightsQuery>;

export const backOfficeFlightsResponse = z.object({
  flights: z.array(backOfficeFlight),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.number().int().nullable(),
});
export type BackOfficeFlightsResponse = z.infer<typeof backOfficeFlightsResponse>;

/** Which flight a read or an edit is about. */
export const backOfficeFlightQuery = z.object({ flightId: queryWholeNumber() });

/** The airports a flight may fly between, for the form's choices. */
export const flightChoicesResponse = z.object({
  airports: z.array(z.object({ code: z.string(), name: z.string(), city: z.string() })),
});
export type FlightChoicesResponse = z.infer<typeof flightChoicesResponse>;

// --- The load ----------------------------------------------------------------------------------------------

/** One line of a load as typed: the item by its code, and how many are on board (0 takes it off). */
export const flightLoadLineDraft = z.object({
  itemCode: requiredText(backOfficeFlightMessages.loadItemCodeUnknown)
    .max(100, { error: backOfficeFlightMessages.loadItemCodeUnknown })
    .transform((value) => value.toUpperCase()),
  quantity: wholeNumber(backOfficeFlightMessages.loadQuantityInvalid, {
    min: 0,
    max: MAX_LOAD_QUANTITY,
    tooLarge: backOfficeFlightMessages.loadQuantityInvalid,
  }),
  /**
   * How many the form showed on board (0 for a line the form added). The line becomes `quantity` only
   * while the flight still carries this many; otherwise the save is refused, 409 with the item's code and
   * current figure in `params`, and nothing is saved.
   */
  expectedQuantity: wholeNumber(backOfficeFlightMessages.loadQuantityInvalid, { min: 0 }).default(0),
});

/**
 * A flight's load as the form shows it: each line is adjusted from the figure the form showed to the one
 * typed (0 takes it off). Items the flight carries that the draft does not name are left as they are.
 */
export const flightLoadDraft = z
  .object({ lines: z.array(flightLoadLineDraft).max(500) })
  .superRefine((draft, context) => {
    const seen = new Set<string>();
    draft.lines.forEach((line, index) => {
      if (seen.has(line.itemCode)) {
        context.addIssue({
          code: 'custom',
          message: backOfficeFlightMessages.loadItemTwice,
          path: ['lines', index, 'itemCode'],
        });
      }
      seen.add(line.itemCode);
    });
  });
export type FlightLoadDraft = z.infer<typeof flightLoadDraft>;

export const flightLoadResponse = z.object({
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      itemCode: z.string(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type FlightLoadResponse = z.infer<typeof flightLoadResponse>;

// --- Tickets -----------------------------------------------------------------------------------------------

/**
 * A passenger on the flight: a ticket (created when its number is new, its name and e-mail replaced when
 * not) and its seat on this flight. The on-board selector then finds the flight by this ticket.
 */
export const flightTicketDraft = z.object({
  ticketNumber,
  passengerName: requiredText(backOfficeFlightMessages.passengerNameRequired).max(100, {
    error: accountMessages.nameTooLong,
  }),
  seatNumber: text(backOfficeFlightMessages.seatInvalid)
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^\d{1,3}[A-K]$/.test(value), {
      error: backOfficeFlightMessages.seatInvalid,
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
});
export type FlightTicketDraft = z.infer<typeof flightTicketDraft>;
export type FlightTicketDraftInput = z.input<typeof flightTicketDraft>;

/**
 * What became of an order held for a flight whose ticket moved, or that was retimed or cancelled
 * (decision 0052): a pre-order on the flight, an on-board order on it, refunded, or cancelled with it.
 */
export const orderFollowedOutcome = z.enum(['preorder', 'onboard', 'refunded', 'cancelled']);
export type OrderFollowedOutcome = z.infer<typeof orderFollowedOutcome>;

/** An admin moves a ticket off the flight to another one; its orders follow it (decision 0052). */
export const flightTicketMove = z.object({
  ticketNumber,
  toFlightId: wholeNumber(backOfficeFlightMessages.moveToAnotherFlight),
});
export type FlightTicketMove = z.infer<typeof flightTicketMove>;

export const flightTicketMoveResponse = z.object({
  /** The passengers left on the flight the ticket moved off. */
  tickets: z.array(
    z.object({ ticketNumber: z.string(), passengerName: z.string(), seatNumber: z.string().nullable() }),
  ),
  /** What became of each order the ticket held for that flight. */
  orders: z.array(z.object({ orderCode: z.string(), outcome: orderFollowedOutcome })),
});
export type FlightTicketMoveResponse = z.infer<typeof flightTicketMoveResponse>;

export const flightTicketsResponse = z.object({
  tickets: z.array(
    z.object({ ticketNumber: z.string(), passengerName: z.string(), seatNumber: z.string().nullable() }),
  ),
});
export type FlightTicketsResponse = z.infer<typeof flightTicketsResponse>;

// --- Schedule import ---------------------------------------------------------------------------------------

/**
 * The columns a schedule file names on its first line, in any order; times are ISO 8601 in UTC. A flight is
 * known by its number, route and flight date (the UTC day it was scheduled to depart), as an airline's
 * schedule file keys a leg: a line for a flight the shop has retimes or cancels it, any other adds it.
 */
export const SCHEDULE_CSV_COLUMNS = [
  'flightNumber',
  'origin',
  'destination',
  'departureAt',
  'arrivalAt',
] as const;
/**
 * Columns a file may add: `status` (`scheduled`, the default, or `cancelled`) and `flightDate` (the UTC
 * day, `2026-12-01`, the flight departs in the shop now; empty: the day of `departureAt`), which a
 * retime that moves a flight past midnight needs.
 */
export const SCHEDULE_CSV_OPTIONAL_COLUMNS = ['status', 'flightDate'] as const;
export const SCHEDULE_STATUSES = ['scheduled', 'cancelled'] as const;
/** The largest schedule file: 512 KB of text, at most 2000 flights. */
export const MAX_SCHEDULE_CSV_CHARS = 512 * 1024;
export const MAX_SCHEDULE_CSV_FLIGHTS = 2000;

/** One line of a schedule file: a flight as the form sends it, its status and the day it is known by. */
export const scheduleLine = z.object({
  flight: flightDraft,
  status: z
    .string()
    .optional()
    .transform((status) => (status ?? '').trim().toLowerCase() || 'scheduled')
    .pipe(z.enum(SCHEDULE_STATUSES, { error: backOfficeFlightMessages.scheduleStatusInvalid })),
  flightDate: z
    .string()
    .optional()
    .transform((day) => (day ?? '').trim() || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: backOfficeFlightMessages.scheduleFlightDateInvalid })
        .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
          error: backOfficeFlightMessages.scheduleFlightDateInvalid,
        })
        .optional(),
    ),
});
export type ScheduleLine = z.infer<typeof scheduleLine>;

/** A schedule file's text, as the browser read it. */
export const scheduleImportRequest = z.object({
  csv: z
    .string({ error: backOfficeFlightMessages.scheduleFileRequired })
    .min(1, { error: backOfficeFlightMessages.scheduleFileRequired })
    .max(MAX_SCHEDULE_CSV_CHARS, { error: backOfficeFlightMessages.scheduleFileTooLarge }),
});
export type ScheduleImportRequest = z.infer<typeof scheduleImportRequest>;

/** What a line of a schedule file did. */
export const SCHEDULE_LINE_OUTCOMES = ['added', 'retimed', 'cancelled', 'unchanged', 'error'] as const;
export type ScheduleLineOutcome = (typeof SCHEDULE_LINE_OUTCOMES)[number];

/**
 * What an import did, in one transaction: every good line was applied (a flight added, retimed or
 * cancelled, with one audit entry each) and every bad line saved nothing of itself and stopped no other.
 * Each line is answered with its outcome and what became of the orders held for its flight (decision
 * 0052: a pre-order, an on-board order, refunded, or cancelled with the flight); every problem names its
 * line (the first line is 1), its column and its message, with the code and params clients translate by.
 */
export const scheduleImportResponse = z.object({
  added: z.number().int(),
  retimed: z.number().int(),
  cancelled: z.number().int(),
  unchanged: z.number().int(),
  lines: z.array(
    z.object({
      line: z.number().int(),
      /** As the file wrote it when it could not be read. */
      flightNumber: z.string(),
      outcome: z.enum(SCHEDULE_LINE_OUTCOMES),
      /** The flight the line added, retimed or cancelled; null for an error. */
      flightId: z.number().int().nullable(),
      orders: z.array(z.object({ orderCode: z.string(), outcome: orderFollowedOutcome })),
    }),
  ),
  problems: z.array(
    z.object({
      line: z.number().int(),
      field: z.string(),
      code: z.string(),
      message: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
export type ScheduleImportResponse = z.infer<typeof scheduleImportResponse>;
export type ScheduleImportLine = ScheduleImportResponse['lines'][number];
export type ScheduleImportProblem = ScheduleImportResponse['problems'][number];

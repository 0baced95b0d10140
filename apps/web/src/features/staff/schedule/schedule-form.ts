import type {
  BackOfficeFlight,
  FlightDraftInput,
  FlightLoadResponse,
  FlightTicketDraftInput,
} from '@dutyfree/contracts';
import { conflictParams } from '../shared/staff-messages.ts';

// The schedule's forms hold what the admin typed, as text; these turn it into the contracts' drafts and
// back. Airline time is UTC: a date-and-time field shows and takes the UTC clock, never the browser's.

export type FlightFormValues = {
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: string;
  arrivalAt: string;
};

export const emptyFlightForm: FlightFormValues = {
  flightNumber: '',
  origin: '',
  destination: '',
  departureAt: '',
  arrivalAt: '',
};

/** '2026-12-01T08:30:00.000Z' → '2026-12-01T08:30', what a date-and-time field shows. */
const toField = (iso: string) => iso.slice(0, 16);
/** '2026-12-01T08:30' (UTC) → '2026-12-01T08:30Z'; anything else goes on as typed, for the schema to name. */
const fromField = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value}Z` : value;

export function flightFormValues(flight: BackOfficeFlight): FlightFormValues {
  return {
    flightNumber: flight.flightNumber,
    origin: flight.origin,
    destination: flight.destination,
    departureAt: toField(flight.departureAt),
    arrivalAt: toField(flight.arrivalAt),
  };
}

export function flightDraftInput(values: FlightFormValues): FlightDraftInput {
  return { ...values, departureAt: fromField(values.departureAt), arrivalAt: fromField(values.arrivalAt) };
}

/** One line of the load as typed; `rowKey` keeps each row's fields with it when another row is removed. */
/**
 * One line of the load as typed. `shown` is how many the flight carried when the form showed the line (0
 * for a line added here): the save adjusts from it, and is refused if the trolley moved meanwhile.
 */
export type LoadRow = {
  rowKey: number;
  itemCode: string;
  quantity: string;
  name: string | null;
  shown: number;
};

let lastRowKey = 0;
export const emptyLoadRow = (): LoadRow => ({
  rowKey: ++lastRowKey,
  itemCode: '',
  quantity: '',
  name: null,
  shown: 0,
});

export function loadRows(load: FlightLoadResponse): LoadRow[] {
  return load.lines.map((line) => ({
    rowKey: ++lastRowKey,
    itemCode: line.itemCode,
    quantity: String(line.quantity),
    name: line.name,
    shown: line.quantity,
  }));
}

/**
 * The draft of the rows on the form, then of the saved lines removed from it (taken off: to 0 from what
 * they showed), so that the rows' places in the draft are their places on the form.
 */
export function loadInput(rows: LoadRow[], removed: LoadRow[] = []) {
  return {
    lines: [
      ...rows.map((row) => ({
        itemCode: row.itemCode,
        expectedQuantity: row.shown,
        quantity: /^\d{1,10}$/.test(row.quantity.trim()) ? Number(row.quantity.trim()) : Number.NaN,
      })),
      ...removed.map((row) => ({ itemCode: row.itemCode, expectedQuantity: row.shown, quantity: 0 })),
    ],
  };
}

/**
 * The line whose figure moved since the form showed it, and how many are on board now, when a save was
 * refused for it; the next save adjusts from that figure. Undefined for any other failure.
 */
export function loadMovedTo(error: unknown): { itemCode: string; current: number } | undefined {
  const { itemCode, current } = conflictParams(error, 'backOfficeFlights.loadMovedMeanwhile') ?? {};
  return typeof itemCode === 'string' && typeof current === 'number' ? { itemCode, current } : undefined;
}

/** The rows with the moved line's figure brought up to date. */
export function withMovedFigure(rows: LoadRow[], moved: { itemCode: string; current: number }): LoadRow[] {
  return rows.map((row) =>
    row.itemCode.trim().toUpperCase() === moved.itemCode ? { ...row, shown: moved.current } : row,
  );
}

export type TicketFormValues = Required<{ [K in keyof FlightTicketDraftInput]: string }>;

export const emptyTicketForm: TicketFormValues = { ticketNumber: '', passengerName: '', seatNumber: '' };

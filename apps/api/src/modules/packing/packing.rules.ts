import { PRE_ORDER_CUT_OFF_MS } from '@dutyfree/contracts';
import { stringify } from 'csv-stringify/sync';

// Pure decisions of the packing list, unit-tested alone.

const DAY_MS = 86_400_000;

/** Seat order: row number, then letter; a bag without a (readable) seat comes last. */
export function compareSeats(a: string | null, b: string | null): number {
  const seatA = parseSeat(a);
  const seatB = parseSeat(b);
  if (!seatA || !seatB) return (seatA ? 0 : 1) - (seatB ? 0 : 1);
  return seatA.row - seatB.row || seatA.letter.localeCompare(seatB.letter);
}

function parseSeat(seat: string | null): { row: number; letter: string } | null {
  const match = seat?.trim().match(/^(\d+)\s*([A-Za-z]*)$/);
  return match ? { row: Number(match[1]), letter: match[2]!.toUpperCase() } : null;
}

/** The list is final from the pre-order cut-off on: travellers can no longer change their pre-orders. */
export function cutOffOf(departureAt: number): number {
  return departureAt - PRE_ORDER_CUT_OFF_MS;
}

/** Without a date or number: today's and tomorrow's flights (UTC days). */
export function searchWindow(
  query: { date?: string; flightNumber?: string },
  now: number,
): { from: number; to?: number } {
  if (query.date) {
    const from = Date.parse(`${query.date}T00:00:00Z`);
    return { from, to: from + DAY_MS };
  }
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  // A flight number alone: its flights from today on.
  return query.flightNumber ? { from: today } : { from: today, to: today + 2 * DAY_MS };
}

/** `ET 600`, `et600` and `ET600` name the same flight. */
export function normalFlightNumber(flightNumber: string): string {
  return flightNumber.replace(/\s+/g, '').toUpperCase();
}

/** A cell a spreadsheet would run as a formula: starting with = + - @, or a tab or carriage return. */
const FORMULA = /^[=+\-@\t\r]/;
const notAFormula = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/**
 * A CSV file as spreadsheets read it, written by csv-stringify: UTF-8 with a byte-order mark (so names in
 * Arabic or Chinese read right), lines ending in CRLF, a cell quoted when it holds a separator, a quote or
 * a line break of either kind, and a cell that would run as a formula prefixed with an apostrophe.
 */
export function csvFile(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return stringify(rows as (string | number | boolean)[][], {
    bom: true,
    record_delimiter: 'windows',
    // By default only the record delimiter itself (CRLF) is quoted; a lone LF or CR breaks a line too.
    quoted_match: /[\r\n]/,
    cast: {
      string: notAFormula,
      number: (value) => notAFormula(String(value)),
      boolean: (value) => String(value),
    },
  });
}

import { PRE_ORDER_CUT_OFF_MS } from '@dutyfree/contracts';

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

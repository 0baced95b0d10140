// The back office's forms speak in days (YYYY-MM-DD, UTC, both ends included); the price lists keep
// epoch milliseconds.

const DAY_MS = 86_400_000;

/** The day's first millisecond. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The day's last millisecond: a list valid to a day runs all of it. */
export const dayEnd = (day: string) => dayStart(day) + DAY_MS - 1;
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

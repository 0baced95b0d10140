// The back office's forms speak in days (YYYY-MM-DD), counted in UTC; the shop stores its times as epoch
// milliseconds.

export const DAY_MS = 86_400_000;

/** The first millisecond of a `YYYY-MM-DD` day. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The day's last millisecond: a price list valid to a day runs all of it. */
export const dayEnd = (day: string): number => dayStart(day) + DAY_MS - 1;

/** The first millisecond of the day after: the end, excluded, of a range that includes `day`. */
export const nextDayStart = (day: string): number => dayStart(day) + DAY_MS;

/** The `YYYY-MM-DD` of the day `at` falls in. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

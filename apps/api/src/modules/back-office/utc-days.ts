// The back office counts days in UTC, as the shop stores its times (epoch milliseconds).

export const DAY_MS = 86_400_000;

/** The first millisecond of a `YYYY-MM-DD` day. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The first millisecond of the day after: the end, excluded, of a range that includes `day`. */
export const nextDayStart = (day: string): number => dayStart(day) + DAY_MS;

/** The `YYYY-MM-DD` of the day `at` falls in. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'DD MMM, YYYY' (SPEC §9), e.g. '05 Mar, 2026'. Read in UTC so that the server, the browser and the tests
 * print the same day whatever their time zone; month names stay English as in the original shop.
 */
export function formatDisplayDate(date: Date | string | number): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`not a valid date: ${String(date)}`);
  const day = String(value.getUTCDate()).padStart(2, '0');
  const year = String(value.getUTCFullYear()).padStart(4, '0');
  return `${day} ${MONTHS[value.getUTCMonth()]}, ${year}`;
}

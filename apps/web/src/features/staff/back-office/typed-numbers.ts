// The back office's forms hold what the admin typed, as text; these read its amounts and counts as the
// contracts' numbers (prices in whole US cents) and write them back. Whatever does not read as a number is
// passed on as NaN, so that the contracts' schema names the field with its own message.

/** "42.5" → 4250 cents; anything else (a third decimal, a sign, letters) → NaN. */
export function dollarsToCents(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 4250 cents → "42.50". */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12" → 12; anything else → NaN, for the schema to name. */
export const wholeNumber = (text: string) =>
  /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

// The back office's forms hold what the admin typed, as text; these read its amounts and counts as the
// contracts' numbers (prices in whole US cents) and write them back. Whatever does not read as a number is
// passed on as NaN, so that the contracts' schema names the field with its own message.

/**
 * "42.5" → 4250 cents; anything else (a third decimal, a sign, letters) → NaN. The decimal separator may
 * also be a comma ("129,50", as a keyboard set for most of Europe types it) or the Arabic one ("١٢٩٫٥٠",
 * Arabic-Indic digits too): none of the shop's languages groups thousands in ones or twos, so a comma
 * followed by one or two digits can only be a decimal separator.
 */
export function dollarsToCents(text: string): number {
  const match = /^(\d{1,9})(?:[.,٫](\d{1,2}))?$/.exec(westernDigits(text.trim()));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Arabic-Indic digits (٠ to ٩) as the digits the contracts read. */
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** 4250 cents → "42.50". */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "12" → 12; anything else → NaN, for the schema to name. */
export const wholeNumber = (text: string) =>
  /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

import { assertMinor, type Minor } from './money.ts';

/** SPEC §9 shows amounts as '1,234.00'; other locales are the caller's explicit choice. */
export const DEFAULT_LOCALE = 'en';

export type CodePosition = 'prefix' | 'suffix';

const amountFormats = new Map<string, Intl.NumberFormat>();
const milesFormats = new Map<string, Intl.NumberFormat>();

function cached(cache: Map<string, Intl.NumberFormat>, key: string, make: () => Intl.NumberFormat) {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function amountFormat(currencyCode: string, locale: string): Intl.NumberFormat {
  return cached(
    amountFormats,
    `${locale}|${currencyCode}`,
    () =>
      // Currency style picks the locale's grouping for money; the fraction digits are forced to 2 because
      // the shop shows every currency, yen included, with '.00' (SPEC §9).
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currencyCode,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
}

/** '123456' minor → '1234.56': an exact decimal string, so formatting never goes through a rounded double. */
function exactDecimal(minor: Minor): Intl.StringNumericLiteral {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral;
}

// The space that separated the dropped code from the digits; bidi marks of RTL locales are kept.
function isSpacing(part: Intl.NumberFormatPart): boolean {
  return part.type === 'literal' && part.value.trim() === '';
}

/** The amount alone, e.g. 123400 → '1,234.00'; the code only selects the locale's money grouping. */
export function formatMoney(minor: Minor, currencyCode: string, locale: string = DEFAULT_LOCALE): string {
  assertMinor(minor);
  return amountFormat(currencyCode, locale)
    .formatToParts(exactDecimal(minor))
    .filter((part) => part.type !== 'currency' && !isSpacing(part))
    .map((part) => part.value)
    .join('');
}

/** The amount with its code, 'USD 1,234.00' or '1,234.00 USD'; the place is fixed, not left to the locale. */
export function formatMoneyWithCode(
  minor: Minor,
  currencyCode: string,
  { locale = DEFAULT_LOCALE, position = 'prefix' }: { locale?: string; position?: CodePosition } = {},
): string {
  const amount = formatMoney(minor, currencyCode, locale);
  return position === 'prefix' ? `${currencyCode} ${amount}` : `${amount} ${currencyCode}`;
}

/** Miles are whole numbers: 12345 → '12,345'. */
export function formatMiles(miles: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isSafeInteger(miles)) throw new RangeError(`miles must be a whole number, got ${miles}`);
  return cached(
    milesFormats,
    locale,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
  ).format(miles);
}

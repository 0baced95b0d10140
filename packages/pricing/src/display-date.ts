/** The shop's languages, as dates are shown in them. */
export type DateLanguage = 'en' | 'ar' | 'zh';

/**
 * The Intl locale of each language. Arabic keeps Latin digits ('latn'), as the shop's prices and flight
 * numbers do, so that a date, an amount and a time read alike on one line; its month names are Arabic.
 */
const LOCALES: Record<DateLanguage, string> = { en: 'en', ar: 'ar-u-nu-latn', zh: 'zh' };

const formats = new Map<DateLanguage, Intl.DateTimeFormat>();

function dateFormat(language: DateLanguage): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      // Chinese writes the day as it is counted ('3月5日'); en and ar pad it as SPEC §9's '05 Mar'.
      day: language === 'zh' ? 'numeric' : '2-digit',
    });
    formats.set(language, format);
  }
  return format;
}

function toDate(date: Date | string | number): Date {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`not a valid date: ${String(date)}`);
  return value;
}

/**
 * A day as the shopper reads it, with the month named by Intl in their language: 'DD MMM YYYY' in
 * English (e.g. '05 Mar 2026'; SPEC §9 has a comma before the year), '05 مارس 2026' in Arabic, '2026年3月5日' in Chinese. Read in
 * UTC so that the server, the browser and the tests print the same day whatever their time zone.
 */
export function formatDisplayDate(date: Date | string | number, language: DateLanguage = 'en'): string {
  const value = toDate(date);
  const format = dateFormat(language);
  if (language !== 'en') return format.format(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(value).find((p) => p.type === type)?.value ?? '';
  // No comma before the year (SPEC §9 writes one): '28 Nov 2026' is how a date is written in British use.
  return `${part('day')} ${part('month')} ${part('year').padStart(4, '0')}`;
}

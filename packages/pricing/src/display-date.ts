/** The shop's languages, as dates are shown in them. */
export type DateLanguage = 'en' | 'ar' | 'zh';

/**
 * The Intl locale of each language. Arabic keeps Latin digits ('latn'), as the shop's prices and flight
 * numbers do, so that a date, an amount and a time read alike on one line; its month names are Arabic.
 */
const LOCALES: Record<DateLanguage, string> = { en: 'en', ar: 'ar-u-nu-latn', zh: 'zh' };

/** The Intl locale numbers are written in for a language (Arabic with Latin digits, as above). */
export function displayLocale(language: DateLanguage): string {
  return LOCALES[language];
}

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The day of an instant in `timeZone`. */
function dayFormat(language: DateLanguage, timeZone: string): Intl.DateTimeFormat {
  return cached(
    `day ${language} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone,
        year: 'numeric',
        month: 'short',
        // Chinese writes the day as it is counted ('3月5日'); en and ar pad it as SPEC §9's '05 Mar'.
        day: language === 'zh' ? 'numeric' : '2-digit',
      }),
  );
}

/** The 24-hour clock of an instant in `timeZone`, with the zone's short name. */
function clockFormat(language: DateLanguage, timeZone: string): Intl.DateTimeFormat {
  return cached(
    `clock ${language} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
  );
}

function toDate(date: Date | string | number): Date {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`not a valid date: ${String(date)}`);
  return value;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/**
 * The day alone. English is written 'DD MMM YYYY' without SPEC §9's comma (docs/spec-deviations.md): a
 * day is not a sentence, and '28 Nov 2026' is how the airline prints it on a boarding pass. Arabic and
 * Chinese are written as Intl writes them in that language.
 */
function dayOf(value: Date, language: DateLanguage, timeZone: string): string {
  const format = dayFormat(language, timeZone);
  if (language !== 'en') return format.format(value);
  const parts = format.formatToParts(value);
  return `${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year').padStart(4, '0')}`;
}

/**
 * A day as the shopper reads it, with the month named by Intl in their language: '05 Mar 2026' in
 * English, '05 مارس 2026' in Arabic, '2026年3月5日' in Chinese. Read in UTC so that the server, the
 * browser and the tests print the same day whatever their time zone (an order's date, a rate's day).
 */
export function formatDisplayDate(date: Date | string | number, language: DateLanguage = 'en'): string {
  return dayOf(toDate(date), language, 'UTC');
}

/**
 * An instant as the clocks of a place show it, with the zone named so that nobody need guess: a
 * departure in its airport's time, '28 Nov 2026 05:00 GMT+3', '28 نوفمبر 2026 05:00 غرينتش+3',
 * '2026年11月28日 05:00 GMT+3'. The day is the local day, which may not be the UTC one. Without a zone it
 * is UTC, named 'UTC'.
 */
export function formatLocalDateTime(
  date: Date | string | number,
  language: DateLanguage = 'en',
  timeZone = 'UTC',
): string {
  const value = toDate(date);
  const clock = clockFormat(language, timeZone).formatToParts(value);
  const time = `${part(clock, 'hour')}:${part(clock, 'minute')} ${part(clock, 'timeZoneName')}`;
  return `${dayOf(value, language, timeZone)} ${time}`;
}

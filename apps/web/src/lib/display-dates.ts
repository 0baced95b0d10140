import { shopLanguageOf } from '@dutyfree/contracts';
import { formatDisplayDate, formatLocalDateTime } from '@dutyfree/pricing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Every day and time the web app shows goes through here, in the language the shopper reads now. The
// formats themselves live in @dutyfree/pricing, which the API's e-mails use too, so a departure reads
// the same on the page and in the confirmation mail.

export type DisplayDates = {
  /** A day: '05 Mar 2026', '05 مارس 2026', '2026年3月5日'. */
  day: (isoDate: string) => string;
  /**
   * An instant as the clocks of `timeZone` show it, the zone named: a departure in its airport's time,
   * '28 Nov 2026 05:00 GMT+3'. Without a zone (a card built before the server named one, the back
   * office's own timestamps), UTC, named so.
   */
  time: (isoDate: string, timeZone?: string) => string;
};

export function useDisplayDates(): DisplayDates {
  const { i18n } = useTranslation();
  const language = shopLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      day: (isoDate) => formatDisplayDate(isoDate, language),
      time: (isoDate, timeZone) => formatLocalDateTime(isoDate, language, timeZone),
    }),
    [language],
  );
}

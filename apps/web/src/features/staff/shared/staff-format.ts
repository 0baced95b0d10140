import { formatDisplayDate, formatMoneyWithCode, fromMajor } from '@dutyfree/pricing';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toShopLanguage } from '../../i18n/languages.ts';

// Airline time is UTC, on the packing list as on the ticket and the traveller's e-mail. Times and amounts
// are set inside Arabic sentences, so each is a bidi isolate (FSI … PDI): '28 Nov 2026 02:00 UTC' keeps its
// left-to-right order instead of having its parts reordered by the sentence around it.

const isolate = (value: string) => `\u2068${value}\u2069`;

/** '05 Mar 2026 09:30 UTC', its month named in the language the staff member reads. */
export function useStaffTime(): (isoDate: string) => string {
  const { i18n } = useTranslation();
  const language = toShopLanguage(i18n.resolvedLanguage ?? i18n.language).code;
  return useCallback(
    (isoDate: string) => isolate(`${formatDisplayDate(isoDate, language)} ${isoDate.slice(11, 16)} UTC`),
    [language],
  );
}

/** '09:30 UTC' for a time on the day the screen is about. */
export function formatClock(isoDate: string): string {
  return isolate(`${isoDate.slice(11, 16)} UTC`);
}

/** A wire amount (major units) with its code: 'USD 48.00'. */
export function formatAmount(amount: number, currencyCode: string): string {
  return formatMinorAmount(fromMajor(amount), currencyCode);
}

/** An amount in minor units (the back office's cents) with its code: 'USD 48.00'. */
export function formatMinorAmount(minor: number, currencyCode: string): string {
  return isolate(formatMoneyWithCode(minor, currencyCode));
}

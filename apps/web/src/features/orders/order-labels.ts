import type { PaymentOption, PaymentSummary } from '@dutyfree/contracts';
import { formatDisplayDate, formatMiles } from '@dutyfree/pricing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../catalog/catalog-item.ts';
import { type LanguageCode, toShopLanguage } from '../i18n/languages.ts';

/** SPEC §2: 'Cash On Board' is stored as it is and shown as 'Pay On-Board'. */
const paymentOptionKeys = {
  Card: 'card',
  Miles: 'miles',
  'Cash On Board': 'payOnBoard',
} as const satisfies Record<PaymentOption, string>;

export function paymentOptionKey(option: PaymentOption): (typeof paymentOptionKeys)[PaymentOption] {
  return paymentOptionKeys[option];
}

/**
 * The day with its month named in the shopper's language, then 'HH:MM UTC': flights keep airline time,
 * which is written in UTC here as in the e-mail ('05 Mar 2026 14:30 UTC', '2026年3月5日 14:30 UTC').
 */
export function formatDeparture(isoDate: string, language: LanguageCode = 'en'): string {
  return `${formatDisplayDate(isoDate, language)} ${isoDate.slice(11, 16)} UTC`;
}

/** Days and departures formatted in the language the shopper reads now. */
export function useDisplayDates() {
  const { i18n } = useTranslation();
  const language = toShopLanguage(i18n.resolvedLanguage ?? i18n.language).code;
  return useMemo(
    () => ({
      day: (date: string) => formatDisplayDate(date, language),
      departure: (isoDate: string) => formatDeparture(isoDate, language),
    }),
    [language],
  );
}

/** How an order's amounts read: money in its currency, or miles for an order paid in miles. */
export function useOrderAmounts(summary: Pick<PaymentSummary, 'paymentOption' | 'currency'>) {
  const { t } = useTranslation('orders');
  const inMiles = summary.paymentOption === 'Miles';
  return {
    inMiles,
    money: (amount: number) => formatPrice(amount, summary.currency),
    miles: (miles: number) => t('summary.miles', { miles: formatMiles(miles) }),
  };
}

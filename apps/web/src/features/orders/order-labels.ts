import type { PaymentOption, PaymentSummary } from '@dutyfree/contracts';
import { formatMiles } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../catalog/catalog-item.ts';

/** SPEC §2: 'Cash On Board' is stored as it is and shown as 'Pay On-Board'. */
const paymentOptionKeys = {
  Card: 'card',
  Miles: 'miles',
  'Cash On Board': 'payOnBoard',
} as const satisfies Record<PaymentOption, string>;

export function paymentOptionKey(option: PaymentOption): (typeof paymentOptionKeys)[PaymentOption] {
  return paymentOptionKeys[option];
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

import type { Currency } from '@dutyfree/contracts';
import { storeSelectedCurrency } from '../../lib/currency-preference.ts';

/**
 * SPEC §4: changing currency stores it and reloads the page, so every price on it, cached or not, is
 * fetched again in the new currency.
 */
export function selectCurrency(
  currency: Currency,
  reload: () => void = () => window.location.reload(),
): void {
  storeSelectedCurrency(currency);
  reload();
}

import { DEFAULT_CURRENCY_CODE, FALLBACK_CURRENCY_ID } from '@dutyfree/contracts';

// The keys are shared with existing clients of the shop (SPEC §4: changing currency stores it).
export const CURRENCY_ID_KEY = 'currencyId';
const CURRENCY_CODE_KEY = 'currencyCode';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames); the shop then runs in the default currency.
    return null;
  }
}

/** The selected currency id, or the fallback (2, USD) when none or an unusable value is stored. */
export function getSelectedCurrencyId(): number {
  const id = Number(read(CURRENCY_ID_KEY));
  return Number.isInteger(id) && id > 0 ? id : FALLBACK_CURRENCY_ID;
}

/** The code remembered with the id, so the picker can show it before the currency list arrives. */
export function getSelectedCurrencyCode(): string {
  return read(CURRENCY_CODE_KEY) || DEFAULT_CURRENCY_CODE;
}

export function storeSelectedCurrency(currency: { id: number; currencyCode: string }): void {
  window.localStorage.setItem(CURRENCY_ID_KEY, String(currency.id));
  window.localStorage.setItem(CURRENCY_CODE_KEY, currency.currencyCode);
}

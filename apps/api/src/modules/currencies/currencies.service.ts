import { FALLBACK_CURRENCY_ID } from '@dutyfree/contracts';
import type { CurrenciesRepository, CurrencyRecord } from './currencies.repository.ts';

export class CurrenciesService {
  private readonly currencies: CurrenciesRepository;
  constructor(currencies: CurrenciesRepository) {
    this.currencies = currencies;
  }

  list(): Promise<CurrencyRecord[]> {
    return this.currencies.list();
  }

  /**
   * The currency prices are shown in. An unknown id falls back to USD (SPEC §7: fallback id 2) rather
   * than failing the page: a stale id in a traveller's browser must not break the shop.
   */
  async resolve(currencyId: number): Promise<CurrencyRecord> {
    const chosen = await this.currencies.findById(currencyId);
    if (chosen) return chosen;
    const fallback = await this.currencies.findById(FALLBACK_CURRENCY_ID);
    if (!fallback) throw new Error(`Fallback currency ${FALLBACK_CURRENCY_ID} is missing from the database`);
    return fallback;
  }
}

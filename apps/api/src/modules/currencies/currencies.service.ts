import { FALLBACK_CURRENCY_ID } from '@dutyfree/contracts';
import { type Clock, ReadCache } from '../../caching/read-cache.ts';
import type { CurrenciesRepository, CurrencyRecord } from './currencies.repository.ts';

/**
 * How long a process shows prices at a rate it read: a changed exchange rate reaches listings and product
 * pages within this time. Pricing a cart or an order reads the rate fresh (`resolveFresh`).
 */
const CURRENCY_CACHE_TTL_MS = 30_000;

export class CurrenciesService {
  private readonly currencies: CurrenciesRepository;
  private readonly cache: ReadCache<CurrencyRecord[]>;
  constructor(currencies: CurrenciesRepository, options: { ttlMs?: number; now?: Clock } = {}) {
    this.currencies = currencies;
    this.cache = new ReadCache({
      ttlMs: options.ttlMs ?? CURRENCY_CACHE_TTL_MS,
      capacity: 1,
      now: options.now ?? Date.now,
    });
  }

  list(): Promise<CurrencyRecord[]> {
    return this.cache.get('all', () => this.currencies.list());
  }

  /**
   * The currency prices are shown in, from the process's copy of the list: every catalogue call names
   * one, and reading it from the database cost more than the rest of the guard. An unknown id falls back
   * to USD (fallback id 2) rather than failing the page: a stale id in a traveller's browser must not
   * break the shop.
   */
  async resolve(currencyId: number): Promise<CurrencyRecord> {
    return this.chosenOrFallback(await this.list(), currencyId);
  }

  /** The same, read from the database now: what a cart is priced and an order is charged at. */
  async resolveFresh(currencyId: number): Promise<CurrencyRecord> {
    return this.chosenOrFallback(await this.currencies.list(), currencyId);
  }

  /** Forgets the process's copy, for a writer whose next read must see its own write. */
  invalidate(): void {
    this.cache.invalidate();
  }

  private chosenOrFallback(currencies: CurrencyRecord[], currencyId: number): CurrencyRecord {
    const chosen = currencies.find((currency) => currency.id === currencyId);
    if (chosen) return chosen;
    const fallback = currencies.find((currency) => currency.id === FALLBACK_CURRENCY_ID);
    if (!fallback) throw new Error(`Fallback currency ${FALLBACK_CURRENCY_ID} is missing from the database`);
    return fallback;
  }
}

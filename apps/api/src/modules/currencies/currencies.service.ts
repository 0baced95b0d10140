import { FALLBACK_CURRENCY_ID, fixedError, templatedError } from '@dutyfree/contracts';
import { USD_RATE_MICROS } from '@dutyfree/pricing';
import { type Clock, ReadCache } from '../../caching/read-cache.ts';
import type { Executor } from '../../db/transaction.ts';
import { FieldErrors } from '../../http/problems.ts';
import type { CurrenciesRepository, CurrencyRecord, RateChangeRecord } from './currencies.repository.ts';
import { rateMoveInPercent } from './rate-moves.ts';

/** How many of a currency's latest rate changes its history shows. */
const RATE_HISTORY_LENGTH = 20;

/** Who sets a rate, and whether they confirmed a move larger than the shop's set share. */
export type RateSetter = { staffId: number; confirmed: boolean };

/**
 * How long a process shows prices at a rate it read: a changed exchange rate reaches listings and product
 * pages within this time. Pricing a cart or an order reads the rate fresh (`resolveFresh`).
 */
const CURRENCY_CACHE_TTL_MS = 30_000;

/**
 * The shop's currencies and their rates against the US dollar, the currency every price is kept in. A new
 * rate prices every cart and order placed from then on; an order already placed keeps the rate it was
 * placed at.
 */
export class CurrenciesService {
  private readonly currencies: CurrenciesRepository;
  private readonly cache: ReadCache<CurrencyRecord[]>;
  private readonly now: Clock;
  private readonly confirmAbovePercent: number;
  constructor(
    currencies: CurrenciesRepository,
    options: { ttlMs?: number; now?: Clock; confirmAbovePercent?: number } = {},
  ) {
    this.currencies = currencies;
    this.now = options.now ?? Date.now;
    this.confirmAbovePercent = options.confirmAbovePercent ?? 10;
    this.cache = new ReadCache({ ttlMs: options.ttlMs ?? CURRENCY_CACHE_TTL_MS, capacity: 1, now: this.now });
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

  /** Every currency with its rate and when an admin set it, read from the database now. */
  rates(): Promise<CurrencyRecord[]> {
    return this.currencies.list();
  }

  /**
   * Sets a currency's rate, on `executor` (the caller's transaction), and keeps the change in the rate's
   * history: the currency before and after. The US dollar's rate is fixed, since prices are kept in US
   * dollars. A typo of a digit moves a rate tenfold and reprices the whole shop at once, so a move of more
   * than the set share is refused unless the setter confirmed it. Callers drop the process's copies
   * (`invalidate`, and the catalogue's prices) once the change is committed.
   */
  async setRate(
    currencyId: number,
    usdRateMicros: number,
    setter: RateSetter,
    executor: Executor,
  ): Promise<{ before: CurrencyRecord; after: CurrencyRecord }> {
    const currencies = this.currencies.on(executor);
    const before = (await currencies.list()).find((currency) => currency.id === currencyId);
    if (!before) throw new FieldErrors({ CurrencyId: [fixedError('backOfficePrices.currencyNotFound')] });
    // A dollar is a dollar.
    if (before.code === 'USD' && usdRateMicros !== USD_RATE_MICROS) {
      throw new FieldErrors({ UsdRateMicros: [fixedError('backOfficePrices.usdRateFixed')] });
    }
    const move = rateMoveInPercent(before.usdRateMicros, usdRateMicros);
    if (move > this.confirmAbovePercent && !setter.confirmed) {
      throw new FieldErrors({
        UsdRateMicros: [
          templatedError('backOfficePrices.rateChangeToConfirm', {
            change: move,
            limit: this.confirmAbovePercent,
          }),
        ],
      });
    }
    return this.writeRate(before, usdRateMicros, setter.staffId, executor);
  }

  /** The currency's latest changes, newest first. */
  rateHistory(currencyId: number): Promise<RateChangeRecord[]> {
    return this.currencies.changes(currencyId, RATE_HISTORY_LENGTH);
  }

  /**
   * Puts back the rate a change replaced: a rate the shop has already used needs no second look. The
   * restore is a change of its own, kept in the history.
   */
  async restoreRate(
    changeId: number,
    staffId: number,
    executor: Executor,
  ): Promise<{ before: CurrencyRecord; after: CurrencyRecord }> {
    const currencies = this.currencies.on(executor);
    const change = await currencies.change(changeId);
    if (!change) throw new FieldErrors({ ChangeId: [fixedError('backOfficePrices.noSuchChange')] });
    const before = (await currencies.list()).find((currency) => currency.id === change.currencyId)!;
    return this.writeRate(before, change.beforeUsdRateMicros, staffId, executor);
  }

  private async writeRate(
    before: CurrencyRecord,
    usdRateMicros: number,
    staffId: number,
    executor: Executor,
  ): Promise<{ before: CurrencyRecord; after: CurrencyRecord }> {
    const currencies = this.currencies.on(executor);
    const changedAt = this.now();
    await currencies.setRate(before.id, usdRateMicros, changedAt);
    await currencies.recordChange({
      currencyId: before.id,
      staffId,
      changedAt,
      beforeUsdRateMicros: before.usdRateMicros,
      afterUsdRateMicros: usdRateMicros,
    });
    const after = (await currencies.list()).find((currency) => currency.id === before.id)!;
    return { before, after };
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

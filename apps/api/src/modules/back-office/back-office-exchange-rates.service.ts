import type {
  ExchangeRate,
  ExchangeRateHistoryResponse,
  ExchangeRatesResponse,
  SetExchangeRateRequest,
} from '@dutyfree/contracts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { asExchangeRate } from './back-office-prices.wire.ts';
import { namedChanges } from './change-histories.ts';

/** The exchange rates an admin sets and puts back, through the currencies module; each change audited. */
export class BackOfficeExchangeRatesService {
  private readonly currencies: CurrenciesService;
  private readonly staffNames: (staffId: number) => Promise<string | null>;
  private readonly changes: AuditedChanges;
  constructor(deps: {
    currencies: CurrenciesService;
    staffNames: (staffId: number) => Promise<string | null>;
    changes: AuditedChanges;
  }) {
    this.currencies = deps.currencies;
    this.staffNames = deps.staffNames;
    this.changes = deps.changes;
  }

  async list(): Promise<ExchangeRatesResponse> {
    return { rates: (await this.currencies.rates()).map(asExchangeRate) };
  }

  set(staffId: number, request: SetExchangeRateRequest): Promise<ExchangeRate> {
    return this.changes.make(staffId, async (executor) => {
      const change = await this.currencies.setRate(
        request.currencyId,
        request.usdRateMicros,
        { staffId, confirmed: request.confirmed ?? false },
        executor,
      );
      return recordChanged('currency.rate', `currency:${change.before.id}`, change, asExchangeRate);
    });
  }

  async history(currencyId: number): Promise<ExchangeRateHistoryResponse> {
    return {
      changes: await namedChanges(
        await this.currencies.rateHistory(currencyId),
        this.staffNames,
        (change) => ({
          beforeUsdRateMicros: change.beforeUsdRateMicros,
          afterUsdRateMicros: change.afterUsdRateMicros,
        }),
      ),
    };
  }

  restore(staffId: number, changeId: number): Promise<ExchangeRate> {
    return this.changes.make(staffId, async (executor) => {
      const change = await this.currencies.restoreRate(changeId, staffId, executor);
      return recordChanged('currency.rate.restore', `currency:${change.before.id}`, change, asExchangeRate);
    });
  }
}

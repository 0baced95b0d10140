import type { ExchangeRate, ExchangeRatesResponse, SetExchangeRateRequest } from '@dutyfree/contracts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { asExchangeRate } from './back-office-prices.wire.ts';

/** The exchange rates an admin sets, through the currencies module; each change audited. */
export class BackOfficeExchangeRatesService {
  private readonly currencies: CurrenciesService;
  private readonly changes: AuditedChanges;
  constructor(deps: { currencies: CurrenciesService; changes: AuditedChanges }) {
    this.currencies = deps.currencies;
    this.changes = deps.changes;
  }

  async list(): Promise<ExchangeRatesResponse> {
    return { rates: (await this.currencies.rates()).map(asExchangeRate) };
  }

  set(staffId: number, request: SetExchangeRateRequest): Promise<ExchangeRate> {
    return this.changes.make(staffId, async (executor) => {
      const change = await this.currencies.setRate(request.currencyId, request.usdRateMicros, executor);
      return recordChanged('currency.rate', `currency:${change.before.id}`, change, asExchangeRate);
    });
  }
}

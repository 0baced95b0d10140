import type { ExchangeRate, ExchangeRatesResponse, SetExchangeRateRequest } from '@dutyfree/contracts';
import type { CurrenciesService, CurrencyRecord } from '../currencies/currencies.module.ts';
import type { AuditedChanges } from './audited-change.ts';

function asExchangeRate(currency: CurrencyRecord): ExchangeRate {
  return {
    currencyId: currency.id,
    code: currency.code,
    name: currency.name,
    usdRateMicros: currency.usdRateMicros,
    setAt: currency.rateSetAt === null ? null : new Date(currency.rateSetAt).toISOString(),
  };
}

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
      const { before, after } = await this.currencies.setRate(
        request.currencyId,
        request.usdRateMicros,
        executor,
      );
      const answer = asExchangeRate(after);
      return {
        action: 'currency.rate',
        subject: `currency:${before.id}`,
        before: asExchangeRate(before),
        after: answer,
        answer,
      };
    });
  }
}

import {
  type ExchangeRate,
  type ExchangeRatesResponse,
  fixedError,
  type SetExchangeRateRequest,
} from '@dutyfree/contracts';
import { USD_RATE_MICROS } from '@dutyfree/pricing';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { FieldErrors } from '../../http/problems.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type {
  BackOfficeExchangeRatesRepository,
  ExchangeRateRecord,
} from './back-office-exchange-rates.repository.ts';

export type BackOfficeExchangeRatesDependencies = {
  database: Executor;
  rates: BackOfficeExchangeRatesRepository;
  audit: StaffAuditLog;
  /** The currencies' and the catalogue's cached reads: prices in the changed currency are shown anew. */
  invalidateCaches: () => void;
  now: () => number;
};

function asExchangeRate(record: ExchangeRateRecord): ExchangeRate {
  return { ...record, setAt: record.setAt === null ? null : new Date(record.setAt).toISOString() };
}

/**
 * Exchange rates against the US dollar, the currency every price is kept in. A new rate prices every
 * cart and order placed from then on; an order already placed keeps the rate it was placed at.
 */
export class BackOfficeExchangeRatesService {
  private readonly deps: BackOfficeExchangeRatesDependencies;
  constructor(deps: BackOfficeExchangeRatesDependencies) {
    this.deps = deps;
  }

  async list(): Promise<ExchangeRatesResponse> {
    return { rates: (await this.deps.rates.list()).map(asExchangeRate) };
  }

  async set(staffId: number, request: SetExchangeRateRequest): Promise<ExchangeRate> {
    const after = await withTransaction(this.deps.database, async (executor) => {
      const rates = this.deps.rates.on(executor);
      const before = await rates.find(request.currencyId);
      if (!before) throw new FieldErrors({ CurrencyId: [fixedError('backOfficePrices.currencyNotFound')] });
      // Prices are kept in US dollars: a dollar is a dollar.
      if (before.code === 'USD' && request.usdRateMicros !== USD_RATE_MICROS) {
        throw new FieldErrors({ UsdRateMicros: [fixedError('backOfficePrices.usdRateFixed')] });
      }
      await rates.setRate(request.currencyId, request.usdRateMicros, this.deps.now());
      const changed = (await rates.find(request.currencyId))!;
      await this.deps.audit.record(
        {
          staffId,
          action: 'currency.rate',
          subject: `currency:${before.currencyId}`,
          before: asExchangeRate(before),
          after: asExchangeRate(changed),
        },
        executor,
      );
      return changed;
    });
    this.deps.invalidateCaches();
    return asExchangeRate(after);
  }
}

import type { Executor } from '../../db/transaction.ts';

export type ExchangeRateRecord = {
  currencyId: number;
  code: string;
  name: string;
  usdRateMicros: number;
  setAt: number | null;
};

/** The currency table as admins keep it: each currency's rate against the US dollar, and when it was set. */
export class BackOfficeExchangeRatesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficeExchangeRatesRepository {
    return new BackOfficeExchangeRatesRepository(executor);
  }

  private rates() {
    return this.db
      .selectFrom('currency')
      .select(['id', 'code', 'name', 'usd_rate_micros', 'rate_set_at'])
      .orderBy('sort_order')
      .orderBy('id');
  }

  async list(): Promise<ExchangeRateRecord[]> {
    return (await this.rates().execute()).map(toRecord);
  }

  async find(currencyId: number): Promise<ExchangeRateRecord | undefined> {
    const row = await this.rates().where('id', '=', currencyId).executeTakeFirst();
    return row && toRecord(row);
  }

  async setRate(currencyId: number, usdRateMicros: number, setAt: number): Promise<void> {
    await this.db
      .updateTable('currency')
      .set({ usd_rate_micros: usdRateMicros, rate_set_at: setAt })
      .where('id', '=', currencyId)
      .execute();
  }
}

function toRecord(row: {
  id: number;
  code: string;
  name: string;
  usd_rate_micros: number;
  rate_set_at: number | null;
}): ExchangeRateRecord {
  return {
    currencyId: row.id,
    code: row.code,
    name: row.name,
    usdRateMicros: Number(row.usd_rate_micros),
    setAt: row.rate_set_at === null ? null : Number(row.rate_set_at),
  };
}

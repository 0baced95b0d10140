import type { Executor } from '../../db/transaction.ts';

export type CurrencyRecord = { id: number; code: string; name: string; usdRateMicros: number };

export class CurrenciesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async list(): Promise<CurrencyRecord[]> {
    const rows = await this.db
      .selectFrom('currency')
      .select(['id', 'code', 'name', 'usd_rate_micros'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, usdRateMicros: r.usd_rate_micros }));
  }
}

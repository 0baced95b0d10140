import { PreparedQuery } from '../../db/prepared-query.ts';
import type { Executor } from '../../db/transaction.ts';

export type CurrencyRecord = { id: number; code: string; name: string; usdRateMicros: number };

type CurrencyRow = { id: number; code: string; name: string; usd_rate_micros: number };

export class CurrenciesRepository {
  /** Read fresh on every order (the rate it is charged at), so built and compiled once (`db/prepared-query.ts`). */
  private readonly all: PreparedQuery<Record<string, never>, CurrencyRow>;
  constructor(db: Executor) {
    this.all = new PreparedQuery(db, () =>
      db
        .selectFrom('currency')
        .select(['id', 'code', 'name', 'usd_rate_micros'])
        .orderBy('sort_order')
        .orderBy('id'),
    );
  }

  async list(): Promise<CurrencyRecord[]> {
    const rows = await this.all.execute({});
    return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, usdRateMicros: r.usd_rate_micros }));
  }
}

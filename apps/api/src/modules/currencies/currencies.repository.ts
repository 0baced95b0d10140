import { PreparedQuery } from '../../db/prepared-query.ts';
import type { Executor } from '../../db/transaction.ts';

export type CurrencyRecord = {
  id: number;
  code: string;
  name: string;
  /** Units of this currency per 1 USD, times 1,000,000. */
  usdRateMicros: number;
  /** When an admin last set the rate; null for the rate the shop started with. */
  rateSetAt: number | null;
};

type CurrencyRow = {
  id: number;
  code: string;
  name: string;
  usd_rate_micros: number;
  rate_set_at: number | null;
};

export class CurrenciesRepository {
  private readonly db: Executor;
  /** Read fresh on every order (the rate it is charged at), so built and compiled once (`db/prepared-query.ts`). */
  private readonly all: PreparedQuery<Record<string, never>, CurrencyRow>;
  constructor(db: Executor) {
    this.db = db;
    this.all = new PreparedQuery(db, () =>
      db
        .selectFrom('currency')
        .select(['id', 'code', 'name', 'usd_rate_micros', 'rate_set_at'])
        .orderBy('sort_order')
        .orderBy('id'),
    );
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): CurrenciesRepository {
    return new CurrenciesRepository(executor);
  }

  async list(): Promise<CurrencyRecord[]> {
    const rows = await this.all.execute({});
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      usdRateMicros: r.usd_rate_micros,
      rateSetAt: r.rate_set_at,
    }));
  }

  async setRate(currencyId: number, usdRateMicros: number, setAt: number): Promise<void> {
    await this.db
      .updateTable('currency')
      .set({ usd_rate_micros: usdRateMicros, rate_set_at: setAt })
      .where('id', '=', currencyId)
      .execute();
  }
}

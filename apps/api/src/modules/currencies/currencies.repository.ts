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

/** An admin's change of a rate, as `exchange_rate_change` keeps it. */
export type RateChangeRecord = {
  id: number;
  currencyId: number;
  staffId: number;
  changedAt: number;
  beforeUsdRateMicros: number;
  afterUsdRateMicros: number;
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

  async recordChange(change: Omit<RateChangeRecord, 'id'>): Promise<void> {
    await this.db
      .insertInto('exchange_rate_change')
      .values({
        currency_id: change.currencyId,
        staff_id: change.staffId,
        changed_at: change.changedAt,
        before_usd_rate_micros: change.beforeUsdRateMicros,
        after_usd_rate_micros: change.afterUsdRateMicros,
      })
      .execute();
  }

  /** The currency's latest `limit` changes, newest first. */
  async changes(currencyId: number, limit: number): Promise<RateChangeRecord[]> {
    const rows = await this.changeRows()
      .where('currency_id', '=', currencyId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(asRateChange);
  }

  async change(changeId: number): Promise<RateChangeRecord | undefined> {
    const row = await this.changeRows().where('id', '=', changeId).executeTakeFirst();
    return row && asRateChange(row);
  }

  private changeRows() {
    return this.db
      .selectFrom('exchange_rate_change')
      .select([
        'id',
        'currency_id',
        'staff_id',
        'changed_at',
        'before_usd_rate_micros',
        'after_usd_rate_micros',
      ]);
  }
}

function asRateChange(row: {
  id: number;
  currency_id: number;
  staff_id: number;
  changed_at: number;
  before_usd_rate_micros: number;
  after_usd_rate_micros: number;
}): RateChangeRecord {
  return {
    id: row.id,
    currencyId: row.currency_id,
    staffId: row.staff_id,
    changedAt: row.changed_at,
    beforeUsdRateMicros: row.before_usd_rate_micros,
    afterUsdRateMicros: row.after_usd_rate_micros,
  };
}

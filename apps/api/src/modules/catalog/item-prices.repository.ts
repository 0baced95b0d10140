import type { Executor } from '../../db/transaction.ts';

/** An admin's change of an item's prices, as `item_price_change` keeps it (US cents). */
export type PriceChangeRecord = {
  id: number;
  itemId: number;
  staffId: number;
  changedAt: number;
  beforePriceCents: number;
  afterPriceCents: number;
  beforeListPriceCents: number;
  afterListPriceCents: number;
};

/** The history of items' prices, and the one write that puts a past pair of prices back. */
export class ItemPricesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): ItemPricesRepository {
    return new ItemPricesRepository(executor);
  }

  async record(change: Omit<PriceChangeRecord, 'id'>): Promise<void> {
    await this.db
      .insertInto('item_price_change')
      .values({
        item_id: change.itemId,
        staff_id: change.staffId,
        changed_at: change.changedAt,
        before_price_cents: change.beforePriceCents,
        after_price_cents: change.afterPriceCents,
        before_list_price_cents: change.beforeListPriceCents,
        after_list_price_cents: change.afterListPriceCents,
      })
      .execute();
  }

  /** The item's latest `limit` changes, newest first. */
  async changes(itemId: number, limit: number): Promise<PriceChangeRecord[]> {
    const rows = await this.rows().where('item_id', '=', itemId).orderBy('id', 'desc').limit(limit).execute();
    return rows.map(asPriceChange);
  }

  async change(changeId: number): Promise<PriceChangeRecord | undefined> {
    const row = await this.rows().where('id', '=', changeId).executeTakeFirst();
    return row && asPriceChange(row);
  }

  async setPrices(itemId: number, priceCents: number, listPriceCents: number): Promise<void> {
    await this.db
      .updateTable('item')
      .set({ current_price_cents: priceCents, sales_rate_cents: listPriceCents })
      .where('id', '=', itemId)
      .execute();
  }

  private rows() {
    return this.db
      .selectFrom('item_price_change')
      .select([
        'id',
        'item_id',
        'staff_id',
        'changed_at',
        'before_price_cents',
        'after_price_cents',
        'before_list_price_cents',
        'after_list_price_cents',
      ]);
  }
}

function asPriceChange(row: {
  id: number;
  item_id: number;
  staff_id: number;
  changed_at: number;
  before_price_cents: number;
  after_price_cents: number;
  before_list_price_cents: number;
  after_list_price_cents: number;
}): PriceChangeRecord {
  return {
    id: row.id,
    itemId: row.item_id,
    staffId: row.staff_id,
    changedAt: row.changed_at,
    beforePriceCents: row.before_price_cents,
    afterPriceCents: row.after_price_cents,
    beforeListPriceCents: row.before_list_price_cents,
    afterListPriceCents: row.after_list_price_cents,
  };
}

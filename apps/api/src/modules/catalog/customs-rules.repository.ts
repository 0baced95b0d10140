import type { CustomsKind, CustomsRuleTable, ItemCategoryType } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type CustomsRuleRecord = CustomsRuleTable;

/** What customs measure of an item. */
export type CustomsGoods = {
  itemId: number;
  categoryType: ItemCategoryType;
  customsKind: CustomsKind | null;
  volumeMl: number | null;
  pieces: number | null;
};

/** The destinations' customs rules, and what the goods carry for them. */
export class CustomsRulesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The rule of the country, else of the EU for an airport in it; undefined when none is kept. */
  async ruleFor(country: string, isEu: boolean): Promise<CustomsRuleRecord | undefined> {
    const rows = await this.db
      .selectFrom('customs_rule')
      .selectAll()
      .where('destination', 'in', isEu ? [country, 'EU'] : [country])
      .execute();
    return rows.find((row) => row.destination === country) ?? rows[0];
  }

  async goods(itemIds: readonly number[]): Promise<CustomsGoods[]> {
    if (itemIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'category_type', 'customs_kind', 'volume_ml', 'pieces'])
      .where('id', 'in', [...itemIds])
      .execute();
    return rows.map((row) => ({
      itemId: row.id,
      categoryType: row.category_type,
      customsKind: row.customs_kind,
      volumeMl: row.volume_ml,
      pieces: row.pieces,
    }));
  }
}

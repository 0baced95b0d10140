import type {
  CustomsKind,
  CustomsRuleTable,
  CustomsRuleVersionTable,
  ItemCategoryType,
} from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type CustomsRuleRecord = CustomsRuleTable;
export type CustomsRuleVersionRecord = CustomsRuleVersionTable;
/** A rule's figures, as an admin sets them (everything but the destination's name and the version). */
export type CustomsRuleFigures = Omit<
  CustomsRuleVersionTable,
  'destination' | 'version' | 'staff_id' | 'valid_from'
>;

/** What customs measure of an item. */
export type CustomsGoods = {
  itemId: number;
  categoryType: ItemCategoryType;
  customsKind: CustomsKind | null;
  volumeMl: number | null;
  pieces: number | null;
  tobaccoG: number | null;
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

  /** Every rule in force, by destination. */
  all(): Promise<CustomsRuleRecord[]> {
    return this.db.selectFrom('customs_rule').selectAll().orderBy('destination').execute();
  }

  /** Every version of a destination's rule, newest first. */
  versions(destination: string): Promise<CustomsRuleVersionRecord[]> {
    return this.db
      .selectFrom('customs_rule_version')
      .selectAll()
      .where('destination', '=', destination)
      .orderBy('version', 'desc')
      .execute();
  }

  /** The version of a destination's rule in force, read under the caller's transaction. */
  async current(destination: string, executor: Executor): Promise<CustomsRuleVersionRecord | undefined> {
    const rule = await executor
      .selectFrom('customs_rule')
      .select('version')
      .where('destination', '=', destination)
      .executeTakeFirst();
    if (!rule) return undefined;
    return executor
      .selectFrom('customs_rule_version')
      .selectAll()
      .where('destination', '=', destination)
      .where('version', '=', rule.version)
      .executeTakeFirst();
  }

  /**
   * Writes a rule's next version and makes it the one in force. The version row's key (destination,
   * version) refuses a second writer of the same number, so two admins saving at once make two versions
   * or one refusal, never one version overwritten.
   */
  async putVersion(version: CustomsRuleVersionRecord, executor: Executor): Promise<void> {
    await executor.insertInto('customs_rule_version').values(version).execute();
    const { staff_id: _staff, valid_from: _from, ...rule } = version;
    if (version.version === 1) await executor.insertInto('customs_rule').values(rule).execute();
    else {
      await executor
        .updateTable('customs_rule')
        .set(rule)
        .where('destination', '=', version.destination)
        .where('version', '=', version.version - 1)
        .execute();
    }
  }

  async goods(itemIds: readonly number[]): Promise<CustomsGoods[]> {
    if (itemIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'category_type', 'customs_kind', 'volume_ml', 'pieces', 'tobacco_g'])
      .where('id', 'in', [...itemIds])
      .execute();
    return rows.map((row) => ({
      itemId: row.id,
      categoryType: row.category_type,
      customsKind: row.customs_kind,
      volumeMl: row.volume_ml,
      pieces: row.pieces,
      tobaccoG: row.tobacco_g,
    }));
  }
}

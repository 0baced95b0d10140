import type { PurchaseRuleKind } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type PurchaseRuleRecord = {
  rule: PurchaseRuleKind;
  itemCodes: string[];
  reason: string;
  /** Every rule's reason is written in each of the shop's languages. */
  reasonTranslations: { [language in keyof Translations]: string };
};

/** The purchase rules and the item codes each names. */
export class PurchaseRulesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): PurchaseRulesRepository {
    return new PurchaseRulesRepository(executor);
  }

  /** Every rule (or the one given) by its code, with the codes it names in order. */
  async rules(rule?: PurchaseRuleKind): Promise<PurchaseRuleRecord[]> {
    const [rules, items] = await Promise.all([
      this.db
        .selectFrom('purchase_rule')
        .select(['code', 'reason', 'reason_ar', 'reason_zh'])
        .$if(rule !== undefined, (query) => query.where('code', '=', rule!))
        .orderBy('code')
        .execute(),
      this.db
        .selectFrom('purchase_rule_item')
        .select(['rule_code', 'item_code'])
        .$if(rule !== undefined, (query) => query.where('rule_code', '=', rule!))
        .orderBy('rule_code')
        .orderBy('item_code')
        .execute(),
    ]);
    return rules.map((row) => ({
      rule: row.code as PurchaseRuleKind,
      itemCodes: items.filter((item) => item.rule_code === row.code).map((item) => item.item_code),
      reason: row.reason,
      reasonTranslations: { ar: row.reason_ar, zh: row.reason_zh },
    }));
  }

  /** The rule's reason, when it names one of the codes (none: an empty answer). */
  async ruleNaming(
    rule: PurchaseRuleKind,
    itemCodes: readonly string[],
  ): Promise<PurchaseRuleRecord | undefined> {
    if (itemCodes.length === 0) return undefined;
    const rows = await this.db
      .selectFrom('purchase_rule_item')
      .innerJoin('purchase_rule', 'purchase_rule.code', 'purchase_rule_item.rule_code')
      .select(['item_code', 'reason', 'reason_ar', 'reason_zh'])
      .where('rule_code', '=', rule)
      .where('item_code', 'in', [...itemCodes])
      .execute();
    const [first] = rows;
    if (!first) return undefined;
    return {
      rule,
      itemCodes: rows.map((row) => row.item_code),
      reason: first.reason,
      reasonTranslations: { ar: first.reason_ar, zh: first.reason_zh },
    };
  }

  async itemCodeExists(itemCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('item')
      .select('id')
      .where('item_code', '=', itemCode)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addItem(rule: PurchaseRuleKind, itemCode: string): Promise<void> {
    await this.db.insertInto('purchase_rule_item').values({ rule_code: rule, item_code: itemCode }).execute();
  }

  async removeItem(rule: PurchaseRuleKind, itemCode: string): Promise<void> {
    await this.db
      .deleteFrom('purchase_rule_item')
      .where('rule_code', '=', rule)
      .where('item_code', '=', itemCode)
      .execute();
  }

  async setReason(rule: PurchaseRuleKind, reason: Pick<PurchaseRuleRecord, 'reason' | 'reasonTranslations'>) {
    await this.db
      .updateTable('purchase_rule')
      .set({
        reason: reason.reason,
        reason_ar: reason.reasonTranslations.ar,
        reason_zh: reason.reasonTranslations.zh,
      })
      .where('code', '=', rule)
      .execute();
  }
}

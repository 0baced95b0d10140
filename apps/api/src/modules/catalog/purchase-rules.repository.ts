import type { PurchaseRuleKind } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type PurchaseRuleRecord = {
  rule: PurchaseRuleKind;
  itemCodes: string[];
  reason: string;
  reasonTranslations: Translations;
};

/** The purchase rules as the shop reads them (the back office keeps them through its own repository). */
export class PurchaseRulesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async rules(): Promise<PurchaseRuleRecord[]> {
    const [rules, items] = await Promise.all([
      this.db.selectFrom('purchase_rule').select(['code', 'reason', 'reason_ar', 'reason_zh']).execute(),
      this.db
        .selectFrom('purchase_rule_item')
        .select(['rule_code', 'item_code'])
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
}

import type { BackOfficePurchaseRule, PurchaseRuleKind, PurchaseRuleReasonDraft } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';

/** The purchase rules as an admin keeps them (the catalogue module reads them for the shop and checkout). */
export class BackOfficePurchaseRulesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficePurchaseRulesRepository {
    return new BackOfficePurchaseRulesRepository(executor);
  }

  async rules(rule?: PurchaseRuleKind): Promise<BackOfficePurchaseRule[]> {
    const [rows, items] = await Promise.all([
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
        .orderBy('item_code')
        .execute(),
    ]);
    return rows.map((row) => ({
      rule: row.code as PurchaseRuleKind,
      itemCodes: items.filter((item) => item.rule_code === row.code).map((item) => item.item_code),
      reason: row.reason,
      reasonAr: row.reason_ar,
      reasonZh: row.reason_zh,
    }));
  }

  async itemExists(itemCode: string): Promise<boolean> {
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

  async setReason(rule: PurchaseRuleKind, draft: PurchaseRuleReasonDraft): Promise<void> {
    await this.db
      .updateTable('purchase_rule')
      .set({ reason: draft.reason, reason_ar: draft.reasonAr, reason_zh: draft.reasonZh })
      .where('code', '=', rule)
      .execute();
  }
}

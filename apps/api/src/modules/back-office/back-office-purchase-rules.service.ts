import type {
  BackOfficePurchaseRule,
  BackOfficePurchaseRulesResponse,
  PurchaseRuleKind,
  PurchaseRuleReasonDraft,
} from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import type { PurchaseRuleRecord, PurchaseRulesService } from '../catalog/catalog.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';

const asBackOfficeRule = (rule: PurchaseRuleRecord): BackOfficePurchaseRule => ({
  rule: rule.rule,
  itemCodes: rule.itemCodes,
  reason: rule.reason,
  reasonAr: rule.reasonTranslations.ar,
  reasonZh: rule.reasonTranslations.zh,
});

/**
 * The purchase rules, kept by admins through the catalogue; each change audited with the rule before and
 * after (subject `purchaseRule:<rule>`). Checkout reads the rules fresh, so a change holds for the next
 * order at once; the storefront's caches are dropped after it.
 */
export class BackOfficePurchaseRulesService {
  private readonly purchaseRules: PurchaseRulesService;
  private readonly changes: AuditedChanges;
  constructor(deps: { rules: PurchaseRulesService; changes: AuditedChanges }) {
    this.purchaseRules = deps.rules;
    this.changes = deps.changes;
  }

  async rules(): Promise<BackOfficePurchaseRulesResponse> {
    return { rules: (await this.purchaseRules.all()).map(asBackOfficeRule) };
  }

  addItem(staffId: number, rule: PurchaseRuleKind, itemCode: string): Promise<BackOfficePurchaseRule> {
    return this.change(staffId, rule, 'purchaseRule.addItem', (executor) =>
      this.purchaseRules.addItem(rule, itemCode, executor),
    );
  }

  removeItem(staffId: number, rule: PurchaseRuleKind, itemCode: string): Promise<BackOfficePurchaseRule> {
    return this.change(staffId, rule, 'purchaseRule.removeItem', (executor) =>
      this.purchaseRules.removeItem(rule, itemCode, executor),
    );
  }

  saveReason(
    staffId: number,
    rule: PurchaseRuleKind,
    draft: PurchaseRuleReasonDraft,
  ): Promise<BackOfficePurchaseRule> {
    const reason = { reason: draft.reason, reasonTranslations: { ar: draft.reasonAr, zh: draft.reasonZh } };
    return this.change(staffId, rule, 'purchaseRule.reason', (executor) =>
      this.purchaseRules.setReason(rule, reason, executor),
    );
  }

  private change(
    staffId: number,
    rule: PurchaseRuleKind,
    action: string,
    work: (executor: Executor) => Promise<{ before: PurchaseRuleRecord; after: PurchaseRuleRecord }>,
  ) {
    return this.changes.make(staffId, async (executor) =>
      recordChanged(action, `purchaseRule:${rule}`, await work(executor), asBackOfficeRule),
    );
  }
}

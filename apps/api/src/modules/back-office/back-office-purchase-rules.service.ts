import {
  type BackOfficePurchaseRule,
  type BackOfficePurchaseRulesResponse,
  fixedError,
  type PurchaseRuleKind,
  type PurchaseRuleReasonDraft,
} from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { BackOfficePurchaseRulesRepository } from './back-office-purchase-rules.repository.ts';

export type BackOfficePurchaseRulesDependencies = {
  database: Executor;
  rules: BackOfficePurchaseRulesRepository;
  audit: StaffAuditLog;
  /** The storefront's copy of the rules is a cached catalogue answer. */
  invalidateCatalogCaches: () => void;
};

/**
 * An admin keeps the purchase rules: the item codes each rule names (a code must belong to an item) and the
 * reason the traveller reads, in the three languages. Each change is written with its audit entry (the
 * rule before and after) in one transaction; checkout reads the rules fresh, so it holds for the next
 * order at once, and the storefront's caches are dropped after it.
 */
export class BackOfficePurchaseRulesService {
  private readonly deps: BackOfficePurchaseRulesDependencies;
  constructor(deps: BackOfficePurchaseRulesDependencies) {
    this.deps = deps;
  }

  async rules(): Promise<BackOfficePurchaseRulesResponse> {
    return { rules: await this.deps.rules.rules() };
  }

  addItem(staffId: number, rule: PurchaseRuleKind, itemCode: string): Promise<BackOfficePurchaseRule> {
    return this.change(staffId, rule, 'purchaseRule.addItem', async (rules, before) => {
      if (before.itemCodes.includes(itemCode)) {
        throw new FieldErrors({ ItemCode: [fixedError('purchaseRules.ruleItemCodeListed')] });
      }
      if (!(await rules.itemExists(itemCode))) {
        throw new FieldErrors({ ItemCode: [fixedError('purchaseRules.ruleItemCodeUnknown')] });
      }
      await rules.addItem(rule, itemCode);
    });
  }

  removeItem(staffId: number, rule: PurchaseRuleKind, itemCode: string): Promise<BackOfficePurchaseRule> {
    return this.change(staffId, rule, 'purchaseRule.removeItem', async (rules, before) => {
      if (!before.itemCodes.includes(itemCode)) {
        throw new FieldErrors({ ItemCode: [fixedError('purchaseRules.ruleItemCodeNotListed')] });
      }
      await rules.removeItem(rule, itemCode);
    });
  }

  saveReason(
    staffId: number,
    rule: PurchaseRuleKind,
    draft: PurchaseRuleReasonDraft,
  ): Promise<BackOfficePurchaseRule> {
    return this.change(staffId, rule, 'purchaseRule.reason', (rules) => rules.setReason(rule, draft));
  }

  /** Reads the rule, runs `work`, reads it again and audits both, in one transaction; then drops the caches. */
  private async change(
    staffId: number,
    rule: PurchaseRuleKind,
    action: string,
    work: (rules: BackOfficePurchaseRulesRepository, before: BackOfficePurchaseRule) => Promise<void>,
  ): Promise<BackOfficePurchaseRule> {
    const after = await withTransaction(this.deps.database, async (executor) => {
      const rules = this.deps.rules.on(executor);
      const before = await this.rule(rules, rule);
      await work(rules, before);
      const changed = await this.rule(rules, rule);
      await this.deps.audit.record(
        { staffId, action, subject: `purchaseRule:${rule}`, before, after: changed },
        executor,
      );
      return changed;
    });
    this.deps.invalidateCatalogCaches();
    return after;
  }

  private async rule(
    rules: BackOfficePurchaseRulesRepository,
    rule: PurchaseRuleKind,
  ): Promise<BackOfficePurchaseRule> {
    const [found] = await rules.rules(rule);
    if (!found) throw notFound(fixedError('purchaseRules.ruleNotFound'));
    return found;
  }
}

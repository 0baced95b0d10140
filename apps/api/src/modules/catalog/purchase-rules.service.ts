import { fixedError, type PurchaseRuleKind, type PurchaseRules } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import { inLanguage, type ShopLanguage } from './language.ts';
import type { PurchaseRuleRecord, PurchaseRulesRepository } from './purchase-rules.repository.ts';

/** A rule before and after an admin's change. */
type RuleChange = { before: PurchaseRuleRecord; after: PurchaseRuleRecord };

/** What a rule that applies to some goods says: which of them it names, and why, in the reader's language. */
export type RuleApplied = { itemCodes: ReadonlySet<string>; reason: string };

/**
 * The purchase rules of SPEC §4 as data. The storefront's copy is a cached catalogue answer (dropped with
 * the catalogue's caches when an admin changes a rule); enforcement reads the table every time, so that
 * checkout never decides by a rule an admin has already changed. Admins keep the item codes each rule
 * names (a code must belong to an item) and the reason the traveller reads, in the three languages; a
 * change runs on the caller's transaction and answers the rule before and after it.
 */
export class PurchaseRulesService {
  private readonly rules: PurchaseRulesRepository;
  constructor(rules: PurchaseRulesRepository) {
    this.rules = rules;
  }

  async forShoppers(reader: ShopLanguage): Promise<PurchaseRules> {
    const answer: PurchaseRules = {
      ageGateExempt: { itemCodes: [], reason: '' },
      euBan: { itemCodes: [], reason: '' },
    };
    for (const rule of await this.rules.rules()) {
      answer[rule.rule] = {
        itemCodes: rule.itemCodes,
        reason: inLanguage(rule.reason, rule.reasonTranslations, reader),
      };
    }
    return answer;
  }

  /** Which of the goods the rule names, read fresh; undefined when it names none of them. */
  async applied(
    rule: PurchaseRuleKind,
    itemCodes: readonly string[],
    reader: ShopLanguage,
  ): Promise<RuleApplied | undefined> {
    const record = await this.rules.ruleNaming(rule, itemCodes);
    return (
      record && {
        itemCodes: new Set(record.itemCodes),
        reason: inLanguage(record.reason, record.reasonTranslations, reader),
      }
    );
  }

  /** Every rule, for the back office. */
  all(): Promise<PurchaseRuleRecord[]> {
    return this.rules.rules();
  }

  addItem(rule: PurchaseRuleKind, itemCode: string, executor: Executor): Promise<RuleChange> {
    return this.change(rule, executor, async (rules, before) => {
      if (before.itemCodes.includes(itemCode)) {
        throw new FieldErrors({ ItemCode: [fixedError('purchaseRules.ruleItemCodeListed')] });
      }
      if (!(await rules.itemCodeExists(itemCode))) {
        throw new FieldErrors({ ItemCode: [fixedError('purchaseRules.ruleItemCodeUnknown')] });
      }
      await rules.addItem(rule, itemCode);
    });
  }

  removeItem(rule: PurchaseRuleKind, itemCode: string, executor: Executor): Promise<RuleChange> {
    return this.change(rule, executor, async (rules, before) => {
      if (!before.itemCodes.includes(itemCode)) {
        throw new FieldErrors({ ItemCode: [fixedError('purchaseRules.ruleItemCodeNotListed')] });
      }
      await rules.removeItem(rule, itemCode);
    });
  }

  setReason(
    rule: PurchaseRuleKind,
    reason: Pick<PurchaseRuleRecord, 'reason' | 'reasonTranslations'>,
    executor: Executor,
  ): Promise<RuleChange> {
    return this.change(rule, executor, (rules) => rules.setReason(rule, reason));
  }

  /** Reads the rule, runs `work`, and reads it again. */
  private async change(
    rule: PurchaseRuleKind,
    executor: Executor,
    work: (rules: PurchaseRulesRepository, before: PurchaseRuleRecord) => Promise<void>,
  ): Promise<RuleChange> {
    const rules = this.rules.on(executor);
    const before = await this.find(rules, rule);
    await work(rules, before);
    return { before, after: await this.find(rules, rule) };
  }

  private async find(rules: PurchaseRulesRepository, rule: PurchaseRuleKind): Promise<PurchaseRuleRecord> {
    const [found] = await rules.rules(rule);
    if (!found) throw notFound(fixedError('purchaseRules.ruleNotFound'));
    return found;
  }
}

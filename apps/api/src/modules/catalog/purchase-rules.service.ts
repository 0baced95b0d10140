import type { PurchaseRuleKind, PurchaseRules } from '@dutyfree/contracts';
import { inLanguage, type ShopLanguage } from './language.ts';
import type { PurchaseRulesRepository } from './purchase-rules.repository.ts';

/** What a rule that applies to some goods says: which of them it names, and why, in the reader's language. */
export type RuleApplied = { itemCodes: ReadonlySet<string>; reason: string };

/**
 * The purchase rules of SPEC §4 as data. The storefront's copy is a cached catalogue answer (dropped with
 * the catalogue's caches when an admin changes a rule); enforcement reads the table every time, so that
 * checkout never decides by a rule an admin has already changed.
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
}

import {
  type BackOfficeCustomsRulesResponse,
  type CustomsRuleDraft,
  type CustomsRuleHistoryResponse,
  type CustomsRuleVersion,
  customsAllowances,
  fixedError,
  itemCategoryTypes,
} from '@dutyfree/contracts';
import { notFound } from '../../http/problems.ts';
import {
  type CustomsRulesService,
  type CustomsRuleVersionRecord,
  regionOf,
} from '../catalog/catalog.module.ts';
import type { AuditedChanges } from './audited-change.ts';

type Category = (typeof itemCategoryTypes)[number];
const isCategory = (value: string): value is Category =>
  (itemCategoryTypes as readonly string[]).includes(value);

/** A version of a rule as the back office answers it, with the name of the admin who made it. */
function asWire(rule: CustomsRuleVersionRecord, changedBy: string | null): CustomsRuleVersion {
  const figures = {
    alcohol: rule.alcohol_ml,
    spirits: rule.spirits_ml,
    wine: rule.wine_ml,
    beer: rule.beer_ml,
    cigarettes: rule.cigarettes,
    cigars: rule.cigars,
    tobacco: rule.tobacco_g,
    fragrance: rule.fragrance_ml,
    perfume: rule.perfume_ml,
    toiletWater: rule.toilet_water_ml,
  };
  return {
    destination: rule.destination,
    region: regionOf(rule.destination),
    version: rule.version,
    validFrom: rule.valid_from,
    changedBy,
    legalAgeAlcohol: rule.legal_age_alcohol,
    legalAgeTobacco: rule.legal_age_tobacco,
    allowances: Object.fromEntries(customsAllowances.map((kind) => [kind, figures[kind]])) as typeof figures,
    goodsValue:
      rule.goods_value !== null && rule.goods_value_currency !== null
        ? { allowed: rule.goods_value, currencyCode: rule.goods_value_currency }
        : null,
    bannedCategoryTypes: rule.banned_category_types.split(',').filter(isCategory),
    sourceUrl: rule.source_url,
    sourceReadOn: rule.source_read_on,
    missing: rule.missing,
  };
}

/**
 * The destinations' customs rules, kept by admins through the catalogue: a save is a new version of the
 * rule (the catalogue keeps every one, with who made it and from when it holds), audited with the rule
 * before and after (subject `customsRule:<destination>`). Checkout reads the rule fresh and records the
 * version that judged each order, so a change holds for orders placed after it and none placed before.
 */
export class BackOfficeCustomsRulesService {
  private readonly rules: CustomsRulesService;
  private readonly changes: AuditedChanges;
  private readonly staffNames: (staffId: number) => Promise<string | null>;
  private readonly now: () => number;
  constructor(deps: {
    rules: CustomsRulesService;
    changes: AuditedChanges;
    staffNames: (staffId: number) => Promise<string | null>;
    now: () => number;
  }) {
    this.rules = deps.rules;
    this.changes = deps.changes;
    this.staffNames = deps.staffNames;
    this.now = deps.now;
  }

  async all(): Promise<BackOfficeCustomsRulesResponse> {
    const rules = await this.rules.all();
    const versions = await Promise.all(rules.map((rule) => this.rules.history(rule.destination)));
    return { rules: await this.named(versions.map((kept) => kept[0]!).filter(Boolean)) };
  }

  async history(destination: string): Promise<CustomsRuleHistoryResponse> {
    const versions = await this.rules.history(destination);
    if (versions.length === 0) throw notFound(fixedError('customsRules.customsRuleNotFound'));
    return { versions: await this.named(versions) };
  }

  async save(staffId: number, draft: CustomsRuleDraft): Promise<CustomsRuleVersion> {
    // Names and currencies are read before the change's transaction, which holds SQLite's one connection.
    await this.rules.refuseUnknownCurrency(draft);
    const names = new Map<number, string | null>([[staffId, await this.staffNames(staffId)]]);
    const [current] = await this.rules.history(draft.destination);
    if (current?.staff_id != null && !names.has(current.staff_id)) {
      names.set(current.staff_id, await this.staffNames(current.staff_id));
    }
    return this.changes.make(staffId, async (executor) => {
      const { before, after } = await this.rules.save(draft, staffId, this.now(), executor);
      const nameOf = (version: CustomsRuleVersionRecord) =>
        version.staff_id === null ? null : (names.get(version.staff_id) ?? null);
      const answer = asWire(after, nameOf(after));
      return {
        action: 'customsRule.save',
        subject: `customsRule:${draft.destination}`,
        before: before && asWire(before, nameOf(before)),
        after: answer,
        answer,
      };
    });
  }

  /** The versions with their admins' names, each looked up once. */
  private async named(versions: CustomsRuleVersionRecord[]): Promise<CustomsRuleVersion[]> {
    const names = new Map<number, Promise<string | null>>();
    for (const { staff_id } of versions) {
      if (staff_id !== null && !names.has(staff_id)) names.set(staff_id, this.staffNames(staff_id));
    }
    return Promise.all(
      versions.map(async (version) =>
        asWire(version, version.staff_id === null ? null : await names.get(version.staff_id)!),
      ),
    );
  }
}

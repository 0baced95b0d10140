import { type CustomsRuleDraft, fixedError, templatedError } from '@dutyfree/contracts';
import {
  type AllowanceLimits,
  allowanceUses,
  type CustomsKind,
  type CustomsMeasure,
  type GoodsValueAllowance,
  goodsValueUsdMinor,
  type Minor,
} from '@dutyfree/pricing';
import type { Executor } from '../../db/transaction.ts';
import { conflict, FieldErrors } from '../../http/problems.ts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import type {
  CustomsGoods,
  CustomsRuleFigures,
  CustomsRuleRecord,
  CustomsRulesRepository,
  CustomsRuleVersionRecord,
} from './customs-rules.repository.ts';

export type { CustomsRuleVersionRecord } from './customs-rules.repository.ts';

/** Which version of which destination's rule judged an order; null when no rule holds there. */
export type CustomsJudgement = { destination: string; version: number } | null;

/** Where the goods are flown to: the country as the airport table names it, and the airport as the reader reads it. */
export type CustomsDestination = { country: string; isEu: boolean; airportName: string };

/** A line of an order as customs count it, named in the reader's language, with what it costs in US cents. */
export type CustomsLine = { itemId: number; quantity: number; name: string; usdMinor: Minor };

/** What the traveller told the shop: the age the age gate was answered with, and the duty confirmation. */
export type CustomsAnswers = { travellerAge?: number | undefined; dutyDueConfirmed: boolean };

/** A destination's rule as the shop shows it: where it holds (a region code), the ages and the allowances. */
export type CustomsRuleView = {
  /** ISO 3166 region code of the country, or EU; null for a country the shop has no code for. */
  region: string | null;
  legalAgeAlcohol: number | null;
  legalAgeTobacco: number | null;
  allowances: AllowanceLimits;
  /** The value of other goods allowed, at the shop's rate for its currency; null where none is kept. */
  goodsValue: GoodsValueAllowance | null;
};

/** The region codes of the rules' destinations, which the shop names in the reader's language. */
const REGIONS: Readonly<Record<string, string>> = {
  EU: 'EU',
  'United Arab Emirates': 'AE',
  'United States': 'US',
  'Saudi Arabia': 'SA',
  'United Kingdom': 'GB',
  China: 'CN',
  Kenya: 'KE',
  Ethiopia: 'ET',
  'South Africa': 'ZA',
};

/** The region code the shop names a rule's destination by (null for a country it has no code for). */
export const regionOf = (destination: string): string | null => REGIONS[destination] ?? null;

function figuresOf(draft: CustomsRuleDraft): CustomsRuleFigures {
  const { allowances } = draft;
  return {
    legal_age_alcohol: draft.legalAgeAlcohol,
    legal_age_tobacco: draft.legalAgeTobacco,
    alcohol_ml: allowances.alcohol,
    spirits_ml: allowances.spirits,
    wine_ml: allowances.wine,
    beer_ml: allowances.beer,
    cigarettes: allowances.cigarettes,
    cigars: allowances.cigars,
    tobacco_g: allowances.tobacco,
    fragrance_ml: allowances.fragrance,
    perfume_ml: allowances.perfume,
    toilet_water_ml: allowances.toiletWater,
    goods_value: draft.goodsValue?.allowed ?? null,
    goods_value_currency: draft.goodsValue?.currencyCode ?? null,
    banned_category_types: [...new Set(draft.bannedCategoryTypes)].sort().join(','),
    source_url: draft.sourceUrl,
    source_read_on: draft.sourceReadOn,
    missing: draft.missing || null,
  };
}

const FIGURE_COLUMNS = [
  'legal_age_alcohol',
  'legal_age_tobacco',
  'alcohol_ml',
  'spirits_ml',
  'wine_ml',
  'beer_ml',
  'cigarettes',
  'cigars',
  'tobacco_g',
  'fragrance_ml',
  'perfume_ml',
  'toilet_water_ml',
  'goods_value',
  'goods_value_currency',
  'banned_category_types',
  'source_url',
  'source_read_on',
  'missing',
] as const satisfies readonly (keyof CustomsRuleFigures)[];

function limitsOf(rule: CustomsRuleFigures): AllowanceLimits {
  return {
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
}

/** The measures of the goods that count against an allowance (the others count against none). */
function measured(goods: readonly CustomsGoods[]): (CustomsMeasure & { customsKind: CustomsKind })[] {
  return goods.flatMap(({ categoryType: _type, customsKind, ...measure }) =>
    customsKind ? [{ ...measure, customsKind }] : [],
  );
}

/**
 * A destination's customs rules, enforced for every way goods are sold to a traveller (pre-order, on
 * board, and the trolley sale to come): goods of a banned category are refused, alcohol and tobacco are
 * refused to a traveller younger than the destination's legal age, and goods over an allowance are sold
 * only once the traveller confirmed that duty is due on arrival. Rules are read fresh every time, so an
 * admin's change applies to the next order.
 */
export class CustomsRulesService {
  private readonly rules: CustomsRulesRepository;
  private readonly currencies: CurrenciesService;
  constructor(rules: CustomsRulesRepository, currencies: CurrenciesService) {
    this.rules = rules;
    this.currencies = currencies;
  }

  /**
   * The rule as the shop shows it, its value allowance at the shop's rate (a crew's trolley then takes
   * the rate fixed for the flight). A currency the shop no longer keeps judges no value. The process's
   * copy of the rates serves (at most half a minute old): a value near the limit only asks for the
   * traveller's confirmation one rate change early or late.
   */
  private async viewOf(rule: CustomsRuleFigures & { destination: string }): Promise<CustomsRuleView> {
    const code = rule.goods_value_currency;
    const rate =
      rule.goods_value !== null && code !== null
        ? (await this.currencies.list()).find((currency) => currency.code === code)
        : undefined;
    return {
      region: regionOf(rule.destination),
      legalAgeAlcohol: rule.legal_age_alcohol,
      legalAgeTobacco: rule.legal_age_tobacco,
      allowances: limitsOf(rule),
      goodsValue:
        rate && rule.goods_value !== null
          ? { allowed: rule.goods_value, currencyCode: rate.code, usdRateMicros: rate.usdRateMicros }
          : null,
    };
  }

  /**
   * Throws the refusal the destination's rule gives the lines, in the reader's words (the names and the
   * airport come translated); answers whether the order is over an allowance (and so confirmed).
   */
  async enforce(
    destination: CustomsDestination,
    lines: readonly CustomsLine[],
    answers: CustomsAnswers,
  ): Promise<{ overAllowance: boolean; judgedBy: CustomsJudgement }> {
    const rule = await this.rules.ruleFor(destination.country, destination.isEu);
    if (!rule) return { overAllowance: false, judgedBy: null };
    const judgedBy = { destination: rule.destination, version: rule.version };
    const goods = await this.rules.goods(lines.map((line) => line.itemId));
    const airport = destination.airportName;
    const banned = new Set(rule.banned_category_types.split(',').filter(Boolean));
    for (const line of lines) {
      const item = goods.find((candidate) => candidate.itemId === line.itemId);
      if (!item) continue;
      if (banned.has(item.categoryType)) {
        throw conflict(templatedError('orders.customsBanned', { name: line.name, airport }));
      }
      const age =
        item.categoryType === 'LIQUOR'
          ? rule.legal_age_alcohol
          : item.categoryType === 'TOBACCO'
            ? rule.legal_age_tobacco
            : null;
      // Goods with no alcohol or tobacco in them (the age-gate exemption) carry no customs kind.
      if (
        age !== null &&
        item.customsKind &&
        answers.travellerAge !== undefined &&
        answers.travellerAge < age
      ) {
        throw conflict(templatedError('orders.customsUnderAge', { name: line.name, airport, age }));
      }
    }
    const { allowances, goodsValue } = await this.viewOf(rule);
    const value = goodsValue && { allowance: goodsValue, goodsUsdMinor: goodsValueUsdMinor(goods, lines) };
    const over = allowanceUses(allowances, goods, lines, value).find((use) => use.over);
    if (over && !answers.dutyDueConfirmed) {
      const { allowance, used, allowed, currencyCode } = over;
      throw conflict(
        allowance === 'value'
          ? templatedError('orders.dutyDueOnGoodsValue', {
              used,
              allowed,
              currencyCode: currencyCode ?? '',
              airport,
            })
          : templatedError('orders.dutyDueToConfirm', { allowance, used, allowed, airport }),
      );
    }
    return { overAllowance: over !== undefined, judgedBy };
  }

  /** The rule that holds at a destination, as the shop shows it; null when none is kept. */
  async ruleAt(country: string, isEu: boolean): Promise<CustomsRuleView | null> {
    const rule = await this.rules.ruleFor(country, isEu);
    return rule ? this.viewOf(rule) : null;
  }

  /**
   * The destination's rule as the crew's trolley carries it for the flight: the rule as the shop shows it,
   * the items of a category it bans, and the customs measure of the items that carry one. The crew's device
   * and the server judge a trolley sale by these with the same code (`judgeTrolleySale`).
   */
  async forTrolley(
    destination: { country: string; isEu: boolean },
    itemIds: readonly number[],
  ): Promise<{
    rule: CustomsRuleView | null;
    /** The version of the rule a sale is judged by, for the order to keep. */
    judgedBy: CustomsJudgement;
    bannedItemIds: Set<number>;
    measures: (CustomsMeasure & { customsKind: CustomsKind })[];
  }> {
    const [rule, goods] = await Promise.all([
      this.rules.ruleFor(destination.country, destination.isEu),
      this.rules.goods(itemIds),
    ]);
    const banned = new Set(rule?.banned_category_types.split(',').filter(Boolean) ?? []);
    return {
      rule: rule ? await this.viewOf(rule) : null,
      judgedBy: rule ? { destination: rule.destination, version: rule.version } : null,
      bannedItemIds: new Set(
        goods.filter((item) => banned.has(item.categoryType)).map((item) => item.itemId),
      ),
      measures: measured(goods),
    };
  }

  /** What customs measure of the items that carry a measure (the others count against no allowance). */
  async measures(itemIds: readonly number[]): Promise<(CustomsMeasure & { customsKind: CustomsKind })[]> {
    return measured(await this.rules.goods(itemIds));
  }

  /** Every rule in force, for the back office. */
  all(): Promise<CustomsRuleRecord[]> {
    return this.rules.all();
  }

  /** Every version of a destination's rule, newest first (empty: no rule is kept there). */
  history(destination: string): Promise<CustomsRuleVersionRecord[]> {
    return this.rules.versions(destination);
  }

  /**
   * Refuses a value allowance in a currency the shop does not keep: it could not be judged. Read before
   * the save's transaction, which holds SQLite's one connection.
   */
  async refuseUnknownCurrency(draft: CustomsRuleDraft): Promise<void> {
    const currency = draft.goodsValue?.currencyCode;
    if (currency && !(await this.currencies.rates()).some((kept) => kept.code === currency)) {
      throw new FieldErrors({
        'GoodsValue.CurrencyCode': [fixedError('customsRules.customsCurrencyUnknown')],
      });
    }
  }

  /**
   * An admin's change of a destination's rule (or a new rule), on the caller's transaction: a new version
   * holding from `now`, so orders placed before keep the version that judged them. A save that changes
   * no figure is refused (`customsRules.customsRuleUnchanged`) rather than kept as a version that says
   * nothing. The draft's currency was checked before the transaction (`refuseUnknownCurrency`).
   */
  async save(
    draft: CustomsRuleDraft,
    staffId: number,
    now: number,
    executor: Executor,
  ): Promise<{ before: CustomsRuleVersionRecord | null; after: CustomsRuleVersionRecord }> {
    const before = (await this.rules.current(draft.destination, executor)) ?? null;
    const figures = figuresOf(draft);
    if (before && FIGURE_COLUMNS.every((column) => before[column] === figures[column])) {
      throw conflict(fixedError('customsRules.customsRuleUnchanged'));
    }
    const after: CustomsRuleVersionRecord = {
      destination: draft.destination,
      version: (before?.version ?? 0) + 1,
      ...figures,
      staff_id: staffId,
      valid_from: now,
    };
    await this.rules.putVersion(after, executor);
    return { before, after };
  }
}

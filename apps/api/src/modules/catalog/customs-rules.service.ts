import { templatedError } from '@dutyfree/contracts';
import {
  type AllowanceLimits,
  allowanceUses,
  type CustomsKind,
  type CustomsMeasure,
} from '@dutyfree/pricing';
import { conflict } from '../../http/problems.ts';
import type { CustomsRuleRecord, CustomsRulesRepository } from './customs-rules.repository.ts';

/** Where the goods are flown to: the country as the airport table names it, and the airport as the reader reads it. */
export type CustomsDestination = { country: string; isEu: boolean; airportName: string };

/** A line of an order as customs count it, named in the reader's language. */
export type CustomsLine = { itemId: number; quantity: number; name: string };

/** What the traveller told the shop: the age the age gate was answered with, and the duty confirmation. */
export type CustomsAnswers = { travellerAge?: number | undefined; dutyDueConfirmed: boolean };

/** A destination's rule as the shop shows it: where it holds (a region code), the ages and the allowances. */
export type CustomsRuleView = {
  /** ISO 3166 region code of the country, or EU; null for a country the shop has no code for. */
  region: string | null;
  legalAgeAlcohol: number | null;
  legalAgeTobacco: number | null;
  allowances: AllowanceLimits;
};

/** The region codes of the rules' destinations, which the shop names in the reader's language. */
const REGIONS: Readonly<Record<string, string>> = {
  EU: 'EU',
  'United Arab Emirates': 'AE',
  'United States': 'US',
  'United Kingdom': 'GB',
  China: 'CN',
  Kenya: 'KE',
  Ethiopia: 'ET',
  'South Africa': 'ZA',
};

function limitsOf(rule: CustomsRuleRecord): AllowanceLimits {
  return {
    alcohol: rule.alcohol_ml,
    spirits: rule.spirits_ml,
    wine: rule.wine_ml,
    beer: rule.beer_ml,
    cigarettes: rule.cigarettes,
    cigars: rule.cigars,
  };
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
  constructor(rules: CustomsRulesRepository) {
    this.rules = rules;
  }

  /**
   * Throws the refusal the destination's rule gives the lines, in the reader's words (the names and the
   * airport come translated); answers whether the order is over an allowance (and so confirmed).
   */
  async enforce(
    destination: CustomsDestination,
    lines: readonly CustomsLine[],
    answers: CustomsAnswers,
  ): Promise<{ overAllowance: boolean }> {
    const rule = await this.rules.ruleFor(destination.country, destination.isEu);
    if (!rule) return { overAllowance: false };
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
    const over = allowanceUses(limitsOf(rule), goods, lines).find((use) => use.over);
    if (over && !answers.dutyDueConfirmed) {
      const { allowance, used, allowed } = over;
      throw conflict(templatedError('orders.dutyDueToConfirm', { allowance, used, allowed, airport }));
    }
    return { overAllowance: over !== undefined };
  }

  /** The rule that holds at a destination, as the shop shows it; null when none is kept. */
  async ruleAt(country: string, isEu: boolean): Promise<CustomsRuleView | null> {
    const rule = await this.rules.ruleFor(country, isEu);
    if (!rule) return null;
    return {
      region: REGIONS[rule.destination] ?? null,
      legalAgeAlcohol: rule.legal_age_alcohol,
      legalAgeTobacco: rule.legal_age_tobacco,
      allowances: limitsOf(rule),
    };
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
    bannedItemIds: Set<number>;
    measures: (CustomsMeasure & { customsKind: CustomsKind })[];
  }> {
    const [rule, goods] = await Promise.all([
      this.rules.ruleFor(destination.country, destination.isEu),
      this.rules.goods(itemIds),
    ]);
    const banned = new Set(rule?.banned_category_types.split(',').filter(Boolean) ?? []);
    return {
      rule: rule
        ? {
            region: REGIONS[rule.destination] ?? null,
            legalAgeAlcohol: rule.legal_age_alcohol,
            legalAgeTobacco: rule.legal_age_tobacco,
            allowances: limitsOf(rule),
          }
        : null,
      bannedItemIds: new Set(
        goods.filter((item) => banned.has(item.categoryType)).map((item) => item.itemId),
      ),
      measures: goods.flatMap(({ itemId, customsKind, volumeMl, pieces }) =>
        customsKind ? [{ itemId, customsKind, volumeMl, pieces }] : [],
      ),
    };
  }

  /** What customs measure of the items that carry a measure (the others count against no allowance). */
  async measures(itemIds: readonly number[]): Promise<(CustomsMeasure & { customsKind: CustomsKind })[]> {
    return (await this.rules.goods(itemIds)).flatMap(({ itemId, customsKind, volumeMl, pieces }) =>
      customsKind ? [{ itemId, customsKind, volumeMl, pieces }] : [],
    );
  }
}

import { type CustomsAllowance, templatedError } from '@dutyfree/contracts';
import type { CustomsKind } from '../../db/schema.ts';
import { conflict } from '../../http/problems.ts';
import type { CustomsGoods, CustomsRuleRecord, CustomsRulesRepository } from './customs-rules.repository.ts';

/** Where the goods are flown to: the country as the airport table names it, and the airport as the reader reads it. */
export type CustomsDestination = { country: string; isEu: boolean; airportName: string };

/** A line of an order as customs count it, named in the reader's language. */
export type CustomsLine = { itemId: number; quantity: number; name: string };

/** How much of one allowance the goods use; litres to one decimal, pieces whole; over: judged unrounded. */
export type AllowanceUse = { allowance: CustomsAllowance; used: number; allowed: number; over: boolean };

/** What the traveller told the shop: the age the age gate was answered with, and the duty confirmation. */
export type CustomsAnswers = { travellerAge?: number | undefined; dutyDueConfirmed: boolean };

const litreKinds: Partial<Record<CustomsKind, CustomsAllowance>> = {
  spirits: 'spirits',
  wine: 'wine',
  beer: 'beer',
};

/** The allowances the rule keeps, in the order a basket's use of them is listed. */
const ALLOWANCES: readonly { allowance: CustomsAllowance; column: keyof CustomsRuleRecord }[] = [
  { allowance: 'alcohol', column: 'alcohol_ml' },
  { allowance: 'spirits', column: 'spirits_ml' },
  { allowance: 'wine', column: 'wine_ml' },
  { allowance: 'beer', column: 'beer_ml' },
  { allowance: 'cigarettes', column: 'cigarettes' },
  { allowance: 'cigars', column: 'cigars' },
];

/** Millilitres and pieces each allowance counts of the goods. */
function counted(
  goods: readonly CustomsGoods[],
  lines: readonly CustomsLine[],
): Map<CustomsAllowance, number> {
  const totals = new Map<CustomsAllowance, number>();
  const add = (allowance: CustomsAllowance, amount: number) =>
    totals.set(allowance, (totals.get(allowance) ?? 0) + amount);
  for (const line of lines) {
    const item = goods.find((candidate) => candidate.itemId === line.itemId);
    if (!item?.customsKind) continue;
    const litres = litreKinds[item.customsKind];
    if (litres && item.volumeMl) {
      add('alcohol', item.volumeMl * line.quantity);
      add(litres, item.volumeMl * line.quantity);
    } else if (!litres && item.pieces) {
      add(item.customsKind as CustomsAllowance, item.pieces * line.quantity);
    }
  }
  return totals;
}

/**
 * How much of each allowance of the rule the lines use: every allowance the rule keeps and the goods count
 * against. Litres are answered in litres to one decimal, pieces as they are.
 */
export function allowanceUses(
  rule: CustomsRuleRecord,
  goods: readonly CustomsGoods[],
  lines: readonly CustomsLine[],
): AllowanceUse[] {
  const totals = counted(goods, lines);
  const uses: AllowanceUse[] = [];
  for (const { allowance, column } of ALLOWANCES) {
    const allowed = rule[column] as number | null;
    const used = totals.get(allowance);
    if (allowed === null || used === undefined) continue;
    const over = used > allowed;
    const inLitres = allowance !== 'cigarettes' && allowance !== 'cigars';
    uses.push(
      inLitres
        ? { allowance, used: Math.round(used / 100) / 10, allowed: allowed / 1000, over }
        : { allowance, used, allowed, over },
    );
  }
  return uses;
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
    const over = allowanceUses(rule, goods, lines).find((use) => use.over);
    if (over && !answers.dutyDueConfirmed) {
      const { allowance, used, allowed } = over;
      throw conflict(templatedError('orders.dutyDueToConfirm', { allowance, used, allowed, airport }));
    }
    return { overAllowance: over !== undefined };
  }
}

// How much of a destination's duty-free allowances a basket uses: the one rule the web shows in the cart
// and at checkout, the crew's device judges a trolley sale by, and the API enforces when the order is placed.

import { convertFromUsd } from './currency-conversion.ts';
import { type Minor, sumMinor } from './money.ts';

/**
 * What an item counts against at customs: litres of spirits, wine or beer; cigarettes or cigars by the
 * piece (and their tobacco by weight); millilitres of perfume or of toilet water.
 */
export type CustomsKind = 'spirits' | 'wine' | 'beer' | 'cigarettes' | 'cigars' | 'perfume' | 'toiletWater';

/**
 * An allowance a destination keeps: alcohol in all and each kind of it; tobacco by the piece and by weight
 * (every tobacco product's together); fragrance in all and perfume and toilet water apart.
 */
export type AllowanceKind =
  | 'alcohol'
  | 'spirits'
  | 'wine'
  | 'beer'
  | 'cigarettes'
  | 'cigars'
  | 'tobacco'
  | 'fragrance'
  | 'perfume'
  | 'toiletWater';

/** The order a basket's use of the allowances is listed in (the value of other goods comes last). */
export const ALLOWANCE_KINDS: readonly AllowanceKind[] = [
  'alcohol',
  'spirits',
  'wine',
  'beer',
  'cigarettes',
  'cigars',
  'tobacco',
  'fragrance',
  'perfume',
  'toiletWater',
];

/** What an allowance counts in: alcohol is kept in millilitres and published, shown and typed in litres. */
export type AllowanceUnit = 'litres' | 'millilitres' | 'grams' | 'pieces';

const UNITS: Readonly<Record<AllowanceKind, AllowanceUnit>> = {
  alcohol: 'litres',
  spirits: 'litres',
  wine: 'litres',
  beer: 'litres',
  cigarettes: 'pieces',
  cigars: 'pieces',
  tobacco: 'grams',
  fragrance: 'millilitres',
  perfume: 'millilitres',
  toiletWater: 'millilitres',
};

/** The unit an allowance is shown and typed in. */
export const allowanceUnit = (kind: AllowanceKind): AllowanceUnit => UNITS[kind];

/**
 * A destination's allowances: millilitres of alcohol and of fragrance, pieces of cigarettes and cigars,
 * grams of tobacco; null where no limit is known.
 */
export type AllowanceLimits = Readonly<Record<AllowanceKind, number | null>>;

/**
 * A destination's allowance for the value of the goods that no allowance above counts (alcohol and
 * tobacco have their own): whole units of its currency, and that currency's rate per US dollar, the
 * shop's (or, on board, the one fixed for the flight).
 */
export type GoodsValueAllowance = { allowed: number; currencyCode: string; usdRateMicros: number };

/**
 * What customs measure of one unit of an item: its kind, its volume (alcohol, fragrance), its pieces and
 * grams of tobacco (tobacco).
 */
export type CustomsMeasure = {
  itemId: number;
  customsKind: CustomsKind | null;
  volumeMl: number | null;
  pieces: number | null;
  tobaccoG: number | null;
};

/**
 * How much of one allowance the goods use: litres to one decimal, millilitres, grams and pieces whole,
 * value in the allowance's currency to the cent (`currencyCode` only then); `over` judged unrounded.
 */
export type AllowanceUse = {
  allowance: AllowanceKind | 'value';
  used: number;
  allowed: number;
  over: boolean;
  currencyCode?: string;
};

/** A line as customs count it. */
export type CustomsCountedLine = { itemId: number; quantity: number };

/** The value allowance, and what the goods it counts are worth (`goodsValueUsdMinor`). */
export type GoodsValueUse = { allowance: GoodsValueAllowance; goodsUsdMinor: Minor };

const ALCOHOL: ReadonlySet<CustomsKind> = new Set(['spirits', 'wine', 'beer']);
const TOBACCO: ReadonlySet<CustomsKind> = new Set(['cigarettes', 'cigars']);
const FRAGRANCE: ReadonlySet<CustomsKind> = new Set(['perfume', 'toiletWater']);

/** Millilitres, pieces or grams each allowance counts of the lines; goods without a measure count nowhere. */
function counted(
  measures: readonly CustomsMeasure[],
  lines: readonly CustomsCountedLine[],
): Map<AllowanceKind, number> {
  const byItem = new Map(measures.map((measure) => [measure.itemId, measure]));
  const totals = new Map<AllowanceKind, number>();
  const add = (allowance: AllowanceKind, amount: number | null, quantity: number) => {
    if (amount) totals.set(allowance, (totals.get(allowance) ?? 0) + amount * quantity);
  };
  for (const { itemId, quantity } of lines) {
    const measure = byItem.get(itemId);
    const kind = measure?.customsKind;
    if (!measure || !kind) continue;
    if (ALCOHOL.has(kind)) add('alcohol', measure.volumeMl, quantity);
    if (FRAGRANCE.has(kind)) add('fragrance', measure.volumeMl, quantity);
    if (TOBACCO.has(kind)) {
      add(kind, measure.pieces, quantity);
      add('tobacco', measure.tobaccoG, quantity);
    } else add(kind, measure.volumeMl, quantity);
  }
  return totals;
}

/**
 * What the lines' goods are worth as the value allowance counts them, in US cents: every line but alcohol
 * and tobacco, which customs count against their own allowances.
 */
export function goodsValueUsdMinor(
  measures: readonly CustomsMeasure[],
  lines: readonly { itemId: number; usdMinor: Minor }[],
): Minor {
  const kinds = new Map(measures.map((measure) => [measure.itemId, measure.customsKind]));
  return sumMinor(
    lines.flatMap(({ itemId, usdMinor }) => {
      const kind = kinds.get(itemId);
      return kind && (ALCOHOL.has(kind) || TOBACCO.has(kind)) ? [] : [usdMinor];
    }),
  );
}

/**
 * How much of each of the destination's allowances the lines use: every allowance it limits that the
 * goods count against, in `ALLOWANCE_KINDS` order, then the value of the other goods when the destination
 * limits it (`value`) and they are worth something. Alcohol is answered in litres (used rounded to one decimal),
 * fragrance in millilitres, tobacco in pieces and grams, the value in the allowance's currency.
 */
export function allowanceUses(
  limits: AllowanceLimits,
  measures: readonly CustomsMeasure[],
  lines: readonly CustomsCountedLine[],
  value: GoodsValueUse | null = null,
): AllowanceUse[] {
  const totals = counted(measures, lines);
  const uses: AllowanceUse[] = [];
  for (const allowance of ALLOWANCE_KINDS) {
    const allowed = limits[allowance];
    const used = totals.get(allowance);
    if (allowed === null || used === undefined) continue;
    const over = used > allowed;
    uses.push(
      UNITS[allowance] === 'litres'
        ? { allowance, used: Math.round(used / 100) / 10, allowed: allowed / 1000, over }
        : { allowance, used, allowed, over },
    );
  }
  if (value) {
    const { allowed, currencyCode, usdRateMicros } = value.allowance;
    const used = convertFromUsd(value.goodsUsdMinor, usdRateMicros);
    if (used > 0) {
      uses.push({ allowance: 'value', used: used / 100, allowed, over: used > allowed * 100, currencyCode });
    }
  }
  return uses;
}

// How much of a destination's duty-free allowances a basket uses: the one rule the web shows in the cart
// and at checkout and the API enforces when the order is placed.

/** What an item counts against at customs: litres of spirits, wine or beer; cigarettes or cigars by the piece. */
export type CustomsKind = 'spirits' | 'wine' | 'beer' | 'cigarettes' | 'cigars';

/** An allowance a destination keeps: alcohol in all, each kind of alcohol, and tobacco by the piece. */
export type AllowanceKind = 'alcohol' | CustomsKind;

/** The order a basket's use of the allowances is listed in. */
export const ALLOWANCE_KINDS: readonly AllowanceKind[] = [
  'alcohol',
  'spirits',
  'wine',
  'beer',
  'cigarettes',
  'cigars',
];

/** A destination's allowances: millilitres of alcohol, pieces of tobacco; null where no limit is known. */
export type AllowanceLimits = Readonly<Record<AllowanceKind, number | null>>;

/** What customs measure of one unit of an item: its kind, and its volume (alcohol) or pieces (tobacco). */
export type CustomsMeasure = {
  itemId: number;
  customsKind: CustomsKind | null;
  volumeMl: number | null;
  pieces: number | null;
};

/** How much of one allowance the goods use: litres to one decimal, pieces whole; `over` judged unrounded. */
export type AllowanceUse = { allowance: AllowanceKind; used: number; allowed: number; over: boolean };

const ALCOHOL: ReadonlySet<AllowanceKind> = new Set(['alcohol', 'spirits', 'wine', 'beer']);

/** Millilitres or pieces each allowance counts of the lines; goods without a measure count nowhere. */
function counted(
  measures: readonly CustomsMeasure[],
  lines: readonly { itemId: number; quantity: number }[],
): Map<AllowanceKind, number> {
  const byItem = new Map(measures.map((measure) => [measure.itemId, measure]));
  const totals = new Map<AllowanceKind, number>();
  const add = (allowance: AllowanceKind, amount: number) =>
    totals.set(allowance, (totals.get(allowance) ?? 0) + amount);
  for (const { itemId, quantity } of lines) {
    const measure = byItem.get(itemId);
    if (!measure?.customsKind) continue;
    if (ALCOHOL.has(measure.customsKind)) {
      if (!measure.volumeMl) continue;
      add('alcohol', measure.volumeMl * quantity);
      add(measure.customsKind, measure.volumeMl * quantity);
    } else if (measure.pieces) {
      add(measure.customsKind, measure.pieces * quantity);
    }
  }
  return totals;
}

/**
 * How much of each of the destination's allowances the lines use: every allowance it limits that the
 * goods count against, in `ALLOWANCE_KINDS` order. Litres are answered in litres (used rounded to one
 * decimal), pieces as they are.
 */
export function allowanceUses(
  limits: AllowanceLimits,
  measures: readonly CustomsMeasure[],
  lines: readonly { itemId: number; quantity: number }[],
): AllowanceUse[] {
  const totals = counted(measures, lines);
  const uses: AllowanceUse[] = [];
  for (const allowance of ALLOWANCE_KINDS) {
    const allowed = limits[allowance];
    const used = totals.get(allowance);
    if (allowed === null || used === undefined) continue;
    const over = used > allowed;
    uses.push(
      ALCOHOL.has(allowance)
        ? { allowance, used: Math.round(used / 100) / 10, allowed: allowed / 1000, over }
        : { allowance, used, allowed, over },
    );
  }
  return uses;
}

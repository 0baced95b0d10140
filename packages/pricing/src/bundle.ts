import { type Minor, multiplyMinor } from './money.ts';
import type { PriceListBundle } from './price-list.ts';
import type { ItemId } from './priced-item.ts';
import { prorate } from './prorate.ts';

/** A cart line as the bundle rule sees it: how many units there are and what each costs without a bundle. */
export type BundleCandidateLine = {
  itemId: ItemId;
  quantity: number;
  unitPrice: Minor;
};

/** The part of an applied bundle's amount that one cart line carries. */
export type BundleCharge = {
  itemId: ItemId;
  units: number;
  charge: Minor;
};

export type AppliedBundle = {
  bundleIndex: number;
  sets: number;
  amount: Minor;
  charges: BundleCharge[];
};

type RankedBundle = {
  bundleIndex: number;
  bundle: PriceListBundle;
  unitsPerSet: Map<ItemId, number>;
  savingPerSet: Minor;
};

function unitsPerSet(bundle: PriceListBundle): Map<ItemId, number> {
  const units = new Map<ItemId, number>();
  for (const itemId of bundle.itemIds) units.set(itemId, (units.get(itemId) ?? 0) + 1);
  return units;
}

/** What one set would cost at the lines' own prices, or null when an item of the set is not in the cart. */
function ownPriceOfSet(perSet: Map<ItemId, number>, unitPrices: Map<ItemId, Minor>): Minor | null {
  let total = 0;
  for (const [itemId, units] of perSet) {
    const price = unitPrices.get(itemId);
    if (price === undefined) return null;
    total += multiplyMinor(price, units, 'bundle set price');
  }
  return total;
}

function rank(bundles: readonly PriceListBundle[], unitPrices: Map<ItemId, Minor>): RankedBundle[] {
  const ranked: RankedBundle[] = [];
  bundles.forEach((bundle, bundleIndex) => {
    const perSet = unitsPerSet(bundle);
    const ownPrice = ownPriceOfSet(perSet, unitPrices);
    // A bundle dearer than buying its items separately would cost the traveller money: it never applies.
    if (ownPrice !== null && ownPrice > bundle.amount) {
      ranked.push({ bundleIndex, bundle, unitsPerSet: perSet, savingPerSet: ownPrice - bundle.amount });
    }
  });
  return ranked.sort((a, b) => b.savingPerSet - a.savingPerSet || a.bundleIndex - b.bundleIndex);
}

function completeSets(perSet: Map<ItemId, number>, remaining: Map<ItemId, number>): number {
  let sets = Number.POSITIVE_INFINITY;
  for (const [itemId, units] of perSet)
    sets = Math.min(sets, Math.floor((remaining.get(itemId) ?? 0) / units));
  return sets;
}

function charge(ranked: RankedBundle, sets: number, unitPrices: Map<ItemId, Minor>): AppliedBundle {
  const lines = [...ranked.unitsPerSet].map(([itemId, units]) => ({ itemId, units: units * sets }));
  const amount = multiplyMinor(ranked.bundle.amount, sets, 'bundle amount');
  // Each line carries a share in proportion to what its units would have cost, so the parts add up to the
  // bundle amount and no line is charged more than it would have been without the bundle.
  const shares = prorate(
    amount,
    lines.map(({ itemId, units }) => multiplyMinor(unitPrices.get(itemId) ?? 0, units)),
  );
  const charges = lines.map((line, index) => ({ ...line, charge: shares[index] ?? 0 }));
  return { bundleIndex: ranked.bundleIndex, sets, amount, charges };
}

/**
 * Applies every bundle whose items are all in the cart, once per complete set, as long as it is cheaper
 * than the items' own prices. A unit belongs to at most one set. Overlapping bundles are taken greedily,
 * the largest saving per set first: deterministic and never dearer, though not always the global optimum.
 */
export function applyBundles(
  bundles: readonly PriceListBundle[],
  lines: readonly BundleCandidateLine[],
): AppliedBundle[] {
  const unitPrices = new Map(lines.map((line) => [line.itemId, line.unitPrice]));
  const remaining = new Map(lines.map((line) => [line.itemId, line.quantity]));
  const applied: AppliedBundle[] = [];
  for (const ranked of rank(bundles, unitPrices)) {
    const sets = completeSets(ranked.unitsPerSet, remaining);
    if (sets < 1) continue;
    const bundle = charge(ranked, sets, unitPrices);
    for (const { itemId, units } of bundle.charges)
      remaining.set(itemId, (remaining.get(itemId) ?? 0) - units);
    applied.push(bundle);
  }
  return applied;
}

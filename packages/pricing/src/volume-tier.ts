import type { Minor } from './money.ts';
import type { VolumeTier } from './priced-item.ts';

function cheaper(a: VolumeTier | null, b: VolumeTier): boolean {
  return a === null || b.customPrice < a.customPrice;
}

function endsLater(a: VolumeTier | null, b: VolumeTier): boolean {
  return a === null || b.endQuantity > a.endQuantity || (b.endQuantity === a.endQuantity && cheaper(a, b));
}

/**
 * SPEC §4: the tier whose [startQuantity, endQuantity] holds the quantity (both ends inclusive); past the
 * highest endQuantity the highest tier keeps applying; below the first tier or in a gap, none.
 * Tiers may come unsorted. Where data makes tiers overlap, the traveller gets the cheaper one.
 */
export function findVolumeTier(tiers: readonly VolumeTier[], quantity: number): VolumeTier | null {
  let holding: VolumeTier | null = null;
  let highest: VolumeTier | null = null;
  for (const tier of tiers) {
    const holds = quantity >= tier.startQuantity && quantity <= tier.endQuantity;
    if (holds && cheaper(holding, tier)) holding = tier;
    if (endsLater(highest, tier)) highest = tier;
  }
  if (holding) return holding;
  return highest && quantity > highest.endQuantity ? highest : null;
}

/** The tier's unit price for this quantity, or null when no volume discount applies. */
export function volumeTierPrice(tiers: readonly VolumeTier[], quantity: number): Minor | null {
  return findVolumeTier(tiers, quantity)?.customPrice ?? null;
}

/**
 * The first two tiers (by position in `tiers`) that both hold some quantity, or null when no quantity has
 * two prices. Reading still copes with overlapping data (the cheaper tier wins), but a price list is
 * saved only without: what a traveller pays for six bottles should never depend on that tie-break.
 */
export function overlappingVolumeTiers(tiers: readonly VolumeTier[]): [number, number] | null {
  for (let a = 0; a < tiers.length; a++) {
    for (let b = a + 1; b < tiers.length; b++) {
      const [first, second] = [tiers[a]!, tiers[b]!];
      if (first.startQuantity <= second.endQuantity && second.startQuantity <= first.endQuantity)
        return [a, b];
    }
  }
  return null;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { volumeTierArb } from './priced-item.fixtures.ts';
import type { VolumeTier } from './priced-item.ts';
import { findVolumeTier, overlappingVolumeTiers, volumeTierPrice } from './volume-tier.ts';

const tier = (startQuantity: number, endQuantity: number, customPrice: number): VolumeTier => ({
  startQuantity,
  endQuantity,
  customPrice,
});

// 2–3 at 9.00, 4–5 at 8.00, a gap at 6, 7–9 at 7.00; deliberately unsorted.
const tiers = [tier(7, 9, 700), tier(2, 3, 900), tier(4, 5, 800)];

describe('volume tiers', () => {
  it('gives no volume price below the first tier', () => {
    expect(volumeTierPrice(tiers, 1)).toBeNull();
  });

  it('gives the tier price from its start quantity', () => {
    expect(volumeTierPrice(tiers, 2)).toBe(900);
    expect(volumeTierPrice(tiers, 4)).toBe(800);
    expect(volumeTierPrice(tiers, 7)).toBe(700);
  });

  it('keeps the tier price up to and including its end quantity', () => {
    expect(volumeTierPrice(tiers, 3)).toBe(900);
    expect(volumeTierPrice(tiers, 5)).toBe(800);
    expect(volumeTierPrice(tiers, 9)).toBe(700);
  });

  it('removes the discount in a gap between tiers', () => {
    expect(volumeTierPrice(tiers, 6)).toBeNull();
  });

  it('keeps the highest tier beyond its end quantity', () => {
    expect(volumeTierPrice(tiers, 10)).toBe(700);
    expect(volumeTierPrice(tiers, 500)).toBe(700);
  });

  it('reads tiers in any order', () => {
    expect(findVolumeTier([...tiers].reverse(), 4)).toEqual(tier(4, 5, 800));
    expect(findVolumeTier([tiers[1]!, tiers[2]!, tiers[0]!], 12)).toEqual(tier(7, 9, 700));
  });

  it('gives nothing when the item has no tiers', () => {
    expect(volumeTierPrice([], 5)).toBeNull();
  });

  it('applies a one-quantity tier to that quantity only, and beyond when it is the highest', () => {
    expect(volumeTierPrice([tier(3, 3, 500)], 2)).toBeNull();
    expect(volumeTierPrice([tier(3, 3, 500)], 3)).toBe(500);
    expect(volumeTierPrice([tier(3, 3, 500)], 4)).toBe(500);
  });

  it('gives the traveller the cheaper tier where badly entered tiers overlap', () => {
    expect(volumeTierPrice([tier(2, 6, 900), tier(4, 8, 600)], 5)).toBe(600);
    expect(volumeTierPrice([tier(4, 8, 600), tier(2, 6, 900)], 5)).toBe(600);
    expect(volumeTierPrice([tier(2, 8, 900), tier(4, 8, 600)], 9)).toBe(600);
  });

  it('treats both ends of every tier as inside it', () => {
    fc.assert(
      fc.property(fc.array(volumeTierArb, { minLength: 1, maxLength: 5 }), fc.nat(), (generated, pick) => {
        const chosen = generated[pick % generated.length]!;
        for (const quantity of [chosen.startQuantity, chosen.endQuantity]) {
          const found = findVolumeTier(generated, quantity);
          expect(found).not.toBeNull();
          expect(found!.startQuantity <= quantity && quantity <= found!.endQuantity).toBe(true);
          expect(found!.customPrice).toBeLessThanOrEqual(chosen.customPrice);
        }
      }),
    );
  });

  it('never gives a volume price below the lowest start quantity', () => {
    fc.assert(
      fc.property(fc.array(volumeTierArb, { minLength: 1, maxLength: 5 }), (generated) => {
        const lowestStart = Math.min(...generated.map((entry) => entry.startQuantity));
        for (let quantity = 1; quantity < lowestStart; quantity++) {
          expect(findVolumeTier(generated, quantity)).toBeNull();
        }
      }),
    );
  });

  it('does not depend on the order the tiers are listed in', () => {
    fc.assert(
      fc.property(
        fc.array(volumeTierArb, { maxLength: 5 }),
        fc.integer({ min: 1, max: 60 }),
        (generated, quantity) => {
          expect(volumeTierPrice([...generated].reverse(), quantity)).toBe(
            volumeTierPrice(generated, quantity),
          );
        },
      ),
    );
  });
});

describe('tiers that may be saved together', () => {
  it('lets tiers that touch without sharing a quantity be saved, in any order', () => {
    expect(overlappingVolumeTiers(tiers)).toBeNull();
    expect(overlappingVolumeTiers([tier(4, 5, 800), tier(2, 3, 900)])).toBeNull();
  });

  it('names the first two tiers that give one quantity two prices', () => {
    expect(overlappingVolumeTiers([tier(2, 3, 900), tier(7, 9, 700), tier(3, 5, 800)])).toEqual([0, 2]);
    expect(overlappingVolumeTiers([tier(2, 9, 900), tier(4, 5, 800)])).toEqual([0, 1]);
  });

  it('finds an overlap exactly when some quantity lies in two tiers', () => {
    fc.assert(
      fc.property(fc.array(volumeTierArb, { maxLength: 5 }), (generated) => {
        const shared = Array.from({ length: 60 }, (_, n) => n + 1).some(
          (quantity) =>
            generated.filter((t) => quantity >= t.startQuantity && quantity <= t.endQuantity).length > 1,
        );
        expect(overlappingVolumeTiers(generated) !== null).toBe(shared);
      }),
    );
  });
});

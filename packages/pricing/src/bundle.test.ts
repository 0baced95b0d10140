import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBundles, type BundleCandidateLine } from './bundle.ts';

const whisky = { itemId: 1, quantity: 1, unitPrice: 3000 };
const glass = { itemId: 2, quantity: 1, unitPrice: 1000 };
const chocolate = { itemId: 3, quantity: 1, unitPrice: 500 };

describe('price-list bundles', () => {
  it('charges the bundle amount instead of the items when the whole set is in the cart', () => {
    const [applied] = applyBundles([{ amount: 3200, itemIds: [1, 2] }], [whisky, glass]);
    expect(applied).toEqual({
      bundleIndex: 0,
      sets: 1,
      amount: 3200,
      charges: [
        { itemId: 1, units: 1, charge: 2400 },
        { itemId: 2, units: 1, charge: 800 },
      ],
    });
  });

  it('does not apply while an item of the set is missing', () => {
    expect(applyBundles([{ amount: 3200, itemIds: [1, 2] }], [whisky, chocolate])).toEqual([]);
  });

  it('applies once per complete set and leaves the rest at their own price', () => {
    const [applied] = applyBundles(
      [{ amount: 3200, itemIds: [1, 2] }],
      [
        { ...whisky, quantity: 3 },
        { ...glass, quantity: 2 },
      ],
    );
    expect(applied?.sets).toBe(2);
    expect(applied?.amount).toBe(6400);
    expect(applied?.charges.map((share) => share.units)).toEqual([2, 2]);
  });

  it('needs two units of an item the bundle lists twice', () => {
    const twoGlasses = [{ amount: 1500, itemIds: [2, 2] }];
    expect(applyBundles(twoGlasses, [glass])).toEqual([]);
    expect(applyBundles(twoGlasses, [{ ...glass, quantity: 5 }])[0]?.sets).toBe(2);
  });

  it('never applies a bundle that would cost more than, or the same as, the items alone', () => {
    expect(applyBundles([{ amount: 4500, itemIds: [1, 2] }], [whisky, glass])).toEqual([]);
    expect(applyBundles([{ amount: 4000, itemIds: [1, 2] }], [whisky, glass])).toEqual([]);
  });

  it('gives a unit to one bundle only, the one saving the traveller more per set', () => {
    const applied = applyBundles(
      [
        { amount: 3800, itemIds: [1, 2] }, // saves 2.00
        { amount: 2500, itemIds: [1, 3] }, // saves 10.00
      ],
      [whisky, glass, chocolate],
    );
    expect(applied.map((bundle) => bundle.bundleIndex)).toEqual([1]);
  });

  it('takes the earlier bundle when two save the same', () => {
    const applied = applyBundles(
      [
        { amount: 3400, itemIds: [1, 3] },
        { amount: 3400, itemIds: [1, 3] },
      ],
      [whisky, chocolate],
    );
    expect(applied.map((bundle) => bundle.bundleIndex)).toEqual([0]);
  });

  it('applies a free bundle by charging its units nothing', () => {
    const [applied] = applyBundles([{ amount: 0, itemIds: [3] }], [chocolate]);
    expect(applied?.charges).toEqual([{ itemId: 3, units: 1, charge: 0 }]);
  });

  const linesArb: fc.Arbitrary<BundleCandidateLine[]> = fc
    .uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((itemId) =>
          fc.record({
            itemId: fc.constant(itemId),
            quantity: fc.integer({ min: 1, max: 6 }),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
          }),
        ),
      ),
    );
  const bundlesArb = fc.array(
    fc.record({
      amount: fc.integer({ min: 0, max: 300_000 }),
      itemIds: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
    }),
    { maxLength: 4 },
  );

  it('never uses more units than the cart holds and never charges a unit more than its own price', () => {
    fc.assert(
      fc.property(bundlesArb, linesArb, (bundles, lines) => {
        const applied = applyBundles(bundles, lines);
        for (const line of lines) {
          const shares = applied.flatMap((bundle) => bundle.charges).filter((c) => c.itemId === line.itemId);
          const units = shares.reduce((sum, share) => sum + share.units, 0);
          const charge = shares.reduce((sum, share) => sum + share.charge, 0);
          expect(units).toBeLessThanOrEqual(line.quantity);
          expect(charge).toBeLessThanOrEqual(units * line.unitPrice);
        }
      }),
    );
  });

  it('charges exactly the bundle amount across its lines', () => {
    fc.assert(
      fc.property(bundlesArb, linesArb, (bundles, lines) => {
        for (const bundle of applyBundles(bundles, lines)) {
          expect(bundle.charges.reduce((sum, share) => sum + share.charge, 0)).toBe(bundle.amount);
          expect(bundle.amount).toBe(bundle.sets * bundles[bundle.bundleIndex]!.amount);
        }
      }),
    );
  });
});

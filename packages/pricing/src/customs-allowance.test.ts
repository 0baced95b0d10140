import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_KINDS,
  type AllowanceLimits,
  allowanceUses,
  type CustomsKind,
  type CustomsMeasure,
} from './customs-allowance.ts';

const UAE: AllowanceLimits = {
  alcohol: 4000,
  spirits: null,
  wine: null,
  beer: null,
  cigarettes: 400,
  cigars: 50,
};
const EU: AllowanceLimits = {
  alcohol: null,
  spirits: 1000,
  wine: 4000,
  beer: 16000,
  cigarettes: 200,
  cigars: 50,
};

const whisky: CustomsMeasure = { itemId: 1, customsKind: 'spirits', volumeMl: 700, pieces: null };
const wine: CustomsMeasure = { itemId: 2, customsKind: 'wine', volumeMl: 750, pieces: null };
const carton: CustomsMeasure = { itemId: 3, customsKind: 'cigarettes', volumeMl: null, pieces: 200 };
const perfume: CustomsMeasure = { itemId: 4, customsKind: null, volumeMl: 100, pieces: null };
const measures = [whisky, wine, carton, perfume];

describe('the allowances a basket uses', () => {
  it('counts every kind of alcohol against one alcohol allowance, in litres to one decimal', () => {
    const uses = allowanceUses(UAE, measures, [
      { itemId: 1, quantity: 2 },
      { itemId: 2, quantity: 1 },
    ]);
    expect(uses).toEqual([{ allowance: 'alcohol', used: 2.2, allowed: 4, over: false }]);
  });

  it('counts each kind against its own allowance where the destination keeps them apart', () => {
    const uses = allowanceUses(EU, measures, [
      { itemId: 1, quantity: 2 },
      { itemId: 2, quantity: 1 },
      { itemId: 3, quantity: 1 },
    ]);
    expect(uses).toEqual([
      { allowance: 'spirits', used: 1.4, allowed: 1, over: true },
      { allowance: 'wine', used: 0.8, allowed: 4, over: false },
      { allowance: 'cigarettes', used: 200, allowed: 200, over: false },
    ]);
  });

  it('judges "over" on the exact millilitres, not the rounded litres', () => {
    const justOver: CustomsMeasure = { itemId: 9, customsKind: 'spirits', volumeMl: 1001, pieces: null };
    expect(allowanceUses(EU, [justOver], [{ itemId: 9, quantity: 1 }])).toEqual([
      { allowance: 'spirits', used: 1, allowed: 1, over: true },
    ]);
  });

  it('says nothing of goods without a measure, of unknown items, or of limits the destination does not keep', () => {
    expect(allowanceUses(UAE, measures, [{ itemId: 4, quantity: 3 }])).toEqual([]);
    expect(allowanceUses(UAE, measures, [{ itemId: 99, quantity: 3 }])).toEqual([]);
    const noLimits = Object.fromEntries(ALLOWANCE_KINDS.map((kind) => [kind, null])) as AllowanceLimits;
    expect(allowanceUses(noLimits, measures, [{ itemId: 1, quantity: 9 }])).toEqual([]);
  });

  const kinds: CustomsKind[] = ['spirits', 'wine', 'beer', 'cigarettes', 'cigars'];
  const anyMeasure = (itemId: number) =>
    fc.record({
      itemId: fc.constant(itemId),
      customsKind: fc.constantFrom<CustomsKind | null>(null, ...kinds),
      volumeMl: fc.option(fc.integer({ min: 1, max: 5000 })),
      pieces: fc.option(fc.integer({ min: 1, max: 400 })),
    });
  const anyBasket = fc
    .array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 })
    .chain((quantities) =>
      fc.tuple(
        fc.tuple(...quantities.map((_, index) => anyMeasure(index + 1))),
        fc.constant(quantities.map((quantity, index) => ({ itemId: index + 1, quantity }))),
      ),
    );
  const anyLimits = fc.record(
    Object.fromEntries(ALLOWANCE_KINDS.map((kind) => [kind, fc.option(fc.integer({ min: 0, max: 20000 }))])),
  ) as fc.Arbitrary<AllowanceLimits>;

  it('never lowers an allowance’s use when a quantity goes up, and stays over once over', () => {
    fc.assert(
      fc.property(anyLimits, anyBasket, fc.nat(5), (limits, [measures, lines], more) => {
        const before = allowanceUses(limits, measures, lines);
        const [first, ...rest] = lines;
        const after = allowanceUses(limits, measures, [
          { itemId: 1, quantity: first!.quantity + more },
          ...rest,
        ]);
        expect(after.map((use) => use.allowance)).toEqual(before.map((use) => use.allowance));
        after.forEach((use, index) => {
          expect(use.used).toBeGreaterThanOrEqual(before[index]!.used);
          if (before[index]!.over) expect(use.over).toBe(true);
        });
      }),
    );
  });

  it('counts all alcohol as the sum of its kinds, and is over exactly when the millilitres exceed the limit', () => {
    const limitedEverywhere = (ml: number): AllowanceLimits =>
      Object.fromEntries(ALLOWANCE_KINDS.map((kind) => [kind, ml])) as AllowanceLimits;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), anyBasket, (ml, [measures, lines]) => {
        const uses = allowanceUses(limitedEverywhere(ml), measures, lines);
        const millilitres = (kinds: readonly string[]) =>
          lines.reduce((sum, { itemId, quantity }) => {
            const measure = measures[itemId - 1]!;
            return measure.customsKind && kinds.includes(measure.customsKind) && measure.volumeMl
              ? sum + measure.volumeMl * quantity
              : sum;
          }, 0);
        const alcohol = uses.find((use) => use.allowance === 'alcohol');
        const all = millilitres(['spirits', 'wine', 'beer']);
        if (all === 0) expect(alcohol).toBeUndefined();
        else
          expect(alcohol).toEqual({
            allowance: 'alcohol',
            used: Math.round(all / 100) / 10,
            allowed: ml / 1000,
            over: all > ml,
          });
      }),
    );
  });
});

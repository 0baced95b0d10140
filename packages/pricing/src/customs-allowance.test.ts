import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_KINDS,
  type AllowanceLimits,
  allowanceUses,
  type CustomsKind,
  type CustomsMeasure,
  type GoodsValueAllowance,
  goodsValueUsdMinor,
} from './customs-allowance.ts';

const UAE: AllowanceLimits = {
  alcohol: 4000,
  spirits: null,
  wine: null,
  beer: null,
  cigarettes: 400,
  cigars: 50,
  tobacco: null,
  fragrance: null,
  perfume: null,
  toiletWater: null,
};
const EU: AllowanceLimits = {
  alcohol: null,
  spirits: 1000,
  wine: 4000,
  beer: 16000,
  cigarettes: 200,
  cigars: 50,
  tobacco: null,
  fragrance: null,
  perfume: null,
  toiletWater: null,
};
// Kenya's published figures: tobacco of every kind by weight, fragrance in all with perfume within it.
const KENYA: AllowanceLimits = {
  alcohol: null,
  spirits: 1000,
  wine: 2000,
  beer: null,
  cigarettes: null,
  cigars: null,
  tobacco: 250,
  fragrance: 500,
  perfume: 250,
  toiletWater: null,
};

const none = { volumeMl: null, pieces: null, tobaccoG: null };
const whisky: CustomsMeasure = { ...none, itemId: 1, customsKind: 'spirits', volumeMl: 700 };
const wine: CustomsMeasure = { ...none, itemId: 2, customsKind: 'wine', volumeMl: 750 };
const carton: CustomsMeasure = { ...none, itemId: 3, customsKind: 'cigarettes', pieces: 200, tobaccoG: 200 };
const lotion: CustomsMeasure = { ...none, itemId: 4, customsKind: null, volumeMl: 100 };
const parfum: CustomsMeasure = { ...none, itemId: 5, customsKind: 'perfume', volumeMl: 100 };
const toiletWater: CustomsMeasure = { ...none, itemId: 6, customsKind: 'toiletWater', volumeMl: 200 };
const cigars: CustomsMeasure = { ...none, itemId: 7, customsKind: 'cigars', pieces: 10, tobaccoG: 150 };
const measures = [whisky, wine, carton, lotion, parfum, toiletWater, cigars];

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
    const justOver: CustomsMeasure = { ...none, itemId: 9, customsKind: 'spirits', volumeMl: 1001 };
    expect(allowanceUses(EU, [justOver], [{ itemId: 9, quantity: 1 }])).toEqual([
      { allowance: 'spirits', used: 1, allowed: 1, over: true },
    ]);
  });

  it('says nothing of goods without a measure, of unknown items, or of limits the destination does not keep', () => {
    expect(allowanceUses(KENYA, measures, [{ itemId: 4, quantity: 3 }])).toEqual([]);
    expect(allowanceUses(UAE, measures, [{ itemId: 99, quantity: 3 }])).toEqual([]);
    const noLimits = Object.fromEntries(ALLOWANCE_KINDS.map((kind) => [kind, null])) as AllowanceLimits;
    expect(allowanceUses(noLimits, measures, [{ itemId: 1, quantity: 9 }])).toEqual([]);
  });

  it('weighs every tobacco product against one tobacco allowance, and counts them by the piece apart', () => {
    const uses = allowanceUses({ ...KENYA, cigarettes: 200 }, measures, [
      { itemId: 3, quantity: 1 },
      { itemId: 7, quantity: 1 },
    ]);
    expect(uses).toEqual([
      { allowance: 'cigarettes', used: 200, allowed: 200, over: false },
      { allowance: 'tobacco', used: 350, allowed: 250, over: true },
    ]);
  });

  it('counts perfume and toilet water against fragrance in all, in millilitres, and each against its own', () => {
    const uses = allowanceUses(KENYA, measures, [
      { itemId: 5, quantity: 3 },
      { itemId: 6, quantity: 1 },
    ]);
    expect(uses).toEqual([
      { allowance: 'fragrance', used: 500, allowed: 500, over: false },
      { allowance: 'perfume', used: 300, allowed: 250, over: true },
    ]);
  });

  describe('the value of other goods', () => {
    // The United Kingdom's £390, at 0.7874 pounds to the dollar.
    const pounds: GoodsValueAllowance = { allowed: 390, currencyCode: 'GBP', usdRateMicros: 787_400 };

    it('leaves alcohol and tobacco out (they have allowances of their own) and counts the rest', () => {
      const lines = [
        { itemId: 1, usdMinor: 90_000 },
        { itemId: 3, usdMinor: 5_000 },
        { itemId: 5, usdMinor: 12_000 },
        { itemId: 4, usdMinor: 3_000 },
        { itemId: 99, usdMinor: 1_000 },
      ];
      expect(goodsValueUsdMinor(measures, lines)).toBe(16_000);
    });

    it('is judged in the destination’s currency, to the cent, after the other allowances', () => {
      const lines = [{ itemId: 5, quantity: 1 }];
      expect(allowanceUses(KENYA, measures, lines, { allowance: pounds, goodsUsdMinor: 49_530 })).toEqual([
        { allowance: 'fragrance', used: 100, allowed: 500, over: false },
        { allowance: 'perfume', used: 100, allowed: 250, over: false },
        { allowance: 'value', used: 390, allowed: 390, over: false, currencyCode: 'GBP' },
      ]);
      const [, , value] = allowanceUses(KENYA, measures, lines, { allowance: pounds, goodsUsdMinor: 49_531 });
      expect(value).toEqual({
        allowance: 'value',
        used: 390.01,
        allowed: 390,
        over: true,
        currencyCode: 'GBP',
      });
    });

    it('says nothing of the value when the goods it counts are worth nothing', () => {
      expect(
        allowanceUses(EU, measures, [{ itemId: 1, quantity: 1 }], { allowance: pounds, goodsUsdMinor: 0 }),
      ).toEqual([{ allowance: 'spirits', used: 0.7, allowed: 1, over: false }]);
    });
  });

  const kinds: CustomsKind[] = ['spirits', 'wine', 'beer', 'cigarettes', 'cigars', 'perfume', 'toiletWater'];
  const anyMeasure = (itemId: number) =>
    fc.record({
      itemId: fc.constant(itemId),
      customsKind: fc.constantFrom<CustomsKind | null>(null, ...kinds),
      volumeMl: fc.option(fc.integer({ min: 1, max: 5000 })),
      pieces: fc.option(fc.integer({ min: 1, max: 400 })),
      tobaccoG: fc.option(fc.integer({ min: 1, max: 500 })),
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

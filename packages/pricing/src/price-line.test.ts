import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLine } from './price-line.ts';
import { anItem, aPriceList, itemArb, priceListArb, quantityArb } from './priced-item.fixtures.ts';

const tiered = anItem({
  currentPrice: 1000,
  volumePriceList: [
    { startQuantity: 3, endQuantity: 5, customPrice: 900 },
    { startQuantity: 6, endQuantity: 10, customPrice: 800 },
  ],
});

describe('pricing one cart line', () => {
  it('charges the current price when no rule applies', () => {
    expect(priceLine({ item: anItem({ currentPrice: 1250 }), quantity: 2 })).toEqual({
      itemId: 1,
      quantity: 2,
      listUnitPrice: 1250,
      unitPrice: 1250,
      appliedRule: 'list',
      listTotal: 2500,
      lineTotal: 2500,
      discount: 0,
      milesForRedeemTotal: 0,
      milesForAccrualTotal: 0,
    });
  });

  it('multiplies the miles by the quantity', () => {
    const line = priceLine({ item: anItem({ milesForRedeem: 4500, milesForAccrual: 120 }), quantity: 3 });
    expect(line.milesForRedeemTotal).toBe(13500);
    expect(line.milesForAccrualTotal).toBe(360);
  });

  describe('percentage items (SPEC §9)', () => {
    const onSale = anItem({ currentPrice: 1000, salesRate: 850, isPercentage: true, orderQuantity: 2 });

    it('charges the sales rate below the order quantity', () => {
      const line = priceLine({ item: onSale, quantity: 1 });
      expect(line).toMatchObject({ unitPrice: 850, appliedRule: 'unit', lineTotal: 850, discount: 150 });
    });

    it('charges the current price from the order quantity on', () => {
      expect(priceLine({ item: onSale, quantity: 2 })).toMatchObject({
        unitPrice: 1000,
        appliedRule: 'list',
      });
      expect(priceLine({ item: onSale, quantity: 3 })).toMatchObject({
        unitPrice: 1000,
        appliedRule: 'list',
      });
    });

    it('charges the current price when the sales rate would cost the traveller more', () => {
      const dearerRate = { ...onSale, salesRate: 1200 };
      expect(priceLine({ item: dearerRate, quantity: 1 })).toMatchObject({
        unitPrice: 1000,
        appliedRule: 'list',
      });
    });

    it('ignores the sales rate for an item that is not a percentage item', () => {
      const line = priceLine({ item: { ...onSale, isPercentage: false }, quantity: 1 });
      expect(line.appliedRule).toBe('list');
    });
  });

  describe('volume tiers (SPEC §4)', () => {
    it('charges the list price below the first tier', () => {
      expect(priceLine({ item: tiered, quantity: 2 })).toMatchObject({
        unitPrice: 1000,
        appliedRule: 'list',
      });
    });

    it('charges the tier price from the tier start to the tier end', () => {
      for (const quantity of [3, 4, 5]) {
        expect(priceLine({ item: tiered, quantity })).toMatchObject({
          unitPrice: 900,
          appliedRule: 'volume',
        });
      }
      expect(priceLine({ item: tiered, quantity: 6 }).unitPrice).toBe(800);
      expect(priceLine({ item: tiered, quantity: 10 }).unitPrice).toBe(800);
    });

    it('keeps the highest tier price beyond its end', () => {
      expect(priceLine({ item: tiered, quantity: 25 })).toMatchObject({
        unitPrice: 800,
        appliedRule: 'volume',
        lineTotal: 20000,
        discount: 5000,
      });
    });

    it('ignores a tier priced above the list price', () => {
      const odd = anItem({ volumePriceList: [{ startQuantity: 1, endQuantity: 9, customPrice: 1100 }] });
      expect(priceLine({ item: odd, quantity: 2 }).appliedRule).toBe('list');
    });

    it('can make a larger quantity cheaper in total when it reaches a cheaper tier', () => {
      // The SPEC's tier rule, kept as specified: 2 × 10.00 = 20.00, 3 × 6.00 = 18.00.
      const steep = anItem({ volumePriceList: [{ startQuantity: 3, endQuantity: 5, customPrice: 600 }] });
      expect(priceLine({ item: steep, quantity: 2 }).lineTotal).toBe(2000);
      expect(priceLine({ item: steep, quantity: 3 }).lineTotal).toBe(1800);
    });
  });

  describe('promo price lists', () => {
    const offer = aPriceList({ individualRates: [{ itemId: 1, amount: 700 }] });

    it('charges the promo price of the item', () => {
      expect(priceLine({ item: anItem(), quantity: 2, priceList: offer })).toMatchObject({
        unitPrice: 700,
        appliedRule: 'promo',
        lineTotal: 1400,
        discount: 600,
      });
    });

    it('leaves items the list does not name at their price', () => {
      expect(priceLine({ item: anItem({ id: 2 }), quantity: 1, priceList: offer }).appliedRule).toBe('list');
    });

    it('shows no discount for a promo equal to the list price', () => {
      const same = aPriceList({ individualRates: [{ itemId: 1, amount: 1000 }] });
      expect(priceLine({ item: anItem(), quantity: 1, priceList: same })).toMatchObject({
        appliedRule: 'list',
        discount: 0,
      });
    });

    it('gives the volume tier when it beats the promo, and the promo when it beats the tier', () => {
      expect(priceLine({ item: tiered, quantity: 3, priceList: offer })).toMatchObject({
        unitPrice: 700,
        appliedRule: 'promo',
      });
      const weakOffer = aPriceList({ individualRates: [{ itemId: 1, amount: 950 }] });
      expect(priceLine({ item: tiered, quantity: 6, priceList: weakOffer })).toMatchObject({
        unitPrice: 800,
        appliedRule: 'volume',
      });
    });

    it('accepts no price list at all', () => {
      expect(priceLine({ item: anItem(), quantity: 1, priceList: null }).appliedRule).toBe('list');
    });
  });

  describe('buy-get gifts', () => {
    const withGift = anItem({ buyGetPriceList: [{ buyQuantity: 2, getQuantity: 1, getItemId: 90 }] });

    it('adds no gift below the buy quantity', () => {
      expect(priceLine({ item: withGift, quantity: 1 }).freeLine).toBeUndefined();
    });

    it('adds a free gift line at the buy quantity without changing the price', () => {
      const line = priceLine({ item: withGift, quantity: 2 });
      expect(line.freeLine).toEqual({ itemId: 90, quantity: 1, unitPrice: 0 });
      expect(line.lineTotal).toBe(2000);
    });
  });

  it('refuses a quantity below 1 or a fraction', () => {
    expect(() => priceLine({ item: anItem(), quantity: 0 })).toThrow(/quantity of item 1/);
    expect(() => priceLine({ item: anItem(), quantity: 1.5 })).toThrow(RangeError);
  });

  it('refuses a product with a negative price and a price list with a negative rate', () => {
    expect(() => priceLine({ item: anItem({ currentPrice: -100 }), quantity: 1 })).toThrow(RangeError);
    const bad = aPriceList({ individualRates: [{ itemId: 1, amount: -1 }] });
    expect(() => priceLine({ item: anItem(), quantity: 1, priceList: bad })).toThrow(RangeError);
  });

  it('refuses a total beyond what integers can hold', () => {
    const dear = anItem({ currentPrice: Number.MAX_SAFE_INTEGER });
    expect(() => priceLine({ item: dear, quantity: 2 })).toThrow(/list total of item 1/);
  });
});

describe('line pricing for any product', () => {
  const lineArb = fc.record({
    item: itemArb(1, [1, 2, 3]),
    quantity: quantityArb,
    priceList: fc.option(priceListArb, { nil: null }),
  });

  it('never charges more than the list price, nor less than nothing', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const line = priceLine(input);
        expect(line.lineTotal).toBeGreaterThanOrEqual(0);
        expect(line.lineTotal).toBeLessThanOrEqual(line.listTotal);
        expect(line.discount).toBe(line.listTotal - line.lineTotal);
        expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
      }),
    );
  });

  it('charges the lowest price any rule offers', () => {
    fc.assert(
      fc.property(lineArb, ({ item, quantity, priceList }) => {
        const line = priceLine({ item, quantity, priceList });
        expect(line.unitPrice).toBeLessThanOrEqual(item.currentPrice);
        if (item.isPercentage && quantity < item.orderQuantity) {
          expect(line.unitPrice).toBeLessThanOrEqual(item.salesRate);
        }
        for (const tier of item.volumePriceList) {
          if (quantity >= tier.startQuantity && quantity <= tier.endQuantity) {
            expect(line.unitPrice).toBeLessThanOrEqual(tier.customPrice);
          }
        }
        for (const rate of priceList?.individualRates ?? []) {
          if (rate.itemId === item.id) expect(line.unitPrice).toBeLessThanOrEqual(rate.amount);
        }
      }),
    );
  });

  it('never charges a gift', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const { freeLine } = priceLine(input);
        if (freeLine) expect(freeLine.unitPrice).toBe(0);
      }),
    );
  });

  it('never lowers the line total for one more unit unless a cheaper rule starts at that unit', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const before = priceLine(input);
        const after = priceLine({ ...input, quantity: input.quantity + 1 });
        if (after.unitPrice >= before.unitPrice) {
          expect(after.lineTotal).toBeGreaterThanOrEqual(before.lineTotal);
        }
      }),
    );
  });

  it('never lowers the line total for one more unit of an item with one flat price', () => {
    fc.assert(
      fc.property(lineArb, (input) => {
        const flat = { ...input.item, volumePriceList: [], isPercentage: false };
        const before = priceLine({ ...input, item: flat });
        const after = priceLine({ ...input, item: flat, quantity: input.quantity + 1 });
        expect(after.lineTotal).toBeGreaterThanOrEqual(before.lineTotal);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FreeOfferLine, type PaidCartLine, priceCart } from './price-cart.ts';
import { anItem, aPriceList, cartArb, priceListArb } from './priced-item.fixtures.ts';

const whisky = anItem({
  id: 1,
  currentPrice: 3000,
  milesForRedeem: 6000,
  milesForAccrual: 30,
  buyGetPriceList: [{ buyQuantity: 2, getQuantity: 1, getItemId: 2 }],
});
const glass = anItem({ id: 2, currentPrice: 1000, milesForRedeem: 2000, milesForAccrual: 10 });
const chocolate = anItem({
  id: 3,
  currentPrice: 500,
  volumePriceList: [{ startQuantity: 4, endQuantity: 8, customPrice: 400 }],
});
const catalogue = new Map([whisky, glass, chocolate].map((item) => [item.id, item]));

const paidLines = (lines: readonly (PaidCartLine | FreeOfferLine)[]) =>
  lines.filter((line) => !line.isFreeOffer);

describe('pricing a cart', () => {
  it('gives an empty cart nothing to pay', () => {
    expect(priceCart({ lines: [] })).toEqual({
      lines: [],
      bundles: [],
      subtotal: 0,
      discountTotal: 0,
      total: 0,
      itemCount: 0,
      totalMilesForRedeem: 0,
      totalMilesForAccrual: 0,
    });
  });

  it('adds up the lines, their discounts, units and miles', () => {
    const cart = priceCart({
      lines: [
        { item: glass, quantity: 2 },
        { item: chocolate, quantity: 4 },
      ],
    });
    expect(cart).toMatchObject({
      subtotal: 4000,
      discountTotal: 400,
      total: 3600,
      itemCount: 6,
      totalMilesForRedeem: 4000,
      totalMilesForAccrual: 20,
    });
    expect(cart.lines.map((line) => [line.itemId, line.appliedRule, line.lineTotal])).toEqual([
      [2, 'list', 2000],
      [3, 'volume', 1600],
    ]);
  });

  it('treats the same item added twice as one line, so tiers see the whole quantity', () => {
    const cart = priceCart({
      lines: [
        { item: chocolate, quantity: 2 },
        { item: chocolate, quantity: 2 },
      ],
    });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 4, unitPrice: 400, appliedRule: 'volume' });
  });

  describe('buy-get gifts', () => {
    it('adds the gift right after the line that earned it, free and flagged as an offer', () => {
      const cart = priceCart({ lines: [{ item: whisky, quantity: 2 }], itemsById: catalogue });
      expect(cart.lines).toHaveLength(2);
      expect(cart.lines[1]).toEqual({
        isFreeOffer: true,
        itemId: 2,
        item: glass,
        quantity: 1,
        appliedRule: 'buyGet',
        offeredByItemId: 1,
        listUnitPrice: 0,
        unitPrice: 0,
        listTotal: 0,
        lineTotal: 0,
        discount: 0,
        milesForRedeemTotal: 0,
        milesForAccrualTotal: 0,
      });
      expect(cart).toMatchObject({ subtotal: 6000, total: 6000, itemCount: 2, totalMilesForRedeem: 12000 });
    });

    it('adds no gift below the buy quantity', () => {
      const cart = priceCart({ lines: [{ item: whisky, quantity: 1 }], itemsById: catalogue });
      expect(cart.lines.some((line) => line.isFreeOffer)).toBe(false);
    });

    it('still gives a gift the catalogue lookup does not know, without its product', () => {
      const cart = priceCart({ lines: [{ item: whisky, quantity: 2 }] });
      expect(cart.lines[1]).toMatchObject({ isFreeOffer: true, itemId: 2, item: null, lineTotal: 0 });
    });

    it('keeps a gift free even when the traveller also buys the same item', () => {
      const cart = priceCart({
        lines: [
          { item: whisky, quantity: 2 },
          { item: glass, quantity: 1 },
        ],
        itemsById: catalogue,
      });
      expect(cart.lines.map((line) => [line.itemId, line.isFreeOffer, line.lineTotal])).toEqual([
        [1, false, 6000],
        [2, true, 0],
        [2, false, 1000],
      ]);
      expect(cart.total).toBe(7000);
    });
  });

  describe('price-list bundles', () => {
    const duo = aPriceList({ bundles: [{ amount: 3200, itemIds: [1, 2] }] });

    it('charges the bundle amount for a complete set instead of the items', () => {
      const cart = priceCart({
        lines: [
          { item: whisky, quantity: 1 },
          { item: glass, quantity: 1 },
        ],
        priceList: duo,
      });
      expect(cart).toMatchObject({ subtotal: 4000, discountTotal: 800, total: 3200 });
      expect(
        paidLines(cart.lines).map((line) => [line.bundleUnits, line.bundleCharge, line.lineTotal]),
      ).toEqual([
        [1, 2400, 2400],
        [1, 800, 800],
      ]);
      expect(cart.bundles).toHaveLength(1);
    });

    it('charges nothing special while the set is incomplete', () => {
      const cart = priceCart({ lines: [{ item: whisky, quantity: 1 }], priceList: duo });
      expect(cart.total).toBe(3000);
      expect(cart.bundles).toEqual([]);
    });

    it('charges units outside complete sets at their own price', () => {
      const cart = priceCart({
        lines: [
          { item: whisky, quantity: 3 },
          { item: glass, quantity: 1 },
        ],
        priceList: duo,
        itemsById: catalogue,
      });
      // one set at 32.00, two more bottles at 30.00, and a free glass for buying 2+
      expect(cart.total).toBe(3200 + 6000);
      expect(cart.lines[0]).toMatchObject({ quantity: 3, bundleUnits: 1, lineTotal: 2400 + 6000 });
    });

    it('compares a bundle with the already discounted unit prices', () => {
      const promoAndBundle = aPriceList({
        individualRates: [{ itemId: 1, amount: 2000 }],
        bundles: [{ amount: 3200, itemIds: [1, 2] }],
      });
      const cart = priceCart({
        lines: [
          { item: whisky, quantity: 1 },
          { item: glass, quantity: 1 },
        ],
        priceList: promoAndBundle,
      });
      expect(cart.total).toBe(3000); // 20.00 promo + 10.00 glass beats the 32.00 bundle
      expect(cart.bundles).toEqual([]);
    });
  });

  it('refuses a line with no units', () => {
    expect(() => priceCart({ lines: [{ item: glass, quantity: 0 }] })).toThrow(RangeError);
  });
});

describe('cart pricing for any cart', () => {
  const cartInputArb = fc.record({
    lines: cartArb,
    priceList: fc.option(priceListArb, { nil: null }),
  });

  it('never asks the traveller for a negative total', () => {
    fc.assert(
      fc.property(cartInputArb, (input) => {
        const cart = priceCart(input);
        expect(cart.total).toBeGreaterThanOrEqual(0);
        for (const line of cart.lines) expect(line.lineTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never charges a free offer line', () => {
    fc.assert(
      fc.property(cartInputArb, (input) => {
        for (const line of priceCart(input).lines.filter((candidate) => candidate.isFreeOffer)) {
          expect([line.unitPrice, line.lineTotal, line.listTotal, line.discount]).toEqual([0, 0, 0, 0]);
        }
      }),
    );
  });

  it('adds the line totals up to the cart total, and subtotal less discounts to the same', () => {
    fc.assert(
      fc.property(cartInputArb, (input) => {
        const cart = priceCart(input);
        expect(cart.lines.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(cart.total);
        expect(cart.subtotal - cart.discountTotal).toBe(cart.total);
        for (const line of paidLines(cart.lines)) {
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.lineTotal).toBe(
            (line.quantity - line.bundleUnits) * line.unitPrice + line.bundleCharge,
          );
        }
      }),
    );
  });

  it('never makes a cart dearer by applying a price list', () => {
    fc.assert(
      fc.property(cartArb, priceListArb, (lines, priceList) => {
        expect(priceCart({ lines, priceList }).total).toBeLessThanOrEqual(priceCart({ lines }).total);
      }),
    );
  });

  it('counts the chosen units and their miles, never the gifts', () => {
    fc.assert(
      fc.property(cartInputArb, (input) => {
        const cart = priceCart(input);
        expect(cart.itemCount).toBe(input.lines.reduce((sum, line) => sum + line.quantity, 0));
        const redeem = input.lines.reduce((sum, line) => sum + line.item.milesForRedeem * line.quantity, 0);
        expect(cart.totalMilesForRedeem).toBe(redeem);
      }),
    );
  });
});

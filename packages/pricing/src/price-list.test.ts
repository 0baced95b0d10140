import { describe, expect, it } from 'vitest';
import { assertPriceList, promoUnitPrice } from './price-list.ts';
import { aPriceList } from './priced-item.fixtures.ts';

describe('promo price lists', () => {
  it('gives the promo unit price of a listed item', () => {
    const list = aPriceList({ individualRates: [{ itemId: 1, amount: 850 }] });
    expect(promoUnitPrice(list, 1)).toBe(850);
  });

  it('gives no promo price for an item the list does not name', () => {
    expect(promoUnitPrice(aPriceList({ individualRates: [{ itemId: 1, amount: 850 }] }), 2)).toBeNull();
  });

  it('gives the lower rate when a list names an item twice', () => {
    const list = aPriceList({
      individualRates: [
        { itemId: 1, amount: 900 },
        { itemId: 1, amount: 800 },
        { itemId: 1, amount: 950 },
      ],
    });
    expect(promoUnitPrice(list, 1)).toBe(800);
  });

  it('accepts a well-formed list and refuses negative amounts or empty bundles', () => {
    expect(() => assertPriceList(aPriceList({ bundles: [{ amount: 100, itemIds: [1, 2] }] }))).not.toThrow();
    expect(() => assertPriceList(aPriceList({ individualRates: [{ itemId: 1, amount: -1 }] }))).toThrow(
      /rate for item 1/,
    );
    expect(() => assertPriceList(aPriceList({ bundles: [{ amount: -5, itemIds: [1] }] }))).toThrow(
      RangeError,
    );
    expect(() => assertPriceList(aPriceList({ bundles: [{ amount: 5, itemIds: [] }] }))).toThrow(/no items/);
  });
});

import { describe, expect, it } from 'vitest';
import { anItem } from './priced-item.fixtures.ts';
import { assertPricedItem } from './priced-item.ts';

describe('checking a product before pricing it', () => {
  it('accepts a well-formed product', () => {
    expect(() =>
      assertPricedItem(
        anItem({
          volumePriceList: [{ startQuantity: 2, endQuantity: 2, customPrice: 0 }],
          buyGetPriceList: [{ buyQuantity: 1, getQuantity: 1, getItemId: 2 }],
        }),
      ),
    ).not.toThrow();
  });

  it('stops a sale at a negative or fractional price and names the item', () => {
    expect(() => assertPricedItem(anItem({ id: 42, currentPrice: -1 }))).toThrow(/item 42 currentPrice/);
    expect(() => assertPricedItem(anItem({ salesRate: 9.99 }))).toThrow(/salesRate/);
  });

  it('stops a sale at negative miles or order quantity', () => {
    expect(() => assertPricedItem(anItem({ milesForRedeem: -1 }))).toThrow(/milesForRedeem/);
    expect(() => assertPricedItem(anItem({ milesForAccrual: 0.5 }))).toThrow(/milesForAccrual/);
    expect(() => assertPricedItem(anItem({ orderQuantity: -2 }))).toThrow(/orderQuantity/);
  });

  it('stops a sale at an inverted or empty volume tier', () => {
    const inverted = { startQuantity: 5, endQuantity: 3, customPrice: 100 };
    expect(() => assertPricedItem(anItem({ volumePriceList: [inverted] }))).toThrow(
      /volume tier 0 endQuantity/,
    );
    const fromZero = { startQuantity: 0, endQuantity: 3, customPrice: 100 };
    expect(() => assertPricedItem(anItem({ volumePriceList: [fromZero] }))).toThrow(/startQuantity/);
    const negative = { startQuantity: 1, endQuantity: 3, customPrice: -100 };
    expect(() => assertPricedItem(anItem({ volumePriceList: [negative] }))).toThrow(/customPrice/);
  });

  it('stops a sale at a buy-get offer that needs or gives nothing', () => {
    const buyNothing = { buyQuantity: 0, getQuantity: 1, getItemId: 2 };
    expect(() => assertPricedItem(anItem({ buyGetPriceList: [buyNothing] }))).toThrow(/buyQuantity/);
    const getNothing = { buyQuantity: 2, getQuantity: 0, getItemId: 2 };
    expect(() => assertPricedItem(anItem({ buyGetPriceList: [getNothing] }))).toThrow(/getQuantity/);
  });
});

import { describe, expect, test } from 'vitest';
import { applicablePriceList, type PriceListTerms } from './applicable-price-list.ts';

const weeklySpecials: PriceListTerms = {
  id: 7,
  name: 'Weekly Specials',
  individualRates: [
    { itemId: 1, priceListId: 7, amount: 900 },
    { itemId: 2, priceListId: 7, amount: 1900 },
  ],
  bundles: [{ amount: 2500, itemIds: [1, 3] }],
};
const travelDeals: PriceListTerms = {
  id: 8,
  name: 'Travel deals',
  individualRates: [{ itemId: 2, priceListId: 8, amount: 1500 }],
  bundles: [],
};
const welcome: PriceListTerms = {
  id: 40,
  name: 'WELCOME10',
  individualRates: [{ itemId: 3, priceListId: 40, amount: 450 }],
  bundles: [{ amount: 3000, itemIds: [2, 3] }],
};

describe('the price list the engine applies', () => {
  test('an item takes the rates of the running offer it follows, never of another', () => {
    const list = applicablePriceList(
      new Map([
        [1, 7],
        [2, 7],
      ]),
      [weeklySpecials, travelDeals],
      null,
    );
    expect(list.individualRates).toEqual([
      { itemId: 1, amount: 900 },
      { itemId: 2, amount: 1900 },
    ]);
    expect(list).toMatchObject({ id: 0, name: 'Running offers' });
  });

  test('an item that follows no offer gets no offer rate', () => {
    const list = applicablePriceList(new Map([[2, null]]), [weeklySpecials, travelDeals], null);
    expect(list.individualRates).toEqual([]);
  });

  test('bundles of every running offer and the promotion code apply, with all of the code’s rates', () => {
    const list = applicablePriceList(new Map([[1, 7]]), [weeklySpecials, travelDeals], welcome);
    expect(list).toMatchObject({ id: 40, name: 'WELCOME10' });
    expect(list.individualRates).toEqual([
      { itemId: 1, amount: 900 },
      { itemId: 3, amount: 450 },
    ]);
    expect(list.bundles).toEqual([...weeklySpecials.bundles, ...welcome.bundles]);
  });
});

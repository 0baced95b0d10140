import type { OfferPriceList } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { liveQuote } from './cart-pricing.ts';

const weeklySpecial = catalogItemFixture({
  id: 5,
  currentPrice: 80,
  salesRate: 80,
  priceListId: 3,
  priceListApplied: 2,
});
const elsewhere = catalogItemFixture({ id: 6, currentPrice: 30, salesRate: 30, priceListId: null });
const offers: OfferPriceList[] = [
  {
    id: 3,
    name: 'Weekly Specials',
    priceListApplied: 2,
    priceListIndividualRateRes: [
      { itemId: 5, amount: 68, priceListId: 3 },
      // An item follows only the offer that names it as its price list.
      { itemId: 6, amount: 1, priceListId: 3 },
    ],
    priceListBundleRateRes: [],
  },
];

describe('live cart prices', () => {
  test('charge the rate of the running offer an item follows, and only that one', () => {
    const quote = liveQuote(
      [
        { item: weeklySpecial, quantity: 2 },
        { item: elsewhere, quantity: 1 },
      ],
      { offers, promo: null },
      null,
      'EUR',
    );
    expect(
      quote.lines.map((line) => [line.itemId, line.appliedRule, line.unitPrice, line.lineTotal]),
    ).toEqual([
      [5, 'promo', 68, 136],
      [6, 'list', 30, 30],
    ]);
    expect(quote).toMatchObject({ subtotal: 190, discountTotal: 24, total: 166, itemCount: 3 });
  });

  test('add the gift line with the product the server described', () => {
    const buyTwo = catalogItemFixture({
      id: 7,
      currentPrice: 10,
      salesRate: 10,
      buyGetPriceList: [{ buyQuantity: 2, getQuantity: 1, getItemId: 8 }],
    });
    const gift = catalogItemFixture({ id: 8, name: 'Gift' });
    const quote = liveQuote([{ item: buyTwo, quantity: 2 }], { offers: [], promo: null }, null, 'EUR', {
      8: gift,
    });
    expect(quote.lines[1]).toMatchObject({
      itemId: 8,
      isFreeOffer: true,
      offeredByItemId: 7,
      lineTotal: 0,
      item: gift,
    });
  });

  test('with no line selected, totals are zero in the currency the shop is shown in', () => {
    const quote = liveQuote([], { offers: [], promo: null }, null, 'EUR');
    expect(quote).toMatchObject({ currency: 'EUR', lines: [], subtotal: 0, total: 0, itemCount: 0 });
  });
});

import type { CatalogItem, OfferPriceList } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { formatPrice, mainImage, offerPercent, productBadges } from './catalog-item.ts';
import { shownPrice } from './item-pricing.ts';

const now = Date.parse('2026-03-01T00:00:00Z');

describe('product card facts', () => {
  test('prices show thousands separators, 2 decimals and the currency', () => {
    expect(formatPrice(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatPrice(1000000, 'EUR')).toBe('EUR 1,000,000.00');
  });

  test('the default picture comes first', () => {
    expect(mainImage(catalogItemFixture({ id: 3 }))?.imageUrl).toBe('/media/items/3/1.svg');
  });

  test('the offer percentage is the integer part of the saving on the list price', () => {
    expect(offerPercent({ was: 1538, now: 1230 })).toBe(20);
    expect(offerPercent({ was: null, now: 100 })).toBe(0);
    expect(offerPercent({ was: 0, now: 0 })).toBe(0);
  });

  test('a plain product has no badge', () => {
    const item = catalogItemFixture();
    expect(productBadges(item, shownPrice(item, []), now)).toEqual([]);
  });

  test('badges: out of stock, low stock under 3, offer, new within 30 days, travel exclusive', () => {
    const item = catalogItemFixture({
      quantity: 2,
      salesRate: 200,
      currentPrice: 150,
      regiseredDate: '2026-02-10T00:00:00Z',
      isTravelExeclusive: true,
    });
    expect(productBadges(item, shownPrice(item, []), now)).toEqual([
      { kind: 'lowStock', stock: 2 },
      { kind: 'offer', percent: 25 },
      { kind: 'new' },
      { kind: 'travelExclusive' },
    ]);
    const badgesOf = (overrides: Partial<CatalogItem>) => {
      const other = catalogItemFixture(overrides);
      return productBadges(other, shownPrice(other, []), now);
    };
    expect(badgesOf({ quantity: 0 })).toEqual([{ kind: 'outOfStock' }]);
    expect(badgesOf({ quantity: 3 })).toEqual([]);
    expect(badgesOf({ regiseredDate: '2026-01-20T00:00:00Z' })).toEqual([]);
  });
});

describe('the price a product shows', () => {
  const weeklySpecials = (amount: number, itemId = 1): OfferPriceList => ({
    id: 4,
    name: 'Weekly Specials',
    priceListApplied: 2,
    priceListIndividualRateRes: [{ itemId, amount, priceListId: 4 }],
    priceListBundleRateRes: [],
  });

  test('is the selling price, with the list price struck through when it is lower', () => {
    expect(shownPrice(catalogItemFixture({ salesRate: 200, currentPrice: 150 }), [])).toEqual({
      now: 150,
      was: 200,
    });
    expect(shownPrice(catalogItemFixture({ salesRate: 150, currentPrice: 150 }), [])).toEqual({
      now: 150,
      was: null,
    });
  });

  test('is the running offer rate the cart charges for the offer the product follows', () => {
    const item = catalogItemFixture({ salesRate: 200, currentPrice: 180, priceListId: 4 });
    const price = shownPrice(item, [weeklySpecials(135)]);
    expect(price).toEqual({ now: 135, was: 200 });
    expect(offerPercent(price)).toBe(32);
  });

  test('ignores an offer the product does not follow and a rate above the selling price', () => {
    const item = catalogItemFixture({ salesRate: 200, currentPrice: 180, priceListId: 4 });
    expect(shownPrice(catalogItemFixture({ ...item, priceListId: null }), [weeklySpecials(135)]).now).toBe(
      180,
    );
    expect(shownPrice(item, [weeklySpecials(135, 2)]).now).toBe(180);
    expect(shownPrice(item, [weeklySpecials(190)]).now).toBe(180);
  });

  test('is the single-unit volume tier when one unit already earns it', () => {
    const item = catalogItemFixture({
      currentPrice: 100,
      salesRate: 100,
      volumePriceList: [
        { volumePriceId: 1, startQuantity: 1, endQuantity: 2, customePrice: 95, itemId: 1, priceListId: 9 },
      ],
    });
    expect(shownPrice(item, [])).toEqual({ now: 95, was: 100 });
  });
});

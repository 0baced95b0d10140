import { describe, expect, test } from 'vitest';
import { catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { formatPrice, mainImage, offerPercent, productBadges } from './catalog-item.ts';

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
    expect(offerPercent({ salesRate: 1538, currentPrice: 1230 })).toBe(20);
    expect(offerPercent({ salesRate: 100, currentPrice: 100 })).toBe(0);
    expect(offerPercent({ salesRate: 0, currentPrice: 0 })).toBe(0);
  });

  test('a plain product has no badge', () => {
    expect(productBadges(catalogItemFixture(), now)).toEqual([]);
  });

  test('badges: out of stock, low stock under 3, offer, new within 30 days, travel exclusive', () => {
    const item = catalogItemFixture({
      quantity: 2,
      salesRate: 200,
      currentPrice: 150,
      regiseredDate: '2026-02-10T00:00:00Z',
      isTravelExeclusive: true,
    });
    expect(productBadges(item, now)).toEqual([
      { kind: 'lowStock', stock: 2 },
      { kind: 'offer', percent: 25 },
      { kind: 'new' },
      { kind: 'travelExclusive' },
    ]);
    expect(productBadges(catalogItemFixture({ quantity: 0 }), now)).toEqual([{ kind: 'outOfStock' }]);
    expect(productBadges(catalogItemFixture({ quantity: 3 }), now)).toEqual([]);
    expect(productBadges(catalogItemFixture({ regiseredDate: '2026-01-20T00:00:00Z' }), now)).toEqual([]);
  });
});

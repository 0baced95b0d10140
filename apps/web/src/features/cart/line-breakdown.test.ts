import type { PricedCartLine } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { lineBreakdown } from './line-breakdown.ts';

function line(amounts: Partial<PricedCartLine>): PricedCartLine {
  return {
    itemId: 1,
    item: null,
    quantity: 1,
    isFreeOffer: false,
    offeredByItemId: null,
    appliedRule: 'list',
    listUnitPrice: 42.99,
    unitPrice: 42.99,
    listTotal: 42.99,
    lineTotal: 42.99,
    discount: 0,
    bundleUnits: 0,
    milesForRedeem: 0,
    milesForAccrual: 0,
    ...amounts,
  };
}

describe('how a cart line total comes about', () => {
  test('a bundle line: list price, then the bundle saving, down to the charged total', () => {
    const breakdown = lineBreakdown(line({ lineTotal: 36.01, discount: 6.98, bundleUnits: 1 }));
    expect(breakdown).toEqual({ listTotal: 42.99, offerSaving: 0, bundleSaving: 6.98, lineTotal: 36.01 });
  });

  test('an offer and a bundle on one line: each saving apart, and they add up to the total', () => {
    const breakdown = lineBreakdown(
      line({
        appliedRule: 'volume',
        quantity: 3,
        listTotal: 128.97,
        unitPrice: 40,
        lineTotal: 113.5,
        discount: 15.47,
        bundleUnits: 1,
      }),
    );
    expect(breakdown).toEqual({ listTotal: 128.97, offerSaving: 8.97, bundleSaving: 6.5, lineTotal: 113.5 });
  });

  test('without a bundle the whole discount is the offer, even where converting rounded a cent away', () => {
    const breakdown = lineBreakdown(
      line({
        appliedRule: 'promo',
        quantity: 3,
        unitPrice: 33.33,
        listTotal: 128.97,
        lineTotal: 100,
        discount: 28.97,
      }),
    );
    expect(breakdown).toEqual({ listTotal: 128.97, offerSaving: 28.97, bundleSaving: 0, lineTotal: 100 });
  });
});

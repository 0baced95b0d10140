import type { PricedCartLine } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { lineNotes } from './line-notes.ts';

const item = catalogItemFixture({
  id: 1,
  quantity: 5,
  currentPrice: 100,
  volumePriceList: [
    { volumePriceId: 1, startQuantity: 2, endQuantity: 3, customePrice: 95, itemId: 1, priceListId: 9 },
    { volumePriceId: 2, startQuantity: 4, endQuantity: 6, customePrice: 90, itemId: 1, priceListId: 9 },
  ],
  buyGetPriceList: [{ buyQuantity: 3, getQuantity: 1, getItemId: 2 }],
});

function line(
  quantity: number,
  appliedRule: PricedCartLine['appliedRule'],
  unitPrice: number,
): PricedCartLine {
  return {
    itemId: 1,
    item,
    quantity,
    isFreeOffer: false,
    offeredByItemId: null,
    appliedRule,
    listUnitPrice: 100,
    unitPrice,
    listTotal: 100 * quantity,
    lineTotal: unitPrice * quantity,
    discount: (100 - unitPrice) * quantity,
    bundleUnits: 0,
    milesForRedeem: 0,
    milesForAccrual: 0,
  };
}

describe('cart line notes', () => {
  test('name the tier a quantity is in, the next one worth reaching and how to earn the offer', () => {
    expect(lineNotes(line(2, 'volume', 95), item, undefined)).toEqual([
      { kind: 'volume', from: 2, to: 3, orMore: false },
      { kind: 'nextTier', quantity: 4, unitPrice: 90 },
      { kind: 'buyGet', buy: 3, get: 1 },
    ]);
  });

  test('say the highest tier holds from its start, and that the offer is earned', () => {
    const gift = { ...line(1, 'list', 0), itemId: 2, isFreeOffer: true, offeredByItemId: 1 };
    expect(lineNotes(line(5, 'volume', 90), item, gift)).toEqual([
      { kind: 'volume', from: 4, to: 6, orMore: true },
      { kind: 'buyGetEarned', get: 1 },
    ]);
  });

  test('warn when the stock no longer covers the quantity', () => {
    const notes = lineNotes(line(1, 'list', 100), { ...item, quantity: 0 }, undefined);
    expect(notes.at(-1)).toEqual({ kind: 'outOfStock' });
    expect(lineNotes(line(6, 'volume', 90), item, undefined).at(-1)).toEqual({
      kind: 'stockShort',
      stock: 5,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import { pricedCartAnswer } from './priced-cart-answer.ts';
import { anItem } from './priced-item.fixtures.ts';

const whisky = anItem({
  id: 1,
  currentPrice: 3050,
  milesForRedeem: 6000,
  milesForAccrual: 30,
  buyGetPriceList: [{ buyQuantity: 2, getQuantity: 1, getItemId: 2 }],
});
const glass = anItem({ id: 2, currentPrice: 1000 });
const catalogue = new Map([whisky, glass].map((item) => [item.id, item]));

describe('a priced cart as the cart answer reads it', () => {
  const cart = priceCart({ lines: [{ item: whisky, quantity: 2 }], itemsById: catalogue });
  const answer = pricedCartAnswer(cart, (itemId) => (itemId === 1 ? 'Glen Aldric 12' : null));

  it('writes amounts in major units and miles as they are', () => {
    expect(answer.lines[0]).toMatchObject({
      itemId: 1,
      item: 'Glen Aldric 12',
      quantity: 2,
      isFreeOffer: false,
      offeredByItemId: null,
      listUnitPrice: 30.5,
      lineTotal: 61,
      milesForRedeem: 12000,
      milesForAccrual: 60,
    });
    expect(answer).toMatchObject({ subtotal: 61, total: 61, itemCount: 2, totalMilesForRedeem: 12000 });
  });

  it('names the line that earned a gift, counts no bundle units for it, and leaves an undescribed product null', () => {
    expect(answer.lines[1]).toMatchObject({
      itemId: 2,
      item: null,
      isFreeOffer: true,
      offeredByItemId: 1,
      appliedRule: 'buyGet',
      bundleUnits: 0,
      lineTotal: 0,
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earnedBuyGetOffer, freeLineFor, givesAwayMoreThanItSells } from './buy-get.ts';

const buyTwoGetOneGlass = { buyQuantity: 2, getQuantity: 1, getItemId: 90 };

describe('buy-get offers', () => {
  it('gives no gift below the buy quantity', () => {
    expect(freeLineFor([buyTwoGetOneGlass], 1)).toBeNull();
  });

  it('gives the gift at price 0 as soon as the buy quantity is reached', () => {
    expect(freeLineFor([buyTwoGetOneGlass], 2)).toEqual({ itemId: 90, quantity: 1, unitPrice: 0 });
  });

  it('gives one gift line only, however many multiples are bought', () => {
    expect(freeLineFor([buyTwoGetOneGlass], 4)).toEqual({ itemId: 90, quantity: 1, unitPrice: 0 });
    expect(freeLineFor([buyTwoGetOneGlass], 9)).toEqual({ itemId: 90, quantity: 1, unitPrice: 0 });
  });

  it('gives the whole get quantity in the gift line', () => {
    expect(freeLineFor([{ buyQuantity: 3, getQuantity: 2, getItemId: 91 }], 3)?.quantity).toBe(2);
  });

  it('gives no gift when the item has no offer', () => {
    expect(freeLineFor([], 10)).toBeNull();
  });

  it('gives the offer of the highest buy quantity reached when an item has several', () => {
    const offers = [{ buyQuantity: 4, getQuantity: 2, getItemId: 92 }, buyTwoGetOneGlass];
    expect(earnedBuyGetOffer(offers, 3)).toBe(buyTwoGetOneGlass);
    expect(earnedBuyGetOffer(offers, 4)).toBe(offers[0]);
    expect(earnedBuyGetOffer(offers, 1)).toBeNull();
  });

  it('gives the larger gift when two offers need the same quantity, else the first listed', () => {
    const small = { buyQuantity: 2, getQuantity: 1, getItemId: 93 };
    const large = { buyQuantity: 2, getQuantity: 3, getItemId: 94 };
    expect(earnedBuyGetOffer([small, large], 2)).toBe(large);
    expect(earnedBuyGetOffer([buyTwoGetOneGlass, small], 2)).toBe(buyTwoGetOneGlass);
  });
});

describe('an offer that gives away more than it sells', () => {
  it('is refused when the gift is larger than the purchase, and allowed up to one free per one bought', () => {
    expect(givesAwayMoreThanItSells({ buyQuantity: 1, getQuantity: 2 })).toBe(true);
    expect(givesAwayMoreThanItSells({ buyQuantity: 2, getQuantity: 2 })).toBe(false);
    expect(givesAwayMoreThanItSells(buyTwoGetOneGlass)).toBe(false);
  });

  it('never lets the gift line outnumber the units bought that earned it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 200 }),
        (buyQuantity, getQuantity, quantity) => {
          const offer = { buyQuantity, getQuantity, getItemId: 90 };
          const gift = freeLineFor([offer], quantity);
          if (!givesAwayMoreThanItSells(offer) && gift) expect(gift.quantity).toBeLessThanOrEqual(quantity);
        },
      ),
    );
  });
});

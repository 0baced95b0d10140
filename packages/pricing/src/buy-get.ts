import type { BuyGetOffer, ItemId } from './priced-item.ts';

/** A gift line: never charged, whatever the gift item's own price. */
export type FreeLine = {
  itemId: ItemId;
  quantity: number;
  unitPrice: 0;
};

function outranks(candidate: BuyGetOffer, best: BuyGetOffer | null): boolean {
  if (best === null) return true;
  if (candidate.buyQuantity !== best.buyQuantity) return candidate.buyQuantity > best.buyQuantity;
  return candidate.getQuantity > best.getQuantity;
}

/**
 * The offer the line has earned. Like volume tiers, the highest buy quantity reached wins (then the
 * larger gift), so 'buy 2 get 1' and 'buy 4 get 2' on one item never both fire.
 */
export function earnedBuyGetOffer(offers: readonly BuyGetOffer[], quantity: number): BuyGetOffer | null {
  let best: BuyGetOffer | null = null;
  for (const offer of offers) {
    if (quantity >= offer.buyQuantity && outranks(offer, best)) best = offer;
  }
  return best;
}

/**
 * SPEC §4: reaching the buy quantity adds ONE free line of getQuantity, as the original shop did; it does
 * not repeat per multiple of buyQuantity (buying 4 on 'buy 2 get 1' still earns one gift).
 */
export function freeLineFor(offers: readonly BuyGetOffer[], quantity: number): FreeLine | null {
  const offer = earnedBuyGetOffer(offers, quantity);
  return offer ? { itemId: offer.getItemId, quantity: offer.getQuantity, unitPrice: 0 } : null;
}

/**
 * Whether an offer gives away more units than the traveller pays for ('buy 1 get 2'). The engine would
 * price it, but a price list is saved only without such an offer: a gift larger than the purchase is a
 * typing mistake far more often than a promotion.
 */
export function givesAwayMoreThanItSells(offer: Pick<BuyGetOffer, 'buyQuantity' | 'getQuantity'>): boolean {
  return offer.getQuantity > offer.buyQuantity;
}

import { assertNonNegativeMinor, type Minor } from './money.ts';

export type ItemId = number;

/** SPEC §4 volume price entry; `customPrice` keeps the wire spelling and is a unit price in minor units. */
export type VolumeTier = {
  startQuantity: number;
  endQuantity: number;
  customPrice: Minor;
};

/** SPEC §4 buy-get entry: buying `buyQuantity` of the item earns `getQuantity` of `getItemId` free. */
export type BuyGetOffer = {
  buyQuantity: number;
  getQuantity: number;
  getItemId: ItemId;
};

/** What the engine needs to know about a product, in USD minor units. */
export type PricedItem = {
  id: ItemId;
  currentPrice: Minor;
  salesRate: Minor;
  isPercentage: boolean;
  orderQuantity: number;
  milesForRedeem: number;
  milesForAccrual: number;
  volumePriceList: readonly VolumeTier[];
  buyGetPriceList: readonly BuyGetOffer[];
};

export function assertCount(value: number, what: string, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${what} must be a whole number of at least ${minimum}, got ${value}`);
  }
}

function assertVolumeTier(tier: VolumeTier, what: string): void {
  assertCount(tier.startQuantity, `${what} startQuantity`, 1);
  assertCount(tier.endQuantity, `${what} endQuantity`, tier.startQuantity);
  assertNonNegativeMinor(tier.customPrice, `${what} customPrice`);
}

function assertBuyGetOffer(offer: BuyGetOffer, what: string): void {
  assertCount(offer.buyQuantity, `${what} buyQuantity`, 1);
  assertCount(offer.getQuantity, `${what} getQuantity`, 1);
}

/**
 * The API prices orders with this engine, so a malformed product (a negative price, an inverted tier)
 * stops the sale with a message naming the item rather than charging a wrong amount.
 */
export function assertPricedItem(item: PricedItem): void {
  const what = `item ${item.id}`;
  assertNonNegativeMinor(item.currentPrice, `${what} currentPrice`);
  assertNonNegativeMinor(item.salesRate, `${what} salesRate`);
  assertCount(item.orderQuantity, `${what} orderQuantity`, 0);
  assertCount(item.milesForRedeem, `${what} milesForRedeem`, 0);
  assertCount(item.milesForAccrual, `${what} milesForAccrual`, 0);
  item.volumePriceList.forEach((tier, index) => {
    assertVolumeTier(tier, `${what} volume tier ${index}`);
  });
  item.buyGetPriceList.forEach((offer, index) => {
    assertBuyGetOffer(offer, `${what} buy-get offer ${index}`);
  });
}

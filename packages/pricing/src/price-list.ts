import { assertNonNegativeMinor, type Minor } from './money.ts';
import type { ItemId } from './priced-item.ts';

/** A promo unit price for one item (SPEC §3 priceListIndividualRateRes). */
export type IndividualRate = {
  itemId: ItemId;
  amount: Minor;
};

/**
 * SPEC §3 priceListBundleRateRes: when every listed item is in the cart, one unit of each is charged
 * `amount` in total. An item listed twice needs two units per set.
 */
export type PriceListBundle = {
  amount: Minor;
  itemIds: readonly ItemId[];
};

/** An offer or promo-code price list, in USD minor units. */
export type PriceList = {
  id: number;
  name: string;
  individualRates: readonly IndividualRate[];
  bundles: readonly PriceListBundle[];
};

export function assertPriceList(priceList: PriceList): void {
  const what = `price list ${priceList.id}`;
  for (const rate of priceList.individualRates) {
    assertNonNegativeMinor(rate.amount, `${what} rate for item ${rate.itemId}`);
  }
  priceList.bundles.forEach((bundle, index) => {
    assertNonNegativeMinor(bundle.amount, `${what} bundle ${index} amount`);
    if (bundle.itemIds.length === 0) throw new RangeError(`${what} bundle ${index} lists no items`);
  });
}

/** The item's promo unit price; if a list rates an item twice the traveller gets the lower rate. */
export function promoUnitPrice(priceList: PriceList, itemId: ItemId): Minor | null {
  let lowest: Minor | null = null;
  for (const rate of priceList.individualRates) {
    if (rate.itemId === itemId && (lowest === null || rate.amount < lowest)) lowest = rate.amount;
  }
  return lowest;
}

import type { CatalogItem, OfferPriceList } from '@dutyfree/contracts';
import { fromMajor, lowestUnitPrice, type PricedItem, type PriceList, toMajor } from '@dutyfree/pricing';

// A catalogue item as the pricing engine sees it. Wire amounts are major units of the shown currency; the
// engine works in its minor units, which is exact because every currency is shown with 2 decimals.

/** The price lists in force: the shop's running offers and the applied promotion code's list. */
export interface PriceListsInForce {
  offers: readonly OfferPriceList[];
  promo: OfferPriceList | null;
}

export function toPricedItem(item: CatalogItem): PricedItem {
  return {
    id: item.id,
    currentPrice: fromMajor(item.currentPrice),
    salesRate: fromMajor(item.salesRate),
    isPercentage: item.isPercentage,
    orderQuantity: item.orderQuantity,
    milesForRedeem: item.milesForRedeem,
    milesForAccrual: item.milesForAccrual,
    volumePriceList: item.volumePriceList.map((tier) => ({
      startQuantity: tier.startQuantity,
      endQuantity: tier.endQuantity,
      customePrice: fromMajor(tier.customePrice),
    })),
    buyGetPriceList: item.buyGetPriceList,
  };
}

/**
 * The one list the engine applies, built as the server builds it: each item's rates from the running
 * offer it follows (its `priceListId`), the bundles of every running offer, and the promotion code's
 * rates and bundles. The lowest price any of them gives is charged.
 */
export function applicablePriceList(items: readonly CatalogItem[], lists: PriceListsInForce): PriceList {
  const followed = new Map(items.map((item) => [item.id, item.priceListId]));
  const promo = lists.promo ? [lists.promo] : [];
  const offerRates = lists.offers
    .flatMap((offer) => offer.priceListIndividualRateRes)
    .filter((rate) => followed.get(rate.itemId) === rate.priceListId);
  return {
    id: lists.promo?.id ?? 0,
    name: lists.promo?.name ?? 'Running offers',
    individualRates: [...offerRates, ...promo.flatMap((list) => list.priceListIndividualRateRes)].map(
      (rate) => ({
        itemId: rate.itemId,
        amount: fromMajor(rate.amount),
      }),
    ),
    bundles: [...lists.offers, ...promo]
      .flatMap((list) => list.priceListBundleRateRes)
      .map((bundle) => ({
        amount: fromMajor(bundle.amount),
        itemIds: bundle.priceListBundleItemsRes.map((entry) => entry.itemId),
      })),
  };
}

/** What one unit sells for and, when that is less, the list price it is measured against. */
export interface ShownPrice {
  now: number;
  was: number | null;
}

/**
 * The price a product shows: what one unit costs in the cart (the engine's lowest rule, the running
 * offer included), so a card is never dearer than the cart it leads to.
 */
export function shownPrice(item: CatalogItem, offers: readonly OfferPriceList[]): ShownPrice {
  const priceList = applicablePriceList([item], { offers, promo: null });
  const now = toMajor(lowestUnitPrice(toPricedItem(item), 1, priceList).unitPrice);
  const list = Math.max(item.salesRate, item.currentPrice);
  return { now, was: now < list ? list : null };
}

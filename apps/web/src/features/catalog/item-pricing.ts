import type { CatalogItem, OfferPriceList, VolumePrice } from '@dutyfree/contracts';
import {
  applicablePriceList as composePriceList,
  fromMajor,
  lowestUnitPrice,
  type PricedItem,
  type PriceList,
  type PriceListTerms,
  toMajor,
  type VolumeTier,
} from '@dutyfree/pricing';

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
    volumePriceList: item.volumePriceList.map(toVolumeTier),
    buyGetPriceList: item.buyGetPriceList,
  };
}

/** A wire volume tier (major units, the specification's spelling) as the engine sees it. */
export function toVolumeTier(tier: VolumePrice): VolumeTier {
  return {
    startQuantity: tier.startQuantity,
    endQuantity: tier.endQuantity,
    customPrice: fromMajor(tier.customePrice),
  };
}

/** A wire price list (major units, the specification's field names) as the engine's composition takes it. */
function toTerms(list: OfferPriceList): PriceListTerms {
  return {
    id: list.id,
    name: list.name,
    individualRates: list.priceListIndividualRateRes.map(({ itemId, priceListId, amount }) => ({
      itemId,
      priceListId,
      amount: fromMajor(amount),
    })),
    bundles: list.priceListBundleRateRes.map((bundle) => ({
      amount: fromMajor(bundle.amount),
      itemIds: bundle.priceListBundleItemsRes.map((entry) => entry.itemId),
    })),
  };
}

/** The one list the engine applies, composed as the server composes it (@dutyfree/pricing). */
export function applicablePriceList(items: readonly CatalogItem[], lists: PriceListsInForce): PriceList {
  return composePriceList(
    new Map(items.map((item) => [item.id, item.priceListId])),
    lists.offers.map(toTerms),
    lists.promo ? toTerms(lists.promo) : null,
  );
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

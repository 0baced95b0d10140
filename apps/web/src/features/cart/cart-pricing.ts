import type { CatalogItem, OfferPriceList, PriceCartResponse } from '@dutyfree/contracts';
import {
  fromMajor,
  type PricedCart,
  type PricedItem,
  type PriceList,
  priceCart,
  toMajor,
} from '@dutyfree/pricing';

// The cart's live prices in the browser, with the same engine the server charges with. Wire amounts are
// major units of the shown currency; the engine works in its minor units, which is exact because every
// currency is shown with 2 decimals. The server's PriceCart answer confirms (and wins).

export interface CartLine {
  item: CatalogItem;
  quantity: number;
}

/** The price lists a cart is priced with: the running offers and the applied promotion code's list. */
export interface CartPriceLists {
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
export function applicablePriceList(items: readonly CatalogItem[], lists: CartPriceLists): PriceList {
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

/** Lines priced in minor units of their currency; gifts follow the line that earned them. */
export function priceCartLines(lines: readonly CartLine[], lists: CartPriceLists): PricedCart {
  const items = lines.map((line) => line.item);
  return priceCart({
    lines: lines.map((line) => ({ item: toPricedItem(line.item), quantity: line.quantity })),
    priceList: applicablePriceList(items, lists),
    itemsById: new Map(items.map((item) => [item.id, toPricedItem(item)])),
  });
}

/**
 * The live price in the shape of the server's answer, so that one view shows either. A gift's product
 * comes from the cart or from `offerItems`; one the server has not described yet has `item: null`.
 */
export function liveQuote(
  lines: readonly CartLine[],
  lists: CartPriceLists,
  promoCode: string | null,
  offerItems: Readonly<Record<number, CatalogItem>> = {},
): PriceCartResponse {
  const priced = priceCartLines(lines, lists);
  const items = new Map(lines.map((line) => [line.item.id, line.item]));
  return {
    currency: lines[0]?.item.currency ?? '',
    lines: priced.lines.map((line) => ({
      itemId: line.itemId,
      item: items.get(line.itemId) ?? offerItems[line.itemId] ?? null,
      quantity: line.quantity,
      isFreeOffer: line.isFreeOffer,
      offeredByItemId: line.isFreeOffer ? line.offeredByItemId : null,
      appliedRule: line.appliedRule,
      listUnitPrice: toMajor(line.listUnitPrice),
      unitPrice: toMajor(line.unitPrice),
      listTotal: toMajor(line.listTotal),
      lineTotal: toMajor(line.lineTotal),
      discount: toMajor(line.discount),
      milesForRedeem: line.milesForRedeemTotal,
      milesForAccrual: line.milesForAccrualTotal,
    })),
    subtotal: toMajor(priced.subtotal),
    discountTotal: toMajor(priced.discountTotal),
    total: toMajor(priced.total),
    itemCount: priced.itemCount,
    totalMilesForRedeem: priced.totalMilesForRedeem,
    totalMilesForAccrual: priced.totalMilesForAccrual,
    promoCode,
    promoStatus: promoCode ? 1 : null,
    unavailableItemIds: [],
  };
}

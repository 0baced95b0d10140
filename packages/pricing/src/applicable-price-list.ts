import type { Minor } from './money.ts';
import type { PriceList, PriceListBundle } from './price-list.ts';
import type { ItemId } from './priced-item.ts';

/** A running offer or a promotion code's list as the shop holds it, before the engine applies it. */
export type PriceListTerms = {
  id: number;
  name: string;
  /** A promotional unit price, and the list it belongs to. */
  individualRates: readonly { itemId: ItemId; priceListId: number; amount: Minor }[];
  bundles: readonly PriceListBundle[];
};

/**
 * The one price list the engine applies, the same on the server and in the browser: each item's rates
 * from the running offer it follows (an item follows at most one), the bundles of every running offer,
 * and the promotion code's rates and bundles. The engine then charges the lowest price any rule gives.
 */
export function applicablePriceList(
  followedOffer: ReadonlyMap<ItemId, number | null | undefined>,
  offers: readonly PriceListTerms[],
  promo: PriceListTerms | null,
): PriceList {
  const promoLists = promo ? [promo] : [];
  const offerRates = offers
    .flatMap((offer) => offer.individualRates)
    .filter((rate) => followedOffer.get(rate.itemId) === rate.priceListId);
  return {
    id: promo?.id ?? 0,
    name: promo?.name ?? 'Running offers',
    individualRates: [...offerRates, ...promoLists.flatMap((list) => list.individualRates)].map(
      ({ itemId, amount }) => ({ itemId, amount }),
    ),
    bundles: [...offers, ...promoLists].flatMap((list) => list.bundles),
  };
}

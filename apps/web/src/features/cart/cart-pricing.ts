import type { CatalogItem, PriceCartResponse } from '@dutyfree/contracts';
import { type PricedCart, priceCart, pricedCartAnswer } from '@dutyfree/pricing';
import { applicablePriceList, type PriceListsInForce, toPricedItem } from '../catalog/item-pricing.ts';

// The cart's live prices in the browser, with the same engine the server charges with. The server's
// PriceCart answer confirms (and wins).

export interface CartLine {
  item: CatalogItem;
  quantity: number;
}

/** Lines priced in minor units of their currency; gifts follow the line that earned them. */
function priceCartLines(lines: readonly CartLine[], lists: PriceListsInForce): PricedCart {
  const items = lines.map((line) => line.item);
  return priceCart({
    lines: lines.map((line) => ({ item: toPricedItem(line.item), quantity: line.quantity })),
    priceList: applicablePriceList(items, lists),
    itemsById: new Map(items.map((item) => [item.id, toPricedItem(item)])),
  });
}

/**
 * The live price in the shape of the server's answer, so that one view shows either. A gift's product
 * comes from the cart or from `offerItems`; one the server has not described yet has `item: null`. With
 * no lines (none selected), the totals are zero in `shownCurrency`, the currency the shop is shown in.
 */
export function liveQuote(
  lines: readonly CartLine[],
  lists: PriceListsInForce,
  promoCode: string | null,
  shownCurrency: string,
  offerItems: Readonly<Record<number, CatalogItem>> = {},
): PriceCartResponse {
  const priced = priceCartLines(lines, lists);
  const items = new Map(lines.map((line) => [line.item.id, line.item]));
  return {
    currency: lines[0]?.item.currency ?? shownCurrency,
    ...pricedCartAnswer(priced, (itemId) => items.get(itemId) ?? offerItems[itemId] ?? null),
    // Customs' measures of the goods come with the server's answer only.
    customsMeasures: [],
    promoCode,
    promoStatus: promoCode ? 1 : null,
    unavailableItemIds: [],
  };
}

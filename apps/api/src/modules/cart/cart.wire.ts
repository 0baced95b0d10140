import {
  type PriceCartResponse,
  type PriceListByPromoCodeResponse,
  promoCodeStatuses,
  type VolumeOrderPrice,
} from '@dutyfree/contracts';
import { pricedCartAnswer } from '@dutyfree/pricing';
import {
  priceOnTheWire,
  type ShopLanguage,
  toWireItem,
  toWireOfferPriceList,
} from '../catalog/catalog.module.ts';
import type { CurrencyRecord } from '../currencies/currencies.module.ts';
import type { CartQuote, VolumeOrderQuote } from './cart-pricing.service.ts';
import type { PromoCodeLookup } from './promo-codes.service.ts';

// The cart's mapping layer: domain results in USD cents in, the wire's major units of the currency out.

function promoStatus(lookup: PromoCodeLookup): 0 | 1 {
  return lookup.status === 'valid' ? promoCodeStatuses.valid : promoCodeStatuses.invalid;
}

export function toWirePromoCode(
  lookup: PromoCodeLookup,
  currency: CurrencyRecord,
  language: ShopLanguage,
): PriceListByPromoCodeResponse {
  return {
    status: promoStatus(lookup),
    priceList: lookup.status === 'valid' ? toWireOfferPriceList(lookup.priceList, currency, language) : null,
    expired: lookup.status === 'invalid' && lookup.reason === 'expired',
  };
}

export function toWireVolumePrice(quote: VolumeOrderQuote, currency: CurrencyRecord): VolumeOrderPrice {
  const price = (usdCents: number) => priceOnTheWire(usdCents, currency.usdRateMicros);
  const { tier } = quote;
  return {
    itemId: quote.itemId,
    quantity: quote.quantity,
    unitPrice: price(quote.unitPriceCents),
    tier: tier && {
      volumePriceId: tier.id,
      startQuantity: tier.startQuantity,
      endQuantity: tier.endQuantity,
      customePrice: price(tier.customPriceCents),
      itemId: tier.itemId,
      priceListId: tier.priceListId,
    },
    discountPercent: quote.discountPercent,
  };
}

/**
 * The display cart, already converted line by line, so its amounts are only written as major units; its
 * items named in the shopper's language.
 */
export function toWirePricedCart(
  quote: CartQuote,
  language: ShopLanguage,
): Omit<PriceCartResponse, 'customsMeasures'> {
  const { display, currency, items, promo } = quote;
  const answer = pricedCartAnswer(display, (itemId) => {
    const item = items.get(itemId);
    return item ? toWireItem(item, currency, language) : null;
  });
  return {
    currency: currency.code,
    ...answer,
    // What each line costs in US cents, the currency miles are worth in: the miles and money preview splits these.
    lines: answer.lines.map((line, index) => ({
      ...line,
      usdLineTotalCents: quote.usd.lines[index]?.lineTotal ?? 0,
    })),
    usdRateMicros: currency.usdRateMicros,
    promoCode: promo?.code ?? null,
    promoStatus: promo ? promoStatus(promo) : null,
    unavailableItemIds: quote.unavailableItemIds,
  };
}

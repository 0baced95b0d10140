import {
  type PriceCartResponse,
  type PriceListByPromoCodeResponse,
  promoCodeStatuses,
  type VolumeOrderPrice,
} from '@dutyfree/contracts';
import { toMajor } from '@dutyfree/pricing';
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
  return {
    currency: currency.code,
    lines: display.lines.map((line, index) => {
      const item = items.get(line.itemId);
      return {
        itemId: line.itemId,
        item: item ? toWireItem(item, currency, language) : null,
        quantity: line.quantity,
        isFreeOffer: line.isFreeOffer,
        offeredByItemId: line.isFreeOffer ? line.offeredByItemId : null,
        appliedRule: line.appliedRule,
        listUnitPrice: toMajor(line.listUnitPrice),
        unitPrice: toMajor(line.unitPrice),
        listTotal: toMajor(line.listTotal),
        lineTotal: toMajor(line.lineTotal),
        discount: toMajor(line.discount),
        bundleUnits: line.isFreeOffer ? 0 : line.bundleUnits,
        milesForRedeem: line.milesForRedeemTotal,
        milesForAccrual: line.milesForAccrualTotal,
        usdLineTotalCents: quote.usd.lines[index]?.lineTotal ?? 0,
      };
    }),
    subtotal: toMajor(display.subtotal),
    discountTotal: toMajor(display.discountTotal),
    total: toMajor(display.total),
    itemCount: display.itemCount,
    totalMilesForRedeem: display.totalMilesForRedeem,
    totalMilesForAccrual: display.totalMilesForAccrual,
    usdRateMicros: currency.usdRateMicros,
    promoCode: promo?.code ?? null,
    promoStatus: promo ? promoStatus(promo) : null,
    unavailableItemIds: quote.unavailableItemIds,
  };
}

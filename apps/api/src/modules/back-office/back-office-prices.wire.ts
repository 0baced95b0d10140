import type {
  BackOfficePriceList,
  ExchangeRate,
  ItemVolumePricesDraft,
  PriceListDraft,
  PriceListSummary,
  VolumeTierDraft,
} from '@dutyfree/contracts';
import type {
  ItemVolumePricesRecord,
  KeptPriceList,
  NewPriceListTerms,
  PriceListFields,
  PriceListRecord,
  VolumeTierRecord,
} from '../catalog/catalog.module.ts';
import type { CurrencyRecord } from '../currencies/currencies.module.ts';
import { dayEnd, dayOf, dayStart } from './utc-days.ts';

// The back office's price calls on the wire: price lists, items' own volume prices and exchange rates in
// the contracts' names (days for the forms, `priceCents` for amounts), to and from the owners' records.

/** A volume tier as a form shows it. */
const asTierDraft = (tier: VolumeTierRecord): VolumeTierDraft => ({
  startQuantity: tier.startQuantity,
  endQuantity: tier.endQuantity,
  priceCents: tier.customPriceCents,
});

/** A form's volume tier of `itemId`, as the catalogue writes it. */
const tierOf = (itemId: number, tier: VolumeTierDraft) => ({
  itemId,
  startQuantity: tier.startQuantity,
  endQuantity: tier.endQuantity,
  customPriceCents: tier.priceCents,
});

/** A list's own fields: the form's days run from the first millisecond of the first to the last of the last. */
export function priceListFields(draft: PriceListDraft): PriceListFields {
  return {
    kind: draft.kind,
    promoCode: draft.promoCode,
    name: draft.name,
    nameTranslations: { ar: draft.nameAr, zh: draft.nameZh },
    rule: draft.rule,
    validFrom: dayStart(draft.validFrom),
    validTo: dayEnd(draft.validTo),
    usageLimit: draft.usageLimit,
    isActive: draft.active,
  };
}

export function priceListTerms(draft: PriceListDraft): NewPriceListTerms {
  return {
    individualRates: draft.unitRates.map((rate) => ({ itemId: rate.itemId, amountCents: rate.priceCents })),
    volumeTiers: draft.volumeTiers.map((tier) => tierOf(tier.itemId, tier)),
    buyGetOffers: draft.buyGetOffers.map(({ itemId, buyQuantity, getQuantity, getItemId }) => ({
      itemId,
      buyQuantity,
      getQuantity,
      getItemId,
    })),
    bundles: draft.bundles.map((bundle) => ({ amountCents: bundle.priceCents, itemIds: bundle.itemIds })),
  };
}

export function priceListSummary(list: PriceListRecord): PriceListSummary {
  return {
    id: list.id,
    kind: list.kind,
    promoCode: list.promoCode,
    name: list.name,
    rule: list.rule,
    validFrom: dayOf(list.validFrom),
    validTo: dayOf(list.validTo),
    usageLimit: list.usageLimit,
    usageCount: list.usageCount,
    active: list.isActive,
  };
}

/** A price list as the back office's calls answer it: the form's draft, every term in it, and its uses. */
export function asBackOfficePriceList({ list, terms }: KeptPriceList): BackOfficePriceList {
  return {
    id: list.id,
    usageCount: list.usageCount,
    draft: {
      kind: list.kind,
      promoCode: list.promoCode,
      name: list.name,
      nameAr: list.nameTranslations.ar,
      nameZh: list.nameTranslations.zh,
      rule: list.rule,
      validFrom: dayOf(list.validFrom),
      validTo: dayOf(list.validTo),
      usageLimit: list.usageLimit,
      active: list.isActive,
      unitRates: terms.individualRates.map((rate) => ({ itemId: rate.itemId, priceCents: rate.amountCents })),
      volumeTiers: terms.volumeTiers.map((tier) => ({ itemId: tier.itemId, ...asTierDraft(tier) })),
      buyGetOffers: terms.buyGetOffers.map(({ itemId, buyQuantity, getQuantity, getItemId }) => ({
        itemId,
        buyQuantity,
        getQuantity,
        getItemId,
      })),
      bundles: terms.bundles.map((bundle) => ({ priceCents: bundle.amountCents, itemIds: bundle.itemIds })),
    },
  };
}

/** An item's own volume prices as its form shows them: the first and the last day, both included. */
export function asVolumePricesDraft(prices: ItemVolumePricesRecord): ItemVolumePricesDraft {
  return {
    validFrom: dayOf(prices.validFrom),
    validTo: dayOf(prices.validTo),
    tiers: prices.tiers.map(asTierDraft),
  };
}

export function volumePricesOf(itemId: number, draft: ItemVolumePricesDraft) {
  return {
    validFrom: dayStart(draft.validFrom),
    validTo: dayEnd(draft.validTo),
    tiers: draft.tiers.map((tier) => tierOf(itemId, tier)),
  };
}

export function asExchangeRate(currency: CurrencyRecord): ExchangeRate {
  return {
    currencyId: currency.id,
    code: currency.code,
    name: currency.name,
    usdRateMicros: currency.usdRateMicros,
    setAt: currency.rateSetAt === null ? null : new Date(currency.rateSetAt).toISOString(),
  };
}

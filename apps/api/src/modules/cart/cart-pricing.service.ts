import {
  applicablePriceList,
  convertCart,
  discountPercent,
  findVolumeTier,
  lowestUnitPrice,
  type PricedCart,
  type PricedItem,
  type PriceList,
  type PriceListTerms,
  priceCart,
  type VolumeTier,
} from '@dutyfree/pricing';
import type {
  CatalogItem,
  ItemsService,
  ItemToOrder,
  OfferPriceList,
  PriceListsService,
  VolumeTierRecord,
} from '../catalog/catalog.module.ts';
import type { CurrenciesService, CurrencyRecord } from '../currencies/currencies.module.ts';
import type { PromoCodeLookup, PromoCodesService } from './promo-codes.service.ts';

export type CartLineInput = { itemId: number; quantity: number };

export type CartPricingInput = {
  lines: readonly CartLineInput[];
  currencyId: number;
  /** Trimmed and upper-case, as the contract's `promoCode` schema gives it. */
  promoCode?: string | null;
};

/**
 * A priced cart. `usd` is what an order stores (USD cents, miles); `display` is the same cart in the
 * traveller's currency, every line converted and rounded once, so that the shown lines add up to the
 * shown total. Line order: each paid line, followed by the gift it earned.
 */
export type CartQuote = {
  /** The currency of `display`, with the rate used, which an order keeps. */
  currency: CurrencyRecord;
  usd: PricedCart;
  display: PricedCart;
  /** Every product of the lines (gifts included) as the catalogue has it now, stock included. */
  items: ReadonlyMap<number, ItemToOrder>;
  /** The code's lookup, or null when no code was given; an invalid code prices the cart without it. */
  promo: PromoCodeLookup | null;
  /** Asked-for items that are not (or no longer) sold: left out of the lines and the totals. */
  unavailableItemIds: number[];
};

export type VolumeOrderQuote = {
  itemId: number;
  quantity: number;
  /** USD cents: the lowest of list price, SPEC §9 sales rate and volume tier at this quantity. */
  unitPriceCents: number;
  tier: VolumeTierRecord | null;
  discountPercent: number;
  currentPriceCents: number;
};

/** The engine's view of a catalogue item, in USD cents. */
function toPricedItem(item: CatalogItem): PricedItem {
  return {
    id: item.id,
    currentPrice: item.currentPriceCents,
    salesRate: item.salesRateCents,
    isPercentage: item.isPercentage,
    orderQuantity: item.orderQuantity,
    milesForRedeem: item.milesForRedeem,
    milesForAccrual: item.milesForAccrual,
    volumePriceList: item.volumeTiers.map(toVolumeTier),
    buyGetPriceList: item.buyGetOffers.map(({ buyQuantity, getQuantity, getItemId }) => ({
      buyQuantity,
      getQuantity,
      getItemId,
    })),
  };
}

function toVolumeTier(tier: VolumeTierRecord): VolumeTier {
  return {
    startQuantity: tier.startQuantity,
    endQuantity: tier.endQuantity,
    customPrice: tier.customPriceCents,
  };
}

/** A running offer or a valid code's list, as the engine's shared composition takes it. */
function toTerms(list: OfferPriceList): PriceListTerms {
  return {
    id: list.id,
    name: list.name,
    individualRates: list.individualRates.map(({ itemId, priceListId, amountCents }) => ({
      itemId,
      priceListId,
      amount: amountCents,
    })),
    bundles: list.bundles.map(({ amountCents, itemIds }) => ({ amount: amountCents, itemIds })),
  };
}

/** Each item follows the running offer the catalogue gives it (the oldest running list naming it). */
function priceListFor(
  items: readonly CatalogItem[],
  offers: readonly OfferPriceList[],
  promo: PromoCodeLookup | null,
): PriceList {
  return applicablePriceList(
    new Map(items.map((item) => [item.id, item.offer?.id])),
    offers.map(toTerms),
    promo?.status === 'valid' ? toTerms(promo.priceList) : null,
  );
}

function quantitiesByItem(lines: readonly CartLineInput[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const { itemId, quantity } of lines) quantities.set(itemId, (quantities.get(itemId) ?? 0) + quantity);
  return quantities;
}

/**
 * The server's cart price (ARCHITECTURE: "the server prices every order"): it reloads every item with the
 * running offer it follows, adds the promotion code's price list and applies @dutyfree/pricing. Prices a
 * client sends are never read. The checkout calls `priceCart` inside its order flow.
 */
export class CartPricingService {
  private readonly items: ItemsService;
  private readonly priceLists: PriceListsService;
  private readonly currencies: CurrenciesService;
  private readonly promoCodes: PromoCodesService;
  constructor(dependencies: {
    items: ItemsService;
    priceLists: PriceListsService;
    currencies: CurrenciesService;
    promoCodes: PromoCodesService;
  }) {
    this.items = dependencies.items;
    this.priceLists = dependencies.priceLists;
    this.currencies = dependencies.currencies;
    this.promoCodes = dependencies.promoCodes;
  }

  async priceCart({ lines, currencyId, promoCode }: CartPricingInput): Promise<CartQuote> {
    const quantities = quantitiesByItem(lines);
    const [currency, offers, promo] = await Promise.all([
      this.currencies.resolveFresh(currencyId),
      this.priceLists.activeOffersWithRates(),
      promoCode ? this.promoCodes.lookup(promoCode) : Promise.resolve(null),
    ]);
    const items = await this.items.withGifts([...quantities.keys()], offers);

    const available = [...quantities].filter(([itemId]) => items.has(itemId));
    const usd = priceCart({
      lines: available.map(([itemId, quantity]) => ({ item: toPricedItem(items.get(itemId)!), quantity })),
      priceList: priceListFor([...items.values()], offers, promo),
      itemsById: new Map([...items].map(([id, item]) => [id, toPricedItem(item)])),
    });
    return {
      currency,
      usd,
      display: convertCart(usd, currency.usdRateMicros),
      items,
      promo,
      unavailableItemIds: [...quantities.keys()].filter((itemId) => !items.has(itemId)),
    };
  }

  /** SPEC §7 GetPricesForVolumeOrder: per line, the tier that holds the quantity and the unit price it gives. */
  async volumePrices(lines: readonly CartLineInput[]): Promise<VolumeOrderQuote[]> {
    const found = new Map((await this.items.byIds(lines.map((l) => l.itemId))).map((i) => [i.id, i]));
    return lines.map(({ itemId, quantity }) => {
      const item = found.get(itemId)!;
      const priced = toPricedItem(item);
      const tier = findVolumeTier(priced.volumePriceList, quantity);
      const { unitPrice } = lowestUnitPrice(priced, quantity);
      return {
        itemId,
        quantity,
        unitPriceCents: unitPrice,
        tier: tier ? item.volumeTiers[priced.volumePriceList.indexOf(tier)]! : null,
        discountPercent: discountPercent(item.currentPriceCents, unitPrice),
        currentPriceCents: item.currentPriceCents,
      };
    });
  }
}

import type {
  Banner,
  Brand,
  ItemCategory,
  PreOrderItemsResponse,
  SpecialLandingResponse,
  CatalogItem as WireItem,
  OfferPriceList as WireOfferPriceList,
} from '@dutyfree/contracts';
import type { CurrencyRecord } from '../currencies/currencies.module.ts';
import type { BannerRecord, SpecialLandingRecord } from './banners.repository.ts';
import type { BrandRecord } from './brands.repository.ts';
import type { CategoryNode } from './categories.service.ts';
import type { CatalogItem, PreOrderBatch } from './items.service.ts';
import { inLanguage, nameCollator, type ShopLanguage } from './language.ts';
import { priceOnTheWire } from './money-on-the-wire.ts';
import type { OfferPriceList } from './price-lists.service.ts';

// The catalogue's one mapping layer: clean domain records in, the original API's field names out, with
// names and descriptions in the shopper's language (English where a text is not translated).

/** Names sort as the shopper reads them (the records come in English name order). */
function byName<T>(records: readonly T[], name: (record: T) => string, language: ShopLanguage): T[] {
  if (language === 'en') return [...records];
  const collator = nameCollator(language);
  return [...records].sort((a, b) => collator.compare(name(a), name(b)));
}

export function toWireCategories(nodes: readonly CategoryNode[], language: ShopLanguage): ItemCategory[] {
  const named = (node: CategoryNode) => inLanguage(node.name, node.nameTranslations, language);
  return byName(nodes, named, language).map((node) => ({
    id: node.id,
    name: named(node),
    children: toWireCategories(node.children, language),
    category_ImageURL: node.imageUrl,
  }));
}

export function toWireBrands(brands: readonly BrandRecord[], language: ShopLanguage): Brand[] {
  const named = (brand: BrandRecord) => inLanguage(brand.name, brand.nameTranslations, language);
  return byName(brands, named, language).map((brand) => ({
    id: brand.id,
    name: named(brand),
    brandImageURL: brand.imageUrl,
    isPowerFullBrand: brand.isPowerFullBrand,
  }));
}

export function toWireBanner(banner: BannerRecord, language: ShopLanguage): Banner {
  return {
    bunnerImageSize: banner.size,
    imageURL: banner.imageUrl ?? '',
    videoURL: banner.videoUrl,
    title: inLanguage(banner.title, banner.titleTranslations, language),
  };
}

/** The landing page's text in the shopper's language, as goods are: English where it was not translated. */
export function toWireSpecialLanding(
  landing: SpecialLandingRecord,
  language: ShopLanguage,
): SpecialLandingResponse {
  const { whatIs, whatIsTranslations } = landing;
  return {
    imageURL: landing.imageUrl,
    whatIs: whatIs === null ? null : inLanguage(whatIs, whatIsTranslations, language),
  };
}

export function toWireItem(item: CatalogItem, currency: CurrencyRecord, language: ShopLanguage): WireItem {
  const price = (usdCents: number) => priceOnTheWire(usdCents, currency.usdRateMicros);
  return {
    id: item.id,
    name: inLanguage(item.name, item.nameTranslations, language),
    description: inLanguage(item.description, item.descriptionTranslations, language),
    brand: inLanguage(item.brandName, item.brandNameTranslations, language),
    brandId: item.brandId,
    itemCode: item.itemCode,
    itemCategory: item.categoryType,
    itemCategoryId: item.categoryId,
    itemImage: item.images.map((image) => ({ imageUrl: image.url, isDefualt: image.isDefault })),
    quantity: item.stock,
    currentPrice: price(item.currentPriceCents),
    salesRate: price(item.salesRateCents),
    isPercentage: item.isPercentage,
    orderQuantity: item.orderQuantity,
    milesForRedeem: item.milesForRedeem,
    milesForAccrual: item.milesForAccrual,
    isTravelExeclusive: item.isTravelExclusive,
    currency: currency.code,
    youtubeAddressURL: item.youtubeUrl,
    priceListId: item.offer?.id ?? null,
    priceListApplied: item.offer?.rule ?? null,
    volumePriceList: item.volumeTiers.map((tier) => ({
      volumePriceId: tier.id,
      startQuantity: tier.startQuantity,
      endQuantity: tier.endQuantity,
      customePrice: price(tier.customPriceCents),
      itemId: tier.itemId,
      priceListId: tier.priceListId,
    })),
    buyGetPriceList: item.buyGetOffers.map((offer) => ({
      buyQuantity: offer.buyQuantity,
      getQuantity: offer.getQuantity,
      getItemId: offer.getItemId,
    })),
    regiseredDate: new Date(item.registeredAt).toISOString(),
    // The traveller picks a price list in the cart; a catalogue read has none picked.
    selectedPriceListId: null,
  };
}

export function toWireItems(
  items: readonly CatalogItem[],
  currency: CurrencyRecord,
  language: ShopLanguage,
): WireItem[] {
  return items.map((item) => toWireItem(item, currency, language));
}

export function toWirePreOrderItems(
  batch: PreOrderBatch,
  currency: CurrencyRecord,
  language: ShopLanguage,
): PreOrderItemsResponse {
  const wire = (items: readonly CatalogItem[]) => toWireItems(items, currency, language);
  return {
    newArrivalItems: wire(batch.newArrivals),
    specialOfferItems: wire(batch.specialOffers),
    travelExeclusiveItems: wire(batch.travelExclusives),
    bestSellerItems: wire(batch.bestSellers),
    deals: wire(batch.deals),
    allInOneList: wire(batch.allInOne),
  };
}

export function toWireOfferPriceList(
  list: OfferPriceList,
  currency: CurrencyRecord,
  language: ShopLanguage,
): WireOfferPriceList {
  const price = (usdCents: number) => priceOnTheWire(usdCents, currency.usdRateMicros);
  return {
    id: list.id,
    name: inLanguage(list.name, list.nameTranslations, language),
    priceListApplied: list.rule,
    priceListIndividualRateRes: list.individualRates.map((rate) => ({
      itemId: rate.itemId,
      amount: price(rate.amountCents),
      priceListId: rate.priceListId,
    })),
    priceListBundleRateRes: list.bundles.map((bundle) => ({
      amount: price(bundle.amountCents),
      priceListId: bundle.priceListId,
      priceListBundleItemsRes: bundle.itemIds.map((itemId) => ({ itemId })),
    })),
  };
}

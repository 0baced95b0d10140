import type {
  Banner,
  Brand,
  ItemCategory,
  PreOrderItemsResponse,
  CatalogItem as WireItem,
  OfferPriceList as WireOfferPriceList,
} from '@dutyfree/contracts';
import type { CurrencyRecord } from '../currencies/currencies.module.ts';
import type { BannerRecord } from './banners.repository.ts';
import type { BrandRecord } from './brands.repository.ts';
import type { CategoryNode } from './categories.service.ts';
import type { CatalogItem, PreOrderBatch } from './items.service.ts';
import { priceOnTheWire } from './money-on-the-wire.ts';
import type { OfferPriceList } from './price-lists.service.ts';

// The catalogue's one mapping layer: clean domain records in, the original API's field names out.

export function toWireCategory(node: CategoryNode): ItemCategory {
  return {
    id: node.id,
    name: node.name,
    children: node.children.map(toWireCategory),
    category_ImageURL: node.imageUrl,
  };
}

export function toWireBrand(brand: BrandRecord): Brand {
  return {
    id: brand.id,
    name: brand.name,
    brandImageURL: brand.imageUrl,
    isPowerFullBrand: brand.isPowerFullBrand,
  };
}

export function toWireBanner(banner: BannerRecord): Banner {
  return {
    bunnerImageSize: banner.size,
    imageURL: banner.imageUrl,
    videoURL: banner.videoUrl,
    title: banner.title,
  };
}

export function toWireItem(item: CatalogItem, currency: CurrencyRecord): WireItem {
  const price = (usdCents: number) => priceOnTheWire(usdCents, currency.usdRateMicros);
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    brand: item.brandName,
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

export function toWireItems(items: readonly CatalogItem[], currency: CurrencyRecord): WireItem[] {
  return items.map((item) => toWireItem(item, currency));
}

export function toWirePreOrderItems(batch: PreOrderBatch, currency: CurrencyRecord): PreOrderItemsResponse {
  return {
    newArrivalItems: toWireItems(batch.newArrivals, currency),
    specialOfferItems: toWireItems(batch.specialOffers, currency),
    travelExeclusiveItems: toWireItems(batch.travelExclusives, currency),
    bestSellerItems: toWireItems(batch.bestSellers, currency),
    deals: toWireItems(batch.deals, currency),
    allInOneList: toWireItems(batch.allInOne, currency),
  };
}

export function toWireOfferPriceList(list: OfferPriceList, currency: CurrencyRecord): WireOfferPriceList {
  const price = (usdCents: number) => priceOnTheWire(usdCents, currency.usdRateMicros);
  return {
    id: list.id,
    name: list.name,
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

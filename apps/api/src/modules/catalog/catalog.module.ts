import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ReadCache } from '../../caching/read-cache.ts';
import type { Database } from '../../db/database.ts';
import type { SerializedJson } from '../../http/conditional-get.ts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import { BannersRepository } from './banners.repository.ts';
import { BannersService } from './banners.service.ts';
import { BrandsRepository } from './brands.repository.ts';
import { BrandsService } from './brands.service.ts';
import { CATALOG_CACHE_TTLS, type CatalogCacheTtls } from './cache-ttls.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { CategoriesRepository } from './categories.repository.ts';
import { CategoriesService, type CategoryTree } from './categories.service.ts';
import { CustomsRulesRepository } from './customs-rules.repository.ts';
import { CustomsRulesService } from './customs-rules.service.ts';
import { ItemKeeping } from './item-keeping.service.ts';
import { ItemListing } from './item-listing.service.ts';
import { ItemPricesRepository } from './item-prices.repository.ts';
import { ItemsRepository, type ListingAnchor } from './items.repository.ts';
import { ItemsService } from './items.service.ts';
import { PriceListKeeping } from './price-list-keeping.service.ts';
import { PriceListsRepository } from './price-lists.repository.ts';
import { type OfferSnapshot, PriceListsService } from './price-lists.service.ts';
import { PurchaseRulesRepository } from './purchase-rules.repository.ts';
import { PurchaseRulesService } from './purchase-rules.service.ts';
import { SearchService } from './search.service.ts';
import { SearchDocumentsRepository } from './search-documents.repository.ts';
import { SearchIndexKeeper } from './search-index.service.ts';
import { Sitemaps } from './sitemap.service.ts';

export type { BannerRecord, SpecialLandingRecord } from './banners.repository.ts';
export type { BannersService } from './banners.service.ts';
export type { BrandRecord } from './brands.repository.ts';
export type { BrandsService } from './brands.service.ts';
export { toWireItem, toWireOfferPriceList } from './catalog.wire.ts';
export type { CategoryRecord } from './categories.repository.ts';
export type { CategoriesService } from './categories.service.ts';
export {
  type CustomsJudgement,
  type CustomsRulesService,
  type CustomsRuleVersionRecord,
  regionOf,
} from './customs-rules.service.ts';
export type { ItemKeeping } from './item-keeping.service.ts';
export type { PriceChangeRecord } from './item-prices.repository.ts';
export { type ItemFields, type KeptItemRecord, mainPictureUrl } from './items.repository.ts';
export type { CatalogItem, ItemsService, ItemToOrder } from './items.service.ts';
export { inLanguage, type ShopLanguage, type Translations } from './language.ts';
export { priceOnTheWire } from './money-on-the-wire.ts';
export { pageCatalogue } from './page-catalogue.ts';
export type { KeptPriceList, PriceListKeeping } from './price-list-keeping.service.ts';
export type {
  ItemVolumePricesRecord,
  NewPriceListTerms,
  PriceListFields,
  PriceListRecord,
  VolumeTierRecord,
} from './price-lists.repository.ts';
export type { OfferPriceList, PriceListsService } from './price-lists.service.ts';
export type { PurchaseRuleRecord } from './purchase-rules.repository.ts';
export type { PurchaseRulesService, RuleApplied } from './purchase-rules.service.ts';

export type Catalog = ReturnType<typeof createCatalog>;

/** One cache's reads answered from memory and loaded since the process started, and what it holds now. */
export type CacheUse = { name: string; hits: number; misses: number; entries: number; bytes: number };

/**
 * What each cache of serialized answers may hold, in bytes (the entry counts alone allowed some 100 MB of
 * 90 KB pages). Generous for the pages in use: the home lists of three currencies in three languages take
 * about 3 MB, a thousand listing pages of 12 about 25 MB.
 */
const REPLY_BUDGETS = { preOrderItems: 16 * 2 ** 20, replies: 32 * 2 ** 20 };

/** A kept answer's bytes: its body and the brotli and gzip copies compression keeps beside it (a fifth each). */
function answerBytes(answer: SerializedJson): number {
  return Math.ceil(answer.body.length * 1.4);
}

type CatalogOptions = {
  /** Decides which offer price lists are running and when cached reads expire. */
  now?: () => number;
  cacheTtls?: CatalogCacheTtls;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
};

/** The catalogue's services, wired once. */
export function createCatalog(
  database: Database,
  currencies: CurrenciesService,
  { now = Date.now, cacheTtls = CATALOG_CACHE_TTLS, logger }: CatalogOptions = {},
) {
  const { db, engine } = database;
  const cache = <V>(ttlMs: number, capacity: number) => new ReadCache<V>({ ttlMs, capacity, now });
  // As many aliases as answers: each answer is asked for in one or two ways (`servedFromKeptReplies`).
  const answers = (capacity: number, maxBytes: number, keepOnSecondAsk: boolean) =>
    new ReadCache<SerializedJson>({
      ttlMs: cacheTtls.replies,
      capacity,
      now,
      maxBytes,
      sizeOf: answerBytes,
      aliasCapacity: capacity,
      keepOnSecondAsk,
    });
  const caches = {
    offers: cache<OfferSnapshot>(cacheTtls.offers, 1),
    categoryTree: cache<CategoryTree>(cacheTtls.listings, 1),
    counts: cache<number>(cacheTtls.listings, 1_000),
    anchors: cache<ListingAnchor[]>(cacheTtls.listings, 64),
    facets: cache<number[]>(cacheTtls.listings, 1_000),
    // Home lists, about 180 KB each: one per currency, language and list size in use.
    preOrderItems: answers(96, REPLY_BUDGETS.preOrderItems, false),
    // Every other catalogue answer, a few to some 90 KB each: the pages and items most asked for. Of a
    // listing's thousands of pages most are asked for once in a while, so a page is kept from its second ask.
    replies: answers(1_000, REPLY_BUDGETS.replies, true),
  };
  const itemsRepository = new ItemsRepository(db, engine);
  const categoriesRepository = new CategoriesRepository(db);
  const categories = new CategoriesService(categoriesRepository, caches.categoryTree);
  const brandsRepository = new BrandsRepository(db, engine);
  const brands = new BrandsService(brandsRepository);
  const priceListsRepository = new PriceListsRepository(db);
  const priceLists = new PriceListsService(priceListsRepository, now, caches.offers);
  const items = new ItemsService(itemsRepository, priceLists);
  const searchIndex = new SearchIndexKeeper(new SearchDocumentsRepository(db), {
    databaseUrl: database.url,
    onWorkerFailure: (error) =>
      logger?.warn({ err: error }, 'The search index was built in the main thread: its worker failed'),
  });
  return {
    currencies,
    categories,
    brands,
    banners: new BannersService(new BannersRepository(db)),
    /** The purchase rules: the storefront's cached answer, and fresh reads for checkout and packing. */
    purchaseRules: new PurchaseRulesService(new PurchaseRulesRepository(db)),
    /** The destinations' customs rules, enforced by every sale (pre-order, on board). */
    customsRules: new CustomsRulesService(new CustomsRulesRepository(db), currencies),
    priceLists,
    items,
    /** The goods as admins keep them: on sale or not, created, edited, pictured. */
    itemKeeping: new ItemKeeping({
      items: itemsRepository,
      brands: brandsRepository,
      categories: categoriesRepository,
      prices: new ItemPricesRepository(db),
      now,
    }),
    /** The offers, promotion codes and items' own volume prices as admins keep them. */
    priceListKeeping: new PriceListKeeping({ priceLists: priceListsRepository, items: itemsRepository, now }),
    /** The sitemap files of the catalogue's pages, with addresses on `origin`. */
    sitemaps: (origin: string) => new Sitemaps({ items: itemsRepository, categories, brands, origin }),
    search: new SearchService({
      items: itemsRepository,
      listing: new ItemListing({
        items: itemsRepository,
        counts: caches.counts,
        anchors: caches.anchors,
        facets: caches.facets,
      }),
      index: searchIndex,
      itemsService: items,
      categories,
      brands,
      priceLists,
    }),
    /** Serialized home lists, kept apart from other answers for their size. */
    preOrderItemsReplies: caches.preOrderItems,
    /** Serialized answers to the other catalogue reads (`sendCachedReply`). */
    replies: caches.replies,
    /**
     * Forgets every cached read and answer, for a writer whose next read must see its own write (a back
     * office changing items, prices or offers calls this once its change is committed). A change of
     * `items` alone has the search index read just them again; any other rebuilds it.
     */
    invalidateCaches(items?: readonly number[]) {
      for (const readCache of Object.values(caches)) readCache.invalidate();
      if (items) searchIndex.refreshItems(items);
      else searchIndex.refresh();
    },
    /** Builds the search index before the process takes requests. */
    prepareSearch: () => searchIndex.current(),
    /** How each cache has been used since the process started, and what it holds: for the shop's metrics. */
    cacheUse(): CacheUse[] {
      return Object.entries(caches).map(([name, readCache]) => ({
        name,
        hits: readCache.hits,
        misses: readCache.misses,
        entries: readCache.size,
        bytes: readCache.bytes,
      }));
    },
  };
}

export { registerSitemapRoutes } from './sitemap.routes.ts';

export async function registerCatalogRoutes(api: FastifyInstance, catalog: Catalog): Promise<void> {
  await api.register(catalogRoutes, { catalog });
}

import type { PreOrderItemsResponse, SearchItemsQuery, SearchItemsResponse } from '@dutyfree/contracts';
import type { Catalog } from './catalog.module.ts';
import { toWireItems, toWirePreOrderItems } from './catalog.wire.ts';
import type { ShopLanguage } from './language.ts';

// The home lists and the listings as the API's calls answer them: the calls and the server-rendered pages
// read them here, so that a page shows the very prices, names and counts the call would give.

type Readers = Pick<Catalog, 'currencies' | 'items' | 'search'>;

/** The home page's lists of up to `limit` items each. */
export async function homeListsAnswer(
  catalog: Readers,
  currencyId: number,
  limit: number,
  language: ShopLanguage,
): Promise<PreOrderItemsResponse> {
  const [currency, batch] = await Promise.all([
    catalog.currencies.resolve(currencyId),
    catalog.items.preOrderBatch(limit, language),
  ]);
  return toWirePreOrderItems(batch, currency, language);
}

/** One page of a listing: search results, a category, a brand, a collection or a section. */
export async function listingAnswer(
  catalog: Readers,
  query: SearchItemsQuery,
  language: ShopLanguage,
): Promise<SearchItemsResponse> {
  const currency = await catalog.currencies.resolve(query.currencyId);
  const { items, totalCount, filterBrandIds, filterCategoryIds, suggestion } = await catalog.search.search({
    text: query.searchValue,
    searchType: query.searchType,
    categoryId: query.categoryId,
    brandId: query.brandId,
    collectionId: query.collectionId,
    section: query.section,
    sort: query.sort,
    direction: query.sortDirection,
    brands: query.brands,
    categories: query.categories,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    usdRateMicros: currency.usdRateMicros,
    page: query.activePage,
    pageSize: query.pageSize,
    language,
  });
  return {
    items: toWireItems(items, currency, language),
    totalCount,
    filterBrandIds,
    filterCategoryIds,
    activePage: query.activePage,
    pageSize: query.pageSize,
    ...(suggestion !== undefined && { didYouMean: suggestion }),
  };
}

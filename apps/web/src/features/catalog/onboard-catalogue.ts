import {
  type CatalogItem,
  type ItemCategory,
  type PreOrderItemsResponse,
  priceListRules,
  type SearchItemsQuery,
  type SearchItemsResponse,
  searchTypes,
} from '@dutyfree/contracts';
import { findCategory } from './category-tree.ts';

// While onboarding is on, the shop shows one list: what the flight carries (tens of items, not the
// warehouse's thousands). The home lists, the listings and the search are cut from it here, in the
// browser, with the same meaning the server gives its own sections, filters and orders.

/** As many items as a home list holds when the server makes it. */
const HOME_LIST_SIZE = 20;
/** The new-arrivals page holds the newest 48 (4 pages of 12), as in the pre-order catalogue. */
const RANKED_SECTION_SIZE = 48;

const QUANTITY_RULES: ReadonlySet<number> = new Set([priceListRules.volume, priceListRules.buyGet]);

const byPriceDescending = (a: CatalogItem, b: CatalogItem) => b.currentPrice - a.currentPrice || a.id - b.id;
const newestFirst = (a: CatalogItem, b: CatalogItem) =>
  b.regiseredDate.localeCompare(a.regiseredDate) || b.id - a.id;

/** Which of the flight's items a section of the shop shows. */
function inSection(items: readonly CatalogItem[], section: SearchItemsQuery['section']): CatalogItem[] {
  switch (section) {
    case undefined:
      return [...items];
    case 'new-arrivals':
      return [...items].sort(newestFirst).slice(0, RANKED_SECTION_SIZE);
    // The flight's list carries no sales figures: its best sellers are its most expensive items.
    case 'best-sellers':
      return [...items].sort(byPriceDescending).slice(0, RANKED_SECTION_SIZE);
    case 'travel-exclusives':
      return items.filter((item) => item.isTravelExeclusive);
    case 'deals':
      return items.filter((item) => item.currentPrice < item.salesRate);
    case 'special-offers':
      return items.filter((item) => item.priceListId !== null);
    case 'promotions':
      return items.filter(
        (item) => item.priceListApplied !== null && QUANTITY_RULES.has(item.priceListApplied),
      );
  }
}

/** The home page's lists, cut from the flight's items. */
export function onBoardHomeLists(items: readonly CatalogItem[]): PreOrderItemsResponse {
  const top = (section: SearchItemsQuery['section']) =>
    inSection(items, section).sort(byPriceDescending).slice(0, HOME_LIST_SIZE);
  return {
    newArrivalItems: inSection(items, 'new-arrivals').slice(0, HOME_LIST_SIZE).sort(byPriceDescending),
    specialOfferItems: top('special-offers'),
    travelExeclusiveItems: top('travel-exclusives'),
    bestSellerItems: top('best-sellers'),
    deals: top('deals'),
    allInOneList: [...items].sort(byPriceDescending),
  };
}

/** A category with every category under it. */
function withDescendants(tree: readonly ItemCategory[], ids: readonly number[]): Set<number> {
  const found = new Set<number>();
  const add = (category: ItemCategory) => {
    found.add(category.id);
    category.children.forEach(add);
  };
  for (const id of ids) {
    const category = findCategory(tree, id);
    if (category) add(category);
    else found.add(id);
  }
  return found;
}

function contains(value: string, text: string): boolean {
  return value.toLocaleLowerCase().includes(text);
}

/** SPEC §2 search types: '0' brands, '2' everything (name, brand or category), others categories. */
function matchesText(item: CatalogItem, raw: string, searchType: string): boolean {
  const text = raw.trim().toLocaleLowerCase();
  if (text === '') return true;
  if (searchType === searchTypes.brand) return contains(item.brand, text);
  if (searchType !== searchTypes.all) return contains(item.itemCategory, text);
  return contains(item.name, text) || contains(item.brand, text) || contains(item.itemCategory, text);
}

function order(sort: SearchItemsQuery['sort'], direction: SearchItemsQuery['sortDirection']) {
  const sign = direction === 'ASC' ? 1 : -1;
  const compare = (a: CatalogItem, b: CatalogItem): number => {
    if (sort === 'ByName') return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    if (sort === 'ByDate') return a.regiseredDate.localeCompare(b.regiseredDate);
    return a.currentPrice - b.currentPrice;
  };
  return (a: CatalogItem, b: CatalogItem) => sign * (compare(a, b) || a.id - b.id);
}

type OnBoardListingRequest = Partial<Omit<SearchItemsQuery, 'currencyId'>>;

/**
 * One page of a listing (search results, a category, a brand, a collection or a section) out of the
 * flight's items: the scopes and filters combine, and the brand filter's choices ignore the ticked brands.
 */
export function onBoardListing(
  items: readonly CatalogItem[],
  request: OnBoardListingRequest,
  categories: readonly ItemCategory[],
): SearchItemsResponse {
  const activePage = request.activePage ?? 1;
  const pageSize = request.pageSize ?? 12;
  const scope =
    request.categoryId === undefined ? undefined : withDescendants(categories, [request.categoryId]);
  const ticked = request.categories?.length ? withDescendants(categories, request.categories) : undefined;
  // Every filter but the ticked categories and brands: what the two filters offer comes from these.
  const inScope = inSection(items, request.section).filter(
    (item) =>
      matchesText(item, request.searchValue ?? '', request.searchType ?? searchTypes.all) &&
      (scope === undefined || scope.has(item.itemCategoryId)) &&
      (request.brandId === undefined || item.brandId === request.brandId) &&
      (request.collectionId === undefined || item.priceListId === request.collectionId) &&
      (request.minPrice === undefined || item.currentPrice >= request.minPrice) &&
      (request.maxPrice === undefined || item.currentPrice <= request.maxPrice),
  );
  const unticked = inScope.filter((item) => ticked === undefined || ticked.has(item.itemCategoryId));
  const brands = request.brands ?? [];
  const matching = brands.length === 0 ? unticked : unticked.filter((item) => brands.includes(item.brandId));
  const sorted = matching.sort(order(request.sort ?? 'Default', request.sortDirection ?? 'DESC'));
  return {
    items: sorted.slice((activePage - 1) * pageSize, activePage * pageSize),
    totalCount: sorted.length,
    filterBrandIds: [...new Set(unticked.map((item) => item.brandId))].sort((a, b) => a - b),
    filterCategoryIds: [...new Set(inScope.map((item) => item.itemCategoryId))].sort((a, b) => a - b),
    activePage,
    pageSize,
  };
}

/** SPEC §2 autosuggest over the flight's items: at most `limit` whose name contains the text. */
export function onBoardSuggestions(
  items: readonly CatalogItem[],
  text: string,
  limit: number,
): CatalogItem[] {
  const wanted = text.trim().toLocaleLowerCase();
  return items.filter((item) => contains(item.name, wanted)).slice(0, limit);
}

/** The flight's own records (its stock) of those of `items` it carries, in the order given. */
export function onFlight(items: readonly CatalogItem[], flightItems: readonly CatalogItem[]): CatalogItem[] {
  const carried = new Map(flightItems.map((item) => [item.id, item]));
  return items.flatMap((item) => carried.get(item.id) ?? []);
}

import {
  AUTOSUGGEST_LIMIT,
  AUTOSUGGEST_MIN_LENGTH,
  type CatalogSection,
  type SortDirection,
  type SortOption,
  searchTypes,
} from '@dutyfree/contracts';
import type { BrandsService } from './brands.service.ts';
import type { CategoriesService, CategoryTree } from './categories.service.ts';
import type { ItemListing } from './item-listing.service.ts';
import { PRICE_DESCENDING, sectionFilter } from './item-sections.ts';
import type { ItemFacet, ItemFilter, ItemOrder, ItemsRepository } from './items.repository.ts';
import type { CatalogItem, ItemsService } from './items.service.ts';
import type { ShopLanguage } from './language.ts';
import { highestUsdCentsShownUpTo, lowestUsdCentsShownFrom } from './money-on-the-wire.ts';
import type { OfferListRecord } from './price-lists.repository.ts';
import type { PriceListsService } from './price-lists.service.ts';
import type { SearchIndexKeeper } from './search-index.service.ts';
import type { IndexConditions, IndexOrder, SearchIndex, Selection } from './search-index.ts';
import { wordsOf } from './search-words.ts';

export type SearchRequest = {
  text: string;
  searchType: string;
  categoryId?: number;
  brandId?: number;
  collectionId?: number;
  section?: CatalogSection;
  sort: SortOption;
  direction: SortDirection;
  brands: readonly number[];
  categories: readonly number[];
  /** In major units of the currency the traveller sees. */
  minPrice?: number;
  maxPrice?: number;
  usdRateMicros: number;
  page: number;
  pageSize: number;
  /** The items' texts are read in English and this language alone. */
  language?: ShopLanguage;
};

export type SearchResult = {
  items: CatalogItem[];
  totalCount: number;
  /** Brands with items in the listing whichever brands are ticked: the brand filter's choices. */
  filterBrandIds: number[];
  /** Likewise the categories, with the departments above them: the category filter's choices. */
  filterCategoryIds: number[];
  /** With no item matching the text: the catalogue's words nearest to it ("Did you mean …"). */
  suggestion?: string;
};

/**
 * What of the traveller's text is searched for: trimmed, without LIKE wildcards and the backslash
 * PostgreSQL treats as escape. Removing them keeps them harmless on both engines without an ESCAPE
 * clause, which would stop SQLite from using its trigram index.
 */
export function searchableText(raw: string): string {
  return raw.replace(/[%_\\]/g, '').trim();
}

const SORT_KEYS: Record<SortOption, ItemOrder['by']> = {
  Default: 'price',
  ByPrice: 'price',
  ByName: 'name',
  ByDate: 'date',
};

export function itemOrder(sort: SortOption, direction: SortDirection): ItemOrder {
  return { by: SORT_KEYS[sort], direction: direction === 'ASC' ? 'asc' : 'desc' };
}

/** Ids in every one of the sets; undefined when there is no set, i.e. no condition. */
export function intersection(sets: readonly (readonly number[])[]): number[] | undefined {
  const [first, ...rest] = sets;
  if (!first) return undefined;
  return first.filter((id) => rest.every((set) => set.includes(id)));
}

export class SearchService {
  private readonly items: ItemsRepository;
  private readonly listing: ItemListing;
  private readonly index: SearchIndexKeeper;
  private readonly itemsService: ItemsService;
  private readonly categories: CategoriesService;
  private readonly brands: BrandsService;
  private readonly priceLists: PriceListsService;
  constructor(deps: {
    items: ItemsRepository;
    listing: ItemListing;
    index: SearchIndexKeeper;
    itemsService: ItemsService;
    categories: CategoriesService;
    brands: BrandsService;
    priceLists: PriceListsService;
  }) {
    this.items = deps.items;
    this.listing = deps.listing;
    this.index = deps.index;
    this.itemsService = deps.itemsService;
    this.categories = deps.categories;
    this.brands = deps.brands;
    this.priceLists = deps.priceLists;
  }

  /**
   * SPEC §2: once the text is longer than 1 character, at most 5 items, found as the search finds them
   * (decision 0038) and in its order. The items are read now, so that stock and prices are current and
   * an item withdrawn since the index was built drops out (a few more are read for that).
   */
  async suggest(text: string): Promise<CatalogItem[]> {
    if (wordsOf(text).join('').length < AUTOSUGGEST_MIN_LENGTH) return [];
    const index = await this.index.current();
    const ids = index
      .select(index.match(text), {}, RELEVANCE, AUTOSUGGEST_LIMIT * 2)
      .ids(0, AUTOSUGGEST_LIMIT * 2);
    const rows = await this.items.findInOrder(ids);
    return this.itemsService.complete(rows.slice(0, AUTOSUGGEST_LIMIT));
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    if (request.searchType === searchTypes.all && wordsOf(request.text).length > 0)
      return this.searchText(request);
    const { lists } = await this.priceLists.runningOffers();
    const filter = await this.filterFor(request, lists);
    const [rows, totalCount, filterBrandIds, filterCategoryIds] = await Promise.all([
      this.listing.page(
        filter,
        itemOrder(request.sort, request.direction),
        request.pageSize,
        (request.page - 1) * request.pageSize,
        request.language,
      ),
      this.listing.count(filter),
      this.facetChoices('brand', request, filter, lists),
      this.facetChoices('category', request, filter, lists),
    ]);
    return { items: await this.itemsService.complete(rows), totalCount, filterBrandIds, filterCategoryIds };
  }

  /**
   * A text searched everywhere, on the process's index (decision 0038): ranked unless the traveller
   * picked an order; the other scopes and filters as on any listing, the index answering those it knows
   * and the database the rest (a section's or collection's items).
   */
  private async searchText(request: SearchRequest): Promise<SearchResult> {
    const { lists } = await this.priceLists.runningOffers();
    const index = await this.index.current();
    const matches = index.match(request.text);
    const conditionsOf = async (scope: SearchRequest) => {
      const filter = await this.filterFor({ ...scope, text: '' }, lists);
      return this.indexConditions(filter);
    };
    const order: IndexOrder =
      request.sort === 'Default' ? RELEVANCE : itemOrder(request.sort, request.direction);
    const offset = (request.page - 1) * request.pageSize;
    const found = index.select(matches, await conditionsOf(request), order, offset + request.pageSize);
    const choices = async (facet: ItemFacet) => {
      const ticked = facet === 'brand' ? request.brands : request.categories;
      const ofAll =
        ticked.length === 0
          ? found
          : index.select(
              matches,
              await conditionsOf({ ...request, [facet === 'brand' ? 'brands' : 'categories']: [] }),
              RELEVANCE,
              0,
            );
      return facetOf(index, ofAll, facet);
    };
    const items = request.language ? this.items.in(request.language) : this.items;
    const [rows, filterBrandIds, categoryIds] = await Promise.all([
      items.findInOrder(found.ids(offset, offset + request.pageSize)),
      choices('brand'),
      choices('category'),
    ]);
    return {
      items: await this.itemsService.complete(rows),
      totalCount: found.length,
      filterBrandIds,
      filterCategoryIds: (await this.categories.tree()).withAncestors(categoryIds).sort((a, b) => a - b),
      suggestion: matches.places.length === 0 ? index.suggestion(request.text) : undefined,
    };
  }

  /** The filter's conditions the index checks itself, and the ids meeting the others, read from the database. */
  private async indexConditions(filter: ItemFilter): Promise<IndexConditions> {
    const { offerListIds, topRanked, similarTo, categoryIds, brandIds } = filter;
    const readFromDatabase = offerListIds !== undefined || topRanked !== undefined || similarTo !== undefined;
    return {
      categoryIds,
      brandIds,
      minPriceCents: filter.minPriceCents,
      maxPriceCents: filter.maxPriceCents,
      travelExclusive: filter.travelExclusive,
      discounted: filter.discounted,
      ids: readFromDatabase
        ? new Set((await this.items.orderedMatches(filter, PRICE_DESCENDING)).map((row) => row.id))
        : undefined,
    };
  }

  /**
   * What a filter offers: the brands (or categories) of the listing's items as if none of them were
   * ticked, since ticking one must not hide the others. A category counts with its departments above it.
   */
  private async facetChoices(
    facet: ItemFacet,
    request: SearchRequest,
    filter: ItemFilter,
    offers: readonly OfferListRecord[],
  ): Promise<number[]> {
    const ticked = facet === 'brand' ? request.brands : request.categories;
    const unticked =
      ticked.length === 0
        ? filter
        : await this.filterFor({ ...request, [facet === 'brand' ? 'brands' : 'categories']: [] }, offers);
    const ids = await this.listing.facetIds(facet, unticked);
    if (facet === 'brand') return ids;
    return (await this.categories.tree()).withAncestors(ids).sort((a, b) => a - b);
  }

  /** Scopes and filters combine: an item must satisfy each of them. */
  private async filterFor(request: SearchRequest, offers: readonly OfferListRecord[]): Promise<ItemFilter> {
    let loaded: Promise<CategoryTree> | undefined;
    const tree = () => {
      loaded ??= this.categories.tree();
      return loaded;
    };
    const text = searchableText(request.text);
    const byText = text === '' ? {} : await this.textScope(text, request.searchType, tree);
    const { offerListIds: sectionOffers, ...section } = request.section
      ? sectionFilter(request.section, offers)
      : {};
    const collection =
      request.collectionId === undefined
        ? undefined
        : [(await this.priceLists.activeOffer(request.collectionId)).id];
    return {
      ...section,
      categoryIds: intersection(present([await this.categoryScope(request, tree), byText.categoryIds])),
      brandIds: intersection(present([await this.brandScope(request), byText.brandIds])),
      offerListIds: intersection(present([collection, sectionOffers])),
      minPriceCents:
        request.minPrice === undefined
          ? undefined
          : lowestUsdCentsShownFrom(request.minPrice, request.usdRateMicros),
      maxPriceCents:
        request.maxPrice === undefined
          ? undefined
          : highestUsdCentsShownUpTo(request.maxPrice, request.usdRateMicros),
    };
  }

  /** SPEC §2 search types: '0' brands, others categories ('2', everything, is the index's: `searchText`). */
  private async textScope(
    text: string,
    searchType: string,
    tree: () => Promise<CategoryTree>,
  ): Promise<Pick<ItemFilter, 'brandIds' | 'categoryIds'>> {
    if (searchType === searchTypes.brand) return { brandIds: await this.brands.idsNamed(text) };
    return { categoryIds: (await tree()).named(text) };
  }

  /** The category page (with its children) within the categories ticked in the filter. */
  private async categoryScope(
    request: SearchRequest,
    tree: () => Promise<CategoryTree>,
  ): Promise<number[] | undefined> {
    const { categoryId, categories } = request;
    if (categoryId === undefined && categories.length === 0) return undefined;
    const categoryTree = await tree();
    return intersection(
      present([
        categoryId === undefined ? undefined : categoryTree.subtree(categoryId),
        categories.length === 0 ? undefined : categoryTree.withDescendants(categories),
      ]),
    );
  }

  /** The brand page within the brands ticked in the filter. */
  private async brandScope(request: SearchRequest): Promise<readonly number[] | undefined> {
    const { brandId, brands } = request;
    if (brandId !== undefined) await this.brands.assertExists(brandId);
    return intersection(
      present([brandId === undefined ? undefined : [brandId], brands.length === 0 ? undefined : brands]),
    );
  }
}

const RELEVANCE: IndexOrder = { by: 'relevance', direction: 'asc' };

function facetOf(index: SearchIndex, selection: Selection, facet: ItemFacet): number[] {
  const { brandIds, categoryIds } = index.facets(selection);
  return facet === 'brand' ? brandIds : categoryIds;
}

function present<T>(values: readonly (T | undefined)[]): T[] {
  return values.filter((v): v is T => v !== undefined);
}

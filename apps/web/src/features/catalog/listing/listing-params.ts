import {
  type CatalogSection,
  DEFAULT_PAGE_SIZE,
  type SearchItemsQuery,
  type SortDirection,
  type SortOption,
  searchItemsQuery,
  searchTypes,
} from '@dutyfree/contracts';

/**
 * What a shopper chose on a listing: sort, filters and page. It lives in the URL (with the API's own
 * parameter names), so a listing can be bookmarked, shared and reloaded exactly as it was.
 */
export interface ListingState {
  sort: SortOption;
  sortDirection: SortDirection;
  activePage: number;
  brands: number[];
  categories: number[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

export type ListingFilters = Pick<ListingState, 'brands' | 'categories' | 'minPrice' | 'maxPrice'>;

/** SPEC §3: listings are sorted by price, most expensive first, until the shopper picks another order. */
const DEFAULT_SORT = { sort: 'ByPrice', sortDirection: 'DESC' } as const satisfies Pick<
  ListingState,
  'sort' | 'sortDirection'
>;

/**
 * A text searched everywhere comes best match first (the API's 'Default' for a text, decision 0038) until
 * the shopper picks another order.
 */
const BEST_MATCH = { sort: 'Default', sortDirection: 'DESC' } as const satisfies Pick<
  ListingState,
  'sort' | 'sortDirection'
>;

const fields = searchItemsQuery.shape;

/** Whether the URL is of a search of everything, whose results can be ranked by how well they match. */
export function isRankedSearch(params: URLSearchParams): boolean {
  const type = params.get('searchType') || searchTypes.all;
  return (params.get('searchValue')?.trim() ?? '') !== '' && type === searchTypes.all;
}

function defaultOrder(params: URLSearchParams) {
  return isRankedSearch(params) ? BEST_MATCH : DEFAULT_SORT;
}

interface FieldSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A hand-edited or outdated parameter falls back to its default instead of breaking the page. */
function read<T>(schema: FieldSchema<T>, raw: string | null, fallback: T): T {
  if (raw === null || raw.trim() === '') return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

export function readListingState(params: URLSearchParams): ListingState {
  const byDefault = defaultOrder(params);
  const sort = read(fields.sort, params.get('sort'), byDefault.sort);
  return {
    // 'Default' is the shop's own order: best match for a search, else the price order the default names.
    sort: sort === 'Default' ? byDefault.sort : sort,
    sortDirection: read(fields.sortDirection, params.get('sortDirection'), byDefault.sortDirection),
    activePage: read(fields.activePage, params.get('activePage'), 1),
    brands: read(fields.brands, params.get('brands'), []),
    categories: read(fields.categories, params.get('categories'), []),
    minPrice: read(fields.minPrice, params.get('minPrice'), undefined),
    maxPrice: read(fields.maxPrice, params.get('maxPrice'), undefined),
  };
}

/**
 * The URL parameters with some listing choices changed; defaults are left out so that plain listings keep
 * plain URLs. Other parameters (the search text, the language) are kept.
 */
export function writeListingState(params: URLSearchParams, changes: Partial<ListingState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const state = { ...readListingState(params), ...changes };
  const byDefault = defaultOrder(params);
  const inDefaultOrder = state.sort === byDefault.sort && state.sortDirection === byDefault.sortDirection;
  const values: Record<keyof ListingState, string | undefined> = {
    sort: inDefaultOrder ? undefined : state.sort,
    sortDirection: inDefaultOrder ? undefined : state.sortDirection,
    activePage: state.activePage > 1 ? String(state.activePage) : undefined,
    brands: state.brands.length > 0 ? state.brands.join(',') : undefined,
    categories: state.categories.length > 0 ? state.categories.join(',') : undefined,
    minPrice: state.minPrice === undefined ? undefined : String(state.minPrice),
    maxPrice: state.maxPrice === undefined ? undefined : String(state.maxPrice),
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export function activeFilterCount(state: ListingFilters): number {
  return (
    state.brands.length +
    state.categories.length +
    (state.minPrice === undefined ? 0 : 1) +
    (state.maxPrice === undefined ? 0 : 1)
  );
}

export const NO_FILTERS: ListingFilters = {
  brands: [],
  categories: [],
  minPrice: undefined,
  maxPrice: undefined,
};

/** Which products a listing holds before the shopper's own filters narrow it. */
export interface ListingScope {
  searchValue?: string;
  searchType?: string;
  categoryId?: number;
  brandId?: number;
  collectionId?: number;
  section?: CatalogSection;
}

/** What a listing asks the catalogue for; the currency is added by the client like on every GET. */
export type ListingRequest = Partial<Omit<SearchItemsQuery, 'currencyId'>>;

/** The listing's page as its URL describes it: the same request (and query key) on server and browser. */
export function listingRequest(scope: ListingScope, params: URLSearchParams): ListingRequest {
  return { ...scope, ...readListingState(params), pageSize: DEFAULT_PAGE_SIZE };
}

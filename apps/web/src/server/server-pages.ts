import type {
  Brand,
  CatalogItem,
  ItemCategory,
  PageCatalogue,
  SearchItemsResponse,
} from '@dutyfree/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { paths } from '../config/paths.ts';
import { bannersQueryKey } from '../features/catalog/api/get-banners.ts';
import { brandsQueryKey } from '../features/catalog/api/get-brands.ts';
import { categoriesQueryKey } from '../features/catalog/api/get-categories.ts';
import { HOME_LIST_SIZE, preOrderItemsQueryKey } from '../features/catalog/api/get-pre-order-items.ts';
import { productDetailsQueryKey } from '../features/catalog/api/get-product-details.ts';
import { listingQuery, searchItemsQueryKey } from '../features/catalog/api/search-items.ts';
import { productPath } from '../features/catalog/catalog-links.ts';
import { findCategory } from '../features/catalog/category-tree.ts';
import { type ListingScope, listingRequest } from '../features/catalog/listing/listing-params.ts';
import { routeId } from '../features/catalog/listing/route-id.ts';
import { type SectionPage, sectionPages } from '../features/catalog/listing/section-pages.ts';
import type { LanguageCode } from '../features/i18n/languages.ts';
import { SEARCH_TYPE_PARAM, SEARCH_VALUE_PARAM, searchScope } from '../features/search/search-link.ts';
import { productPicture, productStructuredData } from './page-head.ts';

// The pages the server renders with their content (SPEC §2 routes): what each reads from the catalogue
// into the query cache, under the keys its screens read, and what it says about itself in <head>.

/** What a page read and says about itself; the document title adds the shop's name. */
export interface PageRead {
  title: string;
  description: string;
  /** The page's own address without a language, e.g. /product-detail/12. */
  path: string;
  image?: string;
  structuredData?: (origin: string) => object;
}

export interface PageReading {
  params: Record<string, string | undefined>;
  url: URL;
  language: LanguageCode;
  currencyId: number;
  catalogue: PageCatalogue;
  queryClient: QueryClient;
  i18n: i18n;
}

interface ServerPage {
  path: string;
  /** Null when the shop has no such thing: the not-found page is rendered instead. */
  read(reading: PageReading): Promise<PageRead | null>;
}

/** A description longer than this is cut for search results and previews. */
const DESCRIPTION_LENGTH = 160;

function shortened(text: string): string {
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

function firstPicture(items: readonly CatalogItem[]): { image?: string } {
  const picture = items[0] && productPicture(items[0]);
  return picture ? { image: picture } : {};
}

/**
 * A listing's page of products, with the brands and categories its title and filters name; null when the
 * listing names a category or brand the shop does not have.
 */
async function readListing(
  { url, language, currencyId, catalogue, queryClient }: PageReading,
  scope: ListingScope,
): Promise<{ listing: SearchItemsResponse; brands: Brand[]; categories: ItemCategory[] } | null> {
  const request = listingRequest(scope, url.searchParams);
  const query: Record<string, string> = { currencyId: String(currencyId) };
  for (const [name, value] of Object.entries(listingQuery(request))) {
    if (value !== undefined) query[name] = String(value);
  }
  const [listing, brands, categories] = await Promise.all([
    catalogue.listing(query, language),
    catalogue.brands(language),
    catalogue.categories(language),
  ]);
  if (!listing) return null;
  queryClient.setQueryData(searchItemsQueryKey(request, currencyId), listing);
  queryClient.setQueryData(brandsQueryKey, brands);
  queryClient.setQueryData(categoriesQueryKey, categories);
  return { listing, brands, categories };
}

const pageText = ({ i18n, language }: PageReading) => i18n.getFixedT(language, 'pages');
const catalogText = ({ i18n, language }: PageReading) => i18n.getFixedT(language, 'catalog');

/** A listing's address: the page number counts, the shopper's sort and filters do not. */
function listingPath(url: URL, kept: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const name of [...kept, 'activePage']) {
    const value = url.searchParams.get(name);
    if (value && !(name === 'activePage' && value === '1')) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

type ListingRead = NonNullable<Awaited<ReturnType<typeof readListing>>>;

/** A category's or a brand's listing (its id in the address), titled with its name. */
async function readNamedListing(
  reading: PageReading,
  scopeOf: (id: number) => ListingScope,
  nameOf: (read: ListingRead, id: number) => string | undefined,
): Promise<PageRead | null> {
  const id = routeId(reading.params.id);
  if (id === undefined) return null;
  const read = await readListing(reading, scopeOf(id));
  if (!read) return null;
  const title = nameOf(read, id) || (reading.params.cat ?? '');
  return {
    title,
    description: shortened(catalogText(reading)('listing.description', { title })),
    path: listingPath(reading.url),
    ...firstPicture(read.listing.items),
  };
}

/** A section's listing (new arrivals, deals, …), titled as its screen is. */
async function readSectionListing(reading: PageReading, page: SectionPage): Promise<PageRead | null> {
  const read = await readListing(reading, { section: page.section });
  if (!read) return null;
  const title = pageText(reading)(`titles.${page.title}`);
  return {
    title,
    description: shortened(catalogText(reading)('listing.description', { title })),
    path: listingPath(reading.url),
    ...firstPicture(read.listing.items),
  };
}

export const serverPages: ServerPage[] = [
  {
    path: paths.home,
    async read(reading) {
      const { language, currencyId, catalogue, queryClient } = reading;
      const t = pageText(reading);
      const [lists, banners] = await Promise.all([
        catalogue.homeLists(currencyId, HOME_LIST_SIZE, language),
        catalogue.banners(language),
      ]);
      queryClient.setQueryData(preOrderItemsQueryKey(currencyId), lists);
      queryClient.setQueryData(bannersQueryKey, banners);
      return {
        title: t('home.title'),
        description: shortened(t('home.intro')),
        path: paths.home,
        ...firstPicture(lists.newArrivalItems),
      };
    },
  },
  {
    path: paths.productDetail,
    async read({ params, language, currencyId, catalogue, queryClient }) {
      const itemId = routeId(params.id);
      const item = itemId === undefined ? null : await catalogue.product(itemId, currencyId, language);
      if (!item) return null;
      queryClient.setQueryData(productDetailsQueryKey(item.id, currencyId), item);
      const path = productPath(item);
      return {
        title: item.name,
        description: shortened(item.description),
        path,
        ...firstPicture([item]),
        structuredData: (origin) => productStructuredData(item, `${origin}${path}`, origin),
      };
    },
  },
  {
    path: paths.productList,
    // The shop's own spelling of the name, as the screen shows it; the address's until then.
    read: (reading) =>
      readNamedListing(
        reading,
        (categoryId) => ({ categoryId }),
        (read, categoryId) => findCategory(read.categories, categoryId)?.name,
      ),
  },
  {
    path: paths.productListByBrand,
    read: (reading) =>
      readNamedListing(
        reading,
        (brandId) => ({ brandId }),
        (read, brandId) => read.brands.find((brand) => brand.id === brandId)?.name,
      ),
  },
  {
    path: paths.searchResult,
    async read(reading) {
      const scope = searchScope(reading.url.searchParams);
      const read = await readListing(reading, scope);
      if (!read) return null;
      return {
        title: pageText(reading)('titles.searchResult'),
        description: shortened(
          scope.searchValue
            ? catalogText(reading)('search.description', { text: scope.searchValue })
            : pageText(reading)('home.intro'),
        ),
        path: listingPath(reading.url, [SEARCH_VALUE_PARAM, SEARCH_TYPE_PARAM]),
        ...firstPicture(read.listing.items),
      };
    },
  },
  ...Object.values(sectionPages).map(
    (page): ServerPage => ({ path: page.path, read: (reading) => readSectionListing(reading, page) }),
  ),
];

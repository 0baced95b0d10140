import type { CustomerLanguage } from './accounts.ts';
import type {
  Banner,
  Brand,
  CatalogItem,
  ItemCategory,
  PreOrderItemsResponse,
  SearchItemsResponse,
} from './catalog.ts';

// How the API and the web app's server renderer meet. The API loads the renderer from the web build and
// hands it the catalogue in process; the renderer decides which pages it renders and what they read.

/** What a server-rendered page reads from the catalogue, without a round trip over HTTP. */
export interface PageCatalogue {
  /** One product priced in the currency and named in the language; null when the shop does not sell it. */
  product(itemId: number, currencyId: number, language: CustomerLanguage): Promise<CatalogItem | null>;
  /** The home page's lists of up to `limit` items each, as GetPreOrderItems answers them. */
  homeLists(currencyId: number, limit: number, language: CustomerLanguage): Promise<PreOrderItemsResponse>;
  /** The banners switched on, in carousel order, titled in the language. */
  banners(language: CustomerLanguage): Promise<Banner[]>;
  /** The category tree from the top, named and sorted in the language. */
  categories(language: CustomerLanguage): Promise<ItemCategory[]>;
  brands(language: CustomerLanguage): Promise<Brand[]>;
  /**
   * One page of a listing, asked for with the query parameters of the listing call and read as that call
   * reads them; null when they are not valid or name a category or brand the shop does not have.
   */
  listing(query: Record<string, string>, language: CustomerLanguage): Promise<SearchItemsResponse | null>;
}

export interface PageRequest {
  /** Path and query string of the page asked for. */
  url: string;
  /** The shop's public origin, for canonical and alternate links. */
  origin: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  catalogue: PageCatalogue;
}

export interface RenderedPage {
  status: number;
  /** The whole HTML document, streamed as React renders it. */
  body: ReadableStream<Uint8Array>;
}

/**
 * Renders a page into the browser build's index.html; null for a page the server leaves to the browser
 * (cart, checkout, account, staff …), which then gets index.html as it is.
 */
export type RenderPage = (request: PageRequest, template: string) => Promise<RenderedPage | null>;

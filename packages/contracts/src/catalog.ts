import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  OFFER_TYPE_OFFERS,
  PRE_ORDER_LIST_SIZE,
  searchTypes,
} from './catalog-values.ts';
import { currencyQuery } from './currency.ts';
import { FALLBACK_CURRENCY_ID } from './currency-values.ts';
import { queryAmount, queryIdList, queryWholeNumber, text, wholeNumber } from './fields.ts';

// The catalogue on the wire. Field names are the original API's, misspellings included (`isDefualt`,
// `isTravelExeclusive`, `regiseredDate`, `customePrice`, `bunnerImageSize`), because clients read them.
// Every price is a number in major units of the requested currency, rounded to 2 decimals.

/** A positive whole-number id; `message` is given whether it is missing or not a number. */
function requiredId(message: string) {
  return queryWholeNumber(message);
}

const optionalId = queryWholeNumber().optional();

/** Ids as `1,2,3` (what URLSearchParams makes of an array) or as a repeated parameter. */
const idList = queryIdList();

// ---- categories, brands, banners ---------------------------------------------------------------------

export type ItemCategory = {
  id: number;
  name: string;
  children: ItemCategory[];
  category_ImageURL: string | null;
};

export const itemCategory: z.ZodType<ItemCategory> = z.object({
  id: z.number().int(),
  name: z.string(),
  get children() {
    return z.array(itemCategory);
  },
  category_ImageURL: z.string().nullable(),
});

export const categoryHierarchyQuery = currencyQuery.extend({
  /** The level the tree starts at; 1 is the top of the menu. */
  categoryLevel: queryWholeNumber().default(1),
});
export type CategoryHierarchyQuery = z.infer<typeof categoryHierarchyQuery>;

/** Sorted by name, case-insensitively, at every level. */
export const itemCategoriesResponse = z.object({ itemCategories: z.array(itemCategory) });
export type ItemCategoriesResponse = z.infer<typeof itemCategoriesResponse>;

export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  brandImageURL: z.string().nullable(),
  /** Shown as a logo in the brand mega menu (up to 21). */
  isPowerFullBrand: z.boolean(),
});
export type Brand = z.infer<typeof brand>;

/** Sorted by name, case-insensitively. */
export const brandsResponse = z.object({ brandsRes: z.array(brand) });
export type BrandsResponse = z.infer<typeof brandsResponse>;

export const banner = z.object({
  /** 1 small, 2 medium, anything else large. */
  bunnerImageSize: z.number().int(),
  imageURL: z.string(),
  videoURL: z.string().nullable(),
  /** What the banner announces, in the language of the call (English where not translated); shown over the picture. */
  title: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** The banners an admin switched on, in carousel order. */
export const bannersResponse = z.object({ bannerListRes: z.array(banner) });
export type BannersResponse = z.infer<typeof bannersResponse>;

/**
 * The special-offers landing page as an admin set it, in the language of the call (English where not
 * translated); null where nothing was set, and the page shows the text and picture it shipped with.
 */
export const specialLandingResponse = z.object({
  imageURL: z.string().nullable(),
  whatIs: z.string().nullable(),
});
export type SpecialLandingResponse = z.infer<typeof specialLandingResponse>;

// ---- items -------------------------------------------------------------------------------------------

export const priceListApplied = z.literal([1, 2, 3, 4]);
export type PriceListApplied = z.infer<typeof priceListApplied>;

export const itemImage = z.object({ imageUrl: z.string(), isDefualt: z.boolean() });
export type ItemImage = z.infer<typeof itemImage>;

export const volumePrice = z.object({
  volumePriceId: z.number().int(),
  startQuantity: z.number().int(),
  endQuantity: z.number().int(),
  /** Unit price when the quantity falls in this tier. */
  customePrice: z.number(),
  itemId: z.number().int(),
  priceListId: z.number().int(),
});
export type VolumePrice = z.infer<typeof volumePrice>;

export const buyGetPrice = z.object({
  buyQuantity: z.number().int(),
  getQuantity: z.number().int(),
  getItemId: z.number().int(),
});
export type BuyGetPrice = z.infer<typeof buyGetPrice>;

/** A product in the shape of SPEC §3, priced in the requested currency. */
export const catalogItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  brandId: z.number().int(),
  itemCode: z.string(),
  /** TOBACCO and LIQUOR trigger the age gate. */
  itemCategory: z.string(),
  itemCategoryId: z.number().int(),
  itemImage: z.array(itemImage),
  /** Units in stock. */
  quantity: z.number().int(),
  currentPrice: z.number(),
  /** List price. */
  salesRate: z.number(),
  isPercentage: z.boolean(),
  orderQuantity: z.number().int(),
  milesForRedeem: z.number().int(),
  milesForAccrual: z.number().int(),
  isTravelExeclusive: z.boolean(),
  /** Code of the currency the prices are in. */
  currency: z.string(),
  youtubeAddressURL: z.string().nullable(),
  /** The active offer price list the item follows, if any. */
  priceListId: z.number().int().nullable(),
  priceListApplied: priceListApplied.nullable(),
  volumePriceList: z.array(volumePrice),
  buyGetPriceList: z.array(buyGetPrice),
  /** ISO 8601. */
  regiseredDate: z.string(),
  selectedPriceListId: z.number().int().nullable(),
});
export type CatalogItem = z.infer<typeof catalogItem>;

/** `limit` asks for fewer items per list: a page need not download the lists' tails it never shows. */
export const preOrderItemsQuery = currencyQuery.extend({
  limit: queryWholeNumber(undefined, { max: PRE_ORDER_LIST_SIZE }).optional(),
});
export type PreOrderItemsQuery = z.infer<typeof preOrderItemsQuery>;

export const preOrderItemsResponse = z.object({
  newArrivalItems: z.array(catalogItem),
  specialOfferItems: z.array(catalogItem),
  travelExeclusiveItems: z.array(catalogItem),
  bestSellerItems: z.array(catalogItem),
  deals: z.array(catalogItem),
  /** Every item of the lists above, once. */
  allInOneList: z.array(catalogItem),
});
export type PreOrderItemsResponse = z.infer<typeof preOrderItemsResponse>;

export const itemByIdQuery = currencyQuery.extend({ id: requiredId('id field is required.') });
export type ItemByIdQuery = z.infer<typeof itemByIdQuery>;

const bodyCurrencyId = wholeNumber().default(FALLBACK_CURRENCY_ID);

export const itemDetailRequest = z.object({
  itemId: wholeNumber('itemId field is required.'),
  currencyId: bodyCurrencyId,
});
export type ItemDetailRequest = z.infer<typeof itemDetailRequest>;

/** Fresh prices and stock of given items, e.g. when the traveller switches currency on a product page. */
export const productDetailsRequest = z.object({
  currencyId: bodyCurrencyId,
  itemIds: z
    .array(wholeNumber(), { error: 'itemIds field is required.' })
    .min(1, { error: 'itemIds field is required.' })
    .max(100, { error: 'At most 100 items can be asked for at once.' }),
});
export type ProductDetailsRequest = z.infer<typeof productDetailsRequest>;

/** In the order of the requested ids. */
export const productDetailsResponse = z.object({ availabilitiesRes: z.array(catalogItem) });
export type ProductDetailsResponse = z.infer<typeof productDetailsResponse>;

/** Category and brand default to the current item's own. */
export const similarItemsQuery = currencyQuery.extend({
  ItemCategoryId: optionalId,
  BrandId: optionalId,
  CurrentItemId: requiredId('CurrentItemId field is required.'),
});
export type SimilarItemsQuery = z.infer<typeof similarItemsQuery>;

/** Items of the same category or brand, never the current item; most expensive first. */
export const similarItemsResponse = z.object({ similarItems: z.array(catalogItem) });
export type SimilarItemsResponse = z.infer<typeof similarItemsResponse>;

// ---- offer price lists -------------------------------------------------------------------------------

export const priceListByOfferTypeQuery = currencyQuery.extend({
  offerType: queryWholeNumber().default(OFFER_TYPE_OFFERS),
});
export type PriceListByOfferTypeQuery = z.infer<typeof priceListByOfferTypeQuery>;

export const priceListIndividualRate = z.object({
  itemId: z.number().int(),
  amount: z.number(),
  priceListId: z.number().int(),
});

export const priceListBundleRate = z.object({
  amount: z.number(),
  priceListId: z.number().int(),
  priceListBundleItemsRes: z.array(z.object({ itemId: z.number().int() })),
});

/** SPEC §3 promo result: unit rates per item and bundle rates, in the requested currency. */
export const offerPriceList = z.object({
  id: z.number().int(),
  name: z.string(),
  priceListApplied,
  priceListIndividualRateRes: z.array(priceListIndividualRate),
  priceListBundleRateRes: z.array(priceListBundleRate),
});
export type OfferPriceList = z.infer<typeof offerPriceList>;

export const priceListsResponse = z.object({ priceLists: z.array(offerPriceList) });
export type PriceListsResponse = z.infer<typeof priceListsResponse>;

// ---- search and listings -----------------------------------------------------------------------------

export const autoSuggestQuery = currencyQuery.extend({ searchText: text().max(200).default('') });
export type AutoSuggestQuery = z.infer<typeof autoSuggestQuery>;

/** The products the search finds best for the text (typos, other fields and prefixes as the search allows). */
export const autoSuggestResponse = z.object({ items: z.array(catalogItem) });
export type AutoSuggestResponse = z.infer<typeof autoSuggestResponse>;

/** The listing pages of SPEC §2, by their route names. */
export const catalogSections = [
  'new-arrivals',
  'best-sellers',
  'travel-exclusives',
  'deals',
  'promotions',
  'special-offers',
] as const;
export type CatalogSection = (typeof catalogSections)[number];

export const sortOptions = ['Default', 'ByName', 'ByPrice', 'ByDate'] as const;
export type SortOption = (typeof sortOptions)[number];
export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * One call behind the search result page and every listing page. The scopes (search text, category with
 * its children, brand, collection, section) and the filters combine; an unknown category, brand or
 * collection id is a 404. A collection is an offer price list: `collectionId` is the price list's id.
 * minPrice and maxPrice are in the requested currency, as the traveller sees prices.
 */
export const searchItemsQuery = currencyQuery.extend({
  searchValue: text().max(200).default(''),
  searchType: text().max(10).default(searchTypes.all),
  categoryId: optionalId,
  brandId: optionalId,
  collectionId: optionalId,
  section: z.enum(catalogSections).optional(),
  /** `Default` is the shop's own order: by relevance for a searched text, else by price. */
  sort: z.enum(sortOptions).default('Default'),
  sortDirection: z.enum(sortDirections).default('DESC'),
  brands: idList,
  categories: idList,
  minPrice: queryAmount().optional(),
  maxPrice: queryAmount().optional(),
  activePage: queryWholeNumber().default(1),
  pageSize: queryWholeNumber(undefined, { max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
});
export type SearchItemsQuery = z.infer<typeof searchItemsQuery>;

export const searchItemsResponse = z.object({
  items: z.array(catalogItem),
  /** Items matching over all pages. */
  totalCount: z.number().int(),
  /** Brands with items in this listing whichever brands are ticked: the choices of its brand filter. */
  filterBrandIds: z.array(z.number().int()),
  /**
   * Categories with items in this listing whichever categories are ticked, with the departments above
   * them: the choices of its category filter.
   */
  filterCategoryIds: z.array(z.number().int()),
  activePage: z.number().int(),
  pageSize: z.number().int(),
  /** When no product matches the search text: the catalogue's own words nearest to it ("Did you mean …?"). */
  didYouMean: z.string().optional(),
});
export type SearchItemsResponse = z.infer<typeof searchItemsResponse>;

// ---- anti-forgery ------------------------------------------------------------------------------------

export const antiForgeryTokenResponse = z.object({ token: z.string() });
export type AntiForgeryTokenResponse = z.infer<typeof antiForgeryTokenResponse>;

import {
  apiPaths,
  type Brand,
  type CatalogItem,
  type CustomsAllowance,
  customsAllowances,
  type ItemCategory,
  type PurchaseRules,
  type SearchItemsResponse,
} from '@dutyfree/contracts';
import { json } from './fake-api.ts';

/** A destination's allowances: the ones given, every other one "no limit known". */
export function allowanceLimits(
  limits: Partial<Record<CustomsAllowance, number>>,
): Record<CustomsAllowance, number | null> {
  return Object.fromEntries(customsAllowances.map((kind) => [kind, limits[kind] ?? null])) as Record<
    CustomsAllowance,
    number | null
  >;
}

type Handler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

/** A product as the API sends it; tests change only what they are about. */
export function catalogItemFixture(overrides: Partial<CatalogItem> = {}): CatalogItem {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    description: 'A fine product.',
    brand: 'Highland Reserve',
    brandId: 7,
    itemCode: `LIQ-${String(id).padStart(5, '0')}`,
    itemCategory: 'LIQUOR',
    itemCategoryId: 5,
    itemImage: [
      { imageUrl: `/media/items/${id}/2.svg`, isDefualt: false },
      { imageUrl: `/media/items/${id}/1.svg`, isDefualt: true },
    ],
    quantity: 10,
    currentPrice: 1234.5,
    salesRate: 1234.5,
    isPercentage: false,
    orderQuantity: 0,
    milesForRedeem: 123450,
    milesForAccrual: 2469,
    isTravelExeclusive: false,
    currency: 'USD',
    youtubeAddressURL: null,
    priceListId: null,
    priceListApplied: null,
    volumePriceList: [],
    buyGetPriceList: [],
    regiseredDate: '2020-01-01T00:00:00.000Z',
    selectedPriceListId: null,
    ...overrides,
  };
}

export const categoriesFixture: ItemCategory[] = [
  {
    id: 1,
    name: 'Liquor',
    category_ImageURL: '/media/categories/1.svg',
    children: [
      { id: 5, name: 'Cognac & Brandy', category_ImageURL: null, children: [] },
      { id: 6, name: 'Gin', category_ImageURL: null, children: [] },
    ],
  },
  { id: 9, name: 'Souvenirs', category_ImageURL: null, children: [] },
];

export const brandsFixture: Brand[] = [
  { id: 7, name: 'Highland Reserve', brandImageURL: '/media/brands/7.svg', isPowerFullBrand: true },
  { id: 8, name: 'Pixora', brandImageURL: null, isPowerFullBrand: true },
  { id: 9, name: 'Sahara Dates', brandImageURL: null, isPowerFullBrand: false },
];

export function searchResponse(
  items: CatalogItem[],
  totalCount = items.length,
  activePage = 1,
  filterBrandIds = brandsFixture.map((brand) => brand.id),
  filterCategoryIds = categoriesFixture.flatMap((c) => [c.id, ...c.children.map((child) => child.id)]),
): SearchItemsResponse {
  return { items, totalCount, filterBrandIds, filterCategoryIds, activePage, pageSize: 12 };
}

const tokens = { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' };
const currencies = { currenciesRes: [{ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' }] };

/** The start-up calls and the catalogue lists the header needs; a test adds or replaces the rest. */
/** The purchase rules as the server answers them in English. */
export const purchaseRulesFixture: PurchaseRules = {
  ageGateExempt: {
    itemCodes: ['LIQ-NA-01', 'TOB-NF-01'],
    reason: 'Contains no alcohol, so no age check is needed.',
  },
  euBan: {
    itemCodes: ['COS-EU-01'],
    reason:
      'This product contains Lilial, an ingredient banned in cosmetics in the European Union since 01.03.2022.',
  },
};

export function catalogApi(handlers: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [apiPaths.purchaseRules]: () => json(200, purchaseRulesFixture),
    [apiPaths.tokenIssue]: () => json(200, tokens),
    [apiPaths.currencies]: () => json(200, currencies),
    [apiPaths.categoriesHierarchical]: () => json(200, { itemCategories: categoriesFixture }),
    [apiPaths.brands]: () => json(200, { brandsRes: brandsFixture }),
    ...handlers,
  };
}

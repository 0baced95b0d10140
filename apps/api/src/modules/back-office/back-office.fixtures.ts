import { type ActionPrivilege, actionPrivileges, apiPaths, type ItemDraft } from '@dutyfree/contracts';

const privilege = actionPrivileges.backOfficeItems;

/** The back office's calls, for the staff access tests' table (all need an admin: crew, customers and guests get 403). */
export const backOfficeCalls: readonly {
  method: 'GET' | 'POST';
  url: string;
  privilege: ActionPrivilege;
  role: 'admin';
  payload?: object;
}[] = [
  { method: 'GET', url: apiPaths.backOfficeItems, privilege, role: 'admin' },
  { method: 'GET', url: `${apiPaths.backOfficeItem}?itemId=1`, privilege, role: 'admin' },
  { method: 'GET', url: `${apiPaths.backOfficeItemStockMovements}?itemId=1`, privilege, role: 'admin' },
  { method: 'GET', url: apiPaths.backOfficeItemChoices, privilege, role: 'admin' },
  { method: 'POST', url: apiPaths.backOfficeCreateItem, privilege, role: 'admin', payload: {} },
  { method: 'POST', url: `${apiPaths.backOfficeUpdateItem}?itemId=1`, privilege, role: 'admin', payload: {} },
  {
    method: 'POST',
    url: apiPaths.backOfficeSetItemActive,
    privilege,
    role: 'admin',
    payload: { itemId: 1, active: false },
  },
  {
    method: 'POST',
    url: apiPaths.backOfficeUploadItemPicture,
    privilege,
    role: 'admin',
    payload: { itemId: 1, picture: '' },
  },
  { method: 'GET', url: `${apiPaths.backOfficeItemVolumePrices}?itemId=1`, privilege, role: 'admin' },
  { method: 'GET', url: `${apiPaths.backOfficeItemPriceHistory}?itemId=1`, privilege, role: 'admin' },
  {
    method: 'POST',
    url: apiPaths.backOfficeRestoreItemPrice,
    privilege,
    role: 'admin',
    payload: { changeId: 1 },
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeSaveItemVolumePrices}?itemId=1`,
    privilege,
    role: 'admin',
    payload: {},
  },
  ...(
    [
      ['GET', apiPaths.backOfficePriceLists],
      ['GET', `${apiPaths.backOfficePriceList}?priceListId=1`],
      ['POST', apiPaths.backOfficeCreatePriceList, {}],
      ['POST', `${apiPaths.backOfficeUpdatePriceList}?priceListId=1`, {}],
      ['POST', apiPaths.backOfficeEndPriceList, { priceListId: 1 }],
      ['GET', apiPaths.backOfficeExchangeRates],
      ['POST', apiPaths.backOfficeSetExchangeRate, {}],
      ['GET', `${apiPaths.backOfficeExchangeRateHistory}?currencyId=1`],
      ['POST', apiPaths.backOfficeRestoreExchangeRate, { changeId: 1 }],
    ] as const
  ).map(([method, url, payload]) => ({
    method,
    url,
    privilege: actionPrivileges.backOfficePrices,
    role: 'admin' as const,
    ...(payload && { payload }),
  })),
  {
    method: 'GET',
    url: apiPaths.backOfficeOrders,
    privilege: actionPrivileges.backOfficeOrders,
    role: 'admin',
  },
  {
    method: 'GET',
    url: `${apiPaths.backOfficeOrder}?orderCode=DF-NONE`,
    privilege: actionPrivileges.backOfficeOrders,
    role: 'admin',
  },
  {
    method: 'POST',
    url: apiPaths.backOfficeCancelOrder,
    privilege: actionPrivileges.backOfficeOrders,
    role: 'admin',
    payload: { orderCode: 'DF-NONE', reason: 'Access test' },
  },
  {
    method: 'GET',
    url: apiPaths.backOfficeCustomers,
    privilege: actionPrivileges.backOfficeCustomers,
    role: 'admin',
  },
  {
    method: 'GET',
    url: apiPaths.backOfficeDashboard,
    privilege: actionPrivileges.backOfficeDashboard,
    role: 'admin',
  },
];

const flightsPrivilege = actionPrivileges.backOfficeFlights;

/** The back office's flight calls, for the same table. */
export const backOfficeFlightCalls: typeof backOfficeCalls = [
  { method: 'GET', url: apiPaths.backOfficeFlights, privilege: flightsPrivilege, role: 'admin' },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeMoveFlightTicket}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
    payload: { ticketNumber: '0712345678901', toFlightId: 2 },
  },
  {
    method: 'GET',
    url: `${apiPaths.backOfficeFlight}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
  },
  { method: 'GET', url: apiPaths.backOfficeFlightChoices, privilege: flightsPrivilege, role: 'admin' },
  {
    method: 'POST',
    url: apiPaths.backOfficeCreateFlight,
    privilege: flightsPrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeUpdateFlight}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: apiPaths.backOfficeImportSchedule,
    privilege: flightsPrivilege,
    role: 'admin',
    payload: { csv: '' },
  },
  {
    method: 'GET',
    url: `${apiPaths.backOfficeFlightLoad}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
  },
  {
    method: 'GET',
    url: `${apiPaths.backOfficeFlightStockMovements}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeSaveFlightLoad}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
    payload: { lines: [] },
  },
  {
    method: 'GET',
    url: `${apiPaths.backOfficeFlightTickets}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeSaveFlightTicket}?flightId=1`,
    privilege: flightsPrivilege,
    role: 'admin',
    payload: {},
  },
];

const cataloguePrivilege = actionPrivileges.backOfficeCatalogue;

/** The back office's brand and category calls, for the same table. */
export const backOfficeCatalogueCalls: typeof backOfficeCalls = [
  { method: 'GET', url: apiPaths.backOfficeBrands, privilege: cataloguePrivilege, role: 'admin' },
  {
    method: 'POST',
    url: apiPaths.backOfficeCreateBrand,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeUpdateBrand}?brandId=1`,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeUploadBrandLogo}?brandId=1`,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: { picture: '' },
  },
  { method: 'GET', url: apiPaths.backOfficeCategories, privilege: cataloguePrivilege, role: 'admin' },
  {
    method: 'POST',
    url: apiPaths.backOfficeCreateCategory,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeUpdateCategory}?categoryId=1`,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeUploadCategoryImage}?categoryId=1`,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: { picture: '' },
  },
];

/** The back office's banner and landing-page calls, for the same table. */
export const backOfficeBannerCalls: typeof backOfficeCalls = [
  { method: 'GET', url: apiPaths.backOfficeBanners, privilege: cataloguePrivilege, role: 'admin' },
  {
    method: 'POST',
    url: apiPaths.backOfficeCreateBanner,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeUpdateBanner}?bannerId=1`,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
  {
    method: 'POST',
    url: `${apiPaths.backOfficeDeleteBanner}?bannerId=1`,
    privilege: cataloguePrivilege,
    role: 'admin',
  },
  {
    method: 'POST',
    url: apiPaths.backOfficeReorderBanners,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: { bannerIds: [] },
  },
  { method: 'GET', url: apiPaths.backOfficeSpecialLanding, privilege: cataloguePrivilege, role: 'admin' },
  {
    method: 'POST',
    url: apiPaths.backOfficeSaveSpecialLanding,
    privilege: cataloguePrivilege,
    role: 'admin',
    payload: {},
  },
];

/** The smallest whole PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A complete, valid item form for the brand and category given; `overrides` changes fields. */
export function itemDraftFor(
  ids: { brandId: number; categoryId: number },
  overrides: Partial<ItemDraft> = {},
): ItemDraft {
  return {
    itemCode: 'BO-00001',
    name: 'Glen Test Single Malt 12',
    nameAr: 'جلين تست سينجل مولت ١٢',
    nameZh: '格伦测试单一麦芽 12 年',
    description: 'A gentle Speyside malt.',
    descriptionAr: 'شعير لطيف من سبيسايد.',
    descriptionZh: '温和的斯佩塞麦芽威士忌。',
    ...ids,
    categoryType: 'LIQUOR',
    priceCents: 4_250,
    listPriceCents: 4_900,
    stock: 12,
    milesToRedeem: 8_500,
    milesToEarn: 42,
    travelExclusive: true,
    ...overrides,
  };
}

const rulesPrivilege = actionPrivileges.backOfficePurchaseRules;

/** The back office's purchase-rule calls, for the same table. */
export const backOfficePurchaseRuleCalls: typeof backOfficeCalls = [
  { method: 'GET', url: apiPaths.backOfficePurchaseRules, privilege: rulesPrivilege, role: 'admin' },
  ...[
    apiPaths.backOfficeAddPurchaseRuleItem,
    apiPaths.backOfficeRemovePurchaseRuleItem,
    apiPaths.backOfficeSavePurchaseRuleReason,
  ].map((path) => ({
    method: 'POST' as const,
    url: `${path}?rule=euBan`,
    privilege: rulesPrivilege,
    role: 'admin' as const,
    payload: {},
  })),
];

const customsPrivilege = actionPrivileges.backOfficeCustomsRules;

/** The back office's customs-rule calls, for the same table. */
export const backOfficeCustomsRuleCalls: typeof backOfficeCalls = [
  { method: 'GET', url: apiPaths.backOfficeCustomsRules, privilege: customsPrivilege, role: 'admin' },
  {
    method: 'GET',
    url: `${apiPaths.backOfficeCustomsRuleHistory}?destination=EU`,
    privilege: customsPrivilege,
    role: 'admin',
  },
  {
    method: 'POST',
    url: apiPaths.backOfficeSaveCustomsRule,
    privilege: customsPrivilege,
    role: 'admin',
    payload: {},
  },
];

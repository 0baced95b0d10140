import type { BackOfficeCustomersQuery, OrderSearch, StaffFlightSearchQuery } from '@dutyfree/contracts';

export const staffQueryKeys = {
  all: ['staff'] as const,
  staffAccounts: () => ['staff', 'accounts'] as const,
  flights: (query: StaffFlightSearchQuery) => ['staff', 'flights', query] as const,
  packingList: (flightId: number) => ['staff', 'packing-list', flightId] as const,
  auditLog: () => ['staff', 'audit-log'] as const,
  items: () => ['staff', 'items'] as const,
  itemPage: (search: string, after: number | undefined) =>
    ['staff', 'items', 'page', search, after ?? null] as const,
  item: (itemId: number) => ['staff', 'items', 'one', itemId] as const,
  itemChoices: () => ['staff', 'item-choices'] as const,
  itemPriceHistory: (itemId: number) => ['staff', 'items', 'price-history', itemId] as const,
  volumePrices: (itemId: number) => ['staff', 'items', 'volume-prices', itemId] as const,
  itemStock: (itemId: number) => ['staff', 'items', 'stock', itemId] as const,
  priceLists: () => ['staff', 'price-lists'] as const,
  priceListPage: (kind: string, after: number | undefined) =>
    ['staff', 'price-lists', 'page', kind, after ?? null] as const,
  priceList: (priceListId: number) => ['staff', 'price-lists', 'one', priceListId] as const,
  exchangeRates: () => ['staff', 'exchange-rates'] as const,
  exchangeRateHistory: (currencyId: number) => ['staff', 'exchange-rates', 'history', currencyId] as const,
  orders: () => ['staff', 'orders'] as const,
  orderPage: (search: OrderSearch, before: number | undefined) =>
    ['staff', 'orders', 'page', search, before ?? null] as const,
  order: (orderCode: string) => ['staff', 'orders', 'one', orderCode] as const,
  customers: (query: BackOfficeCustomersQuery) => ['staff', 'customers', query] as const,
  dashboard: () => ['staff', 'dashboard'] as const,
  schedule: () => ['staff', 'schedule'] as const,
  schedulePage: (flightNumber: string, after: number | undefined) =>
    ['staff', 'schedule', 'page', flightNumber, after ?? null] as const,
  scheduledFlight: (flightId: number) => ['staff', 'schedule', 'one', flightId] as const,
  flightChoices: () => ['staff', 'flight-choices'] as const,
  flightLoad: (flightId: number) => ['staff', 'schedule', 'load', flightId] as const,
  flightStock: (flightId: number) => ['staff', 'schedule', 'stock', flightId] as const,
  flightTrolley: (flightId: number) => ['staff', 'schedule', 'trolley', flightId] as const,
  flightTickets: (flightId: number) => ['staff', 'schedule', 'tickets', flightId] as const,
  brands: () => ['staff', 'brands'] as const,
  categories: () => ['staff', 'categories'] as const,
  purchaseRules: () => ['staff', 'purchase-rules'] as const,
  banners: () => ['staff', 'banners'] as const,
  specialLanding: () => ['staff', 'special-landing'] as const,
};

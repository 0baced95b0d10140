import type { StaffFlightSearchQuery } from '@dutyfree/contracts';

export const staffQueryKeys = {
  all: ['staff'] as const,
  flights: (query: StaffFlightSearchQuery) => ['staff', 'flights', query] as const,
  packingList: (flightId: number) => ['staff', 'packing-list', flightId] as const,
  auditLog: () => ['staff', 'audit-log'] as const,
  items: () => ['staff', 'items'] as const,
  itemPage: (search: string, after: number | undefined) =>
    ['staff', 'items', 'page', search, after ?? null] as const,
  item: (itemId: number) => ['staff', 'items', 'one', itemId] as const,
  itemChoices: () => ['staff', 'item-choices'] as const,
  volumePrices: (itemId: number) => ['staff', 'items', 'volume-prices', itemId] as const,
  schedule: () => ['staff', 'schedule'] as const,
  schedulePage: (flightNumber: string, after: number | undefined) =>
    ['staff', 'schedule', 'page', flightNumber, after ?? null] as const,
  scheduledFlight: (flightId: number) => ['staff', 'schedule', 'one', flightId] as const,
  flightChoices: () => ['staff', 'flight-choices'] as const,
  flightLoad: (flightId: number) => ['staff', 'schedule', 'load', flightId] as const,
  flightTickets: (flightId: number) => ['staff', 'schedule', 'tickets', flightId] as const,
  brands: () => ['staff', 'brands'] as const,
  categories: () => ['staff', 'categories'] as const,
};

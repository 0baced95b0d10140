import { actionPrivileges, apiPaths, type CatalogItem, onBoardItemsResponse } from '@dutyfree/contracts';
import { type QueryClient, type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';
import type { OnBoardingDetail } from '../onboard-store.ts';

/** GetAllOnBoardItems: everything the flight carries, with the flight's own stock as `quantity`. */
export async function getOnBoardItems(
  detail: OnBoardingDetail,
  signal?: AbortSignal,
): Promise<CatalogItem[]> {
  const { flight } = detail;
  const response = await apiClient.get(apiPaths.allOnBoardItems, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? onBoardItemsResponse : undefined,
    query: {
      FlightNumber: flight.flightNumber,
      DepartureDate: detail.departureDateFromAPI,
      Origin: flight.origin,
      Destination: flight.destination,
      TicketNumber: detail.ticketNumber,
      LastName: detail.lastName,
    },
    signal,
  });
  return response.onBoardAvailabilitiesRes;
}

/** Every answer cut from a flight's items starts with this; invalidating it refreshes the flight's stock. */
export const onBoardQueryKey = ['catalog', 'on-board'] as const;

function flightKey(detail: OnBoardingDetail) {
  return [
    ...onBoardQueryKey,
    detail.flight.id,
    detail.ticketNumber,
    detail.lastName,
    getSelectedCurrencyId(),
  ] as const;
}

export const onBoardItemsQueryOptions = (detail: OnBoardingDetail) =>
  queryOptions({
    queryKey: [...flightKey(detail), 'items'],
    queryFn: ({ signal }) => getOnBoardItems(detail, signal),
    // The flight's stock moves with every order on board: kept for a minute, not the catalogue's five.
    staleTime: 60 * 1000,
  });

/**
 * A view cut from the flight's items (the home lists, a listing page, a product), cached beside them:
 * the items are fetched once and every view reads them.
 */
export function onBoardViewQueryOptions<T>(
  queryClient: QueryClient,
  detail: OnBoardingDetail,
  view: readonly unknown[],
  cut: (items: CatalogItem[]) => T | Promise<T>,
): UseQueryOptions<T, Error, T, QueryKey> {
  return {
    queryKey: [...flightKey(detail), ...view],
    queryFn: async () => cut(await queryClient.fetchQuery(onBoardItemsQueryOptions(detail))),
    staleTime: 60 * 1000,
  };
}

import {
  actionPrivileges,
  apiPaths,
  type PreOrderItemsResponse,
  preOrderItemsResponse,
} from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** The home page's batch of lists (new arrivals, special offers, …), priced in the selected currency. */
export function getPreOrderItems(signal?: AbortSignal): Promise<PreOrderItemsResponse> {
  return apiClient.get(apiPaths.preOrderItems, {
    privilege: actionPrivileges.preOrderAccess,
    schema: preOrderItemsResponse,
    signal,
  });
}

export const preOrderItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'pre-order-items', getSelectedCurrencyId()],
    queryFn: ({ signal }) => getPreOrderItems(signal),
  });

export function usePreOrderItems() {
  return useQuery(preOrderItemsQueryOptions());
}

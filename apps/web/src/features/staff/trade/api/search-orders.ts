import { actionPrivileges, apiPaths, backOfficeOrdersResponse, type OrderSearch } from '@dutyfree/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function searchOrders(search: OrderSearch, before: number | undefined, signal?: AbortSignal) {
  return staffClient.get(apiPaths.backOfficeOrders, {
    privilege: actionPrivileges.backOfficeOrders,
    schema: backOfficeOrdersResponse,
    query: { ...search, before },
    signal,
  });
}

/** One page of orders, newest first, the next page from the last id shown (keyset). */
export function useOrderSearch(search: OrderSearch, before: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.orderPage(search, before),
    queryFn: ({ signal }) => searchOrders(search, before, signal),
    placeholderData: keepPreviousData,
  });
}

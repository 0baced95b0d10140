// The goods by id or by code and name, for the goods' list and wherever a screen names an item to choose.
import { actionPrivileges, apiPaths, backOfficeItemsResponse } from '@dutyfree/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function getBackOfficeItems(search: string, after: number | undefined, signal?: AbortSignal) {
  return staffClient.get(apiPaths.backOfficeItems, {
    privilege: actionPrivileges.backOfficeItems,
    schema: backOfficeItemsResponse,
    query: { search: search || undefined, after },
    signal,
  });
}

/** One page of items by id, the next page from the last id shown (keyset). */
export function useBackOfficeItems(search: string, after: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.itemPage(search, after),
    queryFn: ({ signal }) => getBackOfficeItems(search, after, signal),
    placeholderData: keepPreviousData,
  });
}

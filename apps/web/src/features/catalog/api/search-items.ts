import {
  actionPrivileges,
  apiPaths,
  type SearchItemsQuery,
  type SearchItemsResponse,
  searchItemsResponse,
} from '@dutyfree/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** What a listing asks for; the currency is added by the client like on every GET. */
export type SearchItemsRequest = Partial<Omit<SearchItemsQuery, 'currencyId'>>;

/** One page of a listing: search results, a category, a brand, a collection or a section of the shop. */
export function searchItems(request: SearchItemsRequest, signal?: AbortSignal): Promise<SearchItemsResponse> {
  const { brands, categories, ...rest } = request;
  return apiClient.get(apiPaths.searchItems, {
    privilege: actionPrivileges.preOrderAccess,
    schema: searchItemsResponse,
    query: {
      ...rest,
      brands: brands?.length ? brands.join(',') : undefined,
      categories: categories?.length ? categories.join(',') : undefined,
    },
    signal,
  });
}

export const searchItemsQueryOptions = (request: SearchItemsRequest) =>
  queryOptions({
    queryKey: ['catalog', 'search', request, getSelectedCurrencyId()],
    queryFn: ({ signal }) => searchItems(request, signal),
  });

export function useSearchItems(request: SearchItemsRequest) {
  // The page being left stays on screen (marked busy) until the next one arrives, so nothing jumps.
  return useQuery({ ...searchItemsQueryOptions(request), placeholderData: keepPreviousData });
}

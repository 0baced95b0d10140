import {
  actionPrivileges,
  apiPaths,
  type SearchItemsQuery,
  type SearchItemsResponse,
  searchItemsResponse,
} from '@dutyfree/contracts';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';
import { onBoardViewQueryOptions } from '../../onboard/api/get-onboard-items.ts';
import { onBoardListing } from '../../onboard/onboard-catalogue.ts';
import { useOnBoardingDetail } from '../../onboard/onboard-store.ts';
import { categoriesQueryOptions } from './get-categories.ts';

/** What a listing asks for; the currency is added by the client like on every GET. */
export type SearchItemsRequest = Partial<Omit<SearchItemsQuery, 'currencyId'>>;

/** One page of a listing: search results, a category, a brand, a collection or a section of the shop. */
function searchItems(request: SearchItemsRequest, signal?: AbortSignal): Promise<SearchItemsResponse> {
  const { brands, categories, ...rest } = request;
  return apiClient.get(apiPaths.searchItems, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? searchItemsResponse : undefined,
    query: {
      ...rest,
      brands: brands?.length ? brands.join(',') : undefined,
      categories: categories?.length ? categories.join(',') : undefined,
    },
    signal,
  });
}

function searchItemsQueryOptions(request: SearchItemsRequest) {
  // A key of the general type: the on-board view of the same listing stands in for these options.
  const queryKey: QueryKey = ['catalog', 'search', request, getSelectedCurrencyId()];
  return queryOptions({ queryKey, queryFn: ({ signal }) => searchItems(request, signal) });
}

/** A listing's page: from the pre-order catalogue, or while onboarding is on, from the flight's items. */
export function useSearchItems(request: SearchItemsRequest) {
  const onBoard = useOnBoardingDetail();
  const queryClient = useQueryClient();
  const options: UseQueryOptions<SearchItemsResponse, Error, SearchItemsResponse, QueryKey> = onBoard
    ? onBoardViewQueryOptions(queryClient, onBoard, ['listing', request], async (items) =>
        onBoardListing(items, request, await queryClient.fetchQuery(categoriesQueryOptions())),
      )
    : searchItemsQueryOptions(request);
  // The page being left stays on screen (marked busy) until the next one arrives, so nothing jumps.
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

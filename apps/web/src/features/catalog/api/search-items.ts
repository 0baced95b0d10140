import {
  actionPrivileges,
  apiPaths,
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
import { useOnBoardingDetail } from '../../onboard/onboard-store.ts';
import type { ListingRequest } from '../listing/listing-params.ts';
import { onBoardListing } from '../onboard-catalogue.ts';
import { categoriesQueryOptions } from './get-categories.ts';

/** One page of a listing: search results, a category, a brand, a collection or a section of the shop. */
/** The listing call's query parameters, lists written comma-separated; a server-rendered listing asks the same. */
export function listingQuery(request: ListingRequest): Record<string, string | number | undefined> {
  const { brands, categories, ...rest } = request;
  return {
    ...rest,
    brands: brands?.length ? brands.join(',') : undefined,
    categories: categories?.length ? categories.join(',') : undefined,
  };
}

function searchItems(request: ListingRequest, signal?: AbortSignal): Promise<SearchItemsResponse> {
  return apiClient.get(apiPaths.searchItems, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? searchItemsResponse : undefined,
    query: listingQuery(request),
    signal,
  });
}

/** A listing page's key: a server-rendered listing puts its page under it. */
export function searchItemsQueryKey(request: ListingRequest, currencyId: number): QueryKey {
  // A key of the general type: the on-board view of the same listing stands in for these options.
  return ['catalog', 'search', request, currencyId];
}

function searchItemsQueryOptions(request: ListingRequest) {
  return queryOptions({
    queryKey: searchItemsQueryKey(request, getSelectedCurrencyId()),
    queryFn: ({ signal }) => searchItems(request, signal),
  });
}

/** A listing's page: from the pre-order catalogue, or while onboarding is on, from the flight's items. */
export function useSearchItems(request: ListingRequest) {
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

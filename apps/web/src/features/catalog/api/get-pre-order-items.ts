import {
  actionPrivileges,
  apiPaths,
  type PreOrderItemsResponse,
  preOrderItemsResponse,
} from '@dutyfree/contracts';
import {
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
import { onBoardHomeLists } from '../onboard-catalogue.ts';

/**
 * How many items of each list the home page asks for: two views of its sliders. The lists hold up to 20;
 * 'view all' leads to the full listing, so the rest would be downloaded for nothing.
 */
export const HOME_LIST_SIZE = 8;

/** The home page's batch of lists (new arrivals, special offers, …), priced in the selected currency. */
function getPreOrderItems(signal?: AbortSignal): Promise<PreOrderItemsResponse> {
  return apiClient.get(apiPaths.preOrderItems, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? preOrderItemsResponse : undefined,
    query: { limit: HOME_LIST_SIZE },
    signal,
  });
}

/** The home lists' key: a server-rendered home page puts its lists under it. */
export function preOrderItemsQueryKey(currencyId: number): QueryKey {
  // A key of the general type: the on-board view of the same lists stands in for these options.
  return ['catalog', 'pre-order-items', currencyId, HOME_LIST_SIZE];
}

function preOrderItemsQueryOptions() {
  return queryOptions({
    queryKey: preOrderItemsQueryKey(getSelectedCurrencyId()),
    queryFn: ({ signal }) => getPreOrderItems(signal),
  });
}

/** The home page's lists: the pre-order catalogue's, or while onboarding is on, the flight's. */
export function usePreOrderItems() {
  const onBoard = useOnBoardingDetail();
  const queryClient = useQueryClient();
  const options: UseQueryOptions<PreOrderItemsResponse, Error, PreOrderItemsResponse, QueryKey> = onBoard
    ? onBoardViewQueryOptions(queryClient, onBoard, ['home'], onBoardHomeLists)
    : preOrderItemsQueryOptions();
  return useQuery(options);
}

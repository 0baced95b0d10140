import { actionPrivileges, apiPaths, type CatalogItem, productDetailsResponse } from '@dutyfree/contracts';
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

/** One product with its current price and stock in the given currency (SPEC §7 product details). */
async function getProductDetails(
  itemId: number,
  currencyId: number,
  signal?: AbortSignal,
): Promise<CatalogItem> {
  const response = await apiClient.post(
    apiPaths.productDetails,
    { currencyId, itemIds: [itemId] },
    {
      privilege: actionPrivileges.preOrderAccess,
      schema: import.meta.env.DEV ? productDetailsResponse : undefined,
      signal,
    },
  );
  const [item] = response.availabilitiesRes;
  if (!item) throw new Error(`Product ${itemId} is not in the answer`);
  return item;
}

/** The currency is part of the key: the same product in another currency is another answer. */
export function productDetailsQueryKey(itemId: number, currencyId: number): QueryKey {
  return ['catalog', 'product', itemId, currencyId];
}

function productDetailsQueryOptions(itemId: number, currencyId = getSelectedCurrencyId()) {
  const queryKey = productDetailsQueryKey(itemId, currencyId);
  return queryOptions({ queryKey, queryFn: ({ signal }) => getProductDetails(itemId, currencyId, signal) });
}

/**
 * The product page's item. What the previous screen passed along (navigation state) shows at once while
 * the fresh prices and stock load.
 */
export function useProductDetails(itemId: number, passedAlong: CatalogItem | undefined) {
  const onBoard = useOnBoardingDetail();
  const queryClient = useQueryClient();
  // On board, the flight's own record (its stock); an item the flight does not carry is still described,
  // and its page says it is not sold on this flight.
  const options: UseQueryOptions<CatalogItem, Error, CatalogItem, QueryKey> = onBoard
    ? onBoardViewQueryOptions(
        queryClient,
        onBoard,
        ['product', itemId],
        (items) =>
          items.find((item) => item.id === itemId) ??
          queryClient.fetchQuery(productDetailsQueryOptions(itemId)),
      )
    : productDetailsQueryOptions(itemId);
  return useQuery({ ...options, placeholderData: passedAlong });
}

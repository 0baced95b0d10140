import { actionPrivileges, apiPaths, type CatalogItem, productDetailsResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** One product with its current price and stock in the given currency (SPEC §7 product details). */
export async function getProductDetails(
  itemId: number,
  currencyId: number,
  signal?: AbortSignal,
): Promise<CatalogItem> {
  const response = await apiClient.post(
    apiPaths.productDetails,
    { currencyId, itemIds: [itemId] },
    { privilege: actionPrivileges.preOrderAccess, schema: productDetailsResponse, signal },
  );
  const [item] = response.availabilitiesRes;
  if (!item) throw new Error(`Product ${itemId} is not in the answer`);
  return item;
}

export const productDetailsQueryOptions = (itemId: number, currencyId = getSelectedCurrencyId()) =>
  queryOptions({
    // The currency is part of the key: the same product in another currency is another answer.
    queryKey: ['catalog', 'product', itemId, currencyId],
    queryFn: ({ signal }) => getProductDetails(itemId, currencyId, signal),
  });

/**
 * The product page's item. What the previous screen passed along (navigation state) shows at once while
 * the fresh prices and stock load.
 */
export function useProductDetails(itemId: number, passedAlong: CatalogItem | undefined) {
  return useQuery({ ...productDetailsQueryOptions(itemId), placeholderData: passedAlong });
}

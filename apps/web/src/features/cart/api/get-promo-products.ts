import { actionPrivileges, apiPaths, type CatalogItem, productDetailsResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** The products a promotion code's price list names, with current prices and stock, in that order. */
async function getPromoProducts(
  itemIds: readonly number[],
  currencyId: number,
  signal?: AbortSignal,
): Promise<CatalogItem[]> {
  const response = await apiClient.post(
    apiPaths.productDetails,
    { currencyId, itemIds },
    {
      privilege: actionPrivileges.preOrderAccess,
      schema: import.meta.env.DEV ? productDetailsResponse : undefined,
      signal,
    },
  );
  return response.availabilitiesRes;
}

const promoProductsQueryOptions = (itemIds: readonly number[], currencyId = getSelectedCurrencyId()) =>
  queryOptions({
    queryKey: ['cart', 'promo-products', itemIds, currencyId],
    queryFn: ({ signal }) => getPromoProducts(itemIds, currencyId, signal),
  });

export function usePromoProducts(itemIds: readonly number[]) {
  return useQuery({ ...promoProductsQueryOptions(itemIds), enabled: itemIds.length > 0 });
}

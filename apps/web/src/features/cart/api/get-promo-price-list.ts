import {
  actionPrivileges,
  apiPaths,
  type PriceListByPromoCodeResponse,
  priceListByPromoCodeResponse,
} from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';

/** SPEC §7: status 1 with the code's price list, or status 0 for an unknown, expired or used-up code. */
export function getPromoPriceList(code: string, signal?: AbortSignal): Promise<PriceListByPromoCodeResponse> {
  return apiClient.get(apiPaths.priceListByPromoCode, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? priceListByPromoCodeResponse : undefined,
    query: { PromoCode: code },
    signal,
  });
}

export const promoPriceListQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['cart', 'promo', code, getSelectedCurrencyId()],
    queryFn: ({ signal }) => getPromoPriceList(code, signal),
    // A code can expire or be used up at any moment.
    staleTime: 0,
  });

export function usePromoPriceList(code: string | undefined) {
  return useQuery({ ...promoPriceListQueryOptions(code ?? ''), enabled: Boolean(code) });
}

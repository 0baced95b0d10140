import { actionPrivileges, apiPaths, type Currency, currencyListResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../session/use-session.ts';

async function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  const response = await apiClient.get(apiPaths.currencies, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? currencyListResponse : undefined,
    signal,
  });
  return response.currenciesRes;
}

const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'],
    queryFn: ({ signal }) =>
      getCurrencies(signal).catch((error: unknown) => {
        // SPEC §8: a failed currency list is only logged; the shop keeps the stored currency.
        console.error('Currency list could not be loaded', error);
        throw error;
      }),
    // The list only changes when the shop's staff edit it; a page reload picks that up.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCurrencies() {
  const session = useSession();
  return useQuery({ ...currenciesQueryOptions(), enabled: session !== null });
}

import { actionPrivileges, apiPaths, exchangeRatesResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from './staff-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

/**
 * The shop's currencies with their rates: the prices screens set them, and a customs rule's value
 * allowance is kept in one of them.
 */
export function useExchangeRates() {
  return useQuery({
    queryKey: staffQueryKeys.exchangeRates(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeExchangeRates, {
        privilege: actionPrivileges.backOfficePrices,
        schema: exchangeRatesResponse,
        signal,
      }),
  });
}

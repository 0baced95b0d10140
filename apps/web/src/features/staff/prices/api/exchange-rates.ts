import {
  actionPrivileges,
  apiPaths,
  exchangeRateResponse,
  exchangeRatesResponse,
  type SetExchangeRateRequest,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficePrices;

export function useExchangeRates() {
  return useQuery({
    queryKey: staffQueryKeys.exchangeRates(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeExchangeRates, { privilege, schema: exchangeRatesResponse, signal }),
  });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetExchangeRateRequest) =>
      staffClient.post(apiPaths.backOfficeSetExchangeRate, request, {
        privilege,
        schema: exchangeRateResponse,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.exchangeRates() }),
  });
}

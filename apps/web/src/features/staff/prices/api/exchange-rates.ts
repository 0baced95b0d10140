import {
  actionPrivileges,
  apiPaths,
  exchangeRateHistoryResponse,
  exchangeRateResponse,
  type SetExchangeRateRequest,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficePrices;

/** A rate's latest changes; fetched when the admin opens them. */
export function useExchangeRateHistory(currencyId: number, enabled: boolean) {
  return useQuery({
    queryKey: staffQueryKeys.exchangeRateHistory(currencyId),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeExchangeRateHistory, {
        privilege,
        schema: exchangeRateHistoryResponse,
        query: { currencyId },
        signal,
      }),
    enabled,
  });
}

/** The rates and their histories are read again after a rate is set or put back. */
function useRateChange<Request extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) =>
      staffClient.post(path, request, { privilege, schema: exchangeRateResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.exchangeRates() }),
  });
}

export function useSetExchangeRate() {
  return useRateChange<SetExchangeRateRequest>(apiPaths.backOfficeSetExchangeRate);
}

export function useRestoreExchangeRate() {
  return useRateChange<{ changeId: number }>(apiPaths.backOfficeRestoreExchangeRate);
}

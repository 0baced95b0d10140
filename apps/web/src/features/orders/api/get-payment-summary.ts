import { actionPrivileges, orderApiPaths, paymentSummary } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../session/use-session.ts';
import { orderAccessHeaders } from '../order-access.ts';
import { orderQueryKeys } from './order-query-keys.ts';

export function getPaymentSummary(orderCode: string, signal?: AbortSignal) {
  return apiClient.get(orderApiPaths.paymentSummary, {
    privilege: actionPrivileges.preOrderAccess,
    schema: paymentSummary,
    query: { orderCode },
    headers: orderAccessHeaders(orderCode),
    signal,
  });
}

export const paymentSummaryQueryOptions = (orderCode: string) =>
  queryOptions({
    queryKey: orderQueryKeys.summary(orderCode),
    queryFn: ({ signal }) => getPaymentSummary(orderCode, signal),
    staleTime: 0,
    // A 404 means the order is not this reader's to see; asking again will not change that.
    retry: false,
  });

/** SPEC §3 payment summary of one order, fresh from the server on every visit (a reload keeps the page). */
export function usePaymentSummary(orderCode: string | null) {
  const session = useSession();
  return useQuery({
    ...paymentSummaryQueryOptions(orderCode ?? ''),
    enabled: session !== null && Boolean(orderCode),
  });
}

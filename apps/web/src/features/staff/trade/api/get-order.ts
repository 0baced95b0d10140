import { actionPrivileges, apiPaths, backOfficeOrder } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function getOrder(orderCode: string, signal?: AbortSignal) {
  return staffClient.get(apiPaths.backOfficeOrder, {
    privilege: actionPrivileges.backOfficeOrders,
    schema: backOfficeOrder,
    query: { orderCode },
    signal,
  });
}

/** One order with its lines, payments, refunds, miles and audit trail. */
export function useOrder(orderCode: string) {
  return useQuery({
    queryKey: staffQueryKeys.order(orderCode),
    queryFn: ({ signal }) => getOrder(orderCode, signal),
  });
}

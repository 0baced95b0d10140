import { actionPrivileges, apiPaths, myOrdersResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAccount } from '../../account/use-account.ts';
import { useSession } from '../../session/use-session.ts';
import { orderQueryKeys } from './order-query-keys.ts';

async function getMyOrders(signal?: AbortSignal) {
  const response = await apiClient.get(apiPaths.myOrders, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? myOrdersResponse : undefined,
    signal,
  });
  return response.preOrderList;
}

const myOrdersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: orderQueryKeys.mine(userId),
    queryFn: ({ signal }) => getMyOrders(signal),
    // Statuses move on by themselves (a pending payment settles, an unpaid order expires).
    staleTime: 0,
  });

/** SPEC §3 preOrderList: the signed-in customer's own orders, newest first. */
export function useMyOrders() {
  const session = useSession();
  const userId = useAccount().userInfo?.userId ?? 0;
  return useQuery({ ...myOrdersQueryOptions(userId), enabled: session !== null && userId > 0 });
}

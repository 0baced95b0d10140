import { actionPrivileges, apiPaths, passengerProfileResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../session/use-session.ts';
import { useAccount } from '../use-account.ts';
import { accountQueryKeys } from './account-query-keys.ts';

function getPassengerProfile(userId: number, signal?: AbortSignal) {
  return apiClient.get(apiPaths.passengerProfile, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? passengerProfileResponse : undefined,
    query: { UserId: userId },
    signal,
  });
}

const passengerProfileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountQueryKeys.profile(userId),
    queryFn: ({ signal }) => getPassengerProfile(userId, signal),
    // The miles balance changes with every order paid in miles.
    staleTime: 30_000,
  });

/**
 * The signed-in customer's own profile, with the miles balance of a linked membership. `fresh` reads it again
 * on mount whatever the cache holds: right after an order paid in miles, a balance read earlier is wrong.
 */
export function usePassengerProfile({ fresh = false }: { fresh?: boolean } = {}) {
  const session = useSession();
  const { userInfo } = useAccount();
  const userId = userInfo?.userId ?? 0;
  return useQuery({
    ...passengerProfileQueryOptions(userId),
    enabled: session !== null && userId > 0,
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}

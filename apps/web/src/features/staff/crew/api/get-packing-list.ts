import { actionPrivileges, apiPaths, packingListResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

/** On-board orders join the list while the flight is in the air, so an open list asks again now and then. */
const REFRESH_MS = 60_000;

export function getPackingList(flightId: number, signal?: AbortSignal) {
  return staffClient.get(apiPaths.staffPackingList, {
    privilege: actionPrivileges.staffPackingList,
    schema: import.meta.env.DEV ? packingListResponse : undefined,
    query: { flightId },
    signal,
  });
}

export function usePackingList(flightId: number) {
  return useQuery({
    queryKey: staffQueryKeys.packingList(flightId),
    queryFn: ({ signal }) => getPackingList(flightId, signal),
    refetchInterval: REFRESH_MS,
  });
}

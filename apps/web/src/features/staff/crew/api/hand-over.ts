import {
  actionPrivileges,
  apiPaths,
  bag,
  type HandOverRequest,
  type NotCollectedRequest,
  type PackingListResponse,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function handOverBag(request: HandOverRequest) {
  return staffClient.post(apiPaths.staffHandOver, request, {
    privilege: actionPrivileges.staffHandOver,
    schema: import.meta.env.DEV ? bag : undefined,
  });
}

export function markNotCollected(request: NotCollectedRequest) {
  return staffClient.post(apiPaths.staffNotCollected, request, {
    privilege: actionPrivileges.staffHandOver,
    schema: import.meta.env.DEV ? bag : undefined,
  });
}

type BagAction =
  | { kind: 'handOver'; request: HandOverRequest }
  | { kind: 'notCollected'; request: NotCollectedRequest };

/**
 * Either hand-over outcome; the answer is the bag as it now stands, written into the open list at once.
 * A refusal (409: another crew member got there first, or the order was cancelled) reloads the list so
 * the screen shows what really happened.
 */
export function useBagAction(flightId: number) {
  const queryClient = useQueryClient();
  const listKey = staffQueryKeys.packingList(flightId);
  return useMutation({
    mutationFn: (action: BagAction) =>
      action.kind === 'handOver' ? handOverBag(action.request) : markNotCollected(action.request),
    onSuccess: (bag) => {
      queryClient.setQueryData<PackingListResponse>(
        listKey,
        (list) =>
          list && {
            ...list,
            bags: list.bags.map((old) => (old.orderCode === bag.orderCode ? bag : old)),
          },
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

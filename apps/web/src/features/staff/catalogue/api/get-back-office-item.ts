import { actionPrivileges, apiPaths, backOfficeItem, itemChoicesResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeItems;

export function useBackOfficeItem(itemId: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.item(itemId ?? 0),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeItem, {
        privilege,
        schema: backOfficeItem,
        query: { itemId },
        signal,
      }),
    enabled: itemId !== undefined,
  });
}

/** The brands, categories and kinds of goods the item form offers. */
export function useItemChoices() {
  return useQuery({
    queryKey: staffQueryKeys.itemChoices(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeItemChoices, { privilege, schema: itemChoicesResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

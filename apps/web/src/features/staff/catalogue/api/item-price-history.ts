import { actionPrivileges, apiPaths, itemPriceHistoryResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

/** An item's latest price changes, newest first; read again whenever the item is saved (`items()`). */
export function useItemPriceHistory(itemId: number) {
  return useQuery({
    queryKey: staffQueryKeys.itemPriceHistory(itemId),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeItemPriceHistory, {
        privilege: actionPrivileges.backOfficeItems,
        schema: itemPriceHistoryResponse,
        query: { itemId },
        signal,
      }),
  });
}

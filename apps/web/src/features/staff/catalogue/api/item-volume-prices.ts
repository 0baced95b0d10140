import {
  actionPrivileges,
  apiPaths,
  type ItemVolumePricesDraft,
  itemVolumePricesResponse,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const options = { privilege: actionPrivileges.backOfficeItems, schema: itemVolumePricesResponse };

export function useItemVolumePrices(itemId: number) {
  return useQuery({
    queryKey: staffQueryKeys.volumePrices(itemId),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeItemVolumePrices, { ...options, query: { itemId }, signal }),
  });
}

export function useSaveItemVolumePrices(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ItemVolumePricesDraft) =>
      staffClient.post(apiPaths.backOfficeSaveItemVolumePrices, draft, { ...options, query: { itemId } }),
    onSuccess: (saved) => queryClient.setQueryData(staffQueryKeys.volumePrices(itemId), saved),
  });
}

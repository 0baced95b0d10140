import {
  actionPrivileges,
  apiPaths,
  backOfficePriceListResponse,
  backOfficePriceListsResponse,
  type PriceListDraft,
  type PriceListKind,
} from '@dutyfree/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficePrices;

/** A page of offers or promotion codes (or both), after the id `after`. */
export function usePriceLists(kind: PriceListKind | undefined, after: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.priceListPage(kind ?? 'all', after),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficePriceLists, {
        privilege,
        schema: backOfficePriceListsResponse,
        query: { ...(kind && { kind }), ...(after !== undefined && { after }) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePriceList(priceListId: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.priceList(priceListId ?? 0),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficePriceList, {
        privilege,
        schema: backOfficePriceListResponse,
        query: { priceListId },
        signal,
      }),
    enabled: priceListId !== undefined,
  });
}

type PriceListChange =
  | { kind: 'create'; draft: PriceListDraft }
  | { kind: 'update'; priceListId: number; draft: PriceListDraft }
  | { kind: 'end'; priceListId: number };

const options = { privilege, schema: backOfficePriceListResponse };

function send(change: PriceListChange) {
  switch (change.kind) {
    case 'create':
      return staffClient.post(apiPaths.backOfficeCreatePriceList, change.draft, options);
    case 'update':
      return staffClient.post(apiPaths.backOfficeUpdatePriceList, change.draft, {
        ...options,
        query: { priceListId: change.priceListId },
      });
    case 'end':
      return staffClient.post(apiPaths.backOfficeEndPriceList, { priceListId: change.priceListId }, options);
  }
}

/** Creates, edits or ends a price list; the list as saved, with its items named, replaces what the screens hold. */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(staffQueryKeys.priceList(saved.priceList.id), saved);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.priceLists() });
    },
  });
}

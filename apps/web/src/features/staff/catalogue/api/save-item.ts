import {
  actionPrivileges,
  apiPaths,
  type BackOfficeItem,
  backOfficeItem,
  type ItemDraft,
  type SetItemActiveRequest,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const options = { privilege: actionPrivileges.backOfficeItems, schema: backOfficeItem };

type ItemChange =
  | { kind: 'create'; draft: ItemDraft }
  | { kind: 'update'; itemId: number; draft: ItemDraft }
  | { kind: 'setActive'; request: SetItemActiveRequest }
  /** Puts back the prices a change of the price history replaced. */
  | { kind: 'restorePrice'; changeId: number };

function send(change: ItemChange): Promise<BackOfficeItem> {
  switch (change.kind) {
    case 'create':
      return staffClient.post(apiPaths.backOfficeCreateItem, change.draft, options);
    case 'update':
      return staffClient.post(apiPaths.backOfficeUpdateItem, change.draft, {
        ...options,
        query: { itemId: change.itemId },
      });
    case 'setActive':
      return staffClient.post(apiPaths.backOfficeSetItemActive, change.request, options);
    case 'restorePrice':
      return staffClient.post(apiPaths.backOfficeRestoreItemPrice, { changeId: change.changeId }, options);
  }
}

/** Creates, edits, takes an item off sale or puts a past price back; the item as saved replaces what the screens hold. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (item) => {
      queryClient.setQueryData(staffQueryKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.items() });
    },
  });
}

import {
  actionPrivileges,
  apiPaths,
  backOfficePurchaseRule,
  backOfficePurchaseRulesResponse,
  type PurchaseRuleKind,
  type PurchaseRuleReasonDraft,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficePurchaseRules;

export function usePurchaseRules() {
  return useQuery({
    queryKey: staffQueryKeys.purchaseRules(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficePurchaseRules, {
        privilege,
        schema: backOfficePurchaseRulesResponse,
        signal,
      }),
  });
}

/** One change to a rule: an item code added or taken off, or its reason saved; the list is read again. */
function useRuleChange<Body extends object>(path: string, rule: PurchaseRuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      staffClient.post(`${path}?rule=${rule}`, body, { privilege, schema: backOfficePurchaseRule }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.purchaseRules() }),
  });
}

export const useAddPurchaseRuleItem = (rule: PurchaseRuleKind) =>
  useRuleChange<{ itemCode: string }>(apiPaths.backOfficeAddPurchaseRuleItem, rule);

export const useRemovePurchaseRuleItem = (rule: PurchaseRuleKind) =>
  useRuleChange<{ itemCode: string }>(apiPaths.backOfficeRemovePurchaseRuleItem, rule);

export const useSavePurchaseRuleReason = (rule: PurchaseRuleKind) =>
  useRuleChange<PurchaseRuleReasonDraft>(apiPaths.backOfficeSavePurchaseRuleReason, rule);

import {
  actionPrivileges,
  apiPaths,
  backOfficeCustomsRulesResponse,
  type CustomsRuleDraft,
  customsRuleHistoryResponse,
  customsRuleVersion,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeCustomsRules;

export function useCustomsRules() {
  return useQuery({
    queryKey: staffQueryKeys.customsRules(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeCustomsRules, {
        privilege,
        schema: backOfficeCustomsRulesResponse,
        signal,
      }),
  });
}

export function useCustomsRuleHistory(destination: string | null) {
  return useQuery({
    queryKey: staffQueryKeys.customsRuleHistory(destination ?? ''),
    enabled: destination !== null,
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeCustomsRuleHistory, {
        privilege,
        query: { destination: destination! },
        schema: customsRuleHistoryResponse,
        signal,
      }),
  });
}

/** A rule saved as a new version; the rules and their histories are read again. */
export function useSaveCustomsRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CustomsRuleDraft) =>
      staffClient.post(apiPaths.backOfficeSaveCustomsRule, draft, { privilege, schema: customsRuleVersion }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.customsRules() }),
  });
}

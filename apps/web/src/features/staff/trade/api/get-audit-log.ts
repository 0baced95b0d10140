import { actionPrivileges, apiPaths, auditLogResponse } from '@dutyfree/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export const AUDIT_PAGE_SIZE = 50;

export function getAuditLog(before: number | undefined, signal?: AbortSignal) {
  return staffClient.get(apiPaths.staffAuditLog, {
    privilege: actionPrivileges.staffAuditLog,
    schema: import.meta.env.DEV ? auditLogResponse : undefined,
    query: { before, limit: AUDIT_PAGE_SIZE },
    signal,
  });
}

/**
 * One page of the log, newest first, older pages by keyset (`before` an entry id). A plain query per page
 * rather than an infinite query: the shopper's shared library chunk carries no code only this page uses.
 */
export function useAuditLog(before: number | undefined) {
  return useQuery({
    queryKey: [...staffQueryKeys.auditLog(), before ?? null],
    queryFn: ({ signal }) => getAuditLog(before, signal),
    placeholderData: keepPreviousData,
  });
}

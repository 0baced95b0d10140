import { actionPrivileges, apiPaths, dashboardResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function getDashboard(signal?: AbortSignal) {
  return staffClient.get(apiPaths.backOfficeDashboard, {
    privilege: actionPrivileges.backOfficeDashboard,
    schema: dashboardResponse,
    signal,
  });
}

/** The last 30 days in figures. */
export function useDashboard() {
  return useQuery({ queryKey: staffQueryKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });
}

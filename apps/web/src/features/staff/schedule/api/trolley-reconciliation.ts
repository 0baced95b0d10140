import { actionPrivileges, apiPaths, reconciliationResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { downloadStaffCsv } from '../../shared/api/download-csv.ts';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.cabinDuty;

/** The flight's trolley as the crew closed it on arrival; null while it is not closed. */
export function useTrolleyReconciliation(flightId: number) {
  return useQuery({
    queryKey: staffQueryKeys.flightTrolley(flightId),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.cabinReconciliation, {
        privilege,
        schema: reconciliationResponse,
        query: { flightId },
        signal,
      }),
  });
}

export function downloadReconciliationCsv(flightId: number, fileName: string): Promise<void> {
  return downloadStaffCsv({
    path: apiPaths.cabinReconciliationCsv,
    privilege,
    query: { flightId },
    fileName,
  });
}

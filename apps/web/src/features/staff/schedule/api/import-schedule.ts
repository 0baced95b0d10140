import { actionPrivileges, apiPaths, scheduleImportResponse } from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

/** Sends a schedule file's text; the flights it added join the schedule's pages. */
export function useImportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      staffClient.post(
        apiPaths.backOfficeImportSchedule,
        { csv },
        { privilege: actionPrivileges.backOfficeFlights, schema: scheduleImportResponse },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.schedule() }),
  });
}

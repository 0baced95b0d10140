import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { downloadStaffCsv } from '../../shared/api/download-csv.ts';

/** The flight's packing list as a CSV file. */
export function downloadPackingListCsv(flightId: number, fileName: string): Promise<void> {
  return downloadStaffCsv({
    path: apiPaths.staffPackingListCsv,
    privilege: actionPrivileges.staffPackingList,
    query: { flightId },
    fileName,
  });
}

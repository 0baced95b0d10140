import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { staffClient } from '../../shared/api/staff-client.ts';

/** The CSV comes back as text; the client hands a body that is not JSON through as it came. */
const csvText = {
  safeParse: (data: unknown) =>
    typeof data === 'string'
      ? { success: true as const, data }
      : { success: false as const, error: new Error('The packing list CSV is not text') },
};

/**
 * The CSV route needs the staff headers, so a plain link cannot fetch it: the page fetches it and saves it
 * through a Blob link.
 */
export async function downloadPackingListCsv(flightId: number, fileName: string): Promise<void> {
  const csv = await staffClient.get(apiPaths.staffPackingListCsv, {
    privilege: actionPrivileges.staffPackingList,
    schema: csvText,
    query: { flightId },
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the browser keeps what it needs.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

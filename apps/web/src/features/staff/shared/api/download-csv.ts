import type { ActionPrivilege } from '@dutyfree/contracts';
import { staffClient } from './staff-client.ts';

/** The CSV comes back as text; the client hands a body that is not JSON through as it came. */
const csvText = {
  safeParse: (data: unknown) =>
    typeof data === 'string'
      ? { success: true as const, data }
      : { success: false as const, error: new Error('The CSV download is not text') },
};

/**
 * A staff CSV route needs the staff headers, so a plain link cannot fetch it: the page fetches it and saves
 * it through a Blob link (the packing list, a flight's trolley reconciliation).
 */
export async function downloadStaffCsv(request: {
  path: string;
  privilege: ActionPrivilege;
  query: Record<string, string | number>;
  fileName: string;
}): Promise<void> {
  const csv = await staffClient.get(request.path, {
    privilege: request.privilege,
    schema: csvText,
    query: request.query,
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = request.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the browser keeps what it needs.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

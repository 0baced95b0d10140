import { accountMessageResponse, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** Ends the signed-in session on the server: its token is refused from then on, wherever it was copied. */
export function endSession() {
  return apiClient.post(
    apiPaths.signOut,
    {},
    {
      privilege: actionPrivileges.accountSave,
      schema: import.meta.env.DEV ? accountMessageResponse : undefined,
    },
  );
}

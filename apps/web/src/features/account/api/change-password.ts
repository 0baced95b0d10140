import {
  actionPrivileges,
  apiPaths,
  type ChangePasswordRequest,
  changePasswordResponse,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { renewUserToken } from '../account-store.ts';

function changePassword(request: ChangePasswordRequest) {
  return apiClient.post(apiPaths.changePassword, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? changePasswordResponse : undefined,
  });
}

/** The change ends every session of the account, so this one swaps in the token it was given. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (response) => renewUserToken(response.token),
  });
}

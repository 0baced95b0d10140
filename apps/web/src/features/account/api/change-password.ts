import {
  accountMessageResponse,
  actionPrivileges,
  apiPaths,
  type ChangePasswordRequest,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function changePassword(request: ChangePasswordRequest) {
  return apiClient.post(apiPaths.changePassword, request, {
    privilege: actionPrivileges.accountSave,
    schema: accountMessageResponse,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import {
  accountMessageResponse,
  actionPrivileges,
  apiPaths,
  type ResetForgotPasswordRequest,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

function resetPassword(request: ResetForgotPasswordRequest) {
  return apiClient.post(apiPaths.resetForgotPassword, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? accountMessageResponse : undefined,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

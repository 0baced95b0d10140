import {
  accountMessageResponse,
  actionPrivileges,
  apiPaths,
  type ForgotPasswordRequest,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

function forgotPassword(request: ForgotPasswordRequest) {
  return apiClient.post(apiPaths.forgotPassword, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? accountMessageResponse : undefined,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

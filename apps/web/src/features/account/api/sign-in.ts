import { actionPrivileges, apiPaths, type SignInRequest, signInResponse } from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

function signIn(request: SignInRequest) {
  return apiClient.post(apiPaths.signIn, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? signInResponse : undefined,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

import {
  actionPrivileges,
  apiPaths,
  type ShebamilesSignInRequest,
  shebamilesSignInResponse,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

function shebamilesSignIn(request: ShebamilesSignInRequest) {
  return apiClient.post(apiPaths.shebamilesSignIn, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? shebamilesSignInResponse : undefined,
  });
}

export function useShebamilesSignIn() {
  return useMutation({ mutationFn: shebamilesSignIn });
}

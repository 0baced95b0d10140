import {
  actionPrivileges,
  apiPaths,
  type CustomerProfileCreateRequest,
  signInResponse,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Creates the account and answers like a sign-in. A membership number is linked only when the call
 * carries that member's ShebamilesSignIn token, which the account store keeps as the user token.
 */
function registerCustomer(request: CustomerProfileCreateRequest) {
  return apiClient.post(apiPaths.customerProfileCreate, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? signInResponse : undefined,
  });
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}

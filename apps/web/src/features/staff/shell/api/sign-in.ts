import {
  actionPrivileges,
  apiPaths,
  type StaffSignInRequest,
  staffSignInResponse,
} from '@dutyfree/contracts';
import { useMutation } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';

export function signInStaff(request: StaffSignInRequest) {
  return staffClient.post(apiPaths.staffSignIn, request, {
    privilege: actionPrivileges.staffSignIn,
    schema: import.meta.env.DEV ? staffSignInResponse : undefined,
  });
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: signInStaff });
}

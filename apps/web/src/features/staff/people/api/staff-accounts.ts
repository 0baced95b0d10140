import {
  actionPrivileges,
  apiPaths,
  type StaffActiveRequest,
  type StaffInvitationRequest,
  type StaffPasswordResetRequest,
  type StaffRoleRequest,
  type StaffSetPasswordRequest,
  staffAccessLinkResponse,
  staffAccount,
  staffAccountsResponse,
  staffSetPasswordResponse,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeStaff;

export function useStaffAccounts() {
  return useQuery({
    queryKey: staffQueryKeys.staffAccounts(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeStaffAccounts, { privilege, schema: staffAccountsResponse, signal }),
  });
}

/** A change of one account; the list is read again after it. */
function useAccountChange<Request extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => staffClient.post(path, request, { privilege, schema: staffAccount }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.staffAccounts() }),
  });
}

export const useInviteStaff = () => useAccountChange<StaffInvitationRequest>(apiPaths.backOfficeInviteStaff);
export const useChangeStaffRole = () =>
  useAccountChange<StaffRoleRequest>(apiPaths.backOfficeChangeStaffRole);
export const useSetStaffActive = () =>
  useAccountChange<StaffActiveRequest>(apiPaths.backOfficeSetStaffActive);
export const useResetStaffPassword = () =>
  useAccountChange<StaffPasswordResetRequest>(apiPaths.backOfficeResetStaffPassword);

/** Whose link this is (and an admin's authenticator to set up); a used or expired link is an error. */
export function useAccessLink(token: string) {
  return useQuery({
    queryKey: ['staff', 'access-link', token],
    queryFn: ({ signal }) =>
      staffClient.post(
        apiPaths.staffAccessLink,
        { token },
        { privilege: actionPrivileges.staffSignIn, schema: staffAccessLinkResponse, signal },
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSetStaffPassword() {
  return useMutation({
    mutationFn: (request: StaffSetPasswordRequest) =>
      staffClient.post(apiPaths.staffSetPassword, request, {
        privilege: actionPrivileges.staffSignIn,
        schema: staffSetPasswordResponse,
      }),
  });
}

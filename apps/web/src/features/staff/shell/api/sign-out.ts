import { accountMessageResponse, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';
import { endStaffSession } from '../../shared/staff-session.ts';

export function signOutStaff() {
  return staffClient.post(
    apiPaths.staffSignOut,
    {},
    {
      privilege: actionPrivileges.staffSignIn,
      schema: import.meta.env.DEV ? accountMessageResponse : undefined,
    },
  );
}

/** The page forgets the session even when the call fails: the token is not used again either way. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutStaff,
    onSettled: () => {
      endStaffSession();
      queryClient.removeQueries({ queryKey: staffQueryKeys.all });
    },
  });
}

import { accountMessageResponse, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endStaffSession } from '../staff-session.ts';
import { staffClient } from './staff-client.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

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

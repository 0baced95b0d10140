import {
  actionPrivileges,
  apiPaths,
  type CustomerProfileUpdateRequest,
  passengerProfileResponse,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountQueryKeys } from './account-query-keys.ts';

function updateProfile(request: CustomerProfileUpdateRequest) {
  return apiClient.put(apiPaths.customerProfileUpdate, request, {
    privilege: actionPrivileges.accountSave,
    schema: import.meta.env.DEV ? passengerProfileResponse : undefined,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountQueryKeys.profile(profile.userId), profile),
  });
}

import {
  actionPrivileges,
  apiPaths,
  backOfficeSpecialLanding,
  type SpecialLandingDraft,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeCatalogue;

/** The special-offers landing page's picture and texts as set; null where the shipped one is shown. */
export function useSpecialLanding() {
  return useQuery({
    queryKey: staffQueryKeys.specialLanding(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeSpecialLanding, {
        privilege,
        schema: backOfficeSpecialLanding,
        signal,
      }),
  });
}

export function useSaveSpecialLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SpecialLandingDraft) =>
      staffClient.post(apiPaths.backOfficeSaveSpecialLanding, draft, {
        privilege,
        schema: backOfficeSpecialLanding,
      }),
    onSuccess: (answer) => queryClient.setQueryData(staffQueryKeys.specialLanding(), answer),
  });
}

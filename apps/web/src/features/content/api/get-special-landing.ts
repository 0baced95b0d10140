import {
  actionPrivileges,
  apiPaths,
  type SpecialLandingResponse,
  specialLandingResponse,
} from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The special-offers page's picture and 'What is' text an admin set, in the shopper's language (null: none). */
function getSpecialLanding(signal?: AbortSignal): Promise<SpecialLandingResponse> {
  return apiClient.get(apiPaths.specialLanding, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? specialLandingResponse : undefined,
    signal,
  });
}

const specialLandingQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'special-landing'] as const,
    queryFn: ({ signal }) =>
      getSpecialLanding(signal).catch((error: unknown) => {
        // Like the banners: a failure is quiet, and the page shows the texts it shipped with.
        console.error('The special-offers texts could not be loaded', error);
        throw error;
      }),
  });

export function useSpecialLanding() {
  return useQuery(specialLandingQueryOptions());
}

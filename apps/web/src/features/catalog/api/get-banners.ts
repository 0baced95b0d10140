import { actionPrivileges, apiPaths, type Banner, bannersResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const response = await apiClient.get(apiPaths.banners, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? bannersResponse : undefined,
    signal,
  });
  return response.bannerListRes;
}

/** The banners' key: a server-rendered page puts them under it. */
export const bannersQueryKey = ['catalog', 'banners'] as const;

const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersQueryKey,
    queryFn: ({ signal }) =>
      getBanners(signal).catch((error: unknown) => {
        // SPEC §8: failed banners end loading silently; the home page goes on without its carousel.
        console.error('Banners could not be loaded', error);
        throw error;
      }),
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

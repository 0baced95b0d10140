import { actionPrivileges, apiPaths, type Brand, brandsResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../session/use-session.ts';

/** Every brand, sorted by name. */
async function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  const response = await apiClient.get(apiPaths.brands, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? brandsResponse : undefined,
    signal,
  });
  return response.brandsRes;
}

/** The brands' key: a server-rendered page puts them under it. */
export const brandsQueryKey = ['catalog', 'brands'] as const;

const brandsQueryOptions = () =>
  queryOptions({
    queryKey: brandsQueryKey,
    queryFn: ({ signal }) =>
      getBrands(signal).catch((error: unknown) => {
        // SPEC §8: a failed brand list ends loading silently in the header; the brands page says so.
        console.error('Brands could not be loaded', error);
        throw error;
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBrands() {
  const session = useSession();
  return useQuery({ ...brandsQueryOptions(), enabled: session !== null });
}

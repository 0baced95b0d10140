import { actionPrivileges, apiPaths, type ItemCategory, itemCategoriesResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../session/use-session.ts';

/** The category tree from the top level, sorted by name at every level (the contract's promise). */
async function getCategories(signal?: AbortSignal): Promise<ItemCategory[]> {
  const response = await apiClient.get(apiPaths.categoriesHierarchical, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? itemCategoriesResponse : undefined,
    query: { categoryLevel: 1 },
    signal,
  });
  return response.itemCategories;
}

/** The categories' key: a server-rendered page puts them under it. */
export const categoriesQueryKey = ['catalog', 'categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) =>
      getCategories(signal).catch((error: unknown) => {
        // SPEC §8: a failed category list ends loading silently; the menu simply stays away.
        console.error('Categories could not be loaded', error);
        throw error;
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCategories() {
  const session = useSession();
  return useQuery({ ...categoriesQueryOptions(), enabled: session !== null });
}

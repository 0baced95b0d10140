import {
  actionPrivileges,
  apiPaths,
  backOfficeCategoriesResponse,
  backOfficeCategory,
  type CategoryDraft,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';
import { readAsBase64 } from './upload-item-picture.ts';

const privilege = actionPrivileges.backOfficeCatalogue;

export function useCategories() {
  return useQuery({
    queryKey: staffQueryKeys.categories(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeCategories, {
        privilege,
        schema: backOfficeCategoriesResponse,
        signal,
      }),
  });
}

/** Creates a category (no id) or changes one; the item form's choices name categories too. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, draft }: { categoryId: number | undefined; draft: CategoryDraft }) =>
      categoryId === undefined
        ? staffClient.post(apiPaths.backOfficeCreateCategory, draft, {
            privilege,
            schema: backOfficeCategory,
          })
        : staffClient.post(apiPaths.backOfficeUpdateCategory, draft, {
            privilege,
            schema: backOfficeCategory,
            query: { categoryId },
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.itemChoices() });
    },
  });
}

export function useUploadCategoryImage(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      staffClient.post(
        apiPaths.backOfficeUploadCategoryImage,
        { picture: await readAsBase64(file) },
        { privilege, schema: backOfficeCategory, query: { categoryId } },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.categories() }),
  });
}

import {
  actionPrivileges,
  apiPaths,
  type BrandDraft,
  backOfficeBrand,
  backOfficeBrandsResponse,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';
import { readAsBase64 } from './upload-item-picture.ts';

const privilege = actionPrivileges.backOfficeCatalogue;

export function useBrands() {
  return useQuery({
    queryKey: staffQueryKeys.brands(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeBrands, { privilege, schema: backOfficeBrandsResponse, signal }),
  });
}

/** Creates a brand (no id) or changes one; the item form's choices name brands too. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, draft }: { brandId: number | undefined; draft: BrandDraft }) =>
      brandId === undefined
        ? staffClient.post(apiPaths.backOfficeCreateBrand, draft, { privilege, schema: backOfficeBrand })
        : staffClient.post(apiPaths.backOfficeUpdateBrand, draft, {
            privilege,
            schema: backOfficeBrand,
            query: { brandId },
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.brands() });
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.itemChoices() });
    },
  });
}

export function useUploadBrandLogo(brandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      staffClient.post(
        apiPaths.backOfficeUploadBrandLogo,
        { picture: await readAsBase64(file) },
        { privilege, schema: backOfficeBrand, query: { brandId } },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.brands() }),
  });
}

import {
  actionPrivileges,
  apiPaths,
  type BannerDraft,
  backOfficeBanner,
  backOfficeBannersResponse,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeCatalogue;

/** Every banner in carousel order, those switched off included. */
export function useBanners() {
  return useQuery({
    queryKey: staffQueryKeys.banners(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeBanners, { privilege, schema: backOfficeBannersResponse, signal }),
  });
}

/** Creates a banner (no id) or changes one; a null picture keeps the one it has. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bannerId, draft }: { bannerId: number | undefined; draft: BannerDraft }) =>
      bannerId === undefined
        ? staffClient.post(apiPaths.backOfficeCreateBanner, draft, { privilege, schema: backOfficeBanner })
        : staffClient.post(apiPaths.backOfficeUpdateBanner, draft, {
            privilege,
            schema: backOfficeBanner,
            query: { bannerId },
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.banners() }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bannerId: number) =>
      staffClient.post(apiPaths.backOfficeDeleteBanner, undefined, {
        privilege,
        schema: backOfficeBannersResponse,
        query: { bannerId },
      }),
    onSuccess: (answer) => queryClient.setQueryData(staffQueryKeys.banners(), answer),
  });
}

/** The carousel's new order: every banner's id once. */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bannerIds: number[]) =>
      staffClient.post(
        apiPaths.backOfficeReorderBanners,
        { bannerIds },
        { privilege, schema: backOfficeBannersResponse },
      ),
    onSuccess: (answer) => queryClient.setQueryData(staffQueryKeys.banners(), answer),
  });
}

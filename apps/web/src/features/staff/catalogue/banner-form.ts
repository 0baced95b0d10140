import type { BackOfficeBanner, BannerDraftInput } from '@dutyfree/contracts';

// The banner form holds its fields as typed; the picture travels beside them as a file until it is sent.

export type BannerFormValues = {
  title: string;
  titleAr: string;
  titleZh: string;
  size: string;
  videoUrl: string;
  active: string;
};

export function bannerFormValues(banner: BackOfficeBanner | undefined): BannerFormValues {
  return {
    title: banner?.title ?? '',
    titleAr: banner?.titleAr ?? '',
    titleZh: banner?.titleZh ?? '',
    size: String(banner?.size ?? 3),
    videoUrl: banner?.videoUrl ?? '',
    active: String(banner?.active ?? true),
  };
}

/** What the form sends: a null picture keeps the banner's own. */
export function bannerDraftInput(values: BannerFormValues, picture: string | null): BannerDraftInput {
  return {
    title: values.title,
    titleAr: values.titleAr,
    titleZh: values.titleZh,
    size: Number(values.size) as BannerDraftInput['size'],
    videoUrl: values.videoUrl,
    active: values.active === 'true',
    picture,
  };
}

/** The banners' ids with one moved a place towards the start (-1) or the end (+1) of the carousel. */
export function movedOrder(ids: readonly number[], bannerId: number, by: -1 | 1): number[] {
  const from = ids.indexOf(bannerId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

import {
  type BackOfficeBanner,
  type BackOfficeBannersResponse,
  type BackOfficeSpecialLanding,
  type BannerDraft,
  fixedError,
  type SpecialLandingDraft,
} from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { PictureUploads } from '../media/media.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { BackOfficeBannersRepository } from './back-office-banners.repository.ts';
import { storePicture } from './picture-refusals.ts';

export type BackOfficeBannersDependencies = {
  database: Executor;
  banners: BackOfficeBannersRepository;
  audit: StaffAuditLog;
  pictures: PictureUploads;
  /** The server-rendered home page reads the banners; the catalogue's caches are dropped after a change. */
  invalidateCatalogCaches: () => void;
};

type Audit = (action: string, subject: string, before: unknown, after: unknown) => Promise<void>;

/**
 * An admin keeps the home carousel's banners (picture or video, size, title in three languages, order,
 * on or off) and the special-offers landing page's picture and 'What is' text. Each change is written
 * with its audit entry in one transaction, and the storefront's caches are dropped after it.
 */
export class BackOfficeBannersService {
  private readonly deps: BackOfficeBannersDependencies;
  constructor(deps: BackOfficeBannersDependencies) {
    this.deps = deps;
  }

  async banners(): Promise<BackOfficeBannersResponse> {
    return { banners: await this.deps.banners.banners() };
  }

  createBanner(staffId: number, draft: BannerDraft): Promise<BackOfficeBanner> {
    return this.change(staffId, async (banners, audit, executor) => {
      const imageUrl =
        draft.picture === null ? null : await storePicture(this.deps.pictures, draft.picture, executor);
      checkShowable(imageUrl, draft);
      const after = await this.banner(banners, await banners.insertBanner(draft, imageUrl));
      await audit('banner.create', `banner:${after.id}`, null, after);
      return after;
    });
  }

  updateBanner(staffId: number, bannerId: number, draft: BannerDraft): Promise<BackOfficeBanner> {
    return this.change(staffId, async (banners, audit, executor) => {
      const before = await this.banner(banners, bannerId);
      const imageUrl =
        draft.picture === null
          ? before.imageUrl
          : await storePicture(this.deps.pictures, draft.picture, executor);
      checkShowable(imageUrl, draft);
      await banners.updateBanner(bannerId, draft, imageUrl);
      const after = await this.banner(banners, bannerId);
      await audit('banner.update', `banner:${bannerId}`, before, after);
      return after;
    });
  }

  deleteBanner(staffId: number, bannerId: number): Promise<BackOfficeBannersResponse> {
    return this.change(staffId, async (banners, audit) => {
      const before = await this.banner(banners, bannerId);
      await banners.deleteBanner(bannerId);
      await audit('banner.delete', `banner:${bannerId}`, before, null);
      return { banners: await banners.banners() };
    });
  }

  /** The carousel's new order names every banner once, so that no banner is lost or shown twice. */
  reorderBanners(staffId: number, bannerIds: number[]): Promise<BackOfficeBannersResponse> {
    return this.change(staffId, async (banners, audit) => {
      const before = await banners.banners();
      const known = new Set(before.map((banner) => banner.id));
      const named = new Set(bannerIds);
      if (
        named.size !== bannerIds.length ||
        named.size !== known.size ||
        bannerIds.some((id) => !known.has(id))
      ) {
        throw new FieldErrors({ BannerIds: [fixedError('backOfficeBanners.orderInvalid')] });
      }
      await banners.setOrder(bannerIds);
      const after = await banners.banners();
      await audit(
        'banner.reorder',
        'banner:order',
        before.map((banner) => banner.id),
        after.map((banner) => banner.id),
      );
      return { banners: after };
    });
  }

  specialLanding(): Promise<BackOfficeSpecialLanding> {
    return this.deps.banners.specialLanding();
  }

  saveSpecialLanding(staffId: number, draft: SpecialLandingDraft): Promise<BackOfficeSpecialLanding> {
    return this.change(staffId, async (banners, audit, executor) => {
      const before = await banners.specialLanding();
      await banners.saveSpecialLanding({
        imageUrl:
          draft.picture === null
            ? before.imageUrl
            : await storePicture(this.deps.pictures, draft.picture, executor),
        whatIs: draft.whatIs,
        whatIsAr: draft.whatIsAr,
        whatIsZh: draft.whatIsZh,
      });
      const after = await banners.specialLanding();
      await audit('special-landing.update', 'special-landing', before, after);
      return after;
    });
  }

  /** Runs `work` in one transaction with an audit writer bound to it, then drops the storefront's caches. */
  private async change<T>(
    staffId: number,
    work: (banners: BackOfficeBannersRepository, audit: Audit, executor: Executor) => Promise<T>,
  ): Promise<T> {
    const result = await withTransaction(this.deps.database, (executor) =>
      work(
        this.deps.banners.on(executor),
        (action, subject, before, after) =>
          this.deps.audit.record({ staffId, action, subject, before, after }, executor),
        executor,
      ),
    );
    this.deps.invalidateCatalogCaches();
    return result;
  }

  private async banner(banners: BackOfficeBannersRepository, bannerId: number): Promise<BackOfficeBanner> {
    const [banner] = await banners.banners(bannerId);
    if (!banner) throw notFound(fixedError('backOfficeBanners.bannerNotFound'));
    return banner;
  }
}

/** A banner shows a picture or plays a video: one without either would be an empty slide. */
function checkShowable(imageUrl: string | null, draft: BannerDraft) {
  if (imageUrl === null && draft.videoUrl === null) {
    throw new FieldErrors({ Picture: [fixedError('backOfficeBanners.pictureOrVideoRequired')] });
  }
}

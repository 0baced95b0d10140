import type {
  BackOfficeBanner,
  BackOfficeBannersResponse,
  BackOfficeSpecialLanding,
  BannerDraft,
  SpecialLandingDraft,
} from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import type { BannerRecord, BannersService, SpecialLandingRecord } from '../catalog/catalog.module.ts';
import type { PictureUploads } from '../media/media.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { storePicture } from './picture-refusals.ts';

const asBackOfficeBanner = (banner: BannerRecord): BackOfficeBanner => ({
  id: banner.id,
  size: banner.size,
  title: banner.title,
  titleAr: banner.titleTranslations.ar,
  titleZh: banner.titleTranslations.zh,
  imageUrl: banner.imageUrl,
  videoUrl: banner.videoUrl,
  active: banner.isActive,
});

const asBackOfficeSpecialLanding = (landing: SpecialLandingRecord): BackOfficeSpecialLanding => ({
  imageUrl: landing.imageUrl,
  whatIs: landing.whatIs,
  whatIsAr: landing.whatIsTranslations.ar,
  whatIsZh: landing.whatIsTranslations.zh,
});

const bannerFields = (draft: BannerDraft) => ({
  size: draft.size,
  title: draft.title,
  titleTranslations: { ar: draft.titleAr, zh: draft.titleZh },
  videoUrl: draft.videoUrl,
  isActive: draft.active,
});

export type BackOfficeBannersDependencies = {
  banners: BannersService;
  pictures: PictureUploads;
  /** The server-rendered home page reads the banners: the catalogue's caches go after a change. */
  changes: AuditedChanges;
};

/**
 * The home carousel's banners and the special-offers landing page, kept by admins through the catalogue;
 * each change audited, then the storefront's caches dropped.
 */
export class BackOfficeBannersService {
  private readonly deps: BackOfficeBannersDependencies;
  constructor(deps: BackOfficeBannersDependencies) {
    this.deps = deps;
  }

  async banners(): Promise<BackOfficeBannersResponse> {
    return { banners: (await this.deps.banners.all()).map(asBackOfficeBanner) };
  }

  createBanner(staffId: number, draft: BannerDraft): Promise<BackOfficeBanner> {
    return this.deps.changes.make(staffId, async (executor) => {
      const after = await this.deps.banners.create(
        bannerFields(draft),
        this.upload(draft.picture, executor),
        executor,
      );
      return recordChanged(
        'banner.create',
        `banner:${after.id}`,
        { before: null, after },
        asBackOfficeBanner,
      );
    });
  }

  updateBanner(staffId: number, bannerId: number, draft: BannerDraft): Promise<BackOfficeBanner> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'banner.update',
        `banner:${bannerId}`,
        await this.deps.banners.update(
          bannerId,
          bannerFields(draft),
          this.upload(draft.picture, executor),
          executor,
        ),
        asBackOfficeBanner,
      ),
    );
  }

  deleteBanner(staffId: number, bannerId: number): Promise<BackOfficeBannersResponse> {
    return this.deps.changes.make(staffId, async (executor) => {
      const { before, left } = await this.deps.banners.delete(bannerId, executor);
      return {
        action: 'banner.delete',
        subject: `banner:${bannerId}`,
        before: asBackOfficeBanner(before),
        after: null,
        answer: { banners: left.map(asBackOfficeBanner) },
      };
    });
  }

  reorderBanners(staffId: number, bannerIds: number[]): Promise<BackOfficeBannersResponse> {
    return this.deps.changes.make(staffId, async (executor) => {
      const { before, after } = await this.deps.banners.reorder(bannerIds, executor);
      return {
        action: 'banner.reorder',
        subject: 'banner:order',
        before: before.map((banner) => banner.id),
        after: after.map((banner) => banner.id),
        answer: { banners: after.map(asBackOfficeBanner) },
      };
    });
  }

  async specialLanding(): Promise<BackOfficeSpecialLanding> {
    return asBackOfficeSpecialLanding(await this.deps.banners.specialLanding());
  }

  saveSpecialLanding(staffId: number, draft: SpecialLandingDraft): Promise<BackOfficeSpecialLanding> {
    return this.deps.changes.make(staffId, async (executor) =>
      recordChanged(
        'special-landing.update',
        'special-landing',
        await this.deps.banners.saveSpecialLanding(
          { whatIs: draft.whatIs, whatIsTranslations: { ar: draft.whatIsAr, zh: draft.whatIsZh } },
          this.upload(draft.picture, executor),
          executor,
        ),
        asBackOfficeSpecialLanding,
      ),
    );
  }

  /** The picture a draft sends (base64), stored through `media` when the catalogue asks for it. */
  private upload(picture: string | null, executor: Executor) {
    return picture === null ? null : () => storePicture(this.deps.pictures, picture, executor);
  }
}

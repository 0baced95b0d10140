import { fixedError } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type {
  BannerFields,
  BannerRecord,
  BannersRepository,
  SpecialLandingRecord,
} from './banners.repository.ts';

/** Stores an uploaded picture (through `media`, in the change's transaction) and gives its address. */
type Upload = () => Promise<string>;

/**
 * The home carousel's banners (picture or video, size, title in three languages, order, on or off) and the
 * special-offers landing page's picture and 'What is' text: shown to shoppers, kept by admins. An admin's
 * change runs on the caller's transaction and answers what was there before and after it.
 */
export class BannersService {
  private readonly banners: BannersRepository;
  constructor(banners: BannersRepository) {
    this.banners = banners;
  }

  /** The banners switched on, in carousel order. */
  list(): Promise<BannerRecord[]> {
    return this.banners.listed();
  }

  specialLanding(): Promise<SpecialLandingRecord> {
    return this.banners.specialLanding();
  }

  /** Every banner in carousel order, switched on or not. */
  all(): Promise<BannerRecord[]> {
    return this.banners.all();
  }

  /** `upload`, when a picture was sent, stores it before the banner is written. */
  async create(fields: BannerFields, upload: Upload | null, executor: Executor): Promise<BannerRecord> {
    const banners = this.banners.on(executor);
    const imageUrl = upload ? await upload() : null;
    checkShowable(imageUrl, fields);
    return this.find(banners, await banners.insert(fields, imageUrl));
  }

  /** Without a new picture the banner keeps the one it has. */
  async update(
    bannerId: number,
    fields: BannerFields,
    upload: Upload | null,
    executor: Executor,
  ): Promise<{ before: BannerRecord; after: BannerRecord }> {
    const banners = this.banners.on(executor);
    const before = await this.find(banners, bannerId);
    const imageUrl = upload ? await upload() : before.imageUrl;
    checkShowable(imageUrl, fields);
    await banners.update(bannerId, fields, imageUrl);
    return { before, after: await this.find(banners, bannerId) };
  }

  /** The banner deleted, and the banners left. */
  async delete(
    bannerId: number,
    executor: Executor,
  ): Promise<{ before: BannerRecord; left: BannerRecord[] }> {
    const banners = this.banners.on(executor);
    const before = await this.find(banners, bannerId);
    await banners.delete(bannerId);
    return { before, left: await banners.all() };
  }

  /** The carousel's new order names every banner once, so that no banner is lost or shown twice. */
  async reorder(
    bannerIds: number[],
    executor: Executor,
  ): Promise<{ before: BannerRecord[]; after: BannerRecord[] }> {
    const banners = this.banners.on(executor);
    const before = await banners.all();
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
    return { before, after: await banners.all() };
  }

  /** Without a new picture the page keeps the one it has. */
  async saveSpecialLanding(
    text: Omit<SpecialLandingRecord, 'imageUrl'>,
    upload: Upload | null,
    executor: Executor,
  ): Promise<{ before: SpecialLandingRecord; after: SpecialLandingRecord }> {
    const banners = this.banners.on(executor);
    const before = await banners.specialLanding();
    await banners.saveSpecialLanding({ imageUrl: upload ? await upload() : before.imageUrl, ...text });
    return { before, after: await banners.specialLanding() };
  }

  private async find(banners: BannersRepository, bannerId: number): Promise<BannerRecord> {
    const [banner] = await banners.all(bannerId);
    if (!banner) throw notFound(fixedError('backOfficeBanners.bannerNotFound'));
    return banner;
  }
}

/** A banner shows a picture or plays a video: one without either would be an empty slide. */
function checkShowable(imageUrl: string | null, banner: BannerFields) {
  if (imageUrl === null && banner.videoUrl === null) {
    throw new FieldErrors({ Picture: [fixedError('backOfficeBanners.pictureOrVideoRequired')] });
  }
}

import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type BannerRecord = {
  size: number;
  imageUrl: string;
  videoUrl: string | null;
  title: string;
  titleTranslations: Translations;
};

/** The special-offers landing page as an admin set it; null where the page shows what it shipped with. */
export type SpecialLandingRecord = {
  imageUrl: string | null;
  whatIs: string | null;
  whatIsTranslations: Translations;
};

export class BannersRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The banners switched on, in the order the carousel shows them. */
  async list(): Promise<BannerRecord[]> {
    const rows = await this.db
      .selectFrom('banner')
      .select(['size', 'image_url', 'video_url', 'title', 'title_ar', 'title_zh'])
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      size: r.size,
      imageUrl: r.image_url,
      videoUrl: r.video_url,
      title: r.title,
      titleTranslations: { ar: r.title_ar, zh: r.title_zh },
    }));
  }

  async specialLanding(): Promise<SpecialLandingRecord> {
    const row = await this.db
      .selectFrom('special_landing')
      .select(['image_url', 'what_is', 'what_is_ar', 'what_is_zh'])
      .executeTakeFirst();
    return {
      imageUrl: row?.image_url ?? null,
      whatIs: row?.what_is ?? null,
      whatIsTranslations: { ar: row?.what_is_ar ?? null, zh: row?.what_is_zh ?? null },
    };
  }
}

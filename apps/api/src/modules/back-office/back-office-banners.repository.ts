import type { BackOfficeBanner, BackOfficeSpecialLanding, BannerDraft } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';

/** The landing page's one row. */
const SPECIAL_LANDING_ID = 1;

const bannerColumns = (draft: BannerDraft) => ({
  size: draft.size,
  title: draft.title,
  title_ar: draft.titleAr,
  title_zh: draft.titleZh,
  video_url: draft.videoUrl,
  is_active: draft.active ? 1 : 0,
});

/** The banner table and the landing page's row as an admin keeps them (the catalogue reads them for shoppers). */
export class BackOfficeBannersRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficeBannersRepository {
    return new BackOfficeBannersRepository(executor);
  }

  /** In carousel order; one banner when `bannerId` is given. */
  async banners(bannerId?: number): Promise<BackOfficeBanner[]> {
    const rows = await this.db
      .selectFrom('banner')
      .select(['id', 'size', 'title', 'title_ar', 'title_zh', 'image_url', 'video_url', 'is_active'])
      .$if(bannerId !== undefined, (query) => query.where('id', '=', bannerId!))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      size: row.size,
      title: row.title,
      titleAr: row.title_ar,
      titleZh: row.title_zh,
      // A banner shown as a video alone keeps an empty address in the NOT NULL column (migration 0019).
      imageUrl: row.image_url === '' ? null : row.image_url,
      videoUrl: row.video_url,
      active: row.is_active === 1,
    }));
  }

  /** A new banner goes last in the carousel. */
  async insertBanner(draft: BannerDraft, imageUrl: string | null): Promise<number> {
    const last = await this.db
      .selectFrom('banner')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirst();
    const inserted = await this.db
      .insertInto('banner')
      .values({
        ...bannerColumns(draft),
        image_url: imageUrl ?? '',
        sort_order: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateBanner(bannerId: number, draft: BannerDraft, imageUrl: string | null): Promise<void> {
    await this.db
      .updateTable('banner')
      .set({ ...bannerColumns(draft), image_url: imageUrl ?? '' })
      .where('id', '=', bannerId)
      .execute();
  }

  async deleteBanner(bannerId: number): Promise<void> {
    await this.db.deleteFrom('banner').where('id', '=', bannerId).execute();
  }

  /** `bannerIds` in carousel order, every banner once (the service checks). */
  async setOrder(bannerIds: number[]): Promise<void> {
    for (const [position, id] of bannerIds.entries()) {
      await this.db.updateTable('banner').set({ sort_order: position }).where('id', '=', id).execute();
    }
  }

  async specialLanding(): Promise<BackOfficeSpecialLanding> {
    const row = await this.db
      .selectFrom('special_landing')
      .select(['image_url', 'what_is', 'what_is_ar', 'what_is_zh'])
      .where('id', '=', SPECIAL_LANDING_ID)
      .executeTakeFirst();
    return {
      imageUrl: row?.image_url ?? null,
      whatIs: row?.what_is ?? null,
      whatIsAr: row?.what_is_ar ?? null,
      whatIsZh: row?.what_is_zh ?? null,
    };
  }

  async saveSpecialLanding(landing: BackOfficeSpecialLanding): Promise<void> {
    const columns = {
      image_url: landing.imageUrl,
      what_is: landing.whatIs,
      what_is_ar: landing.whatIsAr,
      what_is_zh: landing.whatIsZh,
    };
    await this.db
      .insertInto('special_landing')
      .values({ id: SPECIAL_LANDING_ID, ...columns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
      .execute();
  }
}

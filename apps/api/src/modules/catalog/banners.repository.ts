import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type BannerRecord = {
  id: number;
  size: number;
  /** Null for a banner shown as a video alone. */
  imageUrl: string | null;
  videoUrl: string | null;
  title: string;
  titleTranslations: Translations;
  /** Shown in the carousel; an admin may keep a banner aside. */
  isActive: boolean;
};

/** What an admin writes of a banner besides its picture. */
export type BannerFields = Omit<BannerRecord, 'id' | 'imageUrl'>;

/** The special-offers landing page as an admin set it; null where the page shows what it shipped with. */
export type SpecialLandingRecord = {
  imageUrl: string | null;
  whatIs: string | null;
  whatIsTranslations: Translations;
};

/** The landing page's one row. */
const SPECIAL_LANDING_ID = 1;

const bannerColumns = (banner: BannerFields, imageUrl: string | null) => ({
  size: banner.size,
  title: banner.title,
  title_ar: banner.titleTranslations.ar,
  title_zh: banner.titleTranslations.zh,
  video_url: banner.videoUrl,
  is_active: banner.isActive ? 1 : 0,
  // A banner shown as a video alone keeps an empty address in the NOT NULL column (migration 0019).
  image_url: imageUrl ?? '',
});

function selectBanners(db: Executor) {
  return db
    .selectFrom('banner')
    .select(['id', 'size', 'title', 'title_ar', 'title_zh', 'image_url', 'video_url', 'is_active'])
    .orderBy('sort_order')
    .orderBy('id');
}

type BannerRow = Awaited<ReturnType<ReturnType<typeof selectBanners>['executeTakeFirstOrThrow']>>;

function toBannerRecord(row: BannerRow): BannerRecord {
  return {
    id: row.id,
    size: row.size,
    imageUrl: row.image_url === '' ? null : row.image_url,
    videoUrl: row.video_url,
    title: row.title,
    titleTranslations: { ar: row.title_ar, zh: row.title_zh },
    isActive: row.is_active === 1,
  };
}

export class BannersRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): BannersRepository {
    return new BannersRepository(executor);
  }

  /** The banners switched on, in the order the carousel shows them. */
  async listed(): Promise<BannerRecord[]> {
    return (await selectBanners(this.db).where('is_active', '=', 1).execute()).map(toBannerRecord);
  }

  /** Every banner in carousel order, switched on or not; one banner when `bannerId` is given. */
  async all(bannerId?: number): Promise<BannerRecord[]> {
    const rows = await selectBanners(this.db)
      .$if(bannerId !== undefined, (query) => query.where('id', '=', bannerId!))
      .execute();
    return rows.map(toBannerRecord);
  }

  /** A new banner goes last in the carousel. */
  async insert(banner: BannerFields, imageUrl: string | null): Promise<number> {
    const last = await this.db
      .selectFrom('banner')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirst();
    const inserted = await this.db
      .insertInto('banner')
      .values({
        ...bannerColumns(banner, imageUrl),
        sort_order: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(bannerId: number, banner: BannerFields, imageUrl: string | null): Promise<void> {
    await this.db
      .updateTable('banner')
      .set(bannerColumns(banner, imageUrl))
      .where('id', '=', bannerId)
      .execute();
  }

  async delete(bannerId: number): Promise<void> {
    await this.db.deleteFrom('banner').where('id', '=', bannerId).execute();
  }

  /** `bannerIds` in carousel order, every banner once (the service checks). */
  async setOrder(bannerIds: number[]): Promise<void> {
    for (const [position, id] of bannerIds.entries()) {
      await this.db.updateTable('banner').set({ sort_order: position }).where('id', '=', id).execute();
    }
  }

  async specialLanding(): Promise<SpecialLandingRecord> {
    const row = await this.db
      .selectFrom('special_landing')
      .select(['image_url', 'what_is', 'what_is_ar', 'what_is_zh'])
      .where('id', '=', SPECIAL_LANDING_ID)
      .executeTakeFirst();
    return {
      imageUrl: row?.image_url ?? null,
      whatIs: row?.what_is ?? null,
      whatIsTranslations: { ar: row?.what_is_ar ?? null, zh: row?.what_is_zh ?? null },
    };
  }

  async saveSpecialLanding(landing: SpecialLandingRecord): Promise<void> {
    const columns = {
      image_url: landing.imageUrl,
      what_is: landing.whatIs,
      what_is_ar: landing.whatIsTranslations.ar,
      what_is_zh: landing.whatIsTranslations.zh,
    };
    await this.db
      .insertInto('special_landing')
      .values({ id: SPECIAL_LANDING_ID, ...columns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
      .execute();
  }
}

import type { BackOfficeBrand, BackOfficeCategory, BrandDraft, CategoryDraft } from '@dutyfree/contracts';
import { sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';

/** The key of PostgreSQL's transaction lock that lets one admin at a time count and flag power brands. */
const POWER_BRANDS_LOCK = 710_021;

const brandColumns = (draft: BrandDraft) => ({
  name: draft.name,
  name_ar: draft.nameAr,
  name_zh: draft.nameZh,
  is_power_full_brand: draft.powerBrand ? (1 as const) : (0 as const),
});

const categoryColumns = (draft: CategoryDraft) => ({
  name: draft.name,
  name_ar: draft.nameAr,
  name_zh: draft.nameZh,
  parent_id: draft.parentId,
  level: draft.parentId === null ? 1 : 2,
});

/** The brand and category tables as an admin keeps them (the catalogue module reads them for shoppers). */
export class BackOfficeBrandsRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  on(executor: Executor): BackOfficeBrandsRepository {
    return new BackOfficeBrandsRepository(executor, this.engine);
  }

  /**
   * Holds the power brands still until the transaction ends, so that two admins flagging the last free
   * place at once are counted one after the other. SQLite runs one write transaction at a time already; on
   * PostgreSQL two transactions would each count the other's brand as not there yet.
   */
  async lockPowerBrands(): Promise<void> {
    if (this.engine === 'postgres')
      await sql`select pg_advisory_xact_lock(${POWER_BRANDS_LOCK})`.execute(this.db);
  }

  async brands(brandId?: number): Promise<BackOfficeBrand[]> {
    const rows = await this.db
      .selectFrom('brand')
      .select(['id', 'name', 'name_ar', 'name_zh', 'image_url', 'is_power_full_brand'])
      .$if(brandId !== undefined, (query) => query.where('id', '=', brandId!))
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameAr: row.name_ar,
      nameZh: row.name_zh,
      imageUrl: row.image_url,
      powerBrand: row.is_power_full_brand === 1,
    }));
  }

  async powerBrandCount(): Promise<number> {
    const row = await this.db
      .selectFrom('brand')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_power_full_brand', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertBrand(draft: BrandDraft): Promise<number> {
    return (
      await this.db.insertInto('brand').values(brandColumns(draft)).returning('id').executeTakeFirstOrThrow()
    ).id;
  }

  async updateBrand(brandId: number, draft: BrandDraft): Promise<void> {
    await this.db.updateTable('brand').set(brandColumns(draft)).where('id', '=', brandId).execute();
  }

  async setBrandImage(brandId: number, url: string): Promise<void> {
    await this.db.updateTable('brand').set({ image_url: url }).where('id', '=', brandId).execute();
  }

  async categories(categoryId?: number): Promise<BackOfficeCategory[]> {
    const rows = await this.db
      .selectFrom('category')
      .select(['id', 'parent_id', 'name', 'name_ar', 'name_zh', 'image_url', 'level'])
      .$if(categoryId !== undefined, (query) => query.where('id', '=', categoryId!))
      .orderBy('level')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      nameAr: row.name_ar,
      nameZh: row.name_zh,
      imageUrl: row.image_url,
      level: row.level,
    }));
  }

  async hasSubcategories(categoryId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '=', categoryId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertCategory(draft: CategoryDraft): Promise<number> {
    return (
      await this.db
        .insertInto('category')
        .values(categoryColumns(draft))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  async updateCategory(categoryId: number, draft: CategoryDraft): Promise<void> {
    await this.db.updateTable('category').set(categoryColumns(draft)).where('id', '=', categoryId).execute();
  }

  async setCategoryImage(categoryId: number, url: string): Promise<void> {
    await this.db.updateTable('category').set({ image_url: url }).where('id', '=', categoryId).execute();
  }
}

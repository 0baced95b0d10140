import { sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type BrandRecord = {
  id: number;
  name: string;
  nameTranslations: Translations;
  imageUrl: string | null;
  isPowerFullBrand: boolean;
};

/** What an admin writes of a brand (its logo is uploaded on its own). */
export type BrandFields = Omit<BrandRecord, 'id' | 'imageUrl'>;

/** The key of PostgreSQL's transaction lock that lets one admin at a time count and flag power brands. */
const POWER_BRANDS_LOCK = 710_021;

const columnsOf = (brand: BrandFields) => ({
  name: brand.name,
  name_ar: brand.nameTranslations.ar,
  name_zh: brand.nameTranslations.zh,
  is_power_full_brand: brand.isPowerFullBrand ? (1 as const) : (0 as const),
});

function selectBrands(db: Executor) {
  return db
    .selectFrom('brand')
    .select(['id', 'name', 'name_ar', 'name_zh', 'image_url', 'is_power_full_brand']);
}

type BrandRow = Awaited<ReturnType<ReturnType<typeof selectBrands>['executeTakeFirstOrThrow']>>;

function toBrandRecord(row: BrandRow): BrandRecord {
  return {
    id: row.id,
    name: row.name,
    nameTranslations: { ar: row.name_ar, zh: row.name_zh },
    imageUrl: row.image_url,
    isPowerFullBrand: row.is_power_full_brand === 1,
  };
}

export class BrandsRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): BrandsRepository {
    return new BrandsRepository(executor, this.engine);
  }

  /** Every brand by name, case-insensitively, as shoppers see them. */
  async listByName(): Promise<BrandRecord[]> {
    const rows = await selectBrands(this.db).orderBy(sql`lower(name)`).orderBy('id').execute();
    return rows.map(toBrandRecord);
  }

  /** Every brand, or the one of `brandId`, by name as written, then by id: the back office's order. */
  async listAsWritten(brandId?: number): Promise<BrandRecord[]> {
    const rows = await selectBrands(this.db)
      .$if(brandId !== undefined, (query) => query.where('id', '=', brandId!))
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toBrandRecord);
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('brand').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Brands whose name in any of the shop's languages contains the text, case-insensitively (`text` holds
   * no LIKE wildcards). The brand table is small: a scan.
   */
  async idsNamed(text: string): Promise<number[]> {
    const pattern = `%${text.toLowerCase()}%`;
    const rows = await this.db
      .selectFrom('brand')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(name)`, 'like', pattern),
          eb(sql<string>`lower(name_ar)`, 'like', pattern),
          eb(sql<string>`lower(name_zh)`, 'like', pattern),
        ]),
      )
      .execute();
    return rows.map((r) => r.id);
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

  async powerBrandCount(): Promise<number> {
    const row = await this.db
      .selectFrom('brand')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_power_full_brand', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(brand: BrandFields): Promise<number> {
    return (
      await this.db.insertInto('brand').values(columnsOf(brand)).returning('id').executeTakeFirstOrThrow()
    ).id;
  }

  async update(brandId: number, brand: BrandFields): Promise<void> {
    await this.db.updateTable('brand').set(columnsOf(brand)).where('id', '=', brandId).execute();
  }

  async setImage(brandId: number, url: string): Promise<void> {
    await this.db.updateTable('brand').set({ image_url: url }).where('id', '=', brandId).execute();
  }
}

import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type BrandRecord = {
  id: number;
  name: string;
  nameTranslations: Translations;
  imageUrl: string | null;
  isPowerFullBrand: boolean;
};

export class BrandsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async listByName(): Promise<BrandRecord[]> {
    const rows = await this.db
      .selectFrom('brand')
      .select(['id', 'name', 'name_ar', 'name_zh', 'image_url', 'is_power_full_brand'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameTranslations: { ar: r.name_ar, zh: r.name_zh },
      imageUrl: r.image_url,
      isPowerFullBrand: r.is_power_full_brand === 1,
    }));
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
}

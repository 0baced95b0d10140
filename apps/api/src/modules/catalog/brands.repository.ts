import { type Kysely, sql } from 'kysely';
import type { ShopDatabase } from '../../db/schema.ts';

export type BrandRecord = { id: number; name: string; imageUrl: string | null; isPowerFullBrand: boolean };

export class BrandsRepository {
  private readonly db: Kysely<ShopDatabase>;
  constructor(db: Kysely<ShopDatabase>) {
    this.db = db;
  }

  async listByName(): Promise<BrandRecord[]> {
    const rows = await this.db
      .selectFrom('brand')
      .select(['id', 'name', 'image_url', 'is_power_full_brand'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      imageUrl: r.image_url,
      isPowerFullBrand: r.is_power_full_brand === 1,
    }));
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('brand').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Brands whose name contains the text, case-insensitively (`text` holds no LIKE wildcards). */
  async idsNamed(text: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('brand')
      .select('id')
      .where(sql<string>`lower(name)`, 'like', `%${text.toLowerCase()}%`)
      .execute();
    return rows.map((r) => r.id);
  }
}

import { type Kysely, sql } from 'kysely';
import type { ShopDatabase } from '../../db/schema.ts';

export type CategoryRecord = {
  id: number;
  parentId: number | null;
  name: string;
  imageUrl: string | null;
  level: number;
};

export class CategoriesRepository {
  private readonly db: Kysely<ShopDatabase>;
  constructor(db: Kysely<ShopDatabase>) {
    this.db = db;
  }

  /** Every category, by name case-insensitively: the tree is small and read whole. */
  async listByName(): Promise<CategoryRecord[]> {
    const rows = await this.db
      .selectFrom('category')
      .select(['id', 'parent_id', 'name', 'image_url', 'level'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      imageUrl: r.image_url,
      level: r.level,
    }));
  }
}

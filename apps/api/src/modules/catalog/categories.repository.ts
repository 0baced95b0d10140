import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from './language.ts';

export type CategoryRecord = {
  id: number;
  parentId: number | null;
  name: string;
  nameTranslations: Translations;
  imageUrl: string | null;
  level: number;
};

export class CategoriesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** Every category, by name case-insensitively: the tree is small and read whole. */
  async listByName(): Promise<CategoryRecord[]> {
    const rows = await this.db
      .selectFrom('category')
      .select(['id', 'parent_id', 'name', 'name_ar', 'name_zh', 'image_url', 'level'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      nameTranslations: { ar: r.name_ar, zh: r.name_zh },
      imageUrl: r.image_url,
      level: r.level,
    }));
  }
}

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

/** What an admin writes of a category (its picture is uploaded on its own; its level follows its parent). */
export type CategoryFields = Pick<CategoryRecord, 'parentId' | 'name' | 'nameTranslations'>;

const columnsOf = (category: CategoryFields) => ({
  name: category.name,
  name_ar: category.nameTranslations.ar,
  name_zh: category.nameTranslations.zh,
  parent_id: category.parentId,
  level: category.parentId === null ? 1 : 2,
});

function selectCategories(db: Executor) {
  return db
    .selectFrom('category')
    .select(['id', 'parent_id', 'name', 'name_ar', 'name_zh', 'image_url', 'level']);
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

function toCategoryRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    nameTranslations: { ar: row.name_ar, zh: row.name_zh },
    imageUrl: row.image_url,
    level: row.level,
  };
}

export class CategoriesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): CategoriesRepository {
    return new CategoriesRepository(executor);
  }

  /** Every category, by name case-insensitively: the tree is small and read whole. */
  async listByName(): Promise<CategoryRecord[]> {
    const rows = await selectCategories(this.db).orderBy(sql`lower(name)`).orderBy('id').execute();
    return rows.map(toCategoryRecord);
  }

  /** Every category, or the one of `categoryId`, by level, name as written and id: the back office's order. */
  async listByLevel(categoryId?: number): Promise<CategoryRecord[]> {
    const rows = await selectCategories(this.db)
      .$if(categoryId !== undefined, (query) => query.where('id', '=', categoryId!))
      .orderBy('level')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toCategoryRecord);
  }

  async exists(categoryId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('category')
      .select('id')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasSubcategories(categoryId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '=', categoryId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(category: CategoryFields): Promise<number> {
    return (
      await this.db
        .insertInto('category')
        .values(columnsOf(category))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  async update(categoryId: number, category: CategoryFields): Promise<void> {
    await this.db.updateTable('category').set(columnsOf(category)).where('id', '=', categoryId).execute();
  }

  async setImage(categoryId: number, url: string): Promise<void> {
    await this.db.updateTable('category').set({ image_url: url }).where('id', '=', categoryId).execute();
  }
}

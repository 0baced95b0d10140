import type { BackOfficeItem, ItemDraft } from '@dutyfree/contracts';
import { sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { ItemCategoryType } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { ftsPhrase, TRIGRAM_LENGTH } from '../../db/trigram-search.ts';

/** An item as the back office reads and writes it (the contracts' shape: the form's fields and more). */
export type ItemRecord = BackOfficeItem;

export type ItemChoices = {
  brands: { id: number; name: string }[];
  categories: { id: number; name: string; parentId: number | null }[];
};

const draftColumns = (draft: ItemDraft) => ({
  item_code: draft.itemCode,
  name: draft.name,
  name_ar: draft.nameAr,
  name_zh: draft.nameZh,
  description: draft.description,
  description_ar: draft.descriptionAr,
  description_zh: draft.descriptionZh,
  brand_id: draft.brandId,
  category_id: draft.categoryId,
  category_type: draft.categoryType satisfies ItemCategoryType,
  current_price_cents: draft.priceCents,
  sales_rate_cents: draft.listPriceCents,
  stock: draft.stock,
  miles_for_redeem: draft.milesToRedeem,
  miles_for_accrual: draft.milesToEarn,
  is_travel_exclusive: draft.travelExclusive ? (1 as const) : (0 as const),
});

function selectItems(db: Executor) {
  return db
    .selectFrom('item')
    .innerJoin('brand', 'brand.id', 'item.brand_id')
    .innerJoin('category', 'category.id', 'item.category_id')
    .select([
      'item.id',
      'item.item_code',
      'item.name',
      'item.name_ar',
      'item.name_zh',
      'item.description',
      'item.description_ar',
      'item.description_zh',
      'item.brand_id',
      'brand.name as brand_name',
      'item.category_id',
      'category.name as category_name',
      'item.category_type',
      'item.current_price_cents',
      'item.sales_rate_cents',
      'item.stock',
      'item.miles_for_redeem',
      'item.miles_for_accrual',
      'item.is_travel_exclusive',
      'item.is_active',
    ])
    .select((eb) =>
      eb
        .selectFrom('item_image')
        .select('item_image.url')
        .whereRef('item_image.item_id', '=', 'item.id')
        .orderBy('item_image.is_default', 'desc')
        .orderBy('item_image.sort_order')
        .orderBy('item_image.id')
        .limit(1)
        .as('image_url'),
    );
}

/** What a search looks in: the item code and the name in each of the shop's languages. */
const SEARCHED = ['item_code', 'name', 'name_ar', 'name_zh'] as const;

/** The item table as an admin keeps it: every item, on sale or not, by id. */
export class BackOfficeItemsRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): BackOfficeItemsRepository {
    return new BackOfficeItemsRepository(executor, this.engine);
  }

  /**
   * Up to `limit` items after the id `after`, by id: a keyset on the primary key, so the thousandth page
   * costs what the first does. `search` matches the item code or a name in any of the three languages;
   * from 3 characters the trigram indexes (0011, 0017) find the matches instead of a scan of every item.
   */
  async page(search: string | undefined, after: number | undefined, limit: number): Promise<ItemRecord[]> {
    let query = selectItems(this.db).orderBy('item.id').limit(limit);
    if (after !== undefined) query = query.where('item.id', '>', after);
    if (search && search.length >= TRIGRAM_LENGTH && this.engine === 'sqlite') {
      const ids = await this.ftsMatches(search, after ?? 0, limit);
      if (ids.length === 0) return [];
      query = query.where('item.id', 'in', ids);
    } else if (search && search.length >= TRIGRAM_LENGTH) {
      // pg_trgm's GIN index of each column, ORed in one bitmap: the matches come from the indexes
      // rather than from walking items in id order until a page of them matches.
      const pattern = `%${search}%`;
      query = query.where('item.id', 'in', (eb) =>
        eb
          .selectFrom('item as matched')
          .select('matched.id')
          .where((m) => m.or(SEARCHED.map((column) => m(`matched.${column}`, 'ilike', pattern))))
          .where('matched.id', '>', after ?? 0),
      );
    } else if (search) {
      // SQLite's LIKE ignores the case of ASCII letters already; PostgreSQL needs ILIKE for that.
      const operator = this.engine === 'postgres' ? 'ilike' : 'like';
      const pattern = `%${search}%`;
      query = query.where((eb) => eb.or(SEARCHED.map((column) => eb(`item.${column}`, operator, pattern))));
    }
    return (await query.execute()).map(toRecord);
  }

  /**
   * The first `limit` ids past `after` whose code or a name contains `search`, from SQLite's two FTS5
   * trigram tables. Each hands its matches over in rowid order and stops at the limit, so a word most
   * items share costs what a rare one does; the two short lists are merged here.
   */
  private async ftsMatches(search: string, after: number, limit: number): Promise<number[]> {
    const phrase = ftsPhrase(search);
    const [codes, names] = await Promise.all([
      sql<{ id: number }>`select rowid as id from item_code_fts
        where item_code_fts match ${phrase} and rowid > ${after} order by rowid limit ${limit}`.execute(
        this.db,
      ),
      sql<{ id: number }>`select rowid as id from item_names_fts
        where item_names_fts match ${phrase} and rowid > ${after} order by rowid limit ${limit}`.execute(
        this.db,
      ),
    ]);
    const ids = new Set([...codes.rows, ...names.rows].map((row) => row.id));
    return [...ids].sort((a, b) => a - b).slice(0, limit);
  }

  async findById(itemId: number): Promise<ItemRecord | undefined> {
    const row = await selectItems(this.db).where('item.id', '=', itemId).executeTakeFirst();
    return row && toRecord(row);
  }

  /** The id of the item holding `itemCode`, if one does. */
  async idOfCode(itemCode: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('item')
      .select('id')
      .where('item_code', '=', itemCode)
      .executeTakeFirst();
    return row?.id;
  }

  async choices(): Promise<ItemChoices> {
    const [brands, categories] = await Promise.all([
      this.db.selectFrom('brand').select(['id', 'name']).orderBy('name').execute(),
      this.db
        .selectFrom('category')
        .select(['id', 'name', 'parent_id'])
        .orderBy('level')
        .orderBy('name')
        .execute(),
    ]);
    return {
      brands,
      categories: categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id })),
    };
  }

  async brandExists(brandId: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('brand').select('id').where('id', '=', brandId).executeTakeFirst()) !==
      undefined
    );
  }

  async categoryExists(categoryId: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('category').select('id').where('id', '=', categoryId).executeTakeFirst()) !==
      undefined
    );
  }

  async insert(draft: ItemDraft, registeredAt: number): Promise<number> {
    const row = await this.db
      .insertInto('item')
      .values({ ...draftColumns(draft), registered_at: registeredAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(itemId: number, draft: ItemDraft): Promise<void> {
    await this.db.updateTable('item').set(draftColumns(draft)).where('id', '=', itemId).execute();
  }

  /** Makes `url` the item's first picture; the pictures it had stay behind it. */
  async addFirstPicture(itemId: number, url: string): Promise<void> {
    await this.db.updateTable('item_image').set({ is_default: 0 }).where('item_id', '=', itemId).execute();
    const first = await this.db
      .selectFrom('item_image')
      .select((eb) => eb.fn.min('sort_order').as('sort_order'))
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    await this.db
      .insertInto('item_image')
      .values({ item_id: itemId, url, is_default: 1, sort_order: Number(first?.sort_order ?? 1) - 1 })
      .execute();
  }

  async setActive(itemId: number, active: boolean): Promise<void> {
    await this.db
      .updateTable('item')
      .set({ is_active: active ? 1 : 0 })
      .where('id', '=', itemId)
      .execute();
  }
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

function toRecord(row: ItemRow): ItemRecord {
  return {
    id: row.id,
    itemCode: row.item_code,
    name: row.name,
    nameAr: row.name_ar,
    nameZh: row.name_zh,
    description: row.description,
    descriptionAr: row.description_ar,
    descriptionZh: row.description_zh,
    brandId: row.brand_id,
    brand: row.brand_name,
    categoryId: row.category_id,
    category: row.category_name,
    categoryType: row.category_type,
    priceCents: Number(row.current_price_cents),
    listPriceCents: Number(row.sales_rate_cents),
    stock: row.stock,
    milesToRedeem: row.miles_for_redeem,
    milesToEarn: row.miles_for_accrual,
    travelExclusive: row.is_travel_exclusive === 1,
    active: row.is_active === 1,
    imageUrl: row.image_url ?? null,
  };
}

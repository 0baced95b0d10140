import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Engine } from '../../db/database.ts';
import { PreparedQuery } from '../../db/prepared-query.ts';
import type { ItemCategoryType, ShopDatabase } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { ftsPhrase, TRIGRAM_LENGTH } from '../../db/trigram-search.ts';
import type { ShopLanguage, Translations } from './language.ts';
import { offerMembers } from './price-lists.repository.ts';

export type ItemRecord = {
  id: number;
  itemCode: string;
  /** English, the shop's own language and the fallback; the translations beside it. */
  name: string;
  nameTranslations: Translations;
  description: string;
  descriptionTranslations: Translations;
  brandId: number;
  brandName: string;
  brandNameTranslations: Translations;
  categoryId: number;
  categoryType: ItemCategoryType;
  stock: number;
  currentPriceCents: number;
  salesRateCents: number;
  isPercentage: boolean;
  orderQuantity: number;
  milesForRedeem: number;
  milesForAccrual: number;
  isTravelExclusive: boolean;
  youtubeUrl: string | null;
  registeredAt: number;
};

/** An item as the back office keeps it: on sale or not, with its category's name and its main picture. */
export type KeptItemRecord = ItemRecord & {
  isActive: boolean;
  categoryName: string;
  mainPictureUrl: string | null;
};

/**
 * What an admin writes of an item (its pictures are added on their own; it goes on sale when created). Its
 * stock is the stock module's: a new item starts with none, and the stock module moves it from there.
 */
export type ItemFields = Pick<
  ItemRecord,
  | 'itemCode'
  | 'name'
  | 'nameTranslations'
  | 'description'
  | 'descriptionTranslations'
  | 'brandId'
  | 'categoryId'
  | 'categoryType'
  | 'currentPriceCents'
  | 'salesRateCents'
  | 'milesForRedeem'
  | 'milesForAccrual'
  | 'isTravelExclusive'
>;

/** What a listing's filters offer choices of: the brands or the categories of its items. */
export type ItemFacet = 'brand' | 'category';

export type ItemImageRecord = { itemId: number; url: string; isDefault: boolean };

/** An item with its pictures and the address of its main one (`mainPictureUrl`), read in one statement. */
export type ItemWithImages = ItemRecord & { images: ItemImageRecord[]; mainPictureUrl: string | null };

/** Conditions on active items, all of which must hold; an empty id list matches nothing. */
export type ItemFilter = {
  categoryIds?: readonly number[];
  brandIds?: readonly number[];
  /** Named by any of these offer price lists. */
  offerListIds?: readonly number[];
  /** Among the `count` newest or best-selling (at least one sold) items. */
  topRanked?: { by: 'newest' | 'bestSelling'; count: number };
  travelExclusive?: true;
  /** Current price below the list price. */
  discounted?: true;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Same category or brand as the item, without the item itself. */
  similarTo?: { itemId: number; categoryId: number; brandId: number };
};

export type ItemOrder = { by: 'price' | 'name' | 'date'; direction: 'asc' | 'desc' };

/** A place in a listing's order: the sort value and id of one of its rows. */
export type ListingAnchor = { sortKey: number | string; id: number };

export type ItemMatch = { id: number; brandId: number; categoryId: number };

type ItemExpressions = ExpressionBuilder<ShopDatabase, 'item'>;
type IdColumn = 'item.id' | 'item.category_id' | 'item.brand_id';

const nothing = sql<SqlBool>`1 = 0`;

/**
 * Items for sale, as the literal predicate of the item_listed_* partial indexes (0004). Bound as a
 * parameter instead, SQLite would re-prepare the statement on every run, because whether those indexes
 * apply depends on the value (measured: 25 µs instead of 2.4 µs for one item by id).
 */
const listed = sql<SqlBool>`item.is_active = 1`;

function idIn(eb: ItemExpressions, column: IdColumn, ids: readonly number[]): Expression<SqlBool> {
  return ids.length === 0 ? nothing : eb(column, 'in', ids);
}

/** Name order is case-insensitive (SPEC §7); each sort key has item_listed_* indexes (0004). */
function sortKeyOf(order: ItemOrder): RawBuilder<number | string> {
  if (order.by === 'price') return sql<number>`item.current_price_cents`;
  if (order.by === 'name') return sql<string>`lower(item.name)`;
  return sql<number>`item.registered_at`;
}

/**
 * The anchor's row and every row after it in the listing's order. SQLite seeks an index directly with the
 * range form (docs/performance.md: `a <= ? AND (a < ? OR id <= ?)`, 4× faster on SQLite than the naive
 * `a < ? OR (a = ? AND id <= ?)`); PostgreSQL bitmap-scans every index entry below the anchor for it (4 ms
 * warm, 154 ms cold at page 8,000 of 100,000 items) and walks the index from the anchor only for the row
 * value `(a, id) <= (?, ?)`. Both select the same rows.
 */
function fromAnchor(order: ItemOrder, anchor: ListingAnchor, engine: Engine): Expression<SqlBool> {
  const key = sortKeyOf(order);
  if (engine === 'postgres') {
    return order.direction === 'desc'
      ? sql<SqlBool>`(${key}, item.id) <= (${anchor.sortKey}, ${anchor.id})`
      : sql<SqlBool>`(${key}, item.id) >= (${anchor.sortKey}, ${anchor.id})`;
  }
  return order.direction === 'desc'
    ? sql<SqlBool>`${key} <= ${anchor.sortKey} and (${key} < ${anchor.sortKey} or item.id <= ${anchor.id})`
    : sql<SqlBool>`${key} >= ${anchor.sortKey} and (${key} > ${anchor.sortKey} or item.id >= ${anchor.id})`;
}

/** The translated texts of an item row and its brand, by language. */
const TRANSLATED_COLUMNS = {
  ar: ['item.name_ar', 'item.description_ar', 'brand.name_ar as brand_name_ar'],
  zh: ['item.name_zh', 'item.description_zh', 'brand.name_zh as brand_name_zh'],
} as const;

/**
 * Every column of an item row with its brand's name, in English and in `language`, or in every language
 * without one (the wire picks one). A listing page read in one language reads a third of the texts:
 * 12 rows of all three cost 35 µs more than of one on SQLite (docs/performance.md).
 */
function selectingItems(db: Executor, language?: ShopLanguage) {
  const translated =
    language === undefined
      ? [...TRANSLATED_COLUMNS.ar, ...TRANSLATED_COLUMNS.zh]
      : language === 'en'
        ? []
        : TRANSLATED_COLUMNS[language];
  return db
    .selectFrom('item')
    .innerJoin('brand', 'brand.id', 'item.brand_id')
    .select([
      'item.id',
      'item.item_code',
      'item.name',
      'item.description',
      'item.brand_id',
      'brand.name as brand_name',
      'item.category_id',
      'item.category_type',
      'item.stock',
      'item.current_price_cents',
      'item.sales_rate_cents',
      'item.is_percentage',
      'item.order_quantity',
      'item.miles_for_redeem',
      'item.miles_for_accrual',
      'item.is_travel_exclusive',
      'item.youtube_url',
      'item.registered_at',
    ])
    .select(translated)
    .$castTo<ItemRow>();
}

/**
 * The address of an item's main picture: its default picture, else its first (by place, then as added);
 * null when it has none. The one rule for it, read inside any statement about items or their order lines
 * (the orders module borrows it through the catalogue's facade).
 */
export function mainPictureUrl(itemId: Expression<number>) {
  return expressionBuilder<ShopDatabase, never>()
    .selectFrom('item_image')
    .select('item_image.url')
    .where('item_image.item_id', '=', itemId)
    .orderBy('item_image.is_default', 'desc')
    .orderBy('item_image.sort_order')
    .orderBy('item_image.id')
    .limit(1);
}

/** Every item, on sale or not, as the back office reads it. */
function selectingKeptItems(db: Executor) {
  return selectingItems(db)
    .innerJoin('category', 'category.id', 'item.category_id')
    .select((eb) => [
      'category.name as category_name',
      'item.is_active',
      mainPictureUrl(eb.ref('item.id')).as('main_picture_url'),
    ]);
}

function toKeptItemRecord(
  row: ItemRow & { category_name: string; is_active: number; main_picture_url: string | null },
) {
  return {
    ...toItemRecord(row),
    isActive: row.is_active === 1,
    categoryName: row.category_name,
    mainPictureUrl: row.main_picture_url,
  };
}

const itemColumns = (item: ItemFields) => ({
  item_code: item.itemCode,
  name: item.name,
  name_ar: item.nameTranslations.ar,
  name_zh: item.nameTranslations.zh,
  description: item.description,
  description_ar: item.descriptionTranslations.ar,
  description_zh: item.descriptionTranslations.zh,
  brand_id: item.brandId,
  category_id: item.categoryId,
  category_type: item.categoryType,
  current_price_cents: item.currentPriceCents,
  sales_rate_cents: item.salesRateCents,
  miles_for_redeem: item.milesForRedeem,
  miles_for_accrual: item.milesForAccrual,
  is_travel_exclusive: item.isTravelExclusive ? (1 as const) : (0 as const),
});

/** What the back office's search looks in: the item code and the name in each of the shop's languages. */
const SEARCHED = ['item_code', 'name', 'name_ar', 'name_zh'] as const;

type PageArgs = { filter: ItemFilter; order: ItemOrder; limit: number; offset: number; from?: ListingAnchor };

export class ItemsRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  /** Parsing these 24 column references took most of a one-item read's time when done per query. */
  private readonly selectItems: ReturnType<typeof selectingItems>;
  // The hot catalogue reads and an order's items, built and compiled once per shape (`db/prepared-query.ts`).
  private readonly itemsByIds: PreparedQuery<{ ids: readonly number[] }, ItemRow>;
  private readonly itemsWithGifts: PreparedQuery<
    { ids: readonly number[]; offerListIds: readonly number[] },
    ItemRow & { image_url: string | null; image_is_default: number | null; main_picture_url: string | null }
  >;
  private readonly pageIds: PreparedQuery<PageArgs, { id: number }>;
  private readonly images: PreparedQuery<{ itemIds: readonly number[] }, ImageRow>;
  /** The language this repository reads items' texts in besides English; every language without one. */
  private readonly language: ShopLanguage | undefined;
  private readonly inLanguages = new Map<ShopLanguage, ItemsRepository>();
  constructor(db: Executor, engine: Engine, language?: ShopLanguage) {
    this.db = db;
    this.engine = engine;
    this.language = language;
    this.selectItems = selectingItems(db);
    this.itemsByIds = new PreparedQuery(db, ({ ids }) =>
      selectingItems(db, this.language).where((eb) => eb.and([listed, eb('item.id', 'in', ids)])),
    );
    this.itemsWithGifts = new PreparedQuery(db, ({ ids, offerListIds }) =>
      this.selectItems
        .leftJoin('item_image', 'item_image.item_id', 'item.id')
        .select((eb) => [
          'item_image.url as image_url',
          'item_image.is_default as image_is_default',
          mainPictureUrl(eb.ref('item.id')).as('main_picture_url'),
        ])
        .where((eb) => {
          const asked = eb('item.id', 'in', ids);
          if (offerListIds.length === 0) return eb.and([listed, asked]);
          const gifts = eb
            .selectFrom('buy_get_offer')
            .select('buy_get_offer.get_item_id')
            .where('buy_get_offer.item_id', 'in', ids)
            .where('buy_get_offer.price_list_id', 'in', offerListIds);
          return eb.and([listed, eb.or([asked, eb('item.id', 'in', gifts)])]);
        })
        .orderBy('item.id')
        .orderBy('item_image.sort_order')
        .orderBy('item_image.id'),
    );
    this.pageIds = new PreparedQuery(db, ({ filter, order, limit, offset, from }) =>
      this.ordered(filter, order, from).select('item.id').limit(limit).offset(offset),
    );
    this.images = new PreparedQuery(db, ({ itemIds }) =>
      db
        .selectFrom('item_image')
        .select(['item_id', 'url', 'is_default'])
        .where('item_id', 'in', itemIds)
        .orderBy('item_id')
        .orderBy('sort_order')
        .orderBy('id'),
    );
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): ItemsRepository {
    return new ItemsRepository(executor, this.engine, this.language);
  }

  /**
   * This repository reading items by id and pages in English and `language` alone: their other
   * translations come back null, as untranslated ones, so its records serve answers in `language` only.
   */
  in(language: ShopLanguage): ItemsRepository {
    let repository = this.inLanguages.get(language);
    if (!repository) {
      repository = new ItemsRepository(this.db, this.engine, language);
      this.inLanguages.set(language, repository);
    }
    return repository;
  }

  async findByIds(ids: readonly number[]): Promise<ItemRecord[]> {
    if (ids.length === 0) return [];
    return (await this.itemsByIds.execute({ ids })).map(toItemRecord);
  }

  /**
   * The items of these ids that are for sale, and in the same statement every item for sale that one of
   * them gives away under the offer lists named (a buy-get's gift), each with its pictures, so that
   * pricing an order reads its items, their gifts and their pictures in one round trip (an item's row
   * comes once per picture). A gift of a list the item does not follow may come along: the caller keeps
   * only the gifts its items' own terms name.
   */
  async findWithGifts(ids: readonly number[], offerListIds: readonly number[]): Promise<ItemWithImages[]> {
    if (ids.length === 0) return [];
    const items = new Map<number, ItemWithImages>();
    for (const row of await this.itemsWithGifts.execute({ ids, offerListIds })) {
      let item = items.get(row.id);
      if (!item) {
        item = { ...toItemRecord(row), images: [], mainPictureUrl: row.main_picture_url };
        items.set(row.id, item);
      }
      if (row.image_url !== null)
        item.images.push({ itemId: row.id, url: row.image_url, isDefault: row.image_is_default === 1 });
    }
    return [...items.values()];
  }

  /** The items of these ids that are for sale, in the order of `ids`; the others are left out. */
  async findInOrder(ids: readonly number[]): Promise<ItemRecord[]> {
    const found = new Map((await this.findByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * Active items matching the filter, in order, `offset` rows on: counted from the first row, or from
   * `from`, an anchor of the same listing, whose own row is the first. The page's ids are found on an
   * index alone and only their rows are read in full, so that skipped rows cost an index step each
   * rather than a row and its brand. The rows are read by id in a second statement rather than joined to
   * the ids in the same one: a random page of 100,000 items cost 115 µs instead of 150 µs on SQLite that
   * way (docs/performance.md), which reads them in id order. An item withdrawn between the two drops
   * out, as from a searched text's page.
   */
  async page(
    filter: ItemFilter,
    order: ItemOrder,
    limit: number,
    offset = 0,
    from?: ListingAnchor,
  ): Promise<ItemRecord[]> {
    const rows = await this.pageIds.execute({ filter, order, limit, offset, from });
    return this.findInOrder(rows.map((row) => row.id));
  }

  /**
   * The anchors of a listing `every` rows apart (its rows number every, 2 × every, … counted from 0).
   * PostgreSQL numbers the listing's rows in one walk of its index (about 130 ms for 100,000 items, against
   * 0.5 s for 390 short statements one after another, while every deep page waited on them). On SQLite each
   * is found from the one before by skipping `every` index entries, in short statements that let other
   * requests run in between.
   */
  async anchors(filter: ItemFilter, order: ItemOrder, every: number): Promise<ListingAnchor[]> {
    if (this.engine === 'postgres') return this.numberedAnchors(filter, order, every);
    const anchors: ListingAnchor[] = [];
    for (let next = await this.placeAt(filter, order, every); next; ) {
      anchors.push(next);
      next = await this.placeAt(filter, order, every, next);
    }
    return anchors;
  }

  private async numberedAnchors(
    filter: ItemFilter,
    order: ItemOrder,
    every: number,
  ): Promise<ListingAnchor[]> {
    const direction = sql.raw(order.direction);
    const listing = this.db
      .selectFrom('item')
      .where((eb) => this.matching(eb, filter))
      .select([
        sortKeyOf(order).as('sort_key'),
        'item.id',
        sql<number>`row_number() over (order by ${sortKeyOf(order)} ${direction}, item.id ${direction}) - 1`.as(
          'place',
        ),
      ]);
    const rows = await this.db
      .selectFrom(listing.as('listing'))
      .select(['sort_key', 'id'])
      .where(sql<SqlBool>`place > 0 and place % ${every} = 0`)
      .orderBy('place')
      .execute();
    return rows.map((row) => ({ sortKey: row.sort_key, id: row.id }));
  }

  /** The place of the row `offset` rows on from the first row, or from `from`. */
  private async placeAt(
    filter: ItemFilter,
    order: ItemOrder,
    offset: number,
    from?: ListingAnchor,
  ): Promise<ListingAnchor | undefined> {
    const row = await this.ordered(filter, order, from)
      .select([sortKeyOf(order).as('sort_key'), 'item.id'])
      .limit(1)
      .offset(offset)
      .executeTakeFirst();
    return row && { sortKey: row.sort_key, id: row.id };
  }

  /** The matching items in the listing's order, from `from` on when given; the caller selects. */
  private ordered(filter: ItemFilter, order: ItemOrder, from?: ListingAnchor) {
    return this.db
      .selectFrom('item')
      .where((eb) => this.matching(eb, filter))
      .$if(from !== undefined, (q) => q.where(fromAnchor(order, from!, this.engine)))
      .orderBy(sortKeyOf(order), order.direction)
      .orderBy('item.id', order.direction);
  }

  /** Every item matching the filter, in the listing's order, by id with its brand and category. */
  async orderedMatches(filter: ItemFilter, order: ItemOrder): Promise<ItemMatch[]> {
    const rows = await this.ordered(filter, order)
      .select(['item.id', 'item.brand_id', 'item.category_id'])
      .execute();
    return rows.map((row) => ({ id: row.id, brandId: row.brand_id, categoryId: row.category_id }));
  }

  /** The brands or the categories that have items matching the filter, by id. */
  async facetIds(facet: ItemFacet, filter: ItemFilter): Promise<number[]> {
    const column = facet === 'brand' ? 'brand_id' : 'category_id';
    const rows = await this.db
      .selectFrom('item')
      .select(`item.${column} as id`)
      .distinct()
      .where((eb) => this.matching(eb, filter))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Active items' ids in id order, a page at a time: what the sitemap lists. */
  async listedIds(limit: number, offset: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('item')
      .select('item.id')
      .where(listed)
      .orderBy('item.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }

  async countListed(): Promise<number> {
    const row = await this.db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(listed)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async count(filter: ItemFilter): Promise<number> {
    const row = await this.db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where((eb) => this.matching(eb, filter))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async imagesFor(itemIds: readonly number[]): Promise<ItemImageRecord[]> {
    if (itemIds.length === 0) return [];
    const rows = await this.images.execute({ itemIds });
    return rows.map((r) => ({ itemId: r.item_id, url: r.url, isDefault: r.is_default === 1 }));
  }

  private matching(eb: ItemExpressions, filter: ItemFilter): Expression<SqlBool> {
    const conditions: Expression<SqlBool>[] = [listed];
    if (filter.categoryIds) conditions.push(idIn(eb, 'item.category_id', filter.categoryIds));
    if (filter.brandIds) conditions.push(idIn(eb, 'item.brand_id', filter.brandIds));
    if (filter.offerListIds) {
      conditions.push(
        filter.offerListIds.length === 0
          ? nothing
          : eb(
              'item.id',
              'in',
              eb.selectFrom(offerMembers(this.db, filter.offerListIds).as('member')).select('member.item_id'),
            ),
      );
    }
    if (filter.topRanked) conditions.push(eb('item.id', 'in', this.topRanked(filter.topRanked)));
    if (filter.travelExclusive) conditions.push(eb('item.is_travel_exclusive', '=', 1));
    // Word for word the predicate of the partial index item_listed_deal_price_idx, so that it is used.
    if (filter.discounted) conditions.push(sql<SqlBool>`current_price_cents < sales_rate_cents`);
    if (filter.minPriceCents !== undefined) {
      conditions.push(eb('item.current_price_cents', '>=', filter.minPriceCents));
    }
    if (filter.maxPriceCents !== undefined) {
      conditions.push(eb('item.current_price_cents', '<=', filter.maxPriceCents));
    }
    if (filter.similarTo) {
      const { itemId, categoryId, brandId } = filter.similarTo;
      conditions.push(
        eb('item.id', '<>', itemId),
        eb.or([eb('item.category_id', '=', categoryId), eb('item.brand_id', '=', brandId)]),
      );
    }
    return eb.and(conditions);
  }

  // The back office's reads and writes -------------------------------------------------------------------

  /**
   * Up to `limit` items, on sale or not, after the id `after`, by id: a keyset on the primary key, so the
   * thousandth page costs what the first does. `search` matches the item code or a name in any of the three
   * languages; from 3 characters the trigram indexes (0011, 0017) find the matches instead of a scan of
   * every item.
   */
  async keptPage(
    search: string | undefined,
    after: number | undefined,
    limit: number,
  ): Promise<KeptItemRecord[]> {
    let query = selectingKeptItems(this.db).orderBy('item.id').limit(limit);
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
    return (await query.execute()).map(toKeptItemRecord);
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

  /** The item, on sale or not. */
  async kept(itemId: number): Promise<KeptItemRecord | undefined> {
    const row = await selectingKeptItems(this.db).where('item.id', '=', itemId).executeTakeFirst();
    return row && toKeptItemRecord(row);
  }

  /** The items of these ids, on sale or not, by id; ids of no item are left out. */
  async keptByIds(itemIds: readonly number[]): Promise<KeptItemRecord[]> {
    if (itemIds.length === 0) return [];
    const rows = await selectingKeptItems(this.db)
      .where('item.id', 'in', itemIds)
      .orderBy('item.id')
      .execute();
    return rows.map(toKeptItemRecord);
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

  /** Up to `limit` items on sale with `threshold` or fewer in the warehouse, fewest first. */
  async lowStock(
    threshold: number,
    limit: number,
  ): Promise<Pick<ItemRecord, 'id' | 'itemCode' | 'name' | 'stock'>[]> {
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'item_code', 'name', 'stock'])
      .where('is_active', '=', 1)
      .where('stock', '<=', threshold)
      .orderBy('stock')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, itemCode: row.item_code, name: row.name, stock: row.stock }));
  }

  /** Of these ids, the ones no item has. */
  async unknownIds(itemIds: readonly number[]): Promise<Set<number>> {
    const unknown = new Set(itemIds);
    if (unknown.size === 0) return unknown;
    const found = await this.db
      .selectFrom('item')
      .select('id')
      .where('id', 'in', [...unknown])
      .execute();
    for (const { id } of found) unknown.delete(id);
    return unknown;
  }

  async insert(item: ItemFields, registeredAt: number): Promise<number> {
    const row = await this.db
      .insertInto('item')
      .values({ ...itemColumns(item), stock: 0, registered_at: registeredAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(itemId: number, item: ItemFields): Promise<void> {
    await this.db.updateTable('item').set(itemColumns(item)).where('id', '=', itemId).execute();
  }

  async setActive(itemId: number, active: boolean): Promise<void> {
    await this.db
      .updateTable('item')
      .set({ is_active: active ? 1 : 0 })
      .where('id', '=', itemId)
      .execute();
  }

  /** Makes `url` the item's default picture, placed first; the pictures it had stay behind it. */
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

  private topRanked({ by, count }: NonNullable<ItemFilter['topRanked']>) {
    const ranked = this.db
      .selectFrom('item as ranked')
      .select('ranked.id')
      // As `listed`, for the ranked copy of the table.
      .where(sql<SqlBool>`ranked.is_active = 1`);
    if (by === 'newest')
      return ranked.orderBy('ranked.registered_at', 'desc').orderBy('ranked.id', 'desc').limit(count);
    // The best sellers' index is on `item_sales`, which an item enters with its first unit sold.
    return ranked
      .innerJoin('item_sales as sold', 'sold.item_id', 'ranked.id')
      .where('sold.units_sold', '>', 0)
      .orderBy('sold.units_sold', 'desc')
      .orderBy('ranked.id', 'desc')
      .limit(count);
  }
}

type ImageRow = { item_id: number; url: string; is_default: number };

type ItemRow = {
  id: number;
  item_code: string;
  name: string;
  name_ar?: string | null;
  name_zh?: string | null;
  description: string;
  description_ar?: string | null;
  description_zh?: string | null;
  brand_id: number;
  brand_name: string;
  brand_name_ar?: string | null;
  brand_name_zh?: string | null;
  category_id: number;
  category_type: ItemCategoryType;
  stock: number;
  current_price_cents: number;
  sales_rate_cents: number;
  is_percentage: number;
  order_quantity: number;
  miles_for_redeem: number;
  miles_for_accrual: number;
  is_travel_exclusive: number;
  youtube_url: string | null;
  registered_at: number;
};

function toItemRecord(r: ItemRow): ItemRecord {
  return {
    id: r.id,
    itemCode: r.item_code,
    name: r.name,
    nameTranslations: { ar: r.name_ar ?? null, zh: r.name_zh ?? null },
    description: r.description,
    descriptionTranslations: { ar: r.description_ar ?? null, zh: r.description_zh ?? null },
    brandId: r.brand_id,
    brandName: r.brand_name,
    brandNameTranslations: { ar: r.brand_name_ar ?? null, zh: r.brand_name_zh ?? null },
    categoryId: r.category_id,
    categoryType: r.category_type,
    stock: r.stock,
    currentPriceCents: r.current_price_cents,
    salesRateCents: r.sales_rate_cents,
    isPercentage: r.is_percentage === 1,
    orderQuantity: r.order_quantity,
    milesForRedeem: r.miles_for_redeem,
    milesForAccrual: r.miles_for_accrual,
    isTravelExclusive: r.is_travel_exclusive === 1,
    youtubeUrl: r.youtube_url,
    registeredAt: r.registered_at,
  };
}

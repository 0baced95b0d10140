import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from './catalog.fixtures.ts';
import { type ItemFilter, type ItemOrder, type ItemRecord, ItemsRepository } from './items.repository.ts';
import type { Translations } from './language.ts';

// SQLite plans without statistics (the shop never runs ANALYZE), so the plan chosen for the small
// fixture is the plan chosen for 100,000 products. PostgreSQL plans by statistics and was checked with
// EXPLAIN ANALYZE on the benchmark catalogue instead.

type Statement = { sql: string; parameters: readonly unknown[] };

const byPrice: ItemOrder = { by: 'price', direction: 'desc' };
const byName: ItemOrder = { by: 'name', direction: 'asc' };
const byDate: ItemOrder = { by: 'date', direction: 'desc' };

describe('listing query plans on SQLite', () => {
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let sqlite: BetterSqlite3.Database;
  let items: ItemsRepository;
  const statements: Statement[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    fixture = await insertCatalogFixture(database.db);
    sqlite = new BetterSqlite3(database.url.slice('sqlite:'.length));
    const recording = new Kysely<ShopDatabase>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        statements.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    items = new ItemsRepository(recording, 'sqlite');
  });
  afterAll(async () => {
    sqlite.close();
    await database.drop();
  });

  /**
   * The plans of the statements of a listing's first page, a page from an anchor, its anchors and its
   * count, in that order, each step's first: a page finds its ids on an index, then reads their rows by id.
   */
  async function plansOf(filter: ItemFilter, order: ItemOrder): Promise<string[][][]> {
    const steps = [
      () => items.page(filter, order, 12, 3),
      () => items.page(filter, order, 12, 3, { sortKey: order.by === 'name' ? 'm' : 5000, id: 5 }),
      () => items.anchors(filter, order, 2),
      () => items.count(filter),
    ];
    const plans: string[][][] = [];
    for (const step of steps) {
      statements.length = 0;
      await step();
      plans.push(
        statements.map(({ sql, parameters }) =>
          (sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[]).map(
            (row) => row.detail,
          ),
        ),
      );
    }
    return plans;
  }

  const listings: [string, () => ItemFilter, ItemOrder, RegExp][] = [
    ['the whole catalogue by price', () => ({}), byPrice, /item_listed_price_idx/],
    ['the whole catalogue by name', () => ({}), byName, /item_listed_name_idx/],
    ['the whole catalogue by date', () => ({}), byDate, /item_listed_registered_idx/],
    [
      'a category by price',
      () => ({ categoryIds: [fixture.categories.whisky] }),
      byPrice,
      /item_listed_category_price_idx/,
    ],
    // Several categories cannot be read in one order: each is read on an index, then sorted.
    [
      'a category with its children by name',
      () => ({ categoryIds: [fixture.categories.liquor, fixture.categories.whisky, fixture.categories.gin] }),
      byName,
      /item_listed_category_\w+_idx/,
    ],
    [
      'a category by date',
      () => ({ categoryIds: [fixture.categories.gin] }),
      byDate,
      /item_listed_category_registered_idx/,
    ],
    [
      'a brand by price',
      () => ({ brandIds: [fixture.brands.zephyr] }),
      byPrice,
      /item_listed_brand_price_idx/,
    ],
    ['a brand by name', () => ({ brandIds: [fixture.brands.zephyr] }), byName, /item_listed_brand_name_idx/],
    [
      'a brand by date',
      () => ({ brandIds: [fixture.brands.aurora] }),
      byDate,
      /item_listed_brand_registered_idx/,
    ],
    [
      'travel exclusives',
      () => ({ travelExclusive: true }),
      byPrice,
      /item_listed_travel_exclusive_price_idx/,
    ],
    ['deals', () => ({ discounted: true }), byPrice, /item_listed_deal_price_idx/],
    [
      'special offers',
      () => ({ offerListIds: [fixture.priceLists.volumeSavings, fixture.priceLists.summerPrices] }),
      byPrice,
      /USING INTEGER PRIMARY KEY/,
    ],
    [
      'new arrivals',
      () => ({ topRanked: { by: 'newest', count: 48 } }),
      byPrice,
      /USING INTEGER PRIMARY KEY/,
    ],
  ];

  it.each(listings)(
    'finds the page of %s on an index of listed items',
    async (_name, filter, order, index) => {
      const [firstPage, fromAnchor, anchors] = (await plansOf(filter(), order)).map((step) => step[0]);
      for (const plan of [firstPage, fromAnchor, anchors]) expect(plan!.join(' | ')).toMatch(index);
    },
  );

  it.each(listings)(
    'never reads the whole item table for %s, counting included',
    async (_name, filter, order) => {
      for (const plan of (await plansOf(filter(), order)).flat()) {
        expect(plan.filter((step) => /^SCAN item(?! USING)/.test(step))).toEqual([]);
      }
    },
  );
});

describe.each(testEngines)('pages read through statements prepared once on %s', (engine) => {
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let items: ItemsRepository;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fixture = await insertCatalogFixture(database.db);
    // 30 more items with equal prices, in three brands and categories, some withdrawn, some translated.
    const { brands, categories, now } = fixture;
    const brandIds = [brands.zephyr, brands.aurora, brands.borealis];
    const categoryIds = [categories.whisky, categories.gin, categories.women];
    await database.db
      .insertInto('item')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          item_code: `PREPARED-${i}`,
          name: `Prepared ${i}`,
          name_ar: i % 2 === 0 ? `مُعَدّ ${i}` : null,
          name_zh: i % 3 === 0 ? `预备 ${i}` : null,
          description: `Prepared item ${i}`,
          description_zh: i % 3 === 0 ? `预备商品 ${i}` : null,
          brand_id: brandIds[i % 3]!,
          category_id: categoryIds[(i >> 1) % 3]!,
          category_type: 'LIQUOR' as const,
          stock: i,
          current_price_cents: 1000 + (i % 4) * 250,
          sales_rate_cents: 1500,
          registered_at: now - i,
          is_active: (i % 7 === 3 ? 0 : 1) as 0 | 1,
        })),
      )
      .execute();
    items = new ItemsRepository(database.db, engine);
  });
  afterAll(() => database.drop());

  /** Every listed item of the filter, read plainly and put in the listing's order here. */
  async function everyListed(filter: { brandIds?: number[]; categoryIds?: number[] }, order: ItemOrder) {
    const rows = await database.db
      .selectFrom('item')
      .innerJoin('brand', 'brand.id', 'item.brand_id')
      .select(['item.id', 'item.name', 'item.name_ar', 'item.name_zh', 'item.description_zh'])
      .select(['brand.name as brand_name', 'item.current_price_cents', 'item.brand_id', 'item.category_id'])
      .where('item.is_active', '=', 1)
      .execute();
    const sign = order.direction === 'asc' ? 1 : -1;
    return rows
      .filter((row) => !filter.brandIds || filter.brandIds.includes(row.brand_id))
      .filter((row) => !filter.categoryIds || filter.categoryIds.includes(row.category_id))
      .sort((a, b) => sign * (a.current_price_cents - b.current_price_cents || a.id - b.id));
  }

  const filters = () => [
    {},
    { brandIds: [fixture.brands.aurora] },
    { categoryIds: [fixture.categories.whisky, fixture.categories.gin] },
  ];

  it.each(['desc', 'asc'] as const)(
    'gives the first, a middle and the last page, from an anchor or not, in %s price order',
    async (direction) => {
      const order: ItemOrder = { by: 'price', direction };
      for (const filter of filters()) {
        const expected = await everyListed(filter, order);
        const anchors = await items.anchors(filter, order, 4);
        const starts = [0, Math.floor(expected.length / 2), expected.length - 3];
        for (const start of starts) {
          const passed = Math.min(Math.floor(start / 4), anchors.length);
          const fromAnchor =
            passed === 0
              ? await items.page(filter, order, 3, start)
              : await items.page(filter, order, 3, start - passed * 4, anchors[passed - 1]);
          for (const page of [await items.page(filter, order, 3, start), fromAnchor]) {
            expect(
              page.map((item) => ({
                id: item.id,
                name: item.name,
                name_ar: item.nameTranslations.ar,
                name_zh: item.nameTranslations.zh,
                description_zh: item.descriptionTranslations.zh,
                brand_name: item.brandName,
                current_price_cents: item.currentPriceCents,
                brand_id: item.brandId,
                category_id: item.categoryId,
              })),
            ).toEqual(expected.slice(start, start + 3));
          }
        }
      }
    },
  );

  it.each(['en', 'ar', 'zh'] as const)(
    "reads a page and items by id in %s with that language's translations alone",
    async (language) => {
      const only = (translations: Translations): Translations => ({
        ar: language === 'ar' ? translations.ar : null,
        zh: language === 'zh' ? translations.zh : null,
      });
      const inLanguage = (records: ItemRecord[]) =>
        records.map((item) => ({
          ...item,
          nameTranslations: only(item.nameTranslations),
          descriptionTranslations: only(item.descriptionTranslations),
          brandNameTranslations: only(item.brandNameTranslations),
        }));
      for (const direction of ['desc', 'asc'] as const) {
        for (const filter of filters()) {
          const order: ItemOrder = { by: 'price', direction };
          const every = await items.page(filter, order, 50);
          expect(every.some((item) => item.nameTranslations[language === 'en' ? 'ar' : language])).toBe(true);
          expect(await items.in(language).page(filter, order, 50)).toEqual(inLanguage(every));
          const ids = every.map((item) => item.id);
          expect(await items.in(language).findInOrder(ids)).toEqual(inLanguage(await items.findInOrder(ids)));
        }
      }
    },
  );

  it("reads an order's items, their gifts and each of their pictures once, in the pictures' order", async () => {
    const { items: ids, priceLists } = fixture;
    const picturesOf = (found: Awaited<ReturnType<ItemsRepository['findWithGifts']>>) =>
      found.map((item) => [item.id, item.images.map((image) => [image.url, image.isDefault])]);
    const asked = [ids.darkChocolate, ids.highlandMalt, ids.retiredWhisky];
    // Without offers no gift comes along; the same shape read twice gives the same answer.
    for (let run = 0; run < 2; run++) {
      expect(picturesOf(await items.findWithGifts(asked, []))).toEqual(
        [
          [
            ids.highlandMalt,
            [
              ['/media/items/malt-front.jpg', true],
              ['/media/items/malt-side.jpg', false],
            ],
          ],
          [ids.darkChocolate, [['/media/items/darkChocolate.jpg', true]]],
        ].sort(([a], [b]) => (a as number) - (b as number)),
      );
    }
    // Two dark chocolates earn a milk chocolate, which has no picture.
    const withGift = await items.findWithGifts([ids.darkChocolate], [priceLists.buyTwoGetOne]);
    expect(picturesOf(withGift)).toEqual(
      [
        [ids.darkChocolate, [['/media/items/darkChocolate.jpg', true]]],
        [ids.milkChocolate, []],
      ].sort(([a], [b]) => (a as number) - (b as number)),
    );
    expect(withGift.find((item) => item.id === ids.milkChocolate)?.name).toBe('Milk chocolate bar');
  });

  it('chooses an item’s main picture one way, for an order’s items as for the back office', async () => {
    const { items: ids } = fixture;
    const item = ids.londonGin;
    const mainPictures = async () => [
      (await items.findWithGifts([item], []))[0]?.mainPictureUrl,
      (await items.kept(item))?.mainPictureUrl,
    ];
    await database.db.deleteFrom('item_image').where('item_id', '=', item).execute();
    expect(await mainPictures()).toEqual([null, null]);
    // No default picture: the first by place, and of two in one place the one added first.
    await database.db
      .insertInto('item_image')
      .values([
        { item_id: item, url: '/media/items/gin-back.jpg', is_default: 0, sort_order: 5 },
        { item_id: item, url: '/media/items/gin-left.jpg', is_default: 0, sort_order: 1 },
        { item_id: item, url: '/media/items/gin-right.jpg', is_default: 0, sort_order: 1 },
      ])
      .execute();
    expect(await mainPictures()).toEqual(['/media/items/gin-left.jpg', '/media/items/gin-left.jpg']);
    // A default picture comes first wherever it is placed.
    await database.db
      .updateTable('item_image')
      .set({ is_default: 1 })
      .where('url', '=', '/media/items/gin-back.jpg')
      .execute();
    expect(await mainPictures()).toEqual(['/media/items/gin-back.jpg', '/media/items/gin-back.jpg']);
  });

  it('reads items by ids, each list length and each filter with its own values', async () => {
    const listed = await everyListed({}, { by: 'price', direction: 'desc' });
    for (const length of [1, 2, 5, 1, 5]) {
      const ids = listed.slice(length, 2 * length).map((row) => row.id);
      const found = await items.findByIds(ids);
      expect(found.map((item) => item.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    }
    for (const [brand, category] of [
      [fixture.brands.zephyr, fixture.categories.gin],
      [fixture.brands.borealis, fixture.categories.women],
    ] as const) {
      const filter = { brandIds: [brand], categoryIds: [category] };
      const order: ItemOrder = { by: 'price', direction: 'desc' };
      const page = await items.page(filter, order, 50);
      expect(page.map((item) => item.id)).toEqual((await everyListed(filter, order)).map((row) => row.id));
    }
  });
});

import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from './catalog.fixtures.ts';
import { type ItemFilter, type ItemOrder, ItemsRepository } from './items.repository.ts';

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

  /** The plans of a listing's first page, a page from an anchor, its anchors and its count, in that order. */
  async function plansOf(filter: ItemFilter, order: ItemOrder): Promise<string[][]> {
    statements.length = 0;
    await items.page(filter, order, 12, 3);
    await items.page(filter, order, 12, 3, { sortKey: order.by === 'name' ? 'm' : 5000, id: 5 });
    await items.anchors(filter, order, 2);
    await items.count(filter);
    return statements.map(({ sql, parameters }) =>
      (sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[]).map(
        (row) => row.detail,
      ),
    );
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
      const [firstPage, fromAnchor, anchors] = await plansOf(filter(), order);
      for (const plan of [firstPage, fromAnchor, anchors]) expect(plan!.join(' | ')).toMatch(index);
    },
  );

  it.each(listings)(
    'never reads the whole item table for %s, counting included',
    async (_name, filter, order) => {
      for (const plan of await plansOf(filter(), order)) {
        expect(plan.filter((step) => /^SCAN item(?! USING)/.test(step))).toEqual([]);
      }
    },
  );
});

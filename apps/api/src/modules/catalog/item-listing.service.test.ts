import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../caching/read-cache.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from './catalog.fixtures.ts';
import { conditionKey, ItemListing } from './item-listing.service.ts';
import { type ItemFilter, type ItemOrder, ItemsRepository, type ListingAnchor } from './items.repository.ts';

const DAY = 86_400_000;
const TTL = 30_000;
/** Small, so that a fixture of a few dozen items has many anchors. */
const SPACING = 3;
const PAGE_SIZE = 4;

const orders: ItemOrder[] = (['price', 'name', 'date'] as const).flatMap((by) =>
  (['asc', 'desc'] as const).map((direction) => ({ by, direction })),
);

/**
 * 40 more items with many equal prices, names (in mixed case) and dates, so that the id tie-break is
 * exercised, in several categories and brands, a few of them withdrawn and a third of them deals.
 */
async function insertLookalikes(database: TestDatabase, fixture: CatalogFixture) {
  const { categories, brands, now } = fixture;
  const categoryIds = [categories.whisky, categories.gin, categories.cognac, categories.women];
  const brandIds = [brands.zephyr, brands.aurora, brands.borealis];
  const names = ['alpha', 'Bravo', 'ALPHA', 'charlie'];
  await database.db
    .insertInto('item')
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        item_code: `LOOKALIKE-${i}`,
        name: `${names[i % 4]} ${i % 5}`,
        description: 'A lookalike',
        brand_id: brandIds[i % 3]!,
        category_id: categoryIds[i % 4]!,
        category_type: 'LIQUOR' as const,
        stock: 3,
        current_price_cents: 1000 + (i % 7) * 500,
        sales_rate_cents: 1000 + (i % 7) * 500 + (i % 3 === 0 ? 250 : 0),
        is_travel_exclusive: (i % 4 === 1 ? 1 : 0) as 0 | 1,
        registered_at: now - (i % 6) * DAY,
        is_active: (i % 9 === 0 ? 0 : 1) as 0 | 1,
      })),
    )
    .execute();
}

function fakeClock() {
  let now = 0;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe.each(testEngines)('listing pages on %s', (engine) => {
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let items: ItemsRepository;
  const clock = fakeClock();
  const listing = () =>
    new ItemListing({
      items,
      counts: new ReadCache<number>({ ttlMs: TTL, capacity: 10, now: clock.now }),
      anchors: new ReadCache<ListingAnchor[]>({ ttlMs: TTL, capacity: 10, now: clock.now }),
      facets: new ReadCache<number[]>({ ttlMs: TTL, capacity: 10, now: clock.now }),
      spacing: SPACING,
    });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fixture = await insertCatalogFixture(database.db);
    await insertLookalikes(database, fixture);
    items = new ItemsRepository(database.db, engine);
  });
  afterAll(() => database.drop());

  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it('gives every page, however deep, the items plain OFFSET paging gives', async () => {
    const { categories, brands } = fixture;
    const filters: ItemFilter[] = [
      {},
      { categoryIds: [categories.liquor, categories.whisky, categories.gin, categories.cognac] },
      { brandIds: [brands.zephyr] },
      { discounted: true },
      { travelExclusive: true, minPriceCents: 1500 },
    ];
    const pages = listing();
    for (const filter of filters) {
      for (const order of orders) {
        const total = await items.count(filter);
        for (let offset = 0; offset <= total + 1; offset++) {
          const expected = ids(await items.page(filter, order, PAGE_SIZE, offset));
          const actual = ids(await pages.page(filter, order, PAGE_SIZE, offset));
          expect({ filter, order, offset, ids: actual }).toEqual({ filter, order, offset, ids: expected });
        }
      }
    }
  });

  it('walks the whole catalogue page by page without skipping or repeating an item', async () => {
    const pages = listing();
    const order: ItemOrder = { by: 'name', direction: 'asc' };
    const total = await pages.count({});
    const walked: number[] = [];
    for (let offset = 0; offset < total; offset += PAGE_SIZE) {
      walked.push(...ids(await pages.page({}, order, PAGE_SIZE, offset)));
    }
    expect(walked).toEqual(ids(await items.page({}, order, total)));
    expect(new Set(walked).size).toBe(total);
  });

  it('keeps a result count for its time to live, then counts again', async () => {
    const pages = listing();
    const filter: ItemFilter = { brandIds: [fixture.brands.zephyr] };
    const before = await pages.count(filter);
    await database.db
      .insertInto('item')
      .values({
        item_code: 'NEWCOMER',
        name: 'Newcomer',
        description: 'New',
        brand_id: fixture.brands.zephyr,
        category_id: fixture.categories.gin,
        category_type: 'LIQUOR',
        stock: 1,
        current_price_cents: 100,
        sales_rate_cents: 100,
        registered_at: fixture.now,
      })
      .execute();

    expect(await pages.count({ brandIds: [fixture.brands.zephyr] })).toBe(before);
    clock.advance(TTL);
    expect(await pages.count(filter)).toBe(before + 1);
  });
});

describe('conditionKey', () => {
  it('is the same for conditions that mean the same', () => {
    expect(conditionKey({ brandIds: [3, 1], categoryIds: [2], text: undefined })).toBe(
      conditionKey({ categoryIds: [2], brandIds: [1, 3] }),
    );
    expect(conditionKey({ brandIds: [1] })).not.toBe(conditionKey({ categoryIds: [1] }));
    expect(conditionKey({ filter: {}, order: { by: 'price', direction: 'asc' } })).not.toBe(
      conditionKey({ filter: {}, order: { by: 'price', direction: 'desc' } }),
    );
  });

  it('orders nested conditions too, and tells texts apart from the structure around them', () => {
    const text = (contains: string) => ({ contains, orBrandIds: [9, 4], orCategoryIds: [] });
    expect(conditionKey({ filter: { text: text('eau'), brandIds: [2, 1] }, facet: 'brand' })).toBe(
      conditionKey({
        facet: 'brand',
        filter: { brandIds: [1, 2], text: { ...text('eau'), orBrandIds: [4, 9] } },
      }),
    );
    expect(conditionKey({ text: text('a","b') })).not.toBe(conditionKey({ text: text('a'), b: 1 }));
    expect(conditionKey({ text: text('eau') })).not.toBe(conditionKey({ text: text('Eau') }));
  });

  it('writes JSON text with keys in order, ids sorted and unset conditions left out', () => {
    expect(conditionKey({ order: { by: 'price' }, filter: { brandIds: [3, 1], text: undefined } })).toBe(
      '{"filter":{"brandIds":[1,3]},"order":{"by":"price"}}',
    );
    expect(conditionKey([undefined, 'a', null])).toBe('[null,"a",null]');
    expect(conditionKey({})).toBe('{}');
  });

  it('keys a condition nested far deeper than any request could send', () => {
    let deep: unknown = [1];
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    const key = conditionKey(deep);
    expect(key.startsWith('{"a":{"a":')).toBe(true);
    expect(key.length).toBe(100_000 * '{"a":}'.length + '[1]'.length);
  });
});

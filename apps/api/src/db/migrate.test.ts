import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

describe.each(testEngines)('migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('runs once and then has nothing left to do', async () => {
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it('refuses stock below zero at the database itself', async () => {
    const { db } = database;
    const [category] = await db
      .insertInto('category')
      .values({ name: 'Liquor', level: 1, parent_id: null, image_url: null })
      .returning('id')
      .execute();
    const [brand] = await db
      .insertInto('brand')
      .values({ name: 'Acme', image_url: null, is_power_full_brand: 0 })
      .returning('id')
      .execute();
    const item = {
      item_code: 'X1',
      name: 'x',
      description: 'x',
      brand_id: brand!.id,
      category_id: category!.id,
      category_type: 'LIQUOR' as const,
      current_price_cents: 100,
      sales_rate_cents: 100,
      registered_at: 0,
    };
    await expect(
      db
        .insertInto('item')
        .values({ ...item, stock: -1 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('item')
      .values({ ...item, stock: 1 })
      .execute();
    expect(await db.selectFrom('item').select('stock').executeTakeFirstOrThrow()).toEqual({ stock: 1 });
  });

  it('indexes nothing of an item that an order changes, so that taking stock can update its row in place', async () => {
    const { db } = database;
    const definitions =
      engine === 'postgres'
        ? await sql<{
            definition: string;
          }>`select indexdef as definition from pg_indexes where tablename = 'item'`.execute(db)
        : await sql<{ definition: string }>`select sql as definition from sqlite_master
            where type = 'index' and tbl_name = 'item' and sql is not null`.execute(db);
    expect(definitions.rows.length).toBeGreaterThan(5);
    for (const { definition } of definitions.rows) expect(definition).not.toMatch(/stock|units_sold/);
    // PostgreSQL puts a row's new version on its own page only if the page has room for it.
    const room =
      engine === 'postgres'
        ? await sql<{
            options: string[];
          }>`select reloptions as options from pg_class where relname = 'item'`.execute(db)
        : undefined;
    if (room) expect(room.rows[0]?.options).toContain('fillfactor=70');
  });
});

// A shop that ran before migration 0044: its goods get their fragrance kinds and tobacco grams, its
// currencies the rand, and each published rule its next version over the one in force (an admin's kept).
describe.each(testEngines)('migration 0044 on a running shop on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
  });
  afterAll(() => database.drop());

  it('measures the goods, adds the rand and writes the new figures as each rule’s next version', async () => {
    await migrateTo(database, '0043-customs-rules-of-the-timetable');
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before 0044, not today's types.
    const db = database.db as unknown as Kysely<any>;
    await db
      .insertInto('currency')
      .values({ id: 2, code: 'USD', name: 'US Dollar', usd_rate_micros: 1_000_000 })
      .execute();
    await db
      .insertInto('category')
      .values([
        { id: 10, name: 'Eau de Parfum', level: 2 },
        { id: 11, name: 'Cigars', level: 2 },
      ])
      .execute();
    await db.insertInto('brand').values({ id: 1, name: 'Maison Celeste' }).execute();
    const item = (id: number, name: string, categoryId: number, more: object = {}) => ({
      id,
      item_code: `IT-${id}`,
      name,
      description: '',
      brand_id: 1,
      category_id: categoryId,
      category_type: categoryId === 10 ? 'FRAGRANCE' : 'TOBACCO',
      stock: 5,
      current_price_cents: 10_000,
      sales_rate_cents: 10_000,
      registered_at: 0,
      ...more,
    });
    await db
      .insertInto('item')
      .values([
        item(1, 'Oud Royale Eau de Parfum 100ml', 10),
        item(2, 'Robusto Cigars, Box of 25', 11, { customs_kind: 'cigars', pieces: 25 }),
      ])
      .execute();
    // An admin's change of the UAE's rule before the migration: version 2, kept under the new figures.
    await db
      .updateTable('customs_rule')
      .set({ version: 2, spirits_ml: 3000 })
      .where('destination', '=', 'United Arab Emirates')
      .execute();
    const { version: _v, ...uae } = await db
      .selectFrom('customs_rule_version')
      .selectAll()
      .where('destination', '=', 'United Arab Emirates')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customs_rule_version')
      .values({ ...uae, version: 2, spirits_ml: 3000, valid_from: 1 })
      .execute();

    await migrateToLatest(database);

    const goods = await db
      .selectFrom('item')
      .select(['id', 'customs_kind', 'volume_ml', 'tobacco_g'])
      .orderBy('id')
      .execute();
    expect(goods).toEqual([
      { id: 1, customs_kind: 'perfume', volume_ml: 100, tobacco_g: null },
      { id: 2, customs_kind: 'cigars', volume_ml: null, tobacco_g: 300 },
    ]);
    expect(await db.selectFrom('currency').select('code').where('id', '=', 8).executeTakeFirst()).toEqual({
      code: 'ZAR',
    });
    expect(
      await db
        .selectFrom('customs_rule')
        .select(['version', 'spirits_ml', 'goods_value', 'goods_value_currency'])
        .where('destination', '=', 'United Arab Emirates')
        .executeTakeFirst(),
    ).toEqual({ version: 3, spirits_ml: 3000, goods_value: 3000, goods_value_currency: 'AED' });
    expect(
      await db
        .selectFrom('customs_rule')
        .select(['version', 'tobacco_g', 'fragrance_ml', 'perfume_ml'])
        .where('destination', '=', 'Kenya')
        .executeTakeFirst(),
    ).toEqual({ version: 2, tobacco_g: 250, fragrance_ml: 1000, perfume_ml: 250 });
  });
});

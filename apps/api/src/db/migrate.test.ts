import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { migrateToLatest } from './migrate.ts';

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

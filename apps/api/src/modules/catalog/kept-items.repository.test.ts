import BetterSqlite3 from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { insertCatalogFixture } from './catalog.fixtures.ts';
import { ItemsRepository } from './items.repository.ts';

// An admin pages through the whole catalogue: the thousandth page must cost what the first does. Each page
// is read on the primary key from the last id shown (never OFFSET), and the plan says so on both engines.
// The catalogue is the size the back office is built for, 100,000 items, written in one statement through
// every search index; PostgreSQL's plan is read after ANALYZE. docs/performance.md has the timings.

const CATALOGUE_SIZE = 100_000;
const PAGE = 26;

describe.each(testEngines)('an admin pages through the catalogue on %s', (engine) => {
  let database: TestDatabase;
  let items: ItemsRepository;
  let firstId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const fixture = await insertCatalogFixture(database.db);
    // One statement writes them all: a counter from a recursive query, the same on both engines.
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${CATALOGUE_SIZE})
      insert into item (item_code, name, description, brand_id, category_id, category_type, stock,
                        current_price_cents, sales_rate_cents, registered_at)
      select 'BULK-' || i, 'Bulk item ' || i, 'A bulk item.', ${fixture.brands.zephyr},
             ${fixture.categories.whisky}, 'LIQUOR', 1, 1000, 1000, 0
      from n`.execute(database.db);
    if (engine === 'postgres') await sql`analyze item`.execute(database.db);
    items = new ItemsRepository(database.db, engine);
    firstId = (await items.keptPage(undefined, undefined, 1))[0]!.id;
  }, 120_000);
  afterAll(() => database.drop());

  /** The engine's plan for the page the repository reads after `after`, through a logging connection. */
  async function planOf(after: number): Promise<string> {
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const log = (event: LogEvent) => {
      statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    };
    if (engine === 'sqlite') {
      const sqlite = new BetterSqlite3(database.url.slice('sqlite:'.length));
      const db = new Kysely<ShopDatabase>({ dialect: new SqliteDialect({ database: sqlite }), log });
      await new ItemsRepository(db, engine).keptPage(undefined, after, PAGE);
      const [statement] = statements;
      const plan = sqlite.prepare(`explain query plan ${statement!.sql}`).all(...statement!.parameters);
      sqlite.close();
      return (plan as { detail: string }[]).map((row) => row.detail).join(' | ');
    }
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = new Kysely<ShopDatabase>({ dialect: new PostgresDialect({ pool }), log });
    await new ItemsRepository(db, engine).keptPage(undefined, after, PAGE);
    const [statement] = statements;
    const plan = await pool.query(`explain ${statement!.sql}`, [...statement!.parameters]);
    await db.destroy();
    return (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join(' | ');
  }

  it('reads a page far down the list from the last id shown, in id order', async () => {
    const after = firstId + 95_000;
    const page = await items.keptPage(undefined, after, PAGE);
    expect(page.map((item) => item.id)).toEqual(Array.from({ length: PAGE }, (_, n) => after + 1 + n));
  });

  it('reads each page on the primary key', async () => {
    expect(await planOf(firstId + 95_000)).toMatch(
      engine === 'sqlite'
        ? /SEARCH \w+ USING INTEGER PRIMARY KEY \(rowid>\?\)/
        : /Index Scan using item_pkey/,
    );
  });

  it('finds an item by a piece of its code or name among 100,000, and pages through a search by id', async () => {
    expect((await items.keptPage('ULK-9512', undefined, PAGE)).map((item) => item.itemCode)).toEqual([
      'BULK-9512',
      ...Array.from({ length: 10 }, (_, n) => `BULK-9512${n}`),
    ]);
    expect((await items.keptPage('item 77777', undefined, PAGE)).map((item) => item.name)).toEqual([
      'Bulk item 77777',
    ]);
    const first = await items.keptPage('bulk', undefined, PAGE);
    const second = await items.keptPage('bulk', first.at(-1)!.id, PAGE);
    const firstBulk = first[0]!.id;
    expect(second.map((item) => item.id)).toEqual(
      Array.from({ length: PAGE }, (_, n) => firstBulk + PAGE + n),
    );
    expect(await items.keptPage('zzqqzz', undefined, PAGE)).toEqual([]);
  });
});

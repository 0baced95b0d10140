import { sql } from 'kysely';
import { insertCatalogFixture } from '../../apps/api/src/modules/catalog/catalog.fixtures.ts';
import { ItemsRepository } from '../../apps/api/src/modules/catalog/items.repository.ts';
import { createTestDatabase } from '../../apps/api/src/testing/test-database.ts';

// The back office's item search on 100,000 items (docs/performance.md): a fresh database of the engine
// named (`sqlite` or `postgres`), the items written in one statement, then each search read 20 times.
// npm run bench:back-office [-- postgres]

const ITEMS = 100_000;
const READS = 20;
const PAGE = 26;
const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';

const database = await createTestDatabase(engine);
try {
  const fixture = await insertCatalogFixture(database.db);
  // Names a shop might hold: a few common words, and one word each item has alone.
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ITEMS})
    insert into item (item_code, name, name_ar, name_zh, description, brand_id, category_id, category_type,
                      stock, current_price_cents, sales_rate_cents, registered_at)
    select 'BULK-' || i,
           case i % 3 when 0 then 'Single malt whisky ' when 1 then 'Eau de parfum ' else 'Dark chocolate ' end
             || 'no' || i,
           'منتج ' || i, '商品 ' || i, 'A bulk item.', ${fixture.brands.zephyr}, ${fixture.categories.whisky},
           'LIQUOR', 1, 1000, 1000, 0
    from n`.execute(database.db);
  if (engine === 'postgres') await sql`analyze item`.execute(database.db);
  const items = new ItemsRepository(database.db, engine);
  const searches = {
    'a code matching one item': 'BULK-95123',
    'a name matching one item': 'no77777',
    'a common word': 'whisky',
    'nothing matches': 'zzzqqq',
    'two letters': 'qz',
  };
  for (const [what, search] of Object.entries(searches)) {
    await items.keptPage(search, undefined, PAGE);
    const started = performance.now();
    for (let n = 0; n < READS; n++) await items.keptPage(search, undefined, PAGE);
    const ms = (performance.now() - started) / READS;
    console.log(`${engine} ${what} (${search}): ${ms.toFixed(1)} ms a page`);
  }
} finally {
  await database.drop();
}

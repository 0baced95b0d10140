import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. How many units of an item were sold leaves `item` for a table of its own, `item_sales`,
// with the best sellers' index. Every pre-order adds to it; while it was a column of `item` with an index,
// no stock update could be a heap-only update on PostgreSQL and each one wrote into every index of `item`
// (25 of them, four trigram ones). On PostgreSQL `item` also leaves 30 % of each page free, room for
// the new versions of its rows that heap-only updates need: a row is some 530 bytes, and a tenth of a page
// left room for a third of the checkout benchmark's stock updates to stay on their page, 30 % for all.

export function unitsSoldApartFromTheGoods(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('item_sales')
        .addColumn('item_id', 'integer', (c) => c.primaryKey().references('item.id').onDelete('cascade'))
        .addColumn('units_sold', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into item_sales (item_id, units_sold) select id, units_sold from item where units_sold > 0`.execute(
        db,
      );
      await db.schema
        .createIndex('item_sales_units_sold_idx')
        .on('item_sales')
        .columns(['units_sold', 'item_id'])
        .execute();
      await db.schema.dropIndex('item_units_sold_idx').execute();
      await db.schema.alterTable('item').dropColumn('units_sold').execute();
      if (engine === 'postgres') await sql`alter table item set (fillfactor = 70)`.execute(db);
    },
  };
}

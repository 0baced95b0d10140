import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. The back office. Pictures an admin uploads for an item live in the database beside the
// item, not on one server's disk, so every process of the shop serves the same file; each is named by the
// SHA-256 of its bytes, so its address never changes for other bytes and can be cached for good. An
// item's volume prices are an offer price list of its own (rule 1, Volume), which the item names here so
// that editing them never touches a list other items follow.

export function backOffice(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('uploaded_picture')
        .addColumn('sha256', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', engine === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
        .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('item_volume_price_list')
        .addColumn('item_id', 'integer', (c) => c.primaryKey().references('item.id').onDelete('cascade'))
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().unique().references('price_list.id').onDelete('cascade'),
        )
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. Admins keep the home banners and the special-offers landing page from the back office.
// A banner gets its title in Arabic and Chinese (null: the English one is shown) and an on/off switch; a
// banner shown as a video alone keeps an empty image address, since the column was created NOT NULL.
// The landing page's banner picture and 'What is' text live in one row (id 1), null where the shop's
// shipped text is to be shown. Both engines take the same statements.

export function bannersKeptByAdmins(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('banner').addColumn('title_ar', 'text').execute();
      await db.schema.alterTable('banner').addColumn('title_zh', 'text').execute();
      await db.schema
        .alterTable('banner')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('special_landing')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('image_url', 'text')
        .addColumn('what_is', 'text')
        .addColumn('what_is_ar', 'text')
        .addColumn('what_is_zh', 'text')
        .execute();
    },
  };
}

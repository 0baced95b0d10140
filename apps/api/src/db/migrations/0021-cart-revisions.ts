import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. The browser keeps the cart; the server now keeps, per cart, the lines it was last told
// and a revision raised at every change of them, so that an order sent from a checkout the cart has
// changed under (a line taken out in another screen, then Back) is refused instead of charged; and the
// last order placed from the cart, so that sending the same cart again while that order waits for its
// payment (Back from the payment page) does not place a second one.

export function cartRevisions(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('cart_revision')
        .addColumn('cart_id', 'text', (c) => c.primaryKey())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('noted_at', 'bigint', (c) => c.notNull())
        .addColumn('order_code', 'text')
        .execute();
      await db.schema.createIndex('cart_revision_noted_idx').on('cart_revision').column('noted_at').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. The embedded sandbox payment gateway keeps its checkout sessions in the shop's database,
// so that any API process can serve the hosted page of a session another process opened.

export function paymentSandbox(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sandbox_payment_session')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('return_urls', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('settles_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. The sandbox gateway's hosted page speaks the order's language, so each checkout session
// keeps it; sessions opened before this change were shown in English and stay so.

export function sandboxPageLanguage(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('sandbox_payment_session')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
    },
  };
}

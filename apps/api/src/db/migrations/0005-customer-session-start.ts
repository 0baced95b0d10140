import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. Tokens are self-contained, so ending a customer's sessions (a password changed or
// reset) is recorded as the moment from which their tokens count: any token issued earlier is refused.

export function customerSessionStart(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('customer')
        .addColumn('sessions_valid_from', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

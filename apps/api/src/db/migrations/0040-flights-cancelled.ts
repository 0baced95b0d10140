import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. A flight the airline cancelled (a schedule file's `cancelled` line) stays in the
// schedule, carrying no one, with the time it was cancelled; null for a flight that flies.

export function flightsCancelled(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('flight').addColumn('cancelled_at', 'bigint').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. Admins set the exchange rates from the back office: each currency remembers when its
// rate was last set (epoch milliseconds), null for the rate the shop started with. Orders already keep
// the rate they were placed at (customer_order.usd_rate_micros).

export function exchangeRatesSetByAdmins(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('currency').addColumn('rate_set_at', 'bigint').execute();
    },
  };
}

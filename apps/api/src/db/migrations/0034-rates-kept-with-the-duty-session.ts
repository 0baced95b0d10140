import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. A duty session keeps the rates fixed when its flight was taken (JSON: the code and the
// micro-units per US dollar of every currency the crew takes), so that a sale or a payment made in the air
// is checked at the rates the device showed, whatever an admin changed since. A hand-over paid on board in
// another of the shop's currencies than the order's records which one (NULL: the order's own).

export function ratesKeptWithTheDutySession(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('duty_session').addColumn('rates', 'text').execute();
      await db.schema.alterTable('order_handover').addColumn('payment_currency', 'text').execute();
    },
  };
}

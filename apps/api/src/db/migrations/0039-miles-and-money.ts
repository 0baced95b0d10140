import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. An order paid partly in miles keeps, on each line, the part of the line's price (USD
// cents) its miles cover; the rest of the line is paid in money. 0 on every line of an order paid wholly
// by card, wholly in miles (the line's miles say so) or on board.

export function milesAndMoney(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('order_line')
        .addColumn('miles_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

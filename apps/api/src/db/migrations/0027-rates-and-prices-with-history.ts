import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. Every change of an exchange rate and of an item's prices keeps who made it, when, and
// the values before and after, so that an admin can see a rate's or a price's past and put one back.
// Rates are units per US dollar times 1,000,000 (as `currency` keeps them); prices are US cents.

export function ratesAndPricesWithHistory(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('exchange_rate_change')
        .addColumn('id', 'integer', identity)
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currency.id'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('changed_at', 'bigint', (c) => c.notNull())
        .addColumn('before_usd_rate_micros', 'bigint', (c) => c.notNull())
        .addColumn('after_usd_rate_micros', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('exchange_rate_change_currency_idx')
        .on('exchange_rate_change')
        .columns(['currency_id', 'id'])
        .execute();

      await db.schema
        .createTable('item_price_change')
        .addColumn('id', 'integer', identity)
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('changed_at', 'bigint', (c) => c.notNull())
        .addColumn('before_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('after_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('before_list_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('after_list_price_cents', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('item_price_change_item_idx')
        .on('item_price_change')
        .columns(['item_id', 'id'])
        .execute();
    },
  };
}

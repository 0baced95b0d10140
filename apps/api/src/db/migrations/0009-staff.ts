import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. The airline's staff: their own accounts (never customers), the audit log of what they
// do, and the hand-over of each order's bag at the seat (one row per order: it can be handed over or
// marked not collected once). The crew read a flight's orders and find flights by day, so both are
// indexed.

export function staff(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();

  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_member')
        .addColumn('id', 'integer', identity)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('staff_audit_entry')
        .addColumn('id', 'integer', identity)
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();

      await db.schema
        .createTable('order_handover')
        .addColumn('order_id', 'integer', (c) =>
          c.primaryKey().references('customer_order.id').onDelete('cascade'),
        )
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('payment_method', 'text')
        .addColumn('payment_amount_minor', 'bigint')
        .execute();

      await db.schema
        .createIndex('order_flight_idx')
        .on('customer_order')
        .columns(['flight_id', 'status'])
        .execute();
      await db.schema.createIndex('flight_departure_idx').on('flight').column('departure_at').execute();
    },
  };
}

import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. The crew's flight without a network: a duty session lets one crew member's device send
// the flight's actions until after landing; every action the server received is kept with its outcome, so
// that the same action sent again is answered the same and applied once; conflicts are listed.

export function cabin(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();

  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('duty_session')
        .addColumn('id', 'integer', identity)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('flight_id', 'integer', (c) => c.notNull().references('flight.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('accepts_until', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .addColumn('ended_reason', 'text')
        .execute();
      await db.schema
        .createIndex('duty_session_holder_idx')
        .on('duty_session')
        .columns(['staff_id', 'device_id', 'flight_id'])
        .execute();
      await db.schema
        .createTable('cabin_action')
        .addColumn('id', 'integer', identity)
        .addColumn('duty_session_id', 'integer', (c) => c.notNull().references('duty_session.id'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('action_key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('reason', 'text')
        .addColumn('order_code', 'text')
        .addColumn('acted_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('cabin_action_device_seq_key', ['device_id', 'seq'])
        .execute();
      await db.schema
        .createTable('cabin_conflict')
        .addColumn('id', 'integer', identity)
        .addColumn('flight_id', 'integer', (c) => c.notNull().references('flight.id'))
        .addColumn('cabin_action_id', 'integer', (c) => c.notNull().references('cabin_action.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('order_code', 'text')
        .addColumn('item_id', 'integer')
        .addColumn('stands', 'text', (c) => c.notNull())
        .addColumn('against', 'text', (c) => c.notNull())
        .addColumn('refund_currency', 'text')
        .addColumn('refund_amount_minor', 'integer')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cabin_conflict_flight_idx')
        .on('cabin_conflict')
        .column('flight_id')
        .execute();
    },
  };
}

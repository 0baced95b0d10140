import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. A flight's trolley closed on arrival, once: who closed it and when, with the closing key
// the device made (the same closing sent again answers the same), and the reconciliation as it was worked
// out then (each item's expected and counted figures, the cash by currency), kept whole so that it reads
// the same later whatever moves afterwards.

export function trolleyClosing(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('trolley_closing')
        .addColumn('id', 'integer', identity)
        .addColumn('flight_id', 'integer', (c) => c.notNull().unique().references('flight.id'))
        .addColumn('closing_key', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('closed_at', 'bigint', (c) => c.notNull())
        .addColumn('returned_units', 'integer', (c) => c.notNull())
        .addColumn('differences', 'integer', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('cash', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('trolley_closing_closed_at_idx')
        .on('trolley_closing')
        .column('closed_at')
        .execute();
    },
  };
}

import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. Every change of a stock figure (the warehouse's `item.stock`, a flight's `onboard_stock`)
// is written as a movement: its kind (sale, cancellation, expiry, not_collected, adjustment, flight_load,
// flight_unload, arrival_count), its signed quantity, why, and the order or the staff member behind it. The
// figures stay where they are, updated relatively in the same transaction, so that reading stock stays one
// row; each figure standing when the table is made is written as an opening adjustment, so that the
// movements of every figure add up to it.

export function stockMovements(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('stock_movement')
        .addColumn('id', 'integer', identity)
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('flight_id', 'integer', (c) => c.references('flight.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('order_id', 'integer')
        .addColumn('staff_id', 'integer')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      // An item's warehouse history and a flight's trolley history, newest first.
      await db.schema
        .createIndex('stock_movement_item_idx')
        .on('stock_movement')
        .columns(['item_id', 'id'])
        .execute();
      await db.schema
        .createIndex('stock_movement_flight_idx')
        .on('stock_movement')
        .columns(['flight_id', 'id'])
        .execute();
      const now = Date.now();
      await sql`insert into stock_movement (item_id, flight_id, kind, quantity, reason, at)
        select id, null, 'adjustment', stock, 'opening_figure', ${now} from item where stock <> 0`.execute(
        db,
      );
      await sql`insert into stock_movement (item_id, flight_id, kind, quantity, reason, at)
        select item_id, flight_id, 'flight_load', quantity, 'opening_figure', ${now}
        from onboard_stock where quantity <> 0`.execute(db);
    },
  };
}

import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. The back office finds goods by item code as fast as by name (0011 indexed the names):
// item codes get their own trigram index, an FTS5 table on SQLite and pg_trgm's GIN on PostgreSQL. Its
// order search and dashboard read orders by the day they were placed, and an order's audit trail by its
// subject.

export function backOfficeSearch(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      if (engine === 'sqlite') await sqliteCodeSearch(db);
      else {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index item_code_trgm_idx on item using gin (item_code gin_trgm_ops)`.execute(db);
      }
      await db.schema.createIndex('order_created_idx').on('customer_order').column('created_at').execute();
      await db.schema
        .createIndex('staff_audit_subject_idx')
        .on('staff_audit_entry')
        .columns(['subject', 'id'])
        .execute();
    },
  };
}

/** A trigram FTS5 table over item codes (case-insensitive), kept in step with `item` by triggers. */
// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
async function sqliteCodeSearch(db: Kysely<any>) {
  await sql`create virtual table item_code_fts using fts5(
    item_code, content='item', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger item_code_fts_insert after insert on item begin
    insert into item_code_fts (rowid, item_code) values (new.id, new.item_code);
  end`.execute(db);
  await sql`create trigger item_code_fts_delete after delete on item begin
    insert into item_code_fts (item_code_fts, rowid, item_code) values ('delete', old.id, old.item_code);
  end`.execute(db);
  await sql`create trigger item_code_fts_update after update of item_code on item begin
    insert into item_code_fts (item_code_fts, rowid, item_code) values ('delete', old.id, old.item_code);
    insert into item_code_fts (rowid, item_code) values (new.id, new.item_code);
  end`.execute(db);
  await sql`insert into item_code_fts (item_code_fts) values ('rebuild')`.execute(db);
}

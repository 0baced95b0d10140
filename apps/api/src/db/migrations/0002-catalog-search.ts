import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. Indexes behind the catalogue's listings and search (docs/performance.md): every filter and
// sort of the listing call has one, and "name contains" uses trigrams, which both engines index but in
// their own way.

export function catalogSearch(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      if (engine === 'sqlite') await sqliteNameSearch(db);
      else await postgresNameSearch(db);

      // Sort by name is case-insensitive (SPEC §7); id keeps equal names in a stable order.
      await sql`create index item_name_lower_idx on item (lower(name), id)`.execute(db);
      await sql`create index brand_name_lower_idx on brand (lower(name))`.execute(db);
      await sql`create index category_name_lower_idx on category (lower(name))`.execute(db);
      await db.schema
        .createIndex('item_travel_exclusive_price_idx')
        .on('item')
        .columns(['is_travel_exclusive', 'current_price_cents', 'id'])
        .execute();
      // Deals compare two columns of a row, which no ordinary index can serve; a partial index holds
      // exactly the discounted items, in price order. Queries repeat its predicate word for word.
      await db.schema
        .createIndex('item_deal_price_idx')
        .on('item')
        .columns(['current_price_cents', 'id'])
        .where(sql.ref('current_price_cents'), '<', sql.ref('sales_rate_cents'))
        .execute();

      // Which items an offer price list names: looked up by list (special offers, collections) as well
      // as by item (what a page of items is on offer at).
      await db.schema
        .createIndex('volume_price_list_item_idx')
        .on('volume_price')
        .columns(['price_list_id', 'item_id'])
        .execute();
      await db.schema
        .createIndex('buy_get_offer_list_item_idx')
        .on('buy_get_offer')
        .columns(['price_list_id', 'item_id'])
        .execute();
      await db.schema
        .createIndex('price_list_bundle_list_idx')
        .on('price_list_bundle')
        .column('price_list_id')
        .execute();
      await db.schema
        .createIndex('price_list_bundle_item_item_idx')
        .on('price_list_bundle_item')
        .column('item_id')
        .execute();
      await db.schema
        .createIndex('price_list_kind_validity_idx')
        .on('price_list')
        .columns(['kind', 'valid_to'])
        .execute();
      await db.schema.createIndex('banner_order_idx').on('banner').columns(['sort_order', 'id']).execute();
    },
  };
}

/**
 * An FTS5 trigram index over item names (case-insensitive), kept in step with `item` by triggers. It
 * answers "contains" for 3+ characters; shorter text falls back to a bounded LIKE scan.
 */
// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
async function sqliteNameSearch(db: Kysely<any>) {
  await sql`create virtual table item_name_fts using fts5(
    name, content='item', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger item_name_fts_insert after insert on item begin
    insert into item_name_fts (rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`create trigger item_name_fts_delete after delete on item begin
    insert into item_name_fts (item_name_fts, rowid, name) values ('delete', old.id, old.name);
  end`.execute(db);
  await sql`create trigger item_name_fts_update after update of name on item begin
    insert into item_name_fts (item_name_fts, rowid, name) values ('delete', old.id, old.name);
    insert into item_name_fts (rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`insert into item_name_fts (item_name_fts) values ('rebuild')`.execute(db);
}

/** pg_trgm's GIN index serves `name ILIKE '%text%'` for any text of 3+ characters. */
// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
async function postgresNameSearch(db: Kysely<any>) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index item_name_trgm_idx on item using gin (name gin_trgm_ops)`.execute(db);
}

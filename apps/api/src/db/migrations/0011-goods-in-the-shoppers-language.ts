import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. Goods in the shopper's language (docs/decisions/0012): items, categories, brands and
// price lists get an Arabic and a Chinese name (items a description too) in columns beside the English
// one, which stays the fallback, so NULL means "not translated". Name search covers the three names: on
// SQLite one FTS5 trigram index over all three replaces the English-only one of 0002; on PostgreSQL each
// name gets its own pg_trgm index, which a query ORing the three ILIKEs uses together.

const TRANSLATED = ['ar', 'zh'] as const;

export function goodsInTheShoppersLanguage(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      for (const language of TRANSLATED) {
        await db.schema.alterTable('item').addColumn(`name_${language}`, 'text').execute();
        await db.schema.alterTable('item').addColumn(`description_${language}`, 'text').execute();
        await db.schema.alterTable('category').addColumn(`name_${language}`, 'text').execute();
        await db.schema.alterTable('brand').addColumn(`name_${language}`, 'text').execute();
        await db.schema.alterTable('price_list').addColumn(`name_${language}`, 'text').execute();
      }
      if (engine === 'sqlite') await sqliteNamesSearch(db);
      else await postgresNamesSearch(db);
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
async function sqliteNamesSearch(db: Kysely<any>) {
  for (const trigger of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger item_name_fts_${trigger}`).execute(db);
  }
  await sql`drop table item_name_fts`.execute(db);
  await sql`create virtual table item_names_fts using fts5(
    name, name_ar, name_zh, content='item', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger item_names_fts_insert after insert on item begin
    insert into item_names_fts (rowid, name, name_ar, name_zh) values (new.id, new.name, new.name_ar, new.name_zh);
  end`.execute(db);
  await sql`create trigger item_names_fts_delete after delete on item begin
    insert into item_names_fts (item_names_fts, rowid, name, name_ar, name_zh)
      values ('delete', old.id, old.name, old.name_ar, old.name_zh);
  end`.execute(db);
  await sql`create trigger item_names_fts_update after update of name, name_ar, name_zh on item begin
    insert into item_names_fts (item_names_fts, rowid, name, name_ar, name_zh)
      values ('delete', old.id, old.name, old.name_ar, old.name_zh);
    insert into item_names_fts (rowid, name, name_ar, name_zh) values (new.id, new.name, new.name_ar, new.name_zh);
  end`.execute(db);
  await sql`insert into item_names_fts (item_names_fts) values ('rebuild')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
async function postgresNamesSearch(db: Kysely<any>) {
  for (const language of TRANSLATED) {
    await sql
      .raw(`create index item_name_${language}_trgm_idx on item using gin (name_${language} gin_trgm_ops)`)
      .execute(db);
  }
}

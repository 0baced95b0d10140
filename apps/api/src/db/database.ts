import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './postgres-prepared-statements.ts';
import type { ShopDatabase } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Engine = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<ShopDatabase>;
  engine: Engine;
  destroy(): Promise<void>;
};

export function engineOf(url: string): Engine {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

export function openDatabase(url: string): Database {
  return engineOf(url) === 'sqlite' ? openSqlite(url) : openPostgres(url);
}

function openSqlite(url: string): Database {
  const path = url.slice('sqlite:'.length);
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new BetterSqlite3(inMemory ? ':memory:' : resolve(path));
  // WAL lets readers go on while an order is written; the busy timeout covers a second process
  // (a migration, the seeder) holding the write lock for a moment.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<ShopDatabase>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, engine: 'sqlite', destroy: () => db.destroy() };
}

// Money, miles and timestamps are BIGINT columns; their values stay far below 2^53, so numbers are exact.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes, Client: PreparingClient });
  const db = new Kysely<ShopDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', destroy: () => db.destroy() };
}

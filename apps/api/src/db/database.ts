import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './postgres-prepared-statements.ts';
import type { ShopDatabase } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Engine = 'sqlite' | 'postgres';

/**
 * What the database's connections are doing, for the shop's metrics. PostgreSQL: the pool's connections
 * open, idle and at most, and the queries waiting for one. SQLite has one connection in the process, so
 * what tells of trouble is the size of the file and of its write-ahead log (a log that keeps growing says
 * checkpoints cannot finish, which slows every read).
 */
export type DatabaseUse =
  | { engine: 'postgres'; connections: number; idle: number; waiting: number; max: number }
  | { engine: 'sqlite'; fileBytes: number; walBytes: number };

export type Database = {
  db: Kysely<ShopDatabase>;
  engine: Engine;
  /** Where it was opened from, for a worker thread that opens its own connection (the search index's build). */
  url: string;
  use(): DatabaseUse;
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
  // better-sqlite3 builds SQLite with a 16 MB page cache, which cold listings fill within seconds; the
  // file's pages stay in the system's cache either way, and SQLite's own default of 2 MB kept a cold
  // listing's CPU where it was for 12 MB less of each API process's memory (docs/performance.md).
  sqlite.pragma('cache_size = -2000');
  const db = new Kysely<ShopDatabase>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const walBytes = () => {
    if (inMemory) return 0;
    return statSync(`${resolve(path)}-wal`, { throwIfNoEntry: false })?.size ?? 0;
  };
  const use = (): DatabaseUse => ({
    engine: 'sqlite',
    fileBytes:
      Number(sqlite.pragma('page_count', { simple: true })) *
      Number(sqlite.pragma('page_size', { simple: true })),
    walBytes: walBytes(),
  });
  return { db, engine: 'sqlite', url, use, destroy: () => db.destroy() };
}

// Money, miles and timestamps are BIGINT columns; their values stay far below 2^53, so numbers are exact.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const POOL_SIZE = 10;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    types: pgTypes,
    Client: PreparingClient,
  });
  const db = new Kysely<ShopDatabase>({ dialect: new PostgresDialect({ pool }) });
  const use = (): DatabaseUse => ({
    engine: 'postgres',
    connections: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: POOL_SIZE,
  });
  return { db, engine: 'postgres', url, use, destroy: () => db.destroy() };
}

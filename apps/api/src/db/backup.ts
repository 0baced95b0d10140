import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { engineOf } from './database.ts';

// Backups of the shop's database taken while the shop runs, and their restore into an empty database,
// with each engine's own tools: SQLite's online backup API (a page-by-page copy that stays consistent
// while other connections write) and PostgreSQL's pg_dump (one snapshot of a repeatable-read
// transaction) in its custom format, restored by pg_restore. docs/operations.md tells how to use them
// and what a production setup adds.

/** What a backup or restore did, for the command's last line. */
export type BackupSummary = { engine: 'sqlite' | 'postgres'; file: string; tables: number };

/** The most pages SQLite's backup step takes; as many as that copies the whole file in one step. */
const ALL_PAGES = 0x7fffffff;

const sqlitePath = (url: string) => resolve(url.slice('sqlite:'.length));

function sqliteTables(database: BetterSqlite3.Database): number {
  const row = database
    .prepare("select count(*) as count from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .get() as { count: number };
  return row.count;
}

async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

/** Runs one of PostgreSQL's tools; its own error output says what went wrong. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ended with code ${code}: ${said.trim()}`)),
    );
  });
}

/** Writes a backup of the database at `url` to `file`, while the shop goes on using the database. */
export async function backUp(url: string, file: string): Promise<BackupSummary> {
  if (engineOf(url) === 'sqlite') {
    const path = sqlitePath(url);
    if (url === 'sqlite::memory:') throw new Error('An in-memory database cannot be backed up');
    if (!existsSync(path)) throw new Error(`There is no SQLite database at ${path}`);
    const source = new BetterSqlite3(path, { fileMustExist: true });
    try {
      // All pages in one step: one read of a consistent snapshot, which in WAL mode never blocks the
      // shop's writers. In small steps, every write of the shop between two steps restarts the copy, and
      // under steady orders it may never end.
      await source.backup(file, { progress: () => ALL_PAGES });
      return { engine: 'sqlite', file, tables: sqliteTables(source) };
    } finally {
      source.close();
    }
  }
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
  return { engine: 'postgres', file, tables: await postgresTables(url) };
}

/**
 * Restores the backup in `file` into the database at `url`, which must be empty (a new SQLite file, or a
 * PostgreSQL database just created): a restore never writes over a shop's data.
 */
export async function restore(file: string, url: string): Promise<BackupSummary> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}`);
  if (engineOf(url) === 'sqlite') {
    const path = sqlitePath(url);
    if (url === 'sqlite::memory:') throw new Error('A backup cannot be restored into an in-memory database');
    if (existsSync(path)) {
      const target = new BetterSqlite3(path, { fileMustExist: true });
      const tables = sqliteTables(target);
      target.close();
      if (tables > 0) throw new Error(`The database at ${path} is not empty: restore into a new file`);
    }
    const backup = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      await backup.backup(path);
      return { engine: 'sqlite', file, tables: sqliteTables(backup) };
    } finally {
      backup.close();
    }
  }
  if ((await postgresTables(url)) > 0) {
    throw new Error('The PostgreSQL database is not empty: restore into a database just created');
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
  return { engine: 'postgres', file, tables: await postgresTables(url) };
}

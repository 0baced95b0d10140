import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type Engine, engineOf, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

// API tests run against real databases: a fresh SQLite file, and a freshly created PostgreSQL database
// when a server is reachable. DATABASE_URL picks one engine: with postgres://… (CI's PostgreSQL run) they
// run on PostgreSQL only, in databases created beside the one named; with sqlite:… on SQLite only.

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresAdminUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  if (url && engineOf(url) === 'postgres') return url;
  return process.env.TEST_POSTGRES_URL ?? defaultPostgresUrl;
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function detectEngines(): Promise<Engine[]> {
  const url = process.env.DATABASE_URL;
  if (url && engineOf(url) === 'postgres') {
    if (!(await postgresReachable(url))) throw new Error(`DATABASE_URL ${url} is not reachable`);
    return ['postgres'];
  }
  if (url && engineOf(url) === 'sqlite') return ['sqlite'];
  const admin = postgresAdminUrl();
  return admin && (await postgresReachable(admin)) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The engines this run tests on; decided once per test file. */
export const testEngines: Engine[] = await detectEngines();

export type TestDatabase = Database & { url: string; drop(): Promise<void> };

/**
 * The pool's end resolves while its connections are still saying goodbye; forcing the drop then would
 * kill them mid-goodbye and surface as an uncaught error in whichever test file runs next. Waits a
 * little for them to go; the drop's force settles anything still left after that.
 */
async function waitForSessionsToClose(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ count: string }>(
      'select count(*) as count from pg_stat_activity where datname = $1',
      [database],
    );
    if (Number(rows[0]?.count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new database, migrated unless `migrate` is false (an empty one, to restore a backup into). */
export async function createTestDatabase(engine: Engine, { migrate = true } = {}): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'dutyfree-test-'));
    const url = `sqlite:${join(dir, 'shop.db')}`;
    const database = openDatabase(url);
    if (migrate) await migrateToLatest(database);
    return {
      ...database,
      url,
      async drop() {
        await database.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const admin = postgresAdminUrl() ?? defaultPostgresUrl;
  const name = `dutyfree_test_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();

  const target = new URL(admin);
  target.pathname = `/${name}`;
  const url = target.toString();
  const database = openDatabase(url);
  if (migrate) await migrateToLatest(database);
  return {
    ...database,
    url,
    async drop() {
      await database.destroy();
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await waitForSessionsToClose(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

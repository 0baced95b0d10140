import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');

/**
 * A SQLite catalogue of `products` items, made once by the shop's own seeder and kept under bench/.data
 * (it takes a minute or two to build at 100,000 products), or the PostgreSQL database the caller names,
 * created first when the server does not have it yet.
 */
export async function benchmarkDatabase(products: number, postgresUrl: string | undefined): Promise<string> {
  if (postgresUrl) {
    await createIfMissing(postgresUrl);
    seed(postgresUrl, products);
    return postgresUrl;
  }
  const dir = join(root, 'bench', '.data');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `catalogue-${products}.db`);
  const url = `sqlite:${path}`;
  if (!existsSync(path)) seed(url, products);
  return url;
}

function seed(databaseUrl: string, products: number) {
  console.log(`Seeding ${products} products into ${databaseUrl} …`);
  const result = spawnSync(
    process.execPath,
    [join(root, 'apps/api/src/cli/seed.ts'), '--products', String(products), '--reset'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } },
  );
  if (result.status !== 0) throw new Error('seeding the benchmark catalogue failed');
}

async function createIfMissing(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  // The server's maintenance database is where a database that does not exist yet can be made.
  url.pathname = '/postgres';
  const server = new pg.Client({ connectionString: url.toString() });
  await server.connect();
  try {
    const found = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.log(`Creating the database ${name} …`);
      await server.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await server.end();
  }
}

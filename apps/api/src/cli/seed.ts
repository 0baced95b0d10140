import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  DEFAULT_DEMO_PRODUCTS,
  type DemoShopOptions,
  hasShopData,
  MIN_DEMO_PRODUCTS,
  reseedDemoShop,
  seedDemoShop,
} from '../seed/seed.ts';

// `npm run db:seed -- [--products N] [--reset]`: the demo shop on the database of DATABASE_URL, or a
// large catalogue for benchmarks. Migrates first, so it also works on a brand-new database.

const usage = `Usage: npm run db:seed -- [--products N] [--reset]
  --products N  products in the catalogue (default ${DEFAULT_DEMO_PRODUCTS}, at least ${MIN_DEMO_PRODUCTS})
  --reset       first delete the demo data: catalogue, price lists, banners, flights, tickets,
                accounts, loyalty members and every order placed on them`;

class UsageError extends Error {}

function readArguments(args: string[]): { products: number; reset: boolean } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const products = Number(parsed.values.products ?? DEFAULT_DEMO_PRODUCTS);
  if (!Number.isSafeInteger(products) || products < MIN_DEMO_PRODUCTS) {
    throw new UsageError(`--products expects a whole number of at least ${MIN_DEMO_PRODUCTS}`);
  }
  return { products, reset: parsed.values.reset ?? false };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    options: { products: { type: 'string' }, reset: { type: 'boolean' } },
    strict: true,
    allowPositionals: false,
  });
}

async function seed(database: Database, { products, reset }: { products: number; reset: boolean }) {
  await migrateToLatest(database);
  if (!reset && (await hasShopData(database.db))) {
    console.log(
      'This database already holds a shop, so nothing was changed.\n' +
        'To replace it with a new demo shop, run: npm run db:seed -- --reset',
    );
    return false;
  }
  console.log(`Seeding a demo shop with ${products.toLocaleString('en')} products on ${database.engine}…`);
  const started = performance.now();
  const options: DemoShopOptions = { products, now: Date.now(), onProgress: (m) => console.log(`  ${m}`) };
  if (reset) await reseedDemoShop(database, options);
  else await seedDemoShop(database, options);
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Demo logins: apps/api/src/seed/README.md`,
  );
  return true;
}

try {
  const args = readArguments(process.argv.slice(2));
  const database = openDatabase(loadConfig().databaseUrl);
  try {
    if (!(await seed(database, args))) process.exitCode = 1;
  } finally {
    await database.destroy();
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ShopDatabase } from '../db/schema.ts';
import { seedBanners } from './banners.ts';
import { seedCatalogue } from './catalogue.ts';
import { refreshOnBoardRotation } from './onboard-rotation.ts';
import { addDemoStaffIfNone, demoEmails, hashDemoPasswords, seedPeople } from './people.ts';
import { seedPriceLists } from './price-lists.ts';
import { DEMO_PURCHASE_RULES } from './purchase-rule-codes.ts';
import { DEMO_SEED, Dice, mulberry32, type Random } from './random.ts';
import { seedReferenceData } from './reference-data.ts';
import { SeedRepository } from './seed.repository.ts';
import { seedTravel } from './travel.ts';

// The demo shop: a believable catalogue, price lists, flights, tickets, accounts and members. The same
// options always give the same shop; dates are counted from `now`, so flights are always ahead.

export const DEFAULT_DEMO_PRODUCTS = 320;
/** Enough for the fixed-code items, the 40 offer products and the on-board stock of a flight (up to 60). */
export const MIN_DEMO_PRODUCTS = 100;

export type DemoShopOptions = {
  products: number;
  now: number;
  random?: Random;
  onProgress?: (message: string) => void;
};

function checkOptions({ products }: DemoShopOptions): void {
  if (!Number.isSafeInteger(products) || products < MIN_DEMO_PRODUCTS) {
    throw new RangeError(`The demo shop needs a whole number of at least ${MIN_DEMO_PRODUCTS} products`);
  }
}

async function writeDemoShop(
  db: Kysely<ShopDatabase>,
  passwordHashes: Map<string, string>,
  options: DemoShopOptions,
): Promise<void> {
  const { now } = options;
  const dice = new Dice(options.random ?? mulberry32(DEMO_SEED));
  const repository = new SeedRepository(db);
  await seedReferenceData(db);
  const items = await seedCatalogue(repository, {
    products: options.products,
    now,
    dice,
    onProgress: options.onProgress,
  });
  await repository.replacePurchaseRules(
    Object.entries(DEMO_PURCHASE_RULES).map(([code, rule]) => ({ code, ...rule })),
  );
  await seedBanners(repository);
  await seedPriceLists(repository, items, now, dice);
  await seedTravel(repository, { items, now, dice, emails: demoEmails() });
  await seedPeople(repository, passwordHashes, now);
}

/** Seeds the demo shop into an empty database, all or nothing. */
export async function seedDemoShop(database: Database, options: DemoShopOptions): Promise<void> {
  checkOptions(options);
  const passwordHashes = await hashDemoPasswords();
  await database.db.transaction().execute((trx) => writeDemoShop(trx, passwordHashes, options));
  await new SeedRepository(database.db).refreshPlannerStatistics(database.engine);
}

/** Replaces whatever demo data the database holds (and the orders on it) with a new demo shop. */
export async function reseedDemoShop(database: Database, options: DemoShopOptions): Promise<void> {
  checkOptions(options);
  const passwordHashes = await hashDemoPasswords();
  await database.db.transaction().execute(async (trx) => {
    await new SeedRepository(trx).deleteDemoData(database.engine);
    await writeDemoShop(trx, passwordHashes, options);
  });
  await new SeedRepository(database.db).refreshPlannerStatistics(database.engine);
}

/** True when the database already holds a catalogue, accounts or flights. */
export function hasShopData(db: Kysely<ShopDatabase>): Promise<boolean> {
  return new SeedRepository(db).hasShopData();
}

/**
 * On start: a database without currencies has never been seeded, so it gets the whole demo shop.
 * Answers whether it seeded.
 */
export async function seedDemoShopIfEmpty(database: Database): Promise<boolean> {
  if (await new SeedRepository(database.db).hasCurrencies()) return false;
  const passwordHashes = await hashDemoPasswords();
  const seeded = await database.db.transaction().execute(async (trx) => {
    const repository = new SeedRepository(trx);
    await repository.lockAgainstConcurrentSeeding(database.engine);
    if (await repository.hasCurrencies()) return false;
    await writeDemoShop(trx, passwordHashes, { products: DEFAULT_DEMO_PRODUCTS, now: Date.now() });
    return true;
  });
  if (seeded) await new SeedRepository(database.db).refreshPlannerStatistics(database.engine);
  return seeded;
}

/**
 * What every start with SEED_ON_START does: seeds an empty database (or gives a demo shop seeded before
 * staff accounts existed its demo staff), then re-times the demo's on-board rotation around now, so that
 * some flight is always in the air and another boarding.
 */
export async function prepareDemoShop(database: Database, opensBeforeDepartureMs: number): Promise<void> {
  await seedDemoShopIfEmpty(database);
  await addDemoStaffIfNone(new SeedRepository(database.db), Date.now());
  await refreshOnBoardRotation(database.db, { now: Date.now(), opensBeforeDepartureMs });
}

import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../db/schema.ts';

/**
 * Data the shop cannot run without, whatever the catalogue: the currencies with their rates to USD.
 * USD keeps id 2, the fallback id clients send (SPEC §7).
 */
const currencies = [
  { id: 2, code: 'USD', name: 'US Dollar', usd_rate_micros: 1_000_000, sort_order: 0 },
  { id: 1, code: 'ETB', name: 'Ethiopian Birr', usd_rate_micros: 156_250_000, sort_order: 1 },
  { id: 3, code: 'EUR', name: 'Euro', usd_rate_micros: 921_500, sort_order: 2 },
  { id: 4, code: 'GBP', name: 'Pound Sterling', usd_rate_micros: 787_400, sort_order: 3 },
  { id: 5, code: 'AED', name: 'UAE Dirham', usd_rate_micros: 3_672_500, sort_order: 4 },
  { id: 6, code: 'CNY', name: 'Chinese Yuan', usd_rate_micros: 7_118_000, sort_order: 5 },
  { id: 7, code: 'SAR', name: 'Saudi Riyal', usd_rate_micros: 3_750_000, sort_order: 6 },
  // South Africa's customs count the value of goods in rand (migration 0044 adds it to a running shop).
  { id: 8, code: 'ZAR', name: 'South African Rand', usd_rate_micros: 18_100_000, sort_order: 7 },
];

export async function seedReferenceData(db: Kysely<ShopDatabase>): Promise<void> {
  await db
    .insertInto('currency')
    .values(currencies)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

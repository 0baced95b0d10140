import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.ts';
import { seedReferenceData } from '../../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { PriceListsRepository } from '../catalog/price-lists.repository.ts';
import { PriceListsService } from '../catalog/price-lists.service.ts';
import { insertPromoCodes } from './cart.fixtures.ts';
import { PromoCodesService } from './promo-codes.service.ts';

describe.each(testEngines)('promotion codes on %s', (engine) => {
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let promoCodes: PromoCodesService;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedReferenceData(database.db);
    fixture = await insertCatalogFixture(database.db);
    await insertPromoCodes(database.db, fixture);
    const now = () => fixture.now;
    promoCodes = new PromoCodesService(
      new PriceListsService(new PriceListsRepository(database.db), now),
      now,
    );
  });
  afterAll(() => database.drop());

  const usageOf = async (code: string) =>
    (
      await database.db
        .selectFrom('price_list')
        .select('usage_count')
        .where('promo_code', '=', code)
        .executeTakeFirstOrThrow()
    ).usage_count;

  it.each([
    ['NOSUCHCODE', 'unknown'],
    ['OLDNEWS', 'expired'],
    ['SOON', 'notYetValid'],
    ['USEDUP', 'exhausted'],
    ['PAUSED', 'switchedOff'],
  ])('tells why %s gives no prices: %s', async (code, reason) => {
    expect(await promoCodes.lookup(code)).toEqual({ status: 'invalid', code, reason });
  });

  it('counts the last use once when two orders race for it, inside their transactions', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map(() => withTransaction(database.db, (trx) => promoCodes.redeem('LASTONE', trx))),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await usageOf('LASTONE')).toBe(5);
    expect((await promoCodes.lookup('LASTONE')).status).toBe('invalid');
  });

  it('counts every use of a code without a usage limit', async () => {
    const before = await usageOf('SAVE10');
    expect(await promoCodes.redeem('SAVE10', database.db)).toBe(true);
    expect(await usageOf('SAVE10')).toBe(before + 1);
  });

  it('does not count a use of an expired or switched-off code', async () => {
    expect(await promoCodes.redeem('OLDNEWS', database.db)).toBe(false);
    expect(await promoCodes.redeem('PAUSED', database.db)).toBe(false);
    expect(await usageOf('OLDNEWS')).toBe(0);
  });

  it('rolls the use back with the order that fails', async () => {
    const before = await usageOf('SAVE10');
    await expect(
      withTransaction(database.db, async (trx) => {
        await promoCodes.redeem('SAVE10', trx);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await usageOf('SAVE10')).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from './catalog.fixtures.ts';
import { PriceListsRepository } from './price-lists.repository.ts';

describe.each(testEngines)('the running offers with their rates on %s', (engine) => {
  const now = Date.now();
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let priceLists: PriceListsRepository;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fixture = await insertCatalogFixture(database.db, now);
    priceLists = new PriceListsRepository(database.db);
  });
  afterAll(() => database.drop());

  it('reads in one statement what the lists, their rates and their bundles read apart give', async () => {
    const offers = await priceLists.activeOffers(now);
    const ids = offers.map((offer) => offer.id);
    expect(await priceLists.runningOffersWithRates(now)).toEqual({
      offers,
      individualRates: await priceLists.individualRates(ids),
      bundles: await priceLists.bundles(ids),
    });
  });

  it('leaves out the rates of lists switched off, ended, or not offers', async () => {
    const { offers, individualRates, bundles } = await priceLists.runningOffersWithRates(now);
    const { summerPrices, expiredOffer, pausedOffer, promoSave10 } = fixture.priceLists;
    const running = offers.map((offer) => offer.id);
    for (const left of [expiredOffer, pausedOffer, promoSave10]) expect(running).not.toContain(left);
    expect(running).toContain(summerPrices);
    expect(new Set(individualRates.map((rate) => rate.priceListId))).toEqual(new Set([summerPrices]));
    expect(bundles).toEqual([
      {
        id: expect.any(Number),
        priceListId: summerPrices,
        amountCents: 3500,
        itemIds: [fixture.items.londonGin, fixture.items.milkChocolate].sort((a, b) => a - b),
      },
    ]);
  });
});

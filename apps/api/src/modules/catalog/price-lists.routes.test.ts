import { apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

describe.each(testEngines)('PriceList/GetPriceListByOfferType on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
  });
  afterAll(() => shop.close());

  it('gives the running offers with unit and bundle rates, leaving out expired, paused and promo lists', async () => {
    const { priceLists, items } = shop.fixture;
    const response = await shop.get(apiPaths.priceListByOfferType, { offerType: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      priceLists: [
        {
          id: priceLists.volumeSavings,
          name: 'Volume savings',
          priceListApplied: 1,
          priceListIndividualRateRes: [],
          priceListBundleRateRes: [],
        },
        {
          id: priceLists.buyTwoGetOne,
          name: 'Buy two, get one',
          priceListApplied: 4,
          priceListIndividualRateRes: [],
          priceListBundleRateRes: [],
        },
        {
          id: priceLists.summerPrices,
          name: 'Summer prices',
          priceListApplied: 2,
          priceListIndividualRateRes: [
            { itemId: items.highlandMalt, amount: 120, priceListId: priceLists.summerPrices },
            { itemId: items.cedarToilette, amount: 55, priceListId: priceLists.summerPrices },
          ],
          priceListBundleRateRes: [
            {
              amount: 35,
              priceListId: priceLists.summerPrices,
              priceListBundleItemsRes: [{ itemId: items.londonGin }, { itemId: items.milkChocolate }],
            },
          ],
        },
      ],
    });
  });

  it('gives the rates in the traveller’s currency', async () => {
    const { priceLists } = (
      await shop.get(apiPaths.priceListByOfferType, { offerType: 1, currencyId: 3 })
    ).json();
    // 12000 cents at 0.9215 EUR/USD = 110.58 EUR; 5500 → 50.6825 → 50.68; 3500 → 32.2525 → 32.25.
    expect(priceLists[2].priceListIndividualRateRes.map((r: { amount: number }) => r.amount)).toEqual([
      110.58, 50.68,
    ]);
    expect(priceLists[2].priceListBundleRateRes[0].amount).toBe(32.25);
  });

  it('has no lists for an offer type other than offers', async () => {
    const response = await shop.get(apiPaths.priceListByOfferType, { offerType: 2 });
    expect(response.json()).toEqual({ priceLists: [] });
  });
});

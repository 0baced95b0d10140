import { apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

describe.each(testEngines)('Brand/GetAll on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
  });
  afterAll(() => shop.close());

  it('lists every brand by name case-insensitively, flagging the ones shown as logos', async () => {
    const { brands } = shop.fixture;
    const response = await shop.get(apiPaths.brands, { currencyId: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      brandsRes: [
        { id: brands.aurora, name: 'aurora', brandImageURL: null, isPowerFullBrand: false },
        {
          id: brands.borealis,
          name: 'Borealis',
          brandImageURL: '/media/brands/borealis.png',
          isPowerFullBrand: true,
        },
        {
          id: brands.zephyr,
          name: 'Zephyr',
          brandImageURL: '/media/brands/zephyr.png',
          isPowerFullBrand: true,
        },
      ],
    });
  });

  it('answers 304 to a browser that already holds the list', async () => {
    const first = await shop.get(apiPaths.brands);
    const again = await shop.get(
      apiPaths.brands,
      {},
      { headers: { 'if-none-match': String(first.headers.etag) } },
    );
    expect(again.statusCode).toBe(304);
  });
});

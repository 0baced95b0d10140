import { apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

describe.each(testEngines)('Banner/GetAll on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
  });
  afterAll(() => shop.close());

  it('gives the carousel its banners in order, with size, image, optional video and title', async () => {
    const response = await shop.get(apiPaths.banners);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bannerListRes: [
        {
          bunnerImageSize: 1,
          imageURL: '/media/banners/first.jpg',
          videoURL: '/media/banners/first.mp4',
          title: 'First',
        },
        { bunnerImageSize: 2, imageURL: '/media/banners/second.jpg', videoURL: null, title: 'Second' },
        { bunnerImageSize: 3, imageURL: '/media/banners/third.jpg', videoURL: null, title: 'Third' },
      ],
    });
    expect(response.headers.etag).toBeDefined();
  });
});

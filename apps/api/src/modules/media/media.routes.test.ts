import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { bannerUrl, brandLogoUrl, categoryPictureUrl, itemPictureUrl } from './media-urls.ts';

describe.each(testEngines)('generated pictures on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const pictures = {
    'a product': itemPictureUrl(42, 1, 'LIQUOR', 'Highland Reserve'),
    'a brand logo': brandLogoUrl(7, 'Maison Celeste'),
    'a category': categoryPictureUrl(3, 'WATCHES', 'Watches'),
    'a banner': bannerUrl(1, 3, 'Single Malt Week'),
  };

  it.each(Object.entries(pictures))(
    'shows %s as a small SVG the browser may keep for good',
    async (_, url) => {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>.*<\/svg>$/,
      );
      expect(Buffer.byteLength(response.body)).toBeLessThan(2048);
    },
  );

  it('names the product in the picture title for screen readers', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: itemPictureUrl(42, 2, 'WATCHES', 'Kestrel'),
    });
    expect(response.body).toContain('<title>Kestrel watch, picture 2</title>');
  });

  it('draws the same picture every time for the same address', async () => {
    const url = itemPictureUrl(9, 3, 'FRAGRANCE', 'Maison Celeste');
    const [first, second] = await Promise.all([
      shop.app.inject({ method: 'GET', url }),
      shop.app.inject({ method: 'GET', url }),
    ]);
    expect(first.body).toBe(second.body);
  });

  it('shows words from the address as text, never as markup', async () => {
    const url = `/media/brands/5.svg?n=${encodeURIComponent('<script>alert(1)</script>')}`;
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&#60;script&#62;');
  });

  it('falls back to a plain parcel when the category word is unknown', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/media/items/5/1.svg?c=SPACESHIPS' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>product, picture 1</title>');
  });

  it.each([
    '/media/items/abc/1.svg',
    '/media/items/12/4.svg',
    '/media/items/12/1.png',
    '/media/brands/-3.svg',
    '/media/nothing-here.svg',
  ])('answers %s with a 404 message', async (url) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

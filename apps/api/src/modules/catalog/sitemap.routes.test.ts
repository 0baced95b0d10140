import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

// The sitemap search engines read: an index, the catalogue's pages, the products in files of ten
// thousand; and robots.txt pointing at it.

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe.each(testEngines)('the sitemap on %s', (engine) => {
  let shop: FixtureShop;
  let origin: string;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
    origin = new URL(locations((await shop.get('/sitemap.xml')).body)[0] ?? '').origin;
  });
  afterAll(() => shop.close());

  it('is an index of the catalogue file and the product files', async () => {
    const response = await shop.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locations(response.body)).toEqual([
      `${origin}/sitemaps/catalogue.xml`,
      `${origin}/sitemaps/products-1.xml`,
    ]);
  });

  it('lists every product on sale, and no withdrawn one', async () => {
    const response = await shop.get('/sitemaps/products-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = locations(response.body);
    expect(listed).toContain(`${origin}/product-detail/${shop.fixture.items.highlandMalt}`);
    expect(listed).not.toContain(`${origin}/product-detail/${shop.fixture.items.retiredWhisky}`);
    expect((await shop.get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await shop.get('/sitemaps/products-0.xml')).statusCode).toBe(404);
  });

  it('lists the home page, the brands page and every category and brand listing, escaped', async () => {
    const listed = locations((await shop.get('/sitemaps/catalogue.xml')).body);
    expect(listed.slice(0, 2)).toEqual([`${origin}/`, `${origin}/brands`]);
    expect(listed.some((address) => address?.startsWith(`${origin}/product-list/`))).toBe(true);
    expect(listed.some((address) => address?.startsWith(`${origin}/product-list-by-brand/`))).toBe(true);
    expect(listed.every((address) => !address?.includes(' '))).toBe(true);
  });

  it('is named in robots.txt, which keeps crawlers out of personal pages', async () => {
    const response = await shop.get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /checkout');
  });
});

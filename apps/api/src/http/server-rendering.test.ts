import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type CatalogFixture, insertCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { buildWebApp } from '../testing/web-build.ts';

// Product pages rendered by the web build's server renderer, on the real app: the page a search engine,
// a link preview or a phone without JavaScript gets.

const ORIGIN = 'https://shop.example';
const page = (url: string, headers: Record<string, string> = {}) => ({
  url,
  headers: { accept: 'text/html', ...headers },
});

function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!found?.[1]) throw new Error('The page has no JSON-LD');
  return JSON.parse(found[1]);
}

let build: ReturnType<typeof buildWebApp>;
beforeAll(() => {
  build = buildWebApp();
}, 240_000);
afterAll(() => build.remove());

describe.each(testEngines)('server-rendered product pages on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixture: CatalogFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedReferenceData(database.db);
    fixture = await insertCatalogFixture(database.db);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_BASE_URL: ORIGIN }), webDist: build.dist };
    app = await buildApp({ config, database });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('carries the name, price, canonical link, language alternates and product data', async () => {
    const response = await app.inject(page(`/product-detail/${fixture.items.highlandMalt}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const address = `${ORIGIN}/product-detail/${fixture.items.highlandMalt}`;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Highland Single Malt 12 Years | Sheba Duty Free</title>');
    expect(html).toMatch(/<h1 class="page-title">Highland Single Malt 12 Years<\/h1>/);
    expect(html).toContain('USD 123.45');
    expect(html).toContain(`<link rel="canonical" href="${address}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${address}?lng=ar" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${address}?lng=zh" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/items/malt-front.jpg" />`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Highland Single Malt 12 Years',
      image: `${ORIGIN}/media/items/malt-front.jpg`,
      offers: { price: '123.45', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // The data it rendered with, once, for the browser to take over.
    expect(html.match(/id="page-state"/g)).toHaveLength(1);
  });

  it('speaks Arabic right to left when the lng parameter or the browser asks for it', async () => {
    const url = `/product-detail/${fixture.items.highlandMalt}`;
    for (const request of [
      page(`${url}?lng=ar`),
      page(url, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' }),
    ]) {
      const html = (await app.inject(request)).body;
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('ويسكي هايلاند سينجل مالت 12 سنة');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url}?lng=ar" />`);
    }
  });

  it('keeps the language the shopper chose (its cookie) over the browser languages', async () => {
    const html = (
      await app.inject(
        page(`/product-detail/${fixture.items.highlandMalt}`, {
          cookie: 'i18next=zh',
          'accept-language': 'ar',
        }),
      )
    ).body;
    expect(html).toContain('<html lang="zh" dir="ltr">');
    expect(html).toContain('高地单一麦芽威士忌12年');
  });

  it('answers an unknown or withdrawn product with the not-found page and its status', async () => {
    for (const id of [987654, fixture.items.retiredWhisky]) {
      const response = await app.inject(page(`/product-detail/${id}`));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('Page not found');
      expect(response.body).not.toContain('id="page-state"');
    }
  });

  it('is revalidated on every visit and varies by language, like every page', async () => {
    const response = await app.inject(page(`/product-detail/${fixture.items.highlandMalt}`));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
  });

  it('leaves personal pages to the browser: the shell, never cached', async () => {
    for (const url of ['/cart', '/checkout', '/account/orders/5', '/staff/flights']) {
      const response = await app.inject(page(url));
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('class="boot-loader"');
      expect(response.body, url).not.toContain('id="page-state"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves the server renderer itself', async () => {
    const response = await app.inject({ url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });
});

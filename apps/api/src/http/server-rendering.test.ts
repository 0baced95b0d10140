import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type CatalogFixture, insertCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { buildWebApp } from '../testing/web-build.ts';

// Catalogue pages (home, product, listings, search) rendered by the web build's server renderer, on the real app: the page a search engine,
// a link preview or a phone without JavaScript gets.

const ORIGIN = 'https://shop.example';
const page = (url: string, headers: Record<string, string> = {}) => ({
  url,
  headers: { accept: 'text/html', ...headers },
});

/** The data of one query the page embedded for the browser, found by the second part of its key. */
function embeddedQuery(html: string, name: string): unknown {
  const found = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html);
  if (!found?.[1]) throw new Error('The page has no state');
  const state = JSON.parse(found[1]) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return state.queries.queries.find((query) => query.queryKey[1] === name)?.state.data;
}

/** Text as React writes it into HTML. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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

describe.each(testEngines)('server-rendered catalogue pages on %s', (engine) => {
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

  it("carries the Bootstrap rules its HTML uses, in the page's direction, and names the whole sheet for later", async () => {
    for (const [lng, dir] of [
      ['en', 'ltr'],
      ['ar', 'rtl'],
    ] as const) {
      const html = (await app.inject(page(`/product-detail/${fixture.items.highlandMalt}?lng=${lng}`))).body;
      const rules = html.match(/<style data-first-screen>([^<]*)<\/style>/)?.[1] ?? '';
      expect(rules).toContain('.navbar{');
      // A menu's caret sits after its label, on the left in Arabic: the RTL build's rule.
      const side = dir === 'rtl' ? 'right' : 'left';
      expect(rules).toContain(
        `.dropdown-toggle::after{display:inline-block;margin-${side}:.255em;vertical-align:.255em;content:"";border-top:.3em solid;`,
      );
      expect(rules).not.toContain('.modal-dialog');
      expect(html).toMatch(
        new RegExp(`<link rel="stylesheet" data-href="[^"]+" data-bootstrap-css="${dir}" media="print" />`),
      );
      expect(html).toMatch(
        /<noscript><link rel="stylesheet" href="[^"]+bootstrap[^"]*\.css" \/><\/noscript>/,
      );
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

  it('never serves the server renderer itself, nor the build manifest it reads', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('renders the home page with the items its lists show, at most 8 a list, and its banners', async () => {
    const response = await app.inject(page('/'));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Pre-order duty-free for your flight | Sheba Duty Free</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/?lng=ar" />`);
    expect(html).toContain('<meta name="description" content="Choose fragrances, liquor');
    const lists = embeddedQuery(html, 'pre-order-items') as Record<string, { name: string }[]>;
    const newArrivals = lists.newArrivalItems ?? [];
    expect(newArrivals.length).toBeGreaterThan(0);
    for (const list of Object.values(lists)) expect(list.length).toBeLessThanOrEqual(8);
    for (const item of newArrivals) expect(html).toContain(escapeText(item.name));
    // The first pictures are the largest paint: fetched first, their space kept.
    expect(html).toMatch(
      /<img src="\/media\/items\/[^"]+" alt="[^"]+" width="\d+" height="\d+" loading="eager" fetchPriority="high"/,
    );
    expect(html).not.toContain('class="boot-loader"');
  });

  it('renders a category listing with its products, in English and in Arabic', async () => {
    const path = `/product-list/whisky/${fixture.categories.whisky}`;
    const english = (await app.inject(page(path))).body;
    expect(english).toContain('<title>whisky | Sheba Duty Free</title>');
    expect(english).toContain('<h1 class="page-title">whisky</h1>');
    expect(english).toContain('Highland Single Malt 12 Years');
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    expect(english).toContain('<meta name="description" content="whisky at duty-free prices');

    const arabic = (await app.inject(page(`${path}?lng=ar`))).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<h1 class="page-title">ويسكي</h1>');
    expect(arabic).toContain('ويسكي هايلاند سينجل مالت 12 سنة');
    expect(arabic).toContain(`<link rel="canonical" href="${ORIGIN}${path}?lng=ar" />`);
    expect(arabic).toContain(`<link rel="alternate" hreflang="zh" href="${ORIGIN}${path}?lng=zh" />`);
  });

  it('renders a brand page and search results with their products and their own addresses', async () => {
    const brandPath = `/product-list-by-brand/Borealis/${fixture.brands.borealis}`;
    const brand = (await app.inject(page(brandPath))).body;
    expect(brand).toContain('<title>Borealis | Sheba Duty Free</title>');
    expect(brand).toContain('<h1 class="page-title">Borealis</h1>');
    expect(brand).toContain('Highland Single Malt 12 Years');
    expect(brand).not.toContain('London Dry Gin');
    expect(brand).toContain(`<link rel="canonical" href="${ORIGIN}${brandPath}" />`);

    const searchPath = '/SearchResult?searchValue=gin&searchType=2';
    const search = (await app.inject(page(`${searchPath}&sort=ByName`))).body;
    expect(search).toContain('<title>Search results | Sheba Duty Free</title>');
    expect(search).toContain('London Dry Gin');
    expect(search).not.toContain('Highland Single Malt 12 Years');
    // The shopper's sort is no address of its own; the language is added to the search's.
    expect(search).toContain(`<link rel="canonical" href="${ORIGIN}${searchPath.replace('&', '&amp;')}" />`);
    expect(search).toContain(
      `<link rel="alternate" hreflang="ar" href="${ORIGIN}${searchPath.replace('&', '&amp;')}&amp;lng=ar" />`,
    );
    expect(search.match(/id="page-state"/g)).toHaveLength(1);
  });

  it("renders the shop's sections (new arrivals, deals, …) with their products under their titles", async () => {
    for (const [path, title] of [
      ['/new-arrivals', 'New Arrivals'],
      ['/deals', 'Deals'],
    ] as const) {
      const html = (await app.inject(page(path))).body;
      expect(html).toContain(`<title>${title} | Sheba Duty Free</title>`);
      expect(html).toContain(`<h1 class="page-title">${title}</h1>`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      const listing = embeddedQuery(html, 'search') as { items: { name: string }[] };
      expect(listing.items.length, path).toBeGreaterThan(0);
      for (const item of listing.items) expect(html).toContain(escapeText(item.name));
      expect(html).not.toContain('class="boot-loader"');
    }
  });

  it('writes a searched text as text, even one that looks like a replacement pattern', async () => {
    const html = (await app.inject(page(`/SearchResult?searchValue=${encodeURIComponent("gin$'$&")}`))).body;
    expect(html).toContain(
      '<meta name="description" content="What the duty-free shop has for “gin$&#39;$&amp;”',
    );
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/id="page-state"/g)).toHaveLength(1);
  });

  it('answers a listing of a category or brand the shop does not have with the not-found page', async () => {
    for (const url of ['/product-list/nothing/987654', '/product-list-by-brand/nothing/987654']) {
      const response = await app.inject(page(url));
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).not.toContain('id="page-state"');
    }
  });

  it('shows the cookie banner to a visitor without the consent cookie, as the browser would', async () => {
    const first = (await app.inject(page('/'))).body;
    expect(first).toContain('class="cookie-consent"');
    expect(first).toContain('"consented":false');
    const returning = (await app.inject(page('/', { cookie: 'i18next=en; _consent=true' }))).body;
    expect(returning).not.toContain('class="cookie-consent"');
    expect(returning).toContain('"consented":true');
  });

  it("puts Bootstrap before the shop's own stylesheets, so that the shop's rules win without scripts", async () => {
    const html = (await app.inject(page('/?lng=ar'))).body;
    const bootstrap = html.indexOf('data-bootstrap-css="rtl"');
    const firstOther = html.search(/<link rel="stylesheet"(?![^>]*data-bootstrap-css)[^>]*>|<style>/);
    expect(bootstrap).toBeGreaterThan(0);
    expect(bootstrap).toBeLessThan(firstOther);
  });

  it('names its scripts for index.html to ask for once painted, and asks for none from its head', async () => {
    const template = readFileSync(join(build.dist, 'index.html'), 'utf8');
    const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
    const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(entry).toBeDefined();
    const html = (await app.inject(page(`/product-detail/${fixture.items.highlandMalt}`))).body;
    expect(html).toContain(`<meta name="app-scripts" content="${[entry, ...preloads].join(' ')}" />`);
    expect(html).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
  });

  it("links each rendered screen's own stylesheet, which the browser would load with its script", async () => {
    const template = readFileSync(join(build.dist, 'index.html'), 'utf8');
    const stylesheets = (html: string) =>
      html.match(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/g) ?? [];
    const home = (await app.inject(page('/'))).body;
    expect(home).toMatch(/<link rel="stylesheet" href="\/assets\/home-screen-[\w-]+\.css" \/>/);
    const listing = (await app.inject(page(`/product-list/whisky/${fixture.categories.whisky}`))).body;
    expect(stylesheets(listing).length).toBeGreaterThan(stylesheets(template).length);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import { apiPaths } from '@dutyfree/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../http/compression.ts';
import { seedReferenceData } from '../../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { CurrenciesRepository } from '../currencies/currencies.repository.ts';
import { CurrenciesService } from '../currencies/currencies.service.ts';
import type { CatalogCacheTtls } from './cache-ttls.ts';
import { type CatalogFixture, insertCatalogFixture } from './catalog.fixtures.ts';
import { type Catalog, createCatalog } from './catalog.module.ts';
import { itemsRoutes } from './items.routes.ts';
import { searchRoutes } from './search.routes.ts';

const TTLS: CatalogCacheTtls = {
  offers: 30_000,
  listings: 30_000,
  replies: 10_000,
};

describe.each(testEngines)('cached catalogue reads on %s', (engine) => {
  let database: TestDatabase;
  let fixture: CatalogFixture;
  let now: number;
  let catalog: Catalog;
  const advance = (ms: number) => {
    now += ms;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedReferenceData(database.db);
    fixture = await insertCatalogFixture(database.db);
    now = fixture.now;
    const currencies = new CurrenciesService(new CurrenciesRepository(database.db));
    catalog = createCatalog(database, currencies, { now: () => now, cacheTtls: TTLS });
  });
  afterAll(() => database.drop());

  const offerOf = async (itemId: number) => (await catalog.items.byId(itemId)).offer?.id ?? null;

  it('ends an offer on time although the running offers are cached', async () => {
    const { items, priceLists } = fixture;
    await database.db
      .updateTable('price_list')
      .set({ valid_to: now + 1_000 })
      .where('id', '=', priceLists.volumeSavings)
      .execute();
    catalog.invalidateCaches();
    expect(await offerOf(items.highlandMalt)).toBe(priceLists.volumeSavings);

    advance(1_001);
    // The malt is also in the summer prices, which now apply, with no volume tiers.
    const malt = await catalog.items.byId(items.highlandMalt);
    expect(malt.offer?.id).toBe(priceLists.summerPrices);
    expect(malt.volumeTiers).toEqual([]);
  });

  it('shows an offer switched on in product cards once the cached offers expire', async () => {
    const { items, priceLists } = fixture;
    expect(await offerOf(items.cognacXo)).toBeNull();
    await database.db
      .updateTable('price_list')
      .set({ is_active: 1 })
      .where('id', '=', priceLists.pausedOffer)
      .execute();

    expect(await offerOf(items.cognacXo)).toBeNull();
    advance(TTLS.offers);
    expect(await offerOf(items.cognacXo)).toBe(priceLists.pausedOffer);
  });

  it('prices with an offer switched off at once when the offers are handed in, as the cart does', async () => {
    const { items, priceLists } = fixture;
    await database.db
      .updateTable('price_list')
      .set({ is_active: 0 })
      .where('id', '=', priceLists.pausedOffer)
      .execute();
    const cognac = await catalog.items.byId(items.cognacXo);
    const priced = await catalog.items.withGifts(
      [items.cognacXo],
      await catalog.priceLists.activeOffersWithRates(),
    );
    expect(priced.get(items.cognacXo)?.offer).toBeNull();
    // Catalogue reads still show it until their cached offers expire.
    expect(cognac.offer?.id).toBe(priceLists.pausedOffer);
  });

  it('suggests a new item within a second of the caches being dropped, and a withdrawn one never again', async () => {
    const { items, brands, categories } = fixture;
    const names = async () => (await catalog.search.suggest('choc')).map((item) => item.name);
    expect(await names()).toEqual(['Dark Chocolate Box', 'Milk chocolate bar']);
    await database.db
      .insertInto('item')
      .values({
        item_code: 'TRUFFLES',
        name: 'Chocolate Truffles',
        description: 'New',
        brand_id: brands.aurora,
        category_id: categories.confectionery,
        category_type: 'CONFECTIONERY',
        stock: 4,
        current_price_cents: 2500,
        sales_rate_cents: 2500,
        registered_at: now,
      })
      .execute();
    await database.db
      .updateTable('item')
      .set({ is_active: 0 })
      .where('id', '=', items.darkChocolate)
      .execute();

    expect(await names()).toEqual(['Milk chocolate bar']);
    catalog.invalidateCaches();
    await expect
      .poll(names, { timeout: 1_000, interval: 20 })
      .toEqual(['Milk chocolate bar', 'Chocolate Truffles']);
  });

  describe('GetPreOrderItems', () => {
    const app = Fastify();
    beforeAll(async () => {
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(itemsRoutes, { catalog });
    });
    afterAll(() => app.close());

    const homePage = () =>
      app.inject({ method: 'GET', url: apiPaths.preOrderItems, query: { currencyId: '3' } });
    const stockOf = (body: { allInOneList: { id: number; quantity: number }[] }, itemId: number) =>
      body.allInOneList.find((item) => item.id === itemId)?.quantity;

    it('shows the same lists, stock included, for 10 s, then what the shop holds now', async () => {
      const { items } = fixture;
      const first = await homePage();
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(stockOf(first.json(), items.londonGin)).toBe(5);

      await database.db.updateTable('item').set({ stock: 1 }).where('id', '=', items.londonGin).execute();
      advance(TTLS.replies - 1);
      const cached = await homePage();
      expect(cached.body).toBe(first.body);
      expect(cached.headers.etag).toBe(first.headers.etag);

      advance(1);
      const fresh = await homePage();
      expect(stockOf(fresh.json(), items.londonGin)).toBe(1);
      expect(fresh.headers.etag).not.toBe(first.headers.etag);
    });
  });

  describe('catalogue answers', () => {
    const app = Fastify();
    beforeAll(async () => {
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerCompression(app);
      await app.register(itemsRoutes, { catalog });
      await app.register(searchRoutes, { catalog });
    });
    afterAll(() => app.close());

    const listing = { searchType: '2', sort: 'ByPrice', sortDirection: 'DESC', currencyId: '3' };
    const listingPage = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: apiPaths.searchItems, query: { ...listing, ...query }, headers });
    const productDetails = (itemIds: number[]) =>
      app.inject({ method: 'POST', url: apiPaths.productDetails, payload: { currencyId: 3, itemIds } });
    const stockIn = (body: { items: { id: number; quantity: number }[] }, itemId: number) =>
      body.items.find((item) => item.id === itemId)?.quantity;
    const setStock = (itemId: number, stock: number) =>
      database.db.updateTable('item').set({ stock }).where('id', '=', itemId).execute();
    /** An answer is kept from its second ask within the time to live: asks twice, answers the second. */
    const askedTwice = async (ask: () => ReturnType<typeof listingPage>) => {
      await ask();
      return ask();
    };

    it('serves a listing page as it was for 10 s, then as the shop holds it now', async () => {
      const { items } = fixture;
      catalog.invalidateCaches();
      const first = await askedTwice(() => listingPage());
      expect(first.statusCode).toBe(200);
      await setStock(items.londonGin, 2);

      advance(TTLS.replies - 1);
      const cached = await listingPage();
      expect(cached.body).toBe(first.body);
      expect(cached.headers.etag).toBe(first.headers.etag);

      advance(1);
      const fresh = await listingPage();
      expect(stockIn(fresh.json(), items.londonGin)).toBe(2);
      expect(fresh.headers.etag).not.toBe(first.headers.etag);
    });

    it("shows a writer's change at once once the catalogue's caches are invalidated", async () => {
      const { items } = fixture;
      const before = await listingPage();
      await setStock(items.londonGin, 3);
      expect((await listingPage()).body).toBe(before.body);

      catalog.invalidateCaches();
      expect(stockIn((await listingPage()).json(), items.londonGin)).toBe(3);
    });

    it('answers 304 from the cache to the tag it sent, compressed or not', async () => {
      const plain = await listingPage();
      const revalidated = await listingPage({}, { 'if-none-match': String(plain.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');

      const compressed = await listingPage({}, { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.etag).toBe(`W/${plain.headers.etag}`);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
      // The first send is compressed for one send; the second keeps a copy that every later send reuses.
      const again = await listingPage({}, { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain.body);
      const third = await listingPage({}, { 'accept-encoding': 'br' });
      expect(third.rawPayload.equals(again.rawPayload)).toBe(true);
      const compressedRevalidated = await listingPage(
        {},
        { 'accept-encoding': 'br', 'if-none-match': String(compressed.headers.etag) },
      );
      expect(compressedRevalidated.statusCode).toBe(304);
    });

    it('keeps one answer per currency and language, and none per parameter the call does not know', async () => {
      catalog.invalidateCaches();
      await listingPage();
      expect(catalog.replies.size).toBe(0);
      const euros = await listingPage();
      expect(catalog.replies.size).toBe(1);
      const dirhams = await askedTwice(() => listingPage({ currencyId: '5' }));
      expect(dirhams.json().items[0].currency).toBe('AED');
      const arabic = await askedTwice(() => listingPage({}, { 'accept-language': 'ar' }));
      expect(arabic.body).not.toBe(euros.body);
      expect(catalog.replies.size).toBe(3);

      const cacheBusting = await listingPage({ _: '1732540000000' });
      expect(cacheBusting.body).toBe(euros.body);
      expect(catalog.replies.size).toBe(3);
    });

    it('keeps product details for 10 s and never a 404', async () => {
      const { items } = fixture;
      catalog.invalidateCaches();
      const first = await askedTwice(() => productDetails([items.londonGin]));
      await setStock(items.londonGin, 4);
      expect((await productDetails([items.londonGin])).body).toBe(first.body);

      const unknown = await askedTwice(() => productDetails([items.londonGin, 987_654]));
      expect(unknown.statusCode).toBe(404);
      expect(catalog.replies.size).toBe(1);

      advance(TTLS.replies);
      const fresh = await productDetails([items.londonGin]);
      expect(fresh.json().availabilitiesRes[0].quantity).toBe(4);
    });
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ACTION_PRIVILEGE_HEADER, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../caching/read-cache.ts';
import { type CatalogFixture, insertCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../modules/staff/staff.fixtures.ts';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

type Answer = LightMyRequestResponse;

function plainBody(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding'];
  // A HEAD or a 304 has no body to decompress.
  if (answer.rawPayload.length === 0) return answer.rawPayload;
  if (coding === 'br') return brotliDecompressSync(answer.rawPayload);
  if (coding === 'gzip') return gunzipSync(answer.rawPayload);
  return answer.rawPayload;
}

/**
 * The answer as a client sees it: status, headers and body. The date is the clock's and the request id
 * the request's; a compressed copy is made at lighter settings the first time and kept at stronger ones
 * from the second (`compressedOnce`), so a compressed body is compared uncompressed, and its length only
 * between kept copies.
 */
function seen(answer: Answer, { keptCopy }: { keptCopy: boolean }) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = answer.headers;
  const compressed = headers['content-encoding'] !== undefined;
  if (compressed && !keptCopy) delete headers['content-length'];
  return { status: answer.statusCode, headers, body: plainBody(answer).toString() };
}

describe.each(testEngines)('kept catalogue answers sent before validation on %s', (engine) => {
  let shop: TestApp;
  let fixture: CatalogFixture;
  let shopper: Record<string, string>;
  let admin: SignedInTestStaff;
  let variant = 0;
  const aliasLookups = vi.spyOn(ReadCache.prototype, 'loadedByAlias');

  beforeAll(async () => {
    shop = await createTestApp(engine);
    fixture = await insertCatalogFixture(shop.database.db);
    shopper = callHeaders(await issueTokens(shop.app), actionPrivileges.preOrderAccess);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
  });
  afterAll(() => shop.close());
  afterEach(() => aliasLookups.mockClear());

  const call = (options: InjectOptions & { headers?: Record<string, string> }) =>
    shop.app.inject({ ...options, headers: { ...shopper, ...options.headers } });
  /** Whether the last request was answered from a kept answer before validation. */
  const answeredBeforeValidation = () => aliasLookups.mock.results.at(-1)?.value !== undefined;
  /** A query no other test has asked, so that its first request goes the validated way. */
  const fresh = (query: string) => `${query}&_=${engine}${++variant}`;

  /**
   * Sends a request until it is kept, then once more: the last send before that goes through validation and
   * the handler, the next does not. The home lists are kept from their first ask, every other answer from
   * its second (`keepOnSecondAsk`), which an ask before them makes.
   */
  async function twice(options: InjectOptions & { headers?: Record<string, string> }) {
    if (!String(options.url).startsWith(apiPaths.preOrderItems)) {
      await call(options);
      expect(answeredBeforeValidation()).toBe(false);
    }
    const first = await call(options);
    expect(answeredBeforeValidation()).toBe(false);
    const second = await call(options);
    expect(answeredBeforeValidation()).toBe(true);
    return [first, second] as const;
  }

  // Each coding asks for product details in a currency of its own, so that none finds another's kept answer.
  describe.each([
    ['br', 'gzip, deflate, br', 3],
    ['gzip', 'gzip', 2],
    ['identity', undefined, 5],
  ])('to a client taking %s', (coding, acceptEncoding, currencyId) => {
    const encoding: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

    it('answers a repeated home lists request as the first, with its security headers', async () => {
      const url = `${apiPaths.preOrderItems}?${fresh('currencyId=2')}`;
      const [first, second] = await twice({ method: 'GET', url, headers: encoding });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(seen(second, { keptCopy: false })).toEqual(seen(first, { keptCopy: false }));
      const third = await call({ method: 'GET', url, headers: encoding });
      expect(third.rawPayload).toEqual(second.rawPayload);
      expect(seen(third, { keptCopy: true })).toEqual(seen(second, { keptCopy: true }));
    });

    it('answers 304 to a client holding the version, as the validated way does', async () => {
      const url = `${apiPaths.preOrderItems}?${fresh('currencyId=2')}`;
      const held = await call({ method: 'GET', url, headers: encoding });
      const revalidate = {
        method: 'GET' as const,
        url: `${apiPaths.preOrderItems}?${fresh('currencyId=2')}`,
        headers: { ...encoding, 'if-none-match': String(held.headers.etag) },
      };
      const [first, second] = await twice(revalidate);
      expect(first.statusCode).toBe(304);
      expect(seen(second, { keptCopy: true })).toEqual(seen(first, { keptCopy: true }));
    });

    it('answers a repeated HEAD as the first', async () => {
      const url = `${apiPaths.preOrderItems}?${fresh('currencyId=2')}`;
      const [first, second] = await twice({ method: 'HEAD', url, headers: encoding });
      expect(first.statusCode).toBe(200);
      expect(second.rawPayload.length).toBe(0);
      expect(seen(second, { keptCopy: false })).toEqual(seen(first, { keptCopy: false }));
    });

    it('answers repeated product details as the first, without a cache header', async () => {
      const payload = { currencyId, itemIds: [fixture.items.cognacXo] };
      const [first, second] = await twice({
        method: 'POST',
        url: apiPaths.productDetails,
        payload,
        headers: encoding,
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBeUndefined();
      expect(seen(second, { keptCopy: false })).toEqual(seen(first, { keptCopy: false }));
    });
  });

  it('answers a small listing page, which is never compressed, as the first', async () => {
    const url = `${apiPaths.searchItems}?${fresh('searchType=2&pageSize=1&currencyId=2')}`;
    const [first, second] = await twice({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.rawPayload.length).toBeLessThan(1024);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(seen(second, { keptCopy: true })).toEqual(seen(first, { keptCopy: true }));
  });

  it("never hands one language's, currency's or body's answer to another", async () => {
    const url = (currencyId: number) => `${apiPaths.preOrderItems}?currencyId=${currencyId}&limit=2`;
    const english = await twice({ method: 'GET', url: url(2), headers: { 'accept-language': 'en' } });
    const arabic = await twice({ method: 'GET', url: url(2), headers: { 'accept-language': 'ar' } });
    const euros = await twice({ method: 'GET', url: url(3), headers: { 'accept-language': 'en' } });
    expect(arabic[1].body).toBe(arabic[0].body);
    expect(arabic[1].body).not.toBe(english[1].body);
    expect(euros[1].body).toBe(euros[0].body);
    expect(euros[1].body).not.toBe(english[1].body);

    const details = (itemId: number) => ({
      method: 'POST' as const,
      url: apiPaths.productDetails,
      payload: { currencyId: 2, itemIds: [itemId] },
    });
    const malt = await twice(details(fixture.items.highlandMalt));
    const gin = await twice(details(fixture.items.londonGin));
    expect(gin[1].json().availabilitiesRes[0].id).toBe(fixture.items.londonGin);
    expect(malt[1].json().availabilitiesRes[0].id).toBe(fixture.items.highlandMalt);
  });

  it('lets the request guard refuse a bad token or a wrong privilege on a kept answer', async () => {
    const url = `${apiPaths.preOrderItems}?${fresh('currencyId=2')}`;
    await twice({ method: 'GET', url });
    const badToken = await call({ method: 'GET', url, headers: { authorization: 'Bearer forged' } });
    expect(badToken.statusCode).toBe(401);
    const wrongPrivilege = await call({
      method: 'GET',
      url,
      headers: { [ACTION_PRIVILEGE_HEADER]: actionPrivileges.similarItems },
    });
    expect(wrongPrivilege.statusCode).toBe(403);
  });

  it('refuses an invalid query every time it is asked', async () => {
    const url = `${apiPaths.preOrderItems}?currencyId=2&limit=banana`;
    for (const _ of [1, 2]) {
      const refused = await call({ method: 'GET', url });
      expect(refused.statusCode).toBe(400);
      expect(answeredBeforeValidation()).toBe(false);
    }
  });

  it('answers the text of a kept body sent as another kind of body the validated way', async () => {
    const payload = JSON.stringify({ currencyId: 2, itemId: fixture.items.highlandMalt });
    const json = { method: 'POST' as const, url: apiPaths.itemDetail, payload };
    await twice({ ...json, headers: { 'content-type': 'application/json' } });
    const asText = await call({ ...json, headers: { 'content-type': 'text/plain' } });
    expect(asText.statusCode).toBe(400);
  });

  it("shows an admin's change on the next request", async () => {
    const details = {
      method: 'POST' as const,
      url: apiPaths.itemDetail,
      payload: { currencyId: 2, itemId: fixture.items.darkChocolate },
    };
    const [shown] = await twice(details);
    expect(shown.statusCode).toBe(200);
    const off = await shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeSetItemActive,
      headers: admin.headers(actionPrivileges.backOfficeItems),
      payload: { itemId: fixture.items.darkChocolate, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(details)).statusCode).toBe(404);
  });
});

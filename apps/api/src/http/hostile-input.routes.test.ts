import { ACTION_PRIVILEGE_HEADER, actionPrivileges, apiPaths, USER_TOKEN_HEADER } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../modules/auth/token.service.ts';
import { PAYMENT_WEBHOOK_PATH } from '../modules/payments/webhook.routes.ts';
import { SIGNATURE_HEADER, signWebhook } from '../modules/payments/webhook-signature.ts';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

// What was measured from outside on the shop: bodies nested thousands of levels deep, validly signed
// tokens whose subject no row can have, a signed webhook whose session id holds a NUL byte. Each is a
// client's mistake (or an attack) and must be answered as one, never as a server fault.

const SECRET = 'hostile-input-test-secret-of-40-characters';

/** `[[[…]]]`, `depth` levels deep, as raw JSON text. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(testEngines)('hostile input on %s', (engine) => {
  let shop: TestApp;
  let tokens: TokenService;
  let guest: Record<string, string>;

  beforeAll(async () => {
    shop = await createTestApp(engine, { TOKEN_SECRET: SECRET, PAYMENT_WEBHOOK_SECRET: SECRET });
    tokens = new TokenService({ secret: SECRET, clientTtlSeconds: 3600, userTtlSeconds: 3600 });
    guest = callHeaders(await issueTokens(shop.app), actionPrivileges.preOrderAccess);
  });
  afterAll(() => shop.close());

  it.each([
    [apiPaths.itemDetail, 5_000, (deep: string) => deep],
    [apiPaths.itemDetail, 10_000, (deep: string) => `{"itemId":${deep}}`],
    [apiPaths.productDetails, 5_000, (deep: string) => deep],
    [apiPaths.productDetails, 10_000, (deep: string) => `{"itemIds":[1,${deep}]}`],
  ])('answers a body nested deeply on %s (%i levels) as a bad request', async (url, depth, body) => {
    const response = await shop.app.inject({
      method: 'POST',
      url,
      headers: { ...guest, 'content-type': 'application/json' },
      payload: body(nested(depth)),
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a list far longer than any call takes before reading it, and one just longer once parsed', async () => {
    const post = (itemIds: unknown[]) =>
      shop.app.inject({
        method: 'POST',
        url: apiPaths.productDetails,
        headers: { ...guest, 'content-type': 'application/json' },
        payload: JSON.stringify({ currencyId: 2, itemIds }),
      });
    expect((await post(new Array(100_000).fill(1))).statusCode).toBe(413);
    const justLonger = await post(new Array(1_001).fill(1));
    expect(justLonger.statusCode).toBe(400);
    expect(justLonger.json().errors).toEqual({
      Body: ['A list in the request body holds more than 1000 entries.'],
    });
  });

  it.each([
    ['customer', 2 ** 40],
    ['customer', 2 ** 31],
    ['staff', 2 ** 40],
  ] as const)(
    'refuses a validly signed %s token whose subject is %i as an ended session',
    async (kind, sub) => {
      const { clientAccessToken } = await issueTokens(shop.app);
      const token = tokens.issueUserToken(kind, { sub: String(sub), role: 'admin' });
      for (const [url, privilege] of [
        [apiPaths.currencies, actionPrivileges.preOrderAccess],
        [apiPaths.staffAuditLog, actionPrivileges.staffAuditLog],
      ]) {
        const response = await shop.app.inject({
          url,
          headers: {
            authorization: `Bearer ${clientAccessToken}`,
            [USER_TOKEN_HEADER]: token,
            [ACTION_PRIVILEGE_HEADER]: privilege,
          },
        });
        expect(response.statusCode, url).toBe(401);
      }
    },
  );

  it('refuses a signed webhook whose session id holds a NUL byte as a bad request', async () => {
    const body = JSON.stringify({
      id: 'evt_nul',
      type: 'payment.succeeded',
      data: { sessionId: 'cs_\u0000' },
    });
    const response = await shop.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(SECRET, body, Date.now()),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('tells browsers never to frame a JSON answer of the API', async () => {
    const response = await shop.app.inject({ url: apiPaths.currencies, headers: guest });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

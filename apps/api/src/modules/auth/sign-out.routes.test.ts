import { accountMessages, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { registerCustomer, type TestCustomer } from '../customers/customers.fixtures.ts';

const redisAvailable = await testRedisReachable();

function signOut(app: FastifyInstance, customer: TestCustomer) {
  return app.inject({
    method: 'POST',
    url: apiPaths.signOut,
    headers: customer.headers(actionPrivileges.accountSave),
  });
}

/** Calls of every kind a signed-in traveller makes, with that traveller's headers. */
function callsOf(customer: TestCustomer) {
  return [
    { url: apiPaths.myOrders, headers: customer.headers(actionPrivileges.preOrderAccess) },
    {
      url: `${apiPaths.passengerProfile}?UserId=${customer.customerId}`,
      headers: customer.headers(actionPrivileges.preOrderAccess),
    },
    { url: apiPaths.currencies, headers: customer.headers(actionPrivileges.preOrderAccess) },
  ];
}

/** A second API process on the same database (and the same Redis, when given). */
async function secondProcess(shop: TestApp, env: { redisUrl?: string } = {}) {
  const config = { ...shop.config, redisUrl: env.redisUrl ?? shop.config.redisUrl };
  const app = await buildApp({ config, database: shop.database });
  await app.ready();
  return app;
}

describe.each(testEngines)('sign-out on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('refuses the signed-out token on every call afterwards, with 401', async () => {
    const customer = await registerCustomer(shop.app);
    for (const call of callsOf(customer)) {
      expect((await shop.app.inject(call)).statusCode, call.url).toBe(200);
    }
    const answer = await signOut(shop.app, customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: accountMessages.signedOut });
    for (const call of callsOf(customer)) {
      expect((await shop.app.inject(call)).statusCode, call.url).toBe(401);
    }
    expect((await signOut(shop.app, customer)).statusCode).toBe(401);
  });

  it('leaves the customer free to sign in again, and other sessions of the account alone', async () => {
    const customer = await registerCustomer(shop.app);
    const tokens = await issueTokens(shop.app);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      headers: {
        authorization: `Bearer ${tokens.clientAccessToken}`,
        'user-token': tokens.accessToken,
        'action-privilege': actionPrivileges.accountSave,
      },
      payload: { username: customer.username, password: customer.password },
    });
    expect(signIn.statusCode).toBe(200);
    const other = { ...customer, token: signIn.json().token };
    const otherHeaders = {
      authorization: `Bearer ${tokens.clientAccessToken}`,
      'user-token': other.token,
      'action-privilege': actionPrivileges.preOrderAccess,
    };
    await signOut(shop.app, customer);
    expect((await shop.app.inject({ url: apiPaths.myOrders, headers: otherHeaders })).statusCode).toBe(200);
  });

  it('is refused by another API process on the same database', async () => {
    const customer = await registerCustomer(shop.app);
    const other = await secondProcess(shop);
    try {
      await signOut(shop.app, customer);
      const [myOrders] = callsOf(customer);
      expect((await other.inject(myOrders!)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it(`is refused at once by another process sharing Redis, even one that had just let it in (Redis ${redisAvailable ? 'reachable' : 'unreachable'} at ${testRedisUrl})`, async () => {
    const first = await secondProcess(shop, { redisUrl: testRedisUrl });
    const second = await secondProcess(shop, { redisUrl: testRedisUrl });
    try {
      const customer = await registerCustomer(shop.app);
      const [myOrders] = callsOf(customer);
      if (!redisAvailable) {
        // Without its list of signed-out tokens a process lets no signed-in call through.
        expect((await second.inject(myOrders!)).statusCode).toBeGreaterThanOrEqual(500);
        return;
      }
      expect((await second.inject(myOrders!)).statusCode).toBe(200);
      expect((await signOut(first, customer)).statusCode).toBe(200);
      expect((await second.inject(myOrders!)).statusCode).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('marks personal answers as not to be stored by any cache', async () => {
    const customer = await registerCustomer(shop.app);
    const headers = customer.headers(actionPrivileges.preOrderAccess);
    const personal = [
      await shop.app.inject({ url: apiPaths.myOrders, headers }),
      await shop.app.inject({ url: `${apiPaths.passengerProfile}?UserId=${customer.customerId}`, headers }),
      await shop.app.inject({ url: `${apiPaths.paymentSummary}?orderCode=DF-NONE0000`, headers }),
      await shop.app.inject({
        method: 'POST',
        url: apiPaths.trackOrder,
        headers,
        payload: { email: 'nobody@example.com', orderCode: 'DF-NONE0000' },
      }),
      await signOut(shop.app, customer),
    ];
    expect(personal.map((answer) => answer.headers['cache-control'])).toEqual(Array(5).fill('no-store'));
  });

  it('keeps the signed-in token in an httpOnly cookie only the token call gets, until sign-out', async () => {
    const customer = await registerCustomer(shop.app);
    const tokens = await issueTokens(shop.app);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      headers: {
        authorization: `Bearer ${tokens.clientAccessToken}`,
        'user-token': tokens.accessToken,
        'action-privilege': actionPrivileges.accountSave,
      },
      payload: { username: customer.username, password: customer.password },
    });
    const { token } = signIn.json();
    const sessionCookie = [signIn.headers['set-cookie']]
      .flat()
      .find((cookie) => String(cookie).startsWith('dutyfree_session='));
    expect(sessionCookie).toMatch(
      new RegExp(
        `^dutyfree_session=${token.replaceAll('.', '\\.')}; Path=/User/api/V1\\.0/Token/Issue; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
      ),
    );
    const restart = (cookie: string) =>
      shop.app.inject({
        method: 'POST',
        url: apiPaths.tokenIssue,
        headers: { cookie: `dutyfree_session=${cookie}` },
        payload: { clientId: 'web' },
      });
    expect((await restart(token)).json().sessionToken).toBe(token);
    expect((await restart(tokens.accessToken)).json().sessionToken).toBeUndefined();
    expect((await restart('forged')).json().sessionToken).toBeUndefined();

    const signedOut = await signOut(shop.app, {
      ...customer,
      token,
      headers: (privilege) => ({
        authorization: `Bearer ${tokens.clientAccessToken}`,
        'user-token': token,
        'action-privilege': privilege,
      }),
    });
    expect(signedOut.headers['set-cookie']).toMatch(
      /^dutyfree_session=; Path=\/User\/api\/V1\.0\/Token\/Issue; Max-Age=0;/,
    );
    const afterSignOut = await restart(token);
    expect(afterSignOut.statusCode).toBe(200);
    expect(afterSignOut.json().sessionToken).toBeUndefined();
  });
});

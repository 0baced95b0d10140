import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { registerRequestGuard, type SessionCheck } from './request-guard.ts';
import { TokenService } from './token.service.ts';
import { TokenRevocations } from './token-revocations.ts';

describe('the request guard at start-up', () => {
  async function appWithRoute(url: string, config: Record<string, unknown>) {
    const app = Fastify();
    const revocations = new TokenRevocations(
      { revoke: async () => {}, isRevoked: async () => false, close: async () => {} },
      { cacheTtlMs: 0 },
    );
    const tokens = new TokenService({ secret: 's', clientTtlSeconds: 60, userTtlSeconds: 60 });
    registerRequestGuard(app, tokens, { isCurrent: async () => true }, revocations);
    app.get(url, { config }, async () => ({}));
    await app.ready();
    return app;
  }

  it('refuses to start with a staff route that does not say which staff role it needs', async () => {
    await expect(appWithRoute('/Staff/api/V1.0/Thing', { privilege: 'Staff-PackingList' })).rejects.toThrow(
      'does not declare config.staffRole',
    );
    const app = await appWithRoute('/Staff/api/V1.0/Thing', {
      privilege: 'Staff-PackingList',
      staffRole: 'crew',
    });
    await app.close();
  });
});

describe('the request guard deciding from memory or after a read', () => {
  const tokens = new TokenService({ secret: 's', clientTtlSeconds: 60, userTtlSeconds: 60 });
  const revoked = new Set<string>();
  const revocations = new TokenRevocations(
    {
      revoke: async (jti) => {
        revoked.add(jti);
      },
      isRevoked: async (jti) => revoked.has(jti),
      close: async () => {},
    },
    { cacheTtlMs: 60_000 },
  );

  async function appWithSessions(sessions: SessionCheck) {
    const app = Fastify();
    registerRequestGuard(app, tokens, sessions, revocations);
    app.get('/thing', { config: { privilege: actionPrivileges.preOrderAccess } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }
  const customerToken = () => tokens.issueUserToken('customer', { sub: '7' });
  const customerHeaders = (accessToken = customerToken()) =>
    callHeaders(
      { clientAccessToken: tokens.issueClientToken('web'), accessToken },
      actionPrivileges.preOrderAccess,
    );

  it.each([
    ['at once', (live: boolean) => live],
    ['after a read', (live: boolean) => Promise.resolve(live)],
  ])('lets a live session in and refuses an ended one, answered %s', async (_how, answer) => {
    let live = true;
    const app = await appWithSessions({ isCurrent: () => answer(live) });
    const headers = customerHeaders();
    const call = () => app.inject({ method: 'GET', url: '/thing', headers });
    expect((await call()).statusCode).toBe(200);
    live = false;
    expect((await call()).statusCode).toBe(401);
    await app.close();
  });

  it('refuses a signed-out token whether the list is read or in memory', async () => {
    const app = await appWithSessions({ isCurrent: () => true });
    const token = customerToken();
    const call = () => app.inject({ method: 'GET', url: '/thing', headers: customerHeaders(token) });
    expect((await call()).statusCode).toBe(200);
    const user = tokens.verifyUserToken(token);
    if (!user) throw new Error('the token does not verify');
    await revocations.revoke(user);
    expect((await call()).statusCode).toBe(401);
    expect((await call()).statusCode).toBe(401);
    await app.close();
  });

  it('answers 500, not a hang, when the session check fails', async () => {
    const app = await appWithSessions({ isCurrent: () => Promise.reject(new Error('database down')) });
    const response = await app.inject({ method: 'GET', url: '/thing', headers: customerHeaders() });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});

describe.each(testEngines)('tokens and privileges on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('issues a client token, an anonymous user token and the base URL to the web client', async () => {
    const tokens = await issueTokens(shop.app);
    expect(tokens.clientAccessToken).toMatch(/^v1\./);
    expect(tokens.accessToken).toMatch(/^v1\./);
    expect(tokens.accessToken).not.toBe(tokens.clientAccessToken);
    // app.inject calls with Host: localhost:80; without PUBLIC_BASE_URL the client's own origin comes back.
    expect(tokens.baseUrl).toBe('http://localhost:80');
  });

  it('refuses an unknown client and a missing client id with field errors', async () => {
    const unknown = await shop.app.inject({
      method: 'POST',
      url: apiPaths.tokenIssue,
      payload: { clientId: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ ClientId: ['Unknown client.'] });

    const missing = await shop.app.inject({ method: 'POST', url: apiPaths.tokenIssue, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ ClientId: ['clientId field is required.'] });
  });

  it('answers 401 JSON to a call without a client token', async () => {
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.currencies });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'A valid client access token is required (Authorization: Bearer).',
    });
  });

  it('answers 401 to a tampered client token and to a missing user token', async () => {
    const tokens = await issueTokens(shop.app);
    const headers = callHeaders(tokens, actionPrivileges.preOrderAccess);
    const tampered = await shop.app.inject({
      method: 'GET',
      url: apiPaths.currencies,
      headers: { ...headers, authorization: `${headers.authorization}x` },
    });
    expect(tampered.statusCode).toBe(401);

    const { 'user-token': _dropped, ...withoutUser } = headers;
    const noUser = await shop.app.inject({ method: 'GET', url: apiPaths.currencies, headers: withoutUser });
    expect(noUser.statusCode).toBe(401);
    expect(noUser.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a user token in place of the client token', async () => {
    const tokens = await issueTokens(shop.app);
    const swapped = callHeaders(
      { clientAccessToken: tokens.accessToken, accessToken: tokens.accessToken },
      actionPrivileges.preOrderAccess,
    );
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.currencies, headers: swapped });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 when the action privilege does not match the call', async () => {
    const tokens = await issueTokens(shop.app);
    for (const privilege of [actionPrivileges.accountSave, actionPrivileges.similarItems]) {
      const response = await shop.app.inject({
        method: 'GET',
        url: apiPaths.currencies,
        headers: callHeaders(tokens, privilege),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'This call needs the action privilege PreOrder-Access.',
      });
    }
  });
});

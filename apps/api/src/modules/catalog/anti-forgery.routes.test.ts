import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('AntiForgery/GetToken on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('gives the home page a fresh token each time, never cached', async () => {
    const headers = callHeaders(await issueTokens(shop.app), actionPrivileges.preOrderAccess);
    const first = await shop.app.inject({ method: 'GET', url: apiPaths.antiForgeryToken, headers });
    const second = await shop.app.inject({ method: 'GET', url: apiPaths.antiForgeryToken, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().token).toMatch(/^[\w-]{43}$/);
    expect(second.json().token).not.toBe(first.json().token);
  });

  it('needs the start-up tokens like every other call', async () => {
    const response = await shop.app.inject({ method: 'GET', url: apiPaths.antiForgeryToken });
    expect(response.statusCode).toBe(401);
  });
});

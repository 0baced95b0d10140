import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('Currency/GetAll on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('lists the currencies a traveller can pick, USD first as id 2', async () => {
    const tokens = await issueTokens(shop.app);
    const response = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.currencies}?currencyId=2`,
      headers: callHeaders(tokens, actionPrivileges.preOrderAccess),
    });
    expect(response.statusCode).toBe(200);
    const { currenciesRes } = response.json();
    expect(currenciesRes[0]).toEqual({ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' });
    expect(currenciesRes.length).toBeGreaterThanOrEqual(6);
    expect(currenciesRes.map((c: { currencyCode: string }) => c.currencyCode)).toContain('EUR');
  });

  it('rejects a currencyId that is not a number', async () => {
    const tokens = await issueTokens(shop.app);
    const response = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.currencies}?currencyId=dollars`,
      headers: callHeaders(tokens, actionPrivileges.preOrderAccess),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['CurrencyId']);
  });
});

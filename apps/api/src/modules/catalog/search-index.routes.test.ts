import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { itemDraftFor } from '../back-office/back-office.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { type CatalogFixture, insertCatalogFixture } from './catalog.fixtures.ts';

const redisAvailable = await testRedisReachable();

// Two API processes on one database and one Redis: what an admin changes on one is found, and no longer
// found, by the other's search within a second (decision 0038).
describe.runIf(redisAvailable).each(testEngines)('the search index of every process on %s', (engine) => {
  let shop: TestApp;
  let other: FastifyInstance;
  let fixture: CatalogFixture;
  let admin: SignedInTestStaff;
  let headers: Record<string, string>;
  beforeAll(async () => {
    shop = await createTestApp(engine, { REDIS_URL: testRedisUrl });
    fixture = await insertCatalogFixture(shop.database.db);
    other = await buildApp({ config: shop.config, database: shop.database });
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
    headers = callHeaders(await issueTokens(other), actionPrivileges.preOrderAccess);
  });
  afterAll(async () => {
    await other.close();
    await shop.close();
  });

  const namesFound = async (searchValue: string) => {
    const response = await other.inject({
      method: 'GET',
      url: apiPaths.searchItems,
      query: { searchValue, currencyId: '2' },
      headers,
    });
    return (response.json().items as { name: string }[]).map((item) => item.name);
  };

  it('finds an item created on another process, and drops it once withdrawn there', async () => {
    expect(await namesFound('Glen Quorra')).toEqual([]);
    const created = await shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeCreateItem,
      headers: admin.headers(actionPrivileges.backOfficeItems),
      payload: itemDraftFor(
        { brandId: fixture.brands.zephyr, categoryId: fixture.categories.whisky },
        { itemCode: `QUORRA-${engine.slice(0, 2).toUpperCase()}`, name: 'Glen Quorra 18' },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    await expect
      .poll(() => namesFound('glen quora'), { timeout: 1_000, interval: 20 })
      .toEqual(['Glen Quorra 18']);

    const withdrawn = await shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeSetItemActive,
      headers: admin.headers(actionPrivileges.backOfficeItems),
      payload: { itemId: created.json().id, active: false },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expect.poll(() => namesFound('Glen Quorra'), { timeout: 1_000, interval: 20 }).toEqual([]);
  });
});

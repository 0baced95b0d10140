import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { itemDraftFor } from './back-office.fixtures.ts';

const privilege = actionPrivileges.backOfficeItems;
/** The currency prices are kept in: the storefront shows the cents as they were saved. */
const USD = 2;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines)("an item's volume prices on %s", (engine) => {
  let shop: TestApp;
  let fixture: CatalogFixture;
  let admin: SignedInTestStaff;
  let codeCounter = 0;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    fixture = await insertCatalogFixture(shop.database.db);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
  });
  afterAll(() => shop.close());

  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: admin.headers(privilege), payload });
  const newItem = async () =>
    (
      await post(
        apiPaths.backOfficeCreateItem,
        itemDraftFor(
          { brandId: fixture.brands.zephyr, categoryId: fixture.categories.gin },
          {
            itemCode: `VP-${engine.slice(0, 2).toUpperCase()}${++codeCounter}`,
            priceCents: 5_000,
            listPriceCents: 5_000,
          },
        ),
      )
    ).json() as { id: number };
  const save = (itemId: number, payload: object) =>
    post(`${apiPaths.backOfficeSaveItemVolumePrices}?itemId=${itemId}`, payload);
  const itemPage = (itemId: number) =>
    shop.app
      .inject({
        method: 'POST',
        url: apiPaths.itemDetail,
        headers: admin.headers(actionPrivileges.preOrderAccess),
        payload: { currencyId: USD, itemId },
      })
      .then((response) => response.json());

  it('saves tiers with their days; the item page shows them at once, and the change is audited', async () => {
    const item = await newItem();
    const tiers = [
      { startQuantity: 2, endQuantity: 3, priceCents: 4_500 },
      { startQuantity: 4, endQuantity: 10, priceCents: 4_000 },
    ];
    const saved = await save(item.id, { validFrom: today(), validTo: inDays(30), tiers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ volumePrices: { validFrom: today(), validTo: inDays(30), tiers } });

    const read = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.backOfficeItemVolumePrices}?itemId=${item.id}`,
      headers: admin.headers(privilege),
    });
    expect(read.json()).toEqual(saved.json());

    const page = await itemPage(item.id);
    expect(page.priceListApplied).toBe(1);
    expect(page.volumePriceList).toEqual([
      expect.objectContaining({ startQuantity: 2, endQuantity: 3, customePrice: 45 }),
      expect.objectContaining({ startQuantity: 4, endQuantity: 10, customePrice: 40 }),
    ]);

    // Saving again replaces the tiers, and the log keeps both versions.
    const again = await save(item.id, { validFrom: today(), validTo: inDays(7), tiers: [tiers[1]] });
    expect(again.statusCode).toBe(200);
    expect((await itemPage(item.id)).volumePriceList).toHaveLength(1);
    const log = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    const [latest] = (log.json().entries as { subject: string; action: string }[]).filter(
      (entry) => entry.subject === `item:${item.id}` && entry.action === 'item.volumePrices',
    );
    expect(latest).toMatchObject({
      before: { validTo: inDays(30), tiers },
      after: { validTo: inDays(7), tiers: [tiers[1]] },
    });
  });

  it('does not show tiers whose days have not come yet', async () => {
    const item = await newItem();
    const saved = await save(item.id, {
      validFrom: inDays(3),
      validTo: inDays(9),
      tiers: [{ startQuantity: 2, endQuantity: 5, priceCents: 4_000 }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await itemPage(item.id)).volumePriceList).toEqual([]);
  });

  it('refuses tiers that give one quantity two prices, with the pricing rules’ own check', async () => {
    const item = await newItem();
    const refused = await save(item.id, {
      validFrom: today(),
      validTo: inDays(3),
      tiers: [
        { startQuantity: 2, endQuantity: 5, priceCents: 4_500 },
        { startQuantity: 5, endQuantity: 8, priceCents: 4_000 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'Tiers.1.StartQuantity': ['Two tiers cover the same quantity: each quantity may have one price.'],
    });
    expect((await itemPage(item.id)).volumePriceList).toEqual([]);
  });

  it('names each wrong field: quantities, an end below its start, days in the wrong order', async () => {
    const item = await newItem();
    const refused = await save(item.id, {
      validFrom: inDays(5),
      validTo: today(),
      tiers: [
        { startQuantity: 0, endQuantity: 3, priceCents: 100 },
        { startQuantity: 6, endQuantity: 4, priceCents: 100 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'Tiers.0.StartQuantity': ['Enter a quantity from 1 to 1000.'],
      'Tiers.1.EndQuantity': ['The last quantity cannot be below the first.'],
      ValidTo: ['The last day cannot be before the first.'],
    });
    const empty = await save(item.id, { validFrom: 'soon', validTo: today(), tiers: [] });
    expect(empty.json().errors).toEqual({
      ValidFrom: ['Enter a date as YYYY-MM-DD.'],
      Tiers: ['Add at least one tier.'],
    });
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await save(999_999, {
      validFrom: today(),
      validTo: today(),
      tiers: [{ startQuantity: 2, endQuantity: 3, priceCents: 100 }],
    });
    expect(response.statusCode).toBe(404);
  });
});

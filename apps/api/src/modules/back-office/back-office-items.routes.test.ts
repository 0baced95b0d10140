import { actionPrivileges, apiPaths, BACK_OFFICE_ITEMS_PAGE_SIZE } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { itemDraftFor, ONE_PIXEL_PNG } from './back-office.fixtures.ts';

const privilege = actionPrivileges.backOfficeItems;

describe.each(testEngines)('the back office keeps the goods on %s', (engine) => {
  let shop: TestApp;
  let fixture: CatalogFixture;
  let admin: SignedInTestStaff;
  let codeCounter = 0;
  const newCode = () => `BO-${engine.slice(0, 2).toUpperCase()}${String(++codeCounter).padStart(4, '0')}`;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    fixture = await insertCatalogFixture(shop.database.db);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
  });
  afterAll(() => shop.close());

  const draft = (overrides = {}) =>
    itemDraftFor(
      { brandId: fixture.brands.zephyr, categoryId: fixture.categories.whisky },
      // An edit sends the stock the form showed: the fixture's 12.
      { itemCode: newCode(), expectedStock: 12, ...overrides },
    );
  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: admin.headers(privilege), payload });
  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: admin.headers(privilege) });
  const codeOf = async (itemId: number) =>
    (
      await shop.database.db
        .selectFrom('item')
        .select('item_code')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow()
    ).item_code;
  const auditOf = async (subject: string) => {
    const log = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    return (log.json().entries as { subject: string }[]).filter((entry) => entry.subject === subject);
  };

  it('creates an item in three languages, on sale in the storefront at once, and audits it', async () => {
    const created = await post(apiPaths.backOfficeCreateItem, draft({ name: 'Glen Instant 18' }));
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item).toMatchObject({
      name: 'Glen Instant 18',
      nameAr: 'جلين تست سينجل مولت ١٢',
      nameZh: '格伦测试单一麦芽 12 年',
      brand: 'Zephyr',
      category: 'whisky',
      priceCents: 4_250,
      listPriceCents: 4_900,
      stock: 12,
      milesToRedeem: 8_500,
      milesToEarn: 42,
      travelExclusive: true,
      active: true,
    });
    const search = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.searchItems}?currencyId=1&searchValue=Glen%20Instant`,
      headers: admin.headers(actionPrivileges.preOrderAccess),
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).toContain('Glen Instant 18');

    const [entry] = await auditOf(`item:${item.id}`);
    expect(entry).toMatchObject({ action: 'item.create', staffId: admin.id, before: null, after: item });
  });

  it('edits an item and keeps who changed it, with the item before and after', async () => {
    const item = (await post(apiPaths.backOfficeCreateItem, draft())).json();
    const changed = await post(
      `${apiPaths.backOfficeUpdateItem}?itemId=${item.id}`,
      draft({ itemCode: item.itemCode, priceCents: 3_900, nameZh: '' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ priceCents: 3_900, nameZh: null, itemCode: item.itemCode });
    expect(await auditOf(`item:${item.id}`)).toEqual([
      expect.objectContaining({
        action: 'item.update',
        staffName: admin.name,
        before: expect.objectContaining({ priceCents: 4_250, nameZh: '格伦测试单一麦芽 12 年' }),
        after: expect.objectContaining({ priceCents: 3_900, nameZh: null }),
      }),
      expect.objectContaining({ action: 'item.create' }),
    ]);
  });

  it('refuses an edit that does not say which stock the form showed, and changes nothing', async () => {
    const item = (await post(apiPaths.backOfficeCreateItem, draft())).json();
    const { expectedStock: _shown, ...blind } = draft({ itemCode: item.itemCode, stock: 99 });
    const refused = await post(`${apiPaths.backOfficeUpdateItem}?itemId=${item.id}`, blind);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      ExpectedStock: ['Stock must be a whole number from 0 to 1000000.'],
    });
    expect((await get(`${apiPaths.backOfficeItem}?itemId=${item.id}`)).json().stock).toBe(12);
  });

  it('keeps each price change (who, when, before, after) and puts a past price back, itself kept', async () => {
    const item = (await post(apiPaths.backOfficeCreateItem, draft())).json();
    const update = (overrides: object) =>
      post(
        `${apiPaths.backOfficeUpdateItem}?itemId=${item.id}`,
        draft({ itemCode: item.itemCode, ...overrides }),
      );
    expect((await update({ priceCents: 3_900 })).statusCode).toBe(200);
    // A typo: a price ten times too high.
    expect((await update({ priceCents: 39_000, listPriceCents: 45_000 })).statusCode).toBe(200);
    // A change that leaves the prices alone is not a price change.
    expect((await update({ priceCents: 39_000, listPriceCents: 45_000, name: 'Renamed' })).statusCode).toBe(
      200,
    );

    const history = await get(`${apiPaths.backOfficeItemPriceHistory}?itemId=${item.id}`);
    expect(history.statusCode, history.body).toBe(200);
    const { changes } = history.json();
    expect(changes).toEqual([
      {
        changeId: expect.any(Number),
        changedAt: expect.any(String),
        changedBy: admin.name,
        beforePriceCents: 3_900,
        afterPriceCents: 39_000,
        beforeListPriceCents: item.listPriceCents,
        afterListPriceCents: 45_000,
      },
      expect.objectContaining({ beforePriceCents: 4_250, afterPriceCents: 3_900 }),
    ]);
    expect(Date.parse(changes[0].changedAt)).toBeGreaterThan(Date.now() - 60_000);

    const restored = await post(apiPaths.backOfficeRestoreItemPrice, { changeId: changes[0].changeId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ priceCents: 3_900, listPriceCents: item.listPriceCents });
    const after = (await get(`${apiPaths.backOfficeItemPriceHistory}?itemId=${item.id}`)).json().changes;
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({
      beforePriceCents: 39_000,
      afterPriceCents: 3_900,
      changedBy: admin.name,
    });
    expect((await auditOf(`item:${item.id}`))[0]).toMatchObject({
      action: 'item.price.restore',
      before: { priceCents: 39_000 },
      after: { priceCents: 3_900 },
    });

    const unknown = await post(apiPaths.backOfficeRestoreItemPrice, { changeId: 999_999 });
    expect(unknown.json().errors).toEqual({ ChangeId: ['There is no such change to put back.'] });
  });

  it('takes an item off sale, out of the storefront, and puts it back', async () => {
    const item = (await post(apiPaths.backOfficeCreateItem, draft({ name: 'Vanishing Gin' }))).json();
    const shown = () =>
      shop.app
        .inject({
          method: 'POST',
          url: apiPaths.itemDetail,
          headers: admin.headers(actionPrivileges.preOrderAccess),
          payload: { currencyId: 1, itemId: item.id },
        })
        .then((response) => response.statusCode);
    expect(await shown()).toBe(200);
    const off = await post(apiPaths.backOfficeSetItemActive, { itemId: item.id, active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect(await shown()).toBe(404);
    const on = await post(apiPaths.backOfficeSetItemActive, { itemId: item.id, active: true });
    expect(on.json()).toMatchObject({ active: true });
    expect(await shown()).toBe(200);
    expect((await auditOf(`item:${item.id}`)).map((entry) => entry).slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'item.activate',
        before: expect.objectContaining({ active: false }),
      }),
      expect.objectContaining({
        action: 'item.deactivate',
        after: expect.objectContaining({ active: false }),
      }),
    ]);
  });

  it('names each wrong field in the shop’s 400 shape, and writes nothing', async () => {
    const response = await post(apiPaths.backOfficeCreateItem, {
      ...draft(),
      itemCode: 'lower case',
      name: ' ',
      priceCents: 5_000,
      listPriceCents: 4_000,
      stock: -1,
      milesToEarn: 1.5,
      categoryType: 'SHOES',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ItemCode: ['An item code is 3 to 20 capital letters, digits and hyphens.'],
      Name: ['Name field is required.'],
      Stock: ['Stock must be a whole number from 0 to 1000000.'],
      MilesToEarn: ['Miles must be a whole number from 0 to 10000000.'],
      CategoryType: ['Choose the kind of goods.'],
    });
    expect(response.json().errorCodes.Name).toEqual([{ code: 'backOffice.nameRequired', params: {} }]);

    const belowPrice = await post(
      apiPaths.backOfficeCreateItem,
      draft({ priceCents: 5_000, listPriceCents: 4_000 }),
    );
    expect(belowPrice.json().errors).toEqual({
      ListPriceCents: ['The list price cannot be lower than the price.'],
    });
  });

  it('two admins saving one new item code at once: one item, and the other told the code is taken', async () => {
    const code = newCode();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(apiPaths.backOfficeCreateItem, draft({ itemCode: code }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().errors).toEqual({ ItemCode: ['Another item already has this item code.'] });
    }
  });

  it('refuses an item code another item has, and a brand or category that does not exist', async () => {
    const taken = await post(
      apiPaths.backOfficeCreateItem,
      draft({ itemCode: await codeOf(fixture.items.londonGin) }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ ItemCode: ['Another item already has this item code.'] });

    const item = (await post(apiPaths.backOfficeCreateItem, draft())).json();
    const elsewhere = await post(
      `${apiPaths.backOfficeUpdateItem}?itemId=${item.id}`,
      draft({ itemCode: item.itemCode, brandId: 999_999, categoryId: 999_999 }),
    );
    expect(elsewhere.json().errors).toEqual({
      BrandId: ['Choose a brand.'],
      CategoryId: ['Choose a category.'],
    });
    expect(await auditOf(`item:${item.id}`)).toHaveLength(1);
  });

  it('answers 404 for an item that does not exist', async () => {
    for (const response of [
      await get(`${apiPaths.backOfficeItem}?itemId=999999`),
      await post(`${apiPaths.backOfficeUpdateItem}?itemId=999999`, draft()),
      await post(apiPaths.backOfficeSetItemActive, { itemId: 999_999, active: false }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'backOffice.itemNotFound' });
    }
  });

  it('pages through every item by id, and finds items by code or by a name in any language', async () => {
    // Enough items for several pages.
    for (let n = 0; n < BACK_OFFICE_ITEMS_PAGE_SIZE * 2; n++) {
      const created = await post(apiPaths.backOfficeCreateItem, draft({ name: `Paging Malt ${n}` }));
      expect(created.statusCode).toBe(200);
    }
    const seen: number[] = [];
    let after: number | null = null;
    do {
      const page = await get(`${apiPaths.backOfficeItems}${after === null ? '' : `?after=${after}`}`);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      seen.push(...body.items.map((item: { id: number }) => item.id));
      after = body.nextAfter;
    } while (after !== null);
    const all = await shop.database.db.selectFrom('item').select('id').orderBy('id').execute();
    expect(seen).toEqual(all.map((row) => row.id));

    const byName = (await get(`${apiPaths.backOfficeItems}?search=paging%20malt%201`)).json();
    expect(byName.items.map((item: { name: string }) => item.name).sort()).toEqual(
      ['Paging Malt 1', ...Array.from({ length: 10 }, (_, n) => `Paging Malt 1${n}`)].sort(),
    );
    const byCode = (
      await get(`${apiPaths.backOfficeItems}?search=${await codeOf(fixture.items.retiredWhisky)}`)
    ).json();
    expect(byCode.items).toEqual([expect.objectContaining({ active: false })]);
    const byChinese = (
      await get(`${apiPaths.backOfficeItems}?search=${encodeURIComponent('格伦测试')}`)
    ).json();
    expect(byChinese.items.length).toBeGreaterThan(0);
  });

  it('gives the form the brands, categories and kinds of goods to choose from', async () => {
    const choices = (await get(apiPaths.backOfficeItemChoices)).json();
    expect(choices.brands).toContainEqual({ id: fixture.brands.zephyr, name: 'Zephyr' });
    expect(choices.categories).toContainEqual({
      id: fixture.categories.whisky,
      name: 'whisky',
      parentId: fixture.categories.liquor,
    });
    expect(choices.categoryTypes).toContain('TOBACCO');
  });

  it('takes an uploaded picture, shows it first in the storefront and serves it for good', async () => {
    const item = (await post(apiPaths.backOfficeCreateItem, draft())).json();
    const uploaded = await post(apiPaths.backOfficeUploadItemPicture, {
      itemId: item.id,
      picture: ONE_PIXEL_PNG.toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageUrl } = uploaded.json();
    expect(imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);

    const served = await shop.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    const wrongName = await shop.app.inject({ method: 'GET', url: imageUrl.replace('.png', '.jpg') });
    expect(wrongName.statusCode).toBe(404);

    const detail = await shop.app.inject({
      method: 'POST',
      url: apiPaths.itemDetail,
      headers: admin.headers(actionPrivileges.preOrderAccess),
      payload: { currencyId: 1, itemId: item.id },
    });
    expect(detail.json().itemImage).toEqual([{ imageUrl, isDefualt: true }]);
    expect((await auditOf(`item:${item.id}`))[0]).toMatchObject({
      action: 'item.picture',
      before: expect.objectContaining({ imageUrl: null }),
      after: expect.objectContaining({ imageUrl }),
    });
  });

  it('refuses a file that is not a whole JPEG, PNG or WebP with a message saying why', async () => {
    const item = (await post(apiPaths.backOfficeCreateItem, draft())).json();
    const upload = (bytes: Buffer) =>
      post(apiPaths.backOfficeUploadItemPicture, { itemId: item.id, picture: bytes.toString('base64') });
    const answers = {
      text: await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      cut: await upload(ONE_PIXEL_PNG.subarray(0, 40)),
      empty: await upload(Buffer.alloc(0)),
      large: await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff)),
    };
    expect(answers.text.json().errors).toEqual({ Picture: ['Upload a JPEG, PNG or WebP picture.'] });
    expect(answers.cut.json().errors).toEqual({
      Picture: ['The picture is damaged or incomplete. Save it again and upload it again.'],
    });
    expect(answers.empty.json().errors).toEqual({ Picture: ['Choose a picture to upload.'] });
    expect(answers.large.json().errors).toEqual({
      Picture: ['The picture is larger than 2 MB. Save it smaller and upload it again.'],
    });
    for (const answer of Object.values(answers)) expect(answer.statusCode).toBe(400);
    expect(await auditOf(`item:${item.id}`)).toHaveLength(1);
  });
});

import {
  actionPrivileges,
  apiPaths,
  backOfficeBrandMessages,
  backOfficeMessages,
  MAX_POWER_BRANDS,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { type CatalogFixture, insertCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { ONE_PIXEL_PNG } from './back-office.fixtures.ts';

const privilege = actionPrivileges.backOfficeCatalogue;
const names = (name: string) => ({ name, nameAr: 'اسم', nameZh: '名字' });

describe.each(testEngines)('the back office’s brands and categories on %s', (engine) => {
  let shop: TestApp;
  let fixture: CatalogFixture;
  let admin: SignedInTestStaff;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    fixture = await insertCatalogFixture(shop.database.db);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: admin.headers(privilege) });
  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: admin.headers(privilege), payload });
  const auditOf = async (subject: string) => {
    const log = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    return (log.json().entries as { subject: string; action: string }[]).filter((e) => e.subject === subject);
  };
  const storefrontBrands = async () =>
    (
      await shop.app.inject({
        method: 'GET',
        url: apiPaths.brands,
        headers: admin.headers(actionPrivileges.preOrderAccess),
      })
    ).json().brandsRes as {
      id: number;
      name: string;
      brandImageURL: string | null;
      isPowerFullBrand: boolean;
    }[];

  it('refuses a second brand of a name, made or renamed, as a mistake in the name', async () => {
    const first = await post(apiPaths.backOfficeCreateBrand, { ...names('Sheba Amber'), powerBrand: false });
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(apiPaths.backOfficeCreateBrand, { ...names('Sheba Amber'), powerBrand: false });
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().errors).toEqual({ Name: [backOfficeBrandMessages.brandNameTaken] });

    const other = await post(apiPaths.backOfficeCreateBrand, { ...names('Sheba Myrrh'), powerBrand: false });
    const renamed = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${other.json().id}`, {
      ...names('Sheba Amber'),
      powerBrand: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json().errors).toEqual({ Name: [backOfficeBrandMessages.brandNameTaken] });
  });

  it('creates and renames a brand; the storefront lists it at once, and both changes are audited', async () => {
    await storefrontBrands(); // fills the storefront's cache before the change
    const created = await post(apiPaths.backOfficeCreateBrand, {
      ...names('Nile Atelier'),
      powerBrand: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const brand = created.json();
    expect(brand).toEqual({
      id: expect.any(Number),
      ...names('Nile Atelier'),
      imageUrl: null,
      powerBrand: false,
    });
    expect((await storefrontBrands()).map((b) => b.name)).toContain('Nile Atelier');

    const renamed = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${brand.id}`, {
      ...names('Nile Atelier Paris'),
      nameZh: '',
      powerBrand: false,
    });
    expect(renamed.json()).toMatchObject({ name: 'Nile Atelier Paris', nameZh: null });
    expect((await get(apiPaths.backOfficeBrands)).json().brands).toContainEqual(renamed.json());
    expect((await auditOf(`brand:${brand.id}`)).map((e) => e.action).sort()).toEqual([
      'brand.create',
      'brand.update',
    ]);
  });

  it('gives a brand its logo through the media upload, and refuses a file that is not a picture', async () => {
    const brand = (
      await post(apiPaths.backOfficeCreateBrand, { ...names('Logo House'), powerBrand: false })
    ).json();
    const uploaded = await post(`${apiPaths.backOfficeUploadBrandLogo}?brandId=${brand.id}`, {
      picture: ONE_PIXEL_PNG.toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await shop.app.inject({ method: 'GET', url: uploaded.json().imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await storefrontBrands()).find((b) => b.id === brand.id)?.brandImageURL).toBe(
      uploaded.json().imageUrl,
    );

    const refused = await post(`${apiPaths.backOfficeUploadBrandLogo}?brandId=${brand.id}`, {
      picture: Buffer.from('not a picture').toString('base64'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ Picture: [backOfficeMessages.pictureNotAPicture] });
  });

  it('keeps at most 21 power brands: the 22nd is refused with a message until another loses the flag', async () => {
    const powerNow = (await get(apiPaths.backOfficeBrands))
      .json()
      .brands.filter((b: { powerBrand: boolean }) => b.powerBrand);
    const added: { id: number }[] = [];
    for (let n = powerNow.length; n < MAX_POWER_BRANDS; n++) {
      const created = await post(apiPaths.backOfficeCreateBrand, {
        ...names(`Power ${n}`),
        powerBrand: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      added.push(created.json());
    }
    const refused = await post(apiPaths.backOfficeCreateBrand, {
      ...names('One Too Many'),
      powerBrand: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ PowerBrand: [backOfficeBrandMessages.powerBrandsFull] });
    const aurora = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${fixture.brands.aurora}`, {
      ...names('aurora'),
      powerBrand: true,
    });
    expect(aurora.statusCode).toBe(400);

    // A power brand saved again keeps its place; one taken off frees a place for another.
    const kept = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${added[0]!.id}`, {
      ...names('Power renamed'),
      powerBrand: true,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${added[0]!.id}`, {
      ...names('Power off'),
      powerBrand: false,
    });
    const nowFits = await post(apiPaths.backOfficeCreateBrand, {
      ...names('One Too Many'),
      powerBrand: true,
    });
    expect(nowFits.statusCode, nowFits.body).toBe(200);
    expect((await storefrontBrands()).filter((b) => b.isPowerFullBrand)).toHaveLength(MAX_POWER_BRANDS);

    // A shop flagged beyond the limit before it was enforced (the demo seed has 24) still lets an admin
    // correct a power brand's names; only a brand that would add one more is refused.
    await shop.database.db
      .updateTable('brand')
      .set({ is_power_full_brand: 1 })
      .where('id', '=', fixture.brands.aurora)
      .execute();
    const renamed = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${fixture.brands.aurora}`, {
      ...names('Aurora'),
      powerBrand: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const oneMore = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=${added[0]!.id}`, {
      ...names('Power again'),
      powerBrand: true,
    });
    expect(oneMore.statusCode).toBe(400);
  });

  it('lets only one of two admins flagging the last free power brand at the same instant have it', async () => {
    // Twenty power brands, so that one place is left.
    await shop.database.db.updateTable('brand').set({ is_power_full_brand: 0 }).execute();
    for (let n = 1; n < MAX_POWER_BRANDS; n++) {
      const created = await post(apiPaths.backOfficeCreateBrand, {
        ...names(`Place ${n}`),
        powerBrand: true,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        post(apiPaths.backOfficeCreateBrand, { ...names(`Racer ${n}`), powerBrand: true }),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect((await storefrontBrands()).filter((b) => b.isPowerFullBrand)).toHaveLength(MAX_POWER_BRANDS);
  });

  it('names a missing name, and answers 404 for a brand or category that does not exist', async () => {
    const refused = await post(apiPaths.backOfficeCreateBrand, {
      name: ' ',
      nameAr: null,
      nameZh: null,
      powerBrand: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ Name: [backOfficeMessages.nameRequired] });
    const brand = await post(`${apiPaths.backOfficeUpdateBrand}?brandId=999999`, {
      ...names('X'),
      powerBrand: false,
    });
    expect(brand.statusCode).toBe(404);
    expect(brand.json()).toMatchObject({ message: backOfficeBrandMessages.brandNotFound });
    const category = await post(`${apiPaths.backOfficeUpdateCategory}?categoryId=999999`, {
      ...names('X'),
      parentId: null,
    });
    expect(category.statusCode).toBe(404);
    expect(category.json()).toMatchObject({ message: backOfficeBrandMessages.categoryNotFound });
  });

  it('builds the two-level category tree: a top-level category, one under it, and an image', async () => {
    const top = await post(apiPaths.backOfficeCreateCategory, { ...names('Jewellery'), parentId: null });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json()).toMatchObject({ level: 1, parentId: null, name: 'Jewellery' });
    const sub = await post(apiPaths.backOfficeCreateCategory, { ...names('Rings'), parentId: top.json().id });
    expect(sub.json()).toMatchObject({ level: 2, parentId: top.json().id });

    const image = await post(`${apiPaths.backOfficeUploadCategoryImage}?categoryId=${sub.json().id}`, {
      picture: ONE_PIXEL_PNG.toString('base64'),
    });
    expect(image.json().imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    const listed = (await get(apiPaths.backOfficeCategories)).json().categories;
    expect(listed).toContainEqual(image.json());
    const tree = await shop.app.inject({
      method: 'GET',
      url: apiPaths.categoriesHierarchical,
      headers: admin.headers(actionPrivileges.preOrderAccess),
    });
    expect(JSON.stringify(tree.json())).toContain('Rings');
    expect((await auditOf(`category:${sub.json().id}`)).map((e) => e.action).sort()).toEqual([
      'category.create',
      'category.image',
    ]);

    // Up to top level and back: a subcategory may move to the top, and under another top-level one.
    const moved = await post(`${apiPaths.backOfficeUpdateCategory}?categoryId=${sub.json().id}`, {
      ...names('Rings'),
      parentId: null,
    });
    expect(moved.json()).toMatchObject({ level: 1, parentId: null });
  });

  it('refuses a parent that is not a top-level category, the category itself, or a move of a parent', async () => {
    const top = (
      await post(apiPaths.backOfficeCreateCategory, { ...names('Travel Goods'), parentId: null })
    ).json();
    const sub = (
      await post(apiPaths.backOfficeCreateCategory, { ...names('Bags'), parentId: top.id })
    ).json();
    const other = (
      await post(apiPaths.backOfficeCreateCategory, { ...names('Accessories'), parentId: null })
    ).json();
    const invalid = backOfficeBrandMessages.categoryParentInvalid;
    for (const [categoryId, parentId, message] of [
      [undefined, sub.id, invalid],
      [undefined, 999999, invalid],
      [other.id, other.id, invalid],
      [top.id, other.id, backOfficeBrandMessages.categoryHasSubcategories],
    ] as const) {
      const response = categoryId
        ? await post(`${apiPaths.backOfficeUpdateCategory}?categoryId=${categoryId}`, {
            ...names('Moved'),
            parentId,
          })
        : await post(apiPaths.backOfficeCreateCategory, { ...names('Deep'), parentId });
      expect(response.statusCode, `${categoryId} under ${parentId}`).toBe(400);
      expect(response.json().errors).toEqual({ ParentId: [message] });
    }
  });
});

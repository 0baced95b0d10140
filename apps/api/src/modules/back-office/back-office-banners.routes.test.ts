import {
  actionPrivileges,
  apiPaths,
  backOfficeBannerMessages,
  backOfficeBannersResponse,
  backOfficeMessages,
  bannersResponse,
  MAX_BANNER_TITLE_LENGTH,
  MAX_ITEM_PICTURE_BYTES,
  specialLandingResponse,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { insertCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { ONE_PIXEL_PNG } from './back-office.fixtures.ts';

const privilege = actionPrivileges.backOfficeCatalogue;
const picture = ONE_PIXEL_PNG.toString('base64');
const draft = (overrides: object = {}) => ({
  size: 3,
  title: 'Coffee Week',
  titleAr: 'أسبوع القهوة',
  titleZh: '咖啡周',
  videoUrl: null,
  active: true,
  picture,
  ...overrides,
});

describe.each(testEngines)('the back office’s banners and special-offers page on %s', (engine) => {
  let shop: TestApp;
  let admin: SignedInTestStaff;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    await insertCatalogFixture(shop.database.db);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: admin.headers(privilege) });
  const post = (url: string, payload?: object) =>
    shop.app.inject({ method: 'POST', url, headers: admin.headers(privilege), payload });
  const adminBanners = async () =>
    backOfficeBannersResponse.parse((await get(apiPaths.backOfficeBanners)).json()).banners;
  const auditOf = async (subject: string) => {
    const log = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    return (
      log.json().entries as { subject: string; action: string; before: unknown; after: unknown }[]
    ).filter((e) => e.subject === subject);
  };
  const shopper = async (url: string, language = 'en') => {
    const response = await shop.app.inject({
      method: 'GET',
      url,
      headers: { ...admin.headers(actionPrivileges.preOrderAccess), 'Accept-Language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const storefrontBanners = async (language = 'en') =>
    bannersResponse.parse(await shopper(apiPaths.banners, language)).bannerListRes;

  it('adds a banner with an uploaded picture last in the carousel, titled in the shopper’s language, and audits it', async () => {
    await storefrontBanners(); // read once before the change, as a shopper would have
    const created = await post(apiPaths.backOfficeCreateBanner, draft());
    expect(created.statusCode, created.body).toBe(200);
    const banner = created.json();
    expect(banner).toEqual({
      id: expect.any(Number),
      size: 3,
      title: 'Coffee Week',
      titleAr: 'أسبوع القهوة',
      titleZh: '咖啡周',
      imageUrl: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{64}\.png$/),
      videoUrl: null,
      active: true,
    });
    const served = await shop.app.inject({ method: 'GET', url: banner.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/immutable/);

    expect((await adminBanners()).at(-1)).toEqual(banner);
    expect((await storefrontBanners()).at(-1)).toEqual({
      bunnerImageSize: 3,
      imageURL: banner.imageUrl,
      videoURL: null,
      title: 'Coffee Week',
    });
    expect((await storefrontBanners('ar')).at(-1)?.title).toBe('أسبوع القهوة');
    expect((await storefrontBanners('zh-CN')).at(-1)?.title).toBe('咖啡周');

    const [entry] = await auditOf(`banner:${banner.id}`);
    expect(entry).toMatchObject({ action: 'banner.create', before: null, after: banner });
  });

  it('changes a banner, keeps its picture when none is sent, switches it off and on, and audits before and after', async () => {
    const banner = (await post(apiPaths.backOfficeCreateBanner, draft({ title: 'Tea Week' }))).json();
    const changed = await post(`${apiPaths.backOfficeUpdateBanner}?bannerId=${banner.id}`, {
      ...draft({ title: 'Tea Fortnight', titleZh: '', size: 1, picture: null }),
      videoUrl: 'https://videos.example/tea.mp4',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...banner,
      title: 'Tea Fortnight',
      titleZh: null,
      size: 1,
      videoUrl: 'https://videos.example/tea.mp4',
    });
    expect((await storefrontBanners('zh')).find((b) => b.title === 'Tea Fortnight')).toEqual({
      bunnerImageSize: 1,
      imageURL: banner.imageUrl,
      videoURL: 'https://videos.example/tea.mp4',
      title: 'Tea Fortnight',
    });

    const off = await post(`${apiPaths.backOfficeUpdateBanner}?bannerId=${banner.id}`, {
      ...draft({ title: 'Tea Fortnight', picture: null }),
      active: false,
    });
    expect(off.json().active).toBe(false);
    expect((await storefrontBanners()).map((b) => b.title)).not.toContain('Tea Fortnight');
    expect((await adminBanners()).find((b) => b.id === banner.id)?.active).toBe(false);

    const entries = await auditOf(`banner:${banner.id}`);
    expect(entries.map((e) => e.action).sort()).toEqual(['banner.create', 'banner.update', 'banner.update']);
    expect(entries.find((e) => (e.after as { active: boolean }).active === false)).toMatchObject({
      before: changed.json(),
      after: off.json(),
    });
  });

  it('keeps a banner shown as a video alone, with no picture', async () => {
    const created = await post(
      apiPaths.backOfficeCreateBanner,
      draft({ title: 'On board', picture: null, videoUrl: '/media/banners/on-board.mp4' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ imageUrl: null, videoUrl: '/media/banners/on-board.mp4' });
    expect((await storefrontBanners()).find((b) => b.title === 'On board')).toMatchObject({
      imageURL: '',
      videoURL: '/media/banners/on-board.mp4',
    });
  });

  it('refuses a bad size, a banner with neither picture nor video, a bad video address and a title too long', async () => {
    const before = await adminBanners();
    const refusal = async (payload: object) => {
      const response = await post(apiPaths.backOfficeCreateBanner, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await refusal(draft({ size: 4 }))).toEqual({ Size: [backOfficeBannerMessages.sizeInvalid] });
    expect(await refusal(draft({ size: 0 }))).toEqual({ Size: [backOfficeBannerMessages.sizeInvalid] });
    expect(await refusal(draft({ picture: null, videoUrl: '' }))).toEqual({
      Picture: [backOfficeBannerMessages.pictureOrVideoRequired],
    });
    expect(await refusal(draft({ videoUrl: 'javascript:alert(1)' }))).toEqual({
      VideoUrl: [backOfficeBannerMessages.videoUrlInvalid],
    });
    expect(await refusal(draft({ videoUrl: '//elsewhere.example/x.mp4' }))).toEqual({
      VideoUrl: [backOfficeBannerMessages.videoUrlInvalid],
    });
    expect(await refusal(draft({ title: ' ', titleAr: 'ع'.repeat(MAX_BANNER_TITLE_LENGTH + 1) }))).toEqual({
      Title: [backOfficeBannerMessages.titleRequired],
      TitleAr: [backOfficeMessages.textTooLong],
    });
    expect(await adminBanners()).toEqual(before);
  });

  it('refuses an upload that is not a whole picture, or too large, with a clear message, and changes nothing', async () => {
    const before = await adminBanners();
    const notAPicture = await post(
      apiPaths.backOfficeCreateBanner,
      draft({ picture: Buffer.from('not a picture').toString('base64') }),
    );
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().errors).toEqual({ Picture: [backOfficeMessages.pictureNotAPicture] });
    const cut = await post(
      apiPaths.backOfficeCreateBanner,
      draft({ picture: ONE_PIXEL_PNG.subarray(0, 40).toString('base64') }),
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors).toEqual({ Picture: [backOfficeMessages.pictureDamaged] });
    const tooLarge = await post(
      apiPaths.backOfficeCreateBanner,
      draft({ picture: Buffer.alloc(MAX_ITEM_PICTURE_BYTES + 1).toString('base64') }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual({ Picture: [backOfficeMessages.pictureTooLarge] });
    expect(await adminBanners()).toEqual(before);
  });

  it('puts the banners in a new order the storefront follows, naming every banner once, and audits it', async () => {
    const ids = (await adminBanners()).map((b) => b.id);
    const reversed = [...ids].reverse();
    const reordered = await post(apiPaths.backOfficeReorderBanners, { bannerIds: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().banners.map((b: { id: number }) => b.id)).toEqual(reversed);
    const shown = (await adminBanners()).filter((b) => b.active).map((b) => b.title);
    expect((await storefrontBanners()).map((b) => b.title)).toEqual(shown);

    for (const bannerIds of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 999_999],
    ]) {
      const refused = await post(apiPaths.backOfficeReorderBanners, { bannerIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ BannerIds: [backOfficeBannerMessages.orderInvalid] });
    }
    expect((await adminBanners()).map((b) => b.id)).toEqual(reversed);
    expect(await auditOf('banner:order')).toMatchObject([
      { action: 'banner.reorder', before: ids, after: reversed },
    ]);
  });

  it('removes a banner from the carousel and audits what it was; an unknown banner is a 404', async () => {
    const banner = (await post(apiPaths.backOfficeCreateBanner, draft({ title: 'Short-lived' }))).json();
    const removed = await post(`${apiPaths.backOfficeDeleteBanner}?bannerId=${banner.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().banners.map((b: { id: number }) => b.id)).not.toContain(banner.id);
    expect((await storefrontBanners()).map((b) => b.title)).not.toContain('Short-lived');
    expect((await auditOf(`banner:${banner.id}`)).find((e) => e.action === 'banner.delete')).toMatchObject({
      before: banner,
      after: null,
    });

    const again = await post(`${apiPaths.backOfficeDeleteBanner}?bannerId=${banner.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'backOfficeBanners.bannerNotFound' });
    const update = await post(`${apiPaths.backOfficeUpdateBanner}?bannerId=${banner.id}`, draft());
    expect(update.statusCode).toBe(404);
  });

  it('sets the special-offers page’s picture and text in three languages; the storefront reads them, nothing set reads null', async () => {
    expect(specialLandingResponse.parse(await shopper(apiPaths.specialLanding))).toEqual({
      imageURL: null,
      whatIs: null,
    });
    const saved = await post(apiPaths.backOfficeSaveSpecialLanding, {
      whatIs: 'Duty-free prices, delivered to your seat.',
      whatIsAr: 'أسعار معفاة من الرسوم تصلك إلى مقعدك.',
      whatIsZh: '',
      picture,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      imageUrl: expect.stringMatching(/^\/media\/uploads\//),
      whatIs: 'Duty-free prices, delivered to your seat.',
      whatIsAr: 'أسعار معفاة من الرسوم تصلك إلى مقعدك.',
      whatIsZh: null,
    });
    expect((await get(apiPaths.backOfficeSpecialLanding)).json()).toEqual(saved.json());
    expect(await shopper(apiPaths.specialLanding, 'ar')).toEqual({
      imageURL: saved.json().imageUrl,
      whatIs: 'أسعار معفاة من الرسوم تصلك إلى مقعدك.',
    });
    // No Chinese text: the English one, as goods are.
    expect((await shopper(apiPaths.specialLanding, 'zh')).whatIs).toBe(
      'Duty-free prices, delivered to your seat.',
    );

    const cleared = await post(apiPaths.backOfficeSaveSpecialLanding, {
      whatIs: '',
      whatIsAr: '',
      whatIsZh: '',
      picture: null,
    });
    expect(cleared.json()).toEqual({
      imageUrl: saved.json().imageUrl,
      whatIs: null,
      whatIsAr: null,
      whatIsZh: null,
    });
    expect((await shopper(apiPaths.specialLanding, 'ar')).whatIs).toBeNull();
    expect((await auditOf('special-landing')).map((e) => e.action)).toEqual([
      'special-landing.update',
      'special-landing.update',
    ]);
  });

  it('refuses a landing text too long, a translation without the English text, and a broken picture', async () => {
    const refused = async (payload: object) => {
      const response = await post(apiPaths.backOfficeSaveSpecialLanding, {
        whatIs: 'Text',
        whatIsAr: null,
        whatIsZh: null,
        picture: null,
        ...payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ whatIsZh: '长'.repeat(2001) })).toEqual({
      WhatIsZh: [backOfficeMessages.textTooLong],
    });
    expect(await refused({ whatIs: '', whatIsAr: 'نص' })).toEqual({
      WhatIs: [backOfficeBannerMessages.whatIsEnglishRequired],
    });
    expect(await refused({ picture: Buffer.from('<svg/>').toString('base64') })).toEqual({
      Picture: [backOfficeMessages.pictureNotAPicture],
    });
  });
});

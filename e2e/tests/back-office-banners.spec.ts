import { crc32, deflateSync } from 'node:zlib';
import { devices, type Page } from '@playwright/test';
import { expect, giveConsent, test, waitingForTheApp } from './fixtures.ts';
import { adminOnPhone, openShopperBrowser, openStaffScreen, screenshot, toArabic } from './staff-steps.ts';
import { fill, locale, uniqueId } from './texts.ts';

// The back office's home banners and special-offers page: an admin adds a banner with a picture uploaded
// from the browser and writes the special-offers text; a shopper, in a browser of their own, sees the
// banner on the server-rendered home page and the text on /Special. The journey puts both back as they
// were (the banner deleted, the text emptied), since journeys share the database.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');
const content = locale('en', 'content');

/** A PNG of one colour, large enough to look like a banner in the screenshots. */
function bannerPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openBanners(page: Page, texts: typeof staff) {
  await openStaffScreen(page, texts.layout.banners);
  await expect(page.getByRole('heading', { level: 1, name: texts.banners.title })).toBeVisible();
}

async function openSpecialLanding(page: Page, texts: typeof staff) {
  await openStaffScreen(page, texts.layout.specialLanding);
  await expect(page.getByRole('heading', { level: 1, name: texts.specialLanding.title })).toBeVisible();
}

test('an admin adds a home banner with an uploaded picture and writes the special-offers text; a shopper sees both', async ({
  page,
  admin: _signedInAsAdmin,
  axe,
  browser,
  baseURL,
}, testInfo) => {
  // Three browsers (the admin's, a shopper's, both again on phones) in one journey.
  test.slow();
  const title = `Coffee Week ${uniqueId()}`;
  const titleAr = `أسبوع القهوة ${uniqueId()}`;
  const whatIs = `Duty-free coffee from Yirgacheffe, delivered to your seat. ${uniqueId()}`;
  const whatIsAr = `قهوة معفاة من الرسوم تصلك إلى مقعدك. ${uniqueId()}`;

  await openBanners(page, staff);
  await page.getByRole('button', { name: staff.banners.create }).click();
  await expect(page.getByText(staff.messages.titleRequired)).toBeVisible();
  await page.getByLabel(staff.banners.titleEn).fill(title);
  await page.getByLabel(staff.banners.titleAr).fill(titleAr);
  // Neither picture nor video: the server refuses, and says so under the picture.
  await page.getByRole('button', { name: staff.banners.create }).click();
  await expect(page.getByText(staff.messages.pictureOrVideoRequired)).toBeVisible();
  await page.getByLabel(staff.banners.choosePicture, { exact: true }).setInputFiles({
    name: 'coffee.png',
    mimeType: 'image/png',
    buffer: bannerPng(800, 250, [120, 72, 40]),
  });
  await page.getByRole('button', { name: staff.banners.create }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: fill(staff.banners.editTitle, { title }) }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title }).locator('img')).toHaveAttribute(
    'src',
    /^\/media\/uploads\//,
  );
  await axe.check();
  await screenshot(page, testInfo, 'banners-desktop-en');

  await openSpecialLanding(page, staff);
  await page.getByLabel(staff.specialLanding.whatIsEn).fill(whatIs);
  await page.getByLabel(staff.specialLanding.whatIsAr).fill(whatIsAr);
  await page.getByLabel(staff.specialLanding.picture).setInputFiles({
    name: 'special.png',
    mimeType: 'image/png',
    buffer: bannerPng(1600, 500, [0, 102, 68]),
  });
  await page.getByRole('button', { name: staff.specialLanding.save, exact: true }).click();
  await expect(page.getByText(staff.specialLanding.saved)).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'special-landing-desktop-en');

  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.specialLanding.title })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'special-landing-desktop-ar');
  await openBanners(page, staffAr);
  await axe.check();
  await screenshot(page, testInfo, 'banners-desktop-ar');

  // The shopper: the server renders the home page with the new banner at once, titled in their language.
  const shopper = await openShopperBrowser(browser, baseURL);
  const rendered = await (
    await shopper.context.request.get('/', { headers: { accept: 'text/html' } })
  ).text();
  expect(rendered).toContain(title);
  await shopper.page.goto('/');
  const slide = shopper.page.locator('.banner-carousel__slide').filter({ hasText: title });
  await expect(slide.locator('img')).toHaveAttribute('src', /^\/media\/uploads\//);
  await shopper.page.goto('/?lng=ar');
  await expect(shopper.page.locator('.banner-carousel__slide').filter({ hasText: titleAr })).toHaveCount(1);
  await shopper.page.goto('/Special?lng=en');
  await expect(shopper.page.getByText(whatIs)).toBeVisible();
  await expect(shopper.page.getByRole('img', { name: content.special.bannerAlt })).toHaveAttribute(
    'src',
    /^\/media\/uploads\//,
  );
  await axe.check(shopper.page);
  await shopper.page.goto('/Special?lng=ar');
  await expect(shopper.page.getByText(whatIsAr)).toBeVisible();
  await shopper.context.close();

  // The same on a phone: the shopper's /Special, and the admin's two screens in English and Arabic.
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  await giveConsent(phone, baseURL);
  const shopperPhone = waitingForTheApp(await phone.newPage());
  await shopperPhone.goto('/Special?lng=en');
  await expect(shopperPhone.getByText(whatIs)).toBeVisible();
  await screenshot(shopperPhone, testInfo, 'special-shopper-phone-en');
  await phone.close();

  const adminPhone = await adminOnPhone(browser, baseURL);
  // The staff token lives in the page's memory: the admin moves by the area's links, never by reloading.
  await openBanners(adminPhone, staff);
  await axe.check(adminPhone);
  await screenshot(adminPhone, testInfo, 'banners-phone-en');
  await openSpecialLanding(adminPhone, staff);
  await expect(adminPhone.getByLabel(staff.specialLanding.whatIsEn)).toHaveValue(whatIs);
  await screenshot(adminPhone, testInfo, 'special-landing-phone-en');
  await toArabic(adminPhone);
  await expect(
    adminPhone.getByRole('heading', { level: 1, name: staffAr.specialLanding.title }),
  ).toBeVisible();
  await axe.check(adminPhone);
  await screenshot(adminPhone, testInfo, 'special-landing-phone-ar');
  await openBanners(adminPhone, staffAr);
  await screenshot(adminPhone, testInfo, 'banners-phone-ar');
  await adminPhone.context().close();

  // Put the shop back: the banner deleted (after the browser's question), the shipped text shown again.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `${staffAr.banners.delete} (${title})` }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await openSpecialLanding(page, staffAr);
  await page.getByLabel(staffAr.specialLanding.whatIsAr).fill('');
  await page.getByLabel(staffAr.specialLanding.whatIsEn).fill('');
  await page.getByRole('button', { name: staffAr.specialLanding.save, exact: true }).click();
  await expect(page.getByText(staffAr.specialLanding.saved)).toBeVisible();
});

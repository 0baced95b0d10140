import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  adminOnPhone,
  ONE_PIXEL_PNG,
  openShopperBrowser,
  openStaffScreen,
  screenshot,
  toArabic,
} from './staff-steps.ts';
import { fill, locale, money, uniqueId } from './texts.ts';

// The back office: an admin creates an item with a picture and a volume tier, and a shopper finds it by
// search, sees the tier on its page and is charged the tier price in the cart. Texts come from the app's
// translations, the admin from the seed.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');
const catalog = locale('en', 'catalog');
const cart = locale('en', 'cart');

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Creates an item through the form, as an admin does, and leaves the page on the item's own form. */
async function createItem(page: Page, name: string) {
  await openStaffScreen(page, staff.layout.items);
  await expect(page.getByRole('heading', { level: 1, name: staff.items.title })).toBeVisible();
  await page.getByRole('link', { name: staff.items.new }).click();
  await page.getByLabel(staff.itemForm.itemCode).fill(`BO-${uniqueId().toUpperCase()}`.slice(0, 20));
  await page.getByLabel(staff.itemForm.brand).selectOption({ index: 1 });
  await page.getByLabel(staff.itemForm.category).selectOption({ index: 1 });
  await page.getByLabel(staff.itemForm.kind).selectOption('SOUVENIRS');
  await page.getByLabel(staff.itemForm.nameEn).fill(name);
  await page.getByLabel(staff.itemForm.descriptionEn).fill('A keepsake of the flight.');
  await page.getByLabel(staff.itemForm.nameAr).fill('تذكار الرحلة');
  await page.getByLabel(staff.itemForm.nameZh).fill('航班纪念品');
  // A decimal comma, as a keyboard set for most of Europe types it: read as 50.00.
  await page.getByLabel(staff.itemForm.price, { exact: true }).fill('50,00');
  await page.getByLabel(staff.itemForm.stock).fill('20');
  await page.getByRole('button', { name: staff.itemForm.create }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(staff.itemForm.editTitleOf, { name }) }),
  ).toBeVisible();
  // The item's own page says it was saved where the eye is: in view, and focused.
  const saved = fill(staff.itemForm.saved, { name });
  await expect(page.getByText(saved)).toBeInViewport();
  await expect(page.locator(':focus')).toHaveText(saved);
}

test.beforeEach(() => {
  // The staff area, then the shop, in two browsers.
  test.setTimeout(180_000);
});

test(
  'an admin adds an item with a picture and a volume tier; a shopper finds it and pays the tier price',
  { tag: '@engine' },
  async ({ page, admin: _signedInAsAdmin, browser, baseURL, axe }, testInfo) => {
    const name = `Flight Keepsake ${uniqueId()}`;
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
    });

    // A wrong form is answered field by field before anything is saved.
    await openStaffScreen(page, staff.layout.items);
    await page.getByRole('link', { name: staff.items.new }).click();
    await page.getByRole('button', { name: staff.itemForm.create }).click();
    await expect(page.getByText(staff.messages.itemCodeRequired)).toBeVisible();
    await expect(page.getByLabel(staff.itemForm.itemCode)).toBeFocused();
    await axe.check();

    await createItem(page, name);

    await page.getByLabel(staff.picture.choose).setInputFiles({
      name: 'keepsake.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    // The preview is shown, not blocked by the shop's own content security policy.
    const preview = page.getByRole('img', { name: staff.picture.previewAlt });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(policyViolations).toEqual([]);
    await page.getByRole('button', { name: staff.picture.upload }).click();
    await expect(page.getByRole('img', { name: fill(staff.picture.currentAlt, { name }) })).toBeVisible();

    await page.getByLabel(staff.tiers.validTo).fill(inDays(30));
    await page.getByLabel(staff.tiers.from).fill('2');
    await page.getByLabel(staff.tiers.to).fill('10');
    await page.getByLabel(staff.tiers.unitPrice).fill('40');
    await page.getByRole('button', { name: staff.tiers.save }).click();
    await expect(page.getByText(staff.tiers.saved)).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'item-form-desktop-en');

    await page.getByRole('link', { name: staff.itemForm.backToItems }).click();
    await page.getByLabel(staff.items.search).fill(name);
    await page.getByRole('button', { name: staff.items.searchSubmit }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'item-list-desktop-en');

    // A shopper in a browser of their own.
    const { context: shopperContext, page: shopper } = await openShopperBrowser(browser, baseURL);
    await shopper.goto('/');
    const field = shopper.getByRole('combobox', { name: 'Search the shop' });
    await field.fill(name);
    await field.press('Enter');
    await shopper.getByRole('article').filter({ hasText: name }).getByRole('link').first().click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const tiers = shopper.getByRole('table', { name: catalog.product.volume.title });
    // The highest tier goes on past its last quantity.
    await expect(tiers).toContainText(fill(catalog.product.volume.orMore, { from: 2 }));
    await expect(tiers).toContainText(money(40));
    await axe.check(shopper);

    await shopper.getByRole('button', { name: fill(cart.add.buttonFor, { name }) }).click();
    await expect(shopper).toHaveURL(/\/cart$/);
    const line = shopper.getByRole('listitem', { name });
    await expect(line).toContainText(money(50));
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line).toContainText(fill(cart.notes.volumeFrom, { from: 2 }));
    await expect(line).toContainText(money(80));
    await expect(shopper.getByRole('complementary')).toContainText(money(80));
    await axe.check(shopper);
    await shopperContext.close();

    // The same screens in Arabic, right to left.
    await page.getByRole('link', { name }).click();
    await toArabic(page);
    await expect(
      page.getByRole('heading', { level: 1, name: fill(staffAr.itemForm.editTitleOf, { name }) }),
    ).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'item-form-desktop-ar');
    await page.getByRole('link', { name: staffAr.itemForm.backToItems }).click();
    await expect(page.getByRole('heading', { level: 1, name: staffAr.items.title })).toBeVisible();
    await screenshot(page, testInfo, 'item-list-desktop-ar');
  },
);

test('the goods screens on a phone, in English and in Arabic', async ({
  browser,
  baseURL,
  axe,
}, testInfo) => {
  const page = await adminOnPhone(browser, baseURL);
  const name = `Phone Keepsake ${uniqueId()}`;
  await createItem(page, name);
  await axe.check(page);
  await screenshot(page, testInfo, 'item-form-phone-en');
  await page.getByRole('link', { name: staff.itemForm.backToItems }).click();
  await expect(page.getByRole('table', { name: staff.items.caption })).toBeVisible();
  await screenshot(page, testInfo, 'item-list-phone-en');
  await page.getByLabel(staff.items.search).fill(name);
  await page.getByRole('button', { name: staff.items.searchSubmit }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.items.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'item-list-phone-ar');
  await page.getByRole('link', { name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(staffAr.itemForm.editTitleOf, { name }) }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'item-form-phone-ar');
  await page.context().close();
});

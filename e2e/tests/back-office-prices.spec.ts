import type { CatalogItem } from '@dutyfree/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminOnPhone, openShopperBrowser, openStaffScreen, screenshot, toArabic } from './staff-steps.ts';
import { fill, isolatable, literal, locale, money, uniqueId } from './texts.ts';

// The back office's prices: an admin creates a promotion code and a shopper redeems it; an admin changes
// an exchange rate and the storefront shows the new prices. Texts come from the app's translations, the
// admin from the seed.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');
const cart = locale('en', 'cart');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A Saudi riyal amount as the shop writes it in English. */
const riyals = (amount: number) =>
  `SAR ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Fills and saves a promotion code rating one item, found by its code, and stays on its form. */
async function createPromoCode(page: Page, code: string, product: CatalogItem, price: string) {
  await openStaffScreen(page, staff.layout.priceLists);
  await expect(page.getByRole('heading', { level: 1, name: staff.priceLists.title })).toBeVisible();
  await page.getByRole('link', { name: staff.priceLists.newPromo }).click();
  await page.getByLabel(staff.priceListForm.promoCode).fill(code);
  await page.getByLabel(staff.priceListForm.name).fill(`Crew pick ${code}`);
  await page.getByLabel(staff.tiers.validTo).fill(inDays(30));
  await page.getByLabel(staff.priceListForm.usageLimit).fill('3');
  // The item is found by its code and named in its row, not typed as a number.
  const section = staff.priceListForm.sections.unitRates.title;
  const itemPrices = page.getByRole('region', { name: section });
  await itemPrices.getByLabel(staff.priceListForm.find.label).fill(product.itemCode);
  await itemPrices.getByRole('button', { name: staff.priceListForm.find.submit }).click();
  await itemPrices
    .getByRole('button', { name: fill(staff.priceListForm.find.addTo, { name: product.name, section }) })
    .click();
  const row = itemPrices.getByRole('group', { name: fill(staff.priceListForm.row, { number: 1 }) });
  await expect(row.getByLabel(staff.priceListForm.fields.itemId)).toHaveValue(String(product.id));
  await expect(row).toContainText(isolatable(`${product.name} · ${product.itemCode}`));
  await page.getByLabel(staff.priceListForm.fields.price).fill(price);
  await page.getByRole('button', { name: staff.priceListForm.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: staff.priceListForm.editTitle })).toBeVisible();
  await expect(page.getByText(fill(staff.priceLists.usedOf_zero, { limit: 3 }))).toBeVisible();
  // Read back, the row still names its item.
  await expect(row).toContainText(isolatable(`${product.name} · ${product.itemCode}`));
}

test.beforeEach(() => {
  // The staff area, then the shop, in two browsers.
  test.setTimeout(180_000);
});

test('an admin creates a promotion code; a shopper redeems it and is charged its price', async ({
  page,
  admin: _signedInAsAdmin,
  browser,
  baseURL,
  api,
  axe,
}, testInfo) => {
  const product = await api.plainItem();
  const code = `CREW${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);

  // A buy-get that gives away more than it sells is refused with the pricing rules' own words.
  await openStaffScreen(page, staff.layout.priceLists);
  await page.getByRole('link', { name: staff.priceLists.newOffer }).click();
  await page.getByRole('button', { name: staff.priceListForm.save }).click();
  await expect(page.getByText(staff.messages.nameRequired)).toBeVisible();
  await page.getByLabel(staff.priceListForm.name).fill('Too generous');
  await page.getByRole('button', { name: fill(staff.priceListForm.remove, { number: 1 }) }).click();
  await page.getByRole('button', { name: staff.priceListForm.sections.buyGetOffers.add }).click();
  await page.getByLabel(staff.priceListForm.fields.itemId, { exact: true }).fill(String(product.id));
  await page.getByLabel(staff.priceListForm.fields.buyQuantity).fill('1');
  await page.getByLabel(staff.priceListForm.fields.getQuantity).fill('2');
  await page.getByLabel(staff.priceListForm.fields.getItemId).fill(String(product.id));
  await page.getByRole('button', { name: staff.priceListForm.save }).click();
  await expect(page.getByLabel(staff.priceListForm.fields.getQuantity)).toHaveAccessibleDescription(
    staff.messages.buyGetTooGenerous,
  );
  // A button pointed at takes its colours at once: half way through a fade an outlined button's text is
  // the colour of its background, and axe measured just that when the pointer came to rest on one.
  const addBundle = page.getByRole('button', { name: staff.priceListForm.sections.bundles.add });
  await addBundle.hover();
  expect(await addBundle.evaluate((button) => getComputedStyle(button).transitionProperty)).not.toMatch(
    /color/,
  );
  await axe.check();

  await createPromoCode(page, code, product, '1.23');
  await axe.check();
  await screenshot(page, testInfo, 'price-list-form-desktop-en');
  await page.getByRole('link', { name: staff.priceListForm.back }).click();
  await expect(page.getByRole('link', { name: `Crew pick ${code}` })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'price-lists-desktop-en');

  // A shopper in a browser of their own.
  const { context: shopperContext, page: shopper } = await openShopperBrowser(browser, baseURL);
  await shopper.goto(`/product-detail/${product.id}`);
  const add = shopper.getByRole('button', {
    name: new RegExp(`^${literal(cart.add.button)}\\W+${literal(product.name)}$`),
  });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(shopper).toHaveURL(/\/cart$/);
  await shopper.getByLabel(cart.promo.label).fill(code.toLowerCase());
  await shopper.getByRole('button', { name: cart.promo.submit }).click();
  await expect(shopper).toHaveURL(new RegExp(`/promocode-products/${code}$`));
  await shopper.goto('/cart');
  const line = shopper.getByRole('listitem', { name: product.name });
  await expect(line).toContainText(money(1.23));
  await expect(
    shopper.getByText(fill(cart.promo.applied, { code, name: `Crew pick ${code}` })),
  ).toBeVisible();
  await axe.check(shopper);
  await shopperContext.close();

  await toArabic(page);
  await page.getByRole('link', { name: `Crew pick ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffAr.priceListForm.editTitle })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'price-list-form-desktop-ar');
  await page.getByRole('link', { name: staffAr.priceListForm.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffAr.priceLists.title })).toBeVisible();
  await screenshot(page, testInfo, 'price-lists-desktop-ar');
});

test('an admin changes an exchange rate; the storefront shows the new prices at once', async ({
  page,
  admin: _signedInAsAdmin,
  browser,
  baseURL,
  api,
  axe,
}, testInfo) => {
  const product = await api.plainItem();
  const { context: shopperContext, page: shopper } = await openShopperBrowser(browser, baseURL);
  await shopper.goto('/');
  await shopper.getByRole('button', { name: 'Currency: USD' }).click();
  await Promise.all([shopper.waitForEvent('load'), shopper.getByRole('button', { name: /SAR/ }).click()]);
  await shopper.goto(`/product-detail/${product.id}`);
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const tenRiyals = riyals(product.currentPrice * 10);
  await expect(shopper.getByRole('main')).not.toContainText(tenRiyals);

  await openStaffScreen(page, staff.layout.exchangeRates);
  await expect(page.getByRole('heading', { level: 1, name: staff.rates.title })).toBeVisible();
  const riyal = page.getByLabel(fill(staff.rates.perDollar, { code: 'SAR', name: 'Saudi Riyal' }));
  await expect(riyal).toHaveValue('3.75');
  await riyal.fill('10');
  await page.getByRole('button', { name: fill(staff.rates.save, { code: 'SAR' }) }).click();
  // A move this large (3.75 to 10) is saved only once the admin confirms it, having seen a price at it.
  await page
    .getByRole('button', { name: fill(staff.rates.confirm.yes, { code: 'SAR', rate: '10' }) })
    .click();
  await expect(page.getByText(fill(staff.rates.saved, { code: 'SAR' }))).toBeVisible();
  await expect(riyal).toHaveAccessibleDescription(/UTC/);
  await axe.check();
  await screenshot(page, testInfo, 'exchange-rates-desktop-en');

  await shopper.reload();
  await expect(shopper.getByRole('main')).toContainText(tenRiyals);
  await axe.check(shopper);
  await shopperContext.close();

  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.rates.title })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'exchange-rates-desktop-ar');
  // Other journeys price in riyals at the rate the shop started with.
  // The currency named in the admin's language, as Intl names it.
  const riyalInArabic = new Intl.DisplayNames('ar', { type: 'currency' }).of('SAR') ?? 'SAR';
  await page.getByLabel(fill(staffAr.rates.perDollar, { code: 'SAR', name: riyalInArabic })).fill('3.75');
  await page.getByRole('button', { name: fill(staffAr.rates.save, { code: 'SAR' }) }).click();
  // Back from 10 to 3.75 is a large move too: confirmed as well.
  await page
    .getByRole('button', { name: fill(staffAr.rates.confirm.yes, { code: 'SAR', rate: '3.75' }) })
    .click();
  await expect(page.getByText(fill(staffAr.rates.saved, { code: 'SAR' }))).toBeVisible();
});

test('the price screens on a phone, in English and in Arabic', async ({
  browser,
  baseURL,
  api,
  axe,
}, testInfo) => {
  const page = await adminOnPhone(browser, baseURL);
  const product = await api.plainItem();
  const code = `PH${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);
  await createPromoCode(page, code, product, '2.00');
  await axe.check(page);
  await screenshot(page, testInfo, 'price-list-form-phone-en');
  await page.getByRole('link', { name: staff.priceListForm.back }).click();
  await expect(page.getByRole('link', { name: `Crew pick ${code}` })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'price-lists-phone-en');
  await openStaffScreen(page, staff.layout.exchangeRates);
  await expect(page.getByRole('heading', { level: 1, name: staff.rates.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'exchange-rates-phone-en');
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.rates.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'exchange-rates-phone-ar');
  await openStaffScreen(page, staffAr.layout.priceLists);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.priceLists.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'price-lists-phone-ar');
  await page.getByRole('link', { name: `Crew pick ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffAr.priceListForm.editTitle })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'price-list-form-phone-ar');
  await page.context().close();
});

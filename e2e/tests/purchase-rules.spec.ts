import type { Page } from '@playwright/test';
import { DEMO_PURCHASE_RULES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import {
  answerOfAge,
  findOneFlightTicket,
  orderNumberOnConfirmation,
  statedMillilitres,
} from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminOnPhone, openShopperBrowser, openStaffScreen, screenshot, toArabic } from './staff-steps.ts';
import { fill, locale } from './texts.ts';

// The purchase rules as data: an admin bans a cosmetic in the EU from the back office with a reason of
// their own, and a shopper adding it in a browser of their own is asked about Europe with that reason.
// The journey puts the rule back as the seed has it, for the journeys that share the database.

const staff = locale('en', 'staff');
const cart = locale('en', 'cart');
const { euBan } = DEMO_PURCHASE_RULES;

async function openRules(page: Page) {
  await openStaffScreen(page, staff.layout.purchaseRules);
  await expect(page.getByRole('heading', { level: 1, name: staff.purchaseRules.title })).toBeVisible();
}

const euSection = (page: Page) => page.getByRole('region', { name: staff.purchaseRules.rules.euBan.title });

test.beforeEach(() => {
  // The staff area, then the shop, in two browsers.
  test.setTimeout(180_000);
});

test('an admin bans a cosmetic in the EU with a reason; a shopper adding it is asked about Europe with that reason', async ({
  page,
  admin: _signedInAsAdmin,
  browser,
  baseURL,
  api,
  axe,
}, testInfo) => {
  // The dearest cosmetic or fragrance that asks nothing today: the cheap goods are other journeys' plain products.
  const dearestFirst = [...(await api.items())].sort((a, b) => b.currentPrice - a.currentPrice);
  const product = dearestFirst.find(
    (i) =>
      ['COSMETICS', 'FRAGRANCE'].includes(i.itemCategory) &&
      !euBan.itemCodes.includes(i.itemCode) &&
      i.quantity > 0,
  );
  if (!product) throw new Error('The demo shop has no product to ban');
  const reason = `This product contains Butylphenyl test ${Date.now()}, banned in cosmetics in the European Union since 01.12.2026.`;

  await openRules(page);
  const rules = euSection(page);
  await expect(rules.getByRole('cell', { name: euBan.itemCodes[0]!, exact: true })).toBeVisible();
  await axe.check();

  // A code no item has is refused on its field, before anything is written.
  const codeField = rules.getByLabel(staff.purchaseRules.addLabel);
  await codeField.fill('NO-SUCH-99');
  await rules.getByRole('button', { name: staff.purchaseRules.add, exact: true }).click();
  await expect(rules.getByText(staff.messages.ruleItemCodeUnknown)).toBeVisible();
  await axe.check();

  await codeField.fill(product.itemCode.toLowerCase());
  await rules.getByRole('button', { name: staff.purchaseRules.add, exact: true }).click();
  await expect(rules.getByRole('cell', { name: product.itemCode, exact: true })).toBeVisible();
  await rules.getByLabel(staff.purchaseRules.reasonEn).fill(reason);
  await rules.getByRole('button', { name: staff.purchaseRules.saveReason }).click();
  await expect(page.getByText(staff.purchaseRules.reasonSaved)).toBeVisible();
  await screenshot(page, testInfo, 'purchase-rules-desktop-en');

  // The shopper, in a browser of their own, is asked about Europe, with the admin's reason.
  const shopper = await openShopperBrowser(browser, baseURL);
  try {
    await shopper.page.goto(`/product-detail/${product.id}`);
    await shopper.page
      .getByRole('button', { name: fill(cart.add.buttonFor, { name: product.name }) })
      .click();
    const question = shopper.page.getByRole('dialog', { name: cart.gates.eu.title });
    await expect(question).toContainText(fill(cart.gates.eu.body, { reason }));
    await axe.check(shopper.page);
    await screenshot(shopper.page, testInfo, 'purchase-rules-shopper-desktop-en');
    await question.getByRole('button', { name: cart.gates.eu.abort }).click();
    await expect(shopper.page).toHaveURL(/\/$/);
  } finally {
    await shopper.context.close();
  }

  // The same screen in Arabic, and on a phone in both languages.
  await toArabic(page);
  await expect(page.locator('h1')).toHaveText(locale('ar', 'staff').purchaseRules.title);
  await axe.check();
  await screenshot(page, testInfo, 'purchase-rules-desktop-ar');
  const phone = await adminOnPhone(browser, baseURL);
  try {
    await openRules(phone);
    await screenshot(phone, testInfo, 'purchase-rules-phone-en');
    await toArabic(phone);
    await expect(phone.locator('h1')).toHaveText(locale('ar', 'staff').purchaseRules.title);
    await screenshot(phone, testInfo, 'purchase-rules-phone-ar');
  } finally {
    await phone.context().close();
  }

  // The rule as the seed has it again.
  const staffAr = locale('ar', 'staff');
  const rulesAr = page.getByRole('region', { name: staffAr.purchaseRules.rules.euBan.title });
  await rulesAr
    .getByRole('button', { name: fill(staffAr.purchaseRules.remove, { itemCode: product.itemCode }) })
    .click();
  await expect(rulesAr.getByRole('cell', { name: product.itemCode, exact: true })).toHaveCount(0);
  await rulesAr.getByLabel(staffAr.purchaseRules.reasonEn).fill(euBan.reason);
  await rulesAr.getByRole('button', { name: staffAr.purchaseRules.saveReason }).click();
  await expect(page.getByText(staffAr.purchaseRules.reasonSaved)).toBeVisible();
});

/** The ticket to Dubai looked up, its flight chosen, paid on board; the order sent, which the dialog stops. */
async function submitToDubai(page: Page, language: 'en' | 'ar' | 'zh') {
  const checkout = locale(language, 'checkout');
  const orders = locale(language, 'orders');
  await findOneFlightTicket(page, language);
  await page.getByLabel(checkout.form.pickFrom).selectOption({ label: checkout.form.pickFromPlaces.onBoard });
  await page.getByRole('radio', { name: orders.paymentOptions.payOnBoard, exact: true }).check();
  await page.getByRole('button', { name: checkout.payment.submit.payOnBoard }).click();
  return page.getByRole('dialog', { name: checkout.dutyDue.title });
}

test('a traveller to Dubai over the alcohol allowance sees how much is used, is warned that duty is due, confirms and orders', async ({
  page,
  api,
  guest,
  axe,
}, testInfo) => {
  // Two bottles each (the most a line may hold) of the largest spirits and wines, until over 4 L.
  const exempt = new Set(DEMO_PURCHASE_RULES.ageGateExempt.itemCodes);
  const bottles = (await api.items())
    .filter((i) => i.itemCategory === 'LIQUOR' && !exempt.has(i.itemCode) && i.quantity >= 4)
    .map((item) => ({ item, ml: statedMillilitres(item.name) ?? 0 }))
    .sort((a, b) => b.ml - a.ml);
  const chosen: typeof bottles = [];
  while (chosen.reduce((sum, { ml }) => sum + 2 * ml, 0) <= 4000) chosen.push(bottles[chosen.length]!);
  const used = chosen.reduce((sum, { ml }) => sum + 2 * ml, 0);

  for (const [index, { item }] of chosen.entries()) {
    await page.goto(`/product-detail/${item.id}`);
    await page.getByRole('button', { name: locale('en', 'catalog').product.increase }).click();
    await page.getByRole('button', { name: fill(cart.add.buttonFor, { name: item.name }) }).click();
    if (index === 0) await answerOfAge(page);
    await expect(page).toHaveURL(/\/cart$/);
  }
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  await guest.continueToCheckout();

  // Before payment: the allowance line, then the warning; Escape goes back to the form.
  const line = `${Math.round(used / 100) / 10} of 4 ${cart.allowances.units.alcohol} allowed into the United Arab Emirates`;
  const dialog = await submitToDubai(page, 'en');
  await expect(page.getByRole('region', { name: cart.allowances.heading })).toContainText(line);
  await expect(dialog).toContainText(line);
  await axe.check();
  await screenshot(page, testInfo, 'duty-due-dialog-desktop-en', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a phone in Arabic and in Chinese: the cart's allowance line (the flight chosen at checkout) and the dialog.
  await page.setViewportSize({ width: 412, height: 915 });
  for (const language of ['ar', 'zh'] as const) {
    await page.goto(`/cart?lng=${language}`);
    const allowances = page.getByRole('region', { name: locale(language, 'cart').allowances.heading });
    await allowances.scrollIntoViewIfNeeded();
    await expect(allowances).toContainText(locale(language, 'cart').allowances.units.alcohol);
    await axe.check();
    await screenshot(page, testInfo, `cart-allowance-phone-${language}`);
    await page.goto(`/checkout?lng=${language}`);
    const warning = await submitToDubai(page, language);
    await expect(warning).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, `duty-due-dialog-phone-${language}`, { fullPage: false });
    await page.keyboard.press('Escape');
  }

  // Confirmed, the order is placed.
  await page.goto('/checkout?lng=en');
  const confirm = await submitToDubai(page, 'en');
  await confirm.getByRole('button', { name: locale('en', 'checkout').dutyDue.confirm }).click();
  await orderNumberOnConfirmation(page);
});

import type { Page } from '@playwright/test';
import { DEMO_PURCHASE_RULES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { answerOfAge, findOneFlightTicket, statedMillilitres } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import {
  adminOnDesktop,
  adminOnPhone,
  demoAdmin,
  openStaffScreen,
  screenshot,
  toArabic,
  toChinese,
} from './staff-steps.ts';
import { fill, type Language, locale } from './texts.ts';

// The destinations' customs rules in the back office: an admin on a phone gives the United Arab Emirates a
// spirits allowance of its own, with the source and the day it was read; the rule's history says who
// changed what from what, and a traveller to Dubai is counted against the new figure at checkout. An admin
// at a desktop, in Arabic, puts the published figures back as another version, for the journeys that share
// the database (purchase-rules.spec.ts counts Dubai's 4 L of alcohol).

const UAE = /United Arab Emirates|الإمارات|阿拉伯联合酋长国/;

/** The customs rules screen, its table read. */
async function openCustomsRules(page: Page, language: Language) {
  const words = locale(language, 'staff');
  await openStaffScreen(page, words.layout.customsRules);
  await expect(page.getByRole('heading', { level: 1, name: words.customsRules.title })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: UAE })).toBeVisible();
}

/** The UAE's rule in its form, and the field of its spirits allowance. */
async function editUaeRule(page: Page, language: Language) {
  const words = locale(language, 'staff').customsRules;
  await page.getByRole('button', { name: UAE }).click();
  const form = page.getByRole('form', { name: UAE });
  const spirits = form.getByLabel(fill(words.units.litres, { allowance: words.allowances.spirits }));
  return { form, spirits, words };
}

/** The editor's outcome after a save, up to the version's number: "Saved", "تم الحفظ". */
const savedSaying = (words: { saved: string }) => words.saved.split(/[:：]/)[0]!;

/** A phone's page as wide as its screen: nothing beside the content for the thumb to scroll to. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
}

/** Scrolls a part of the page to the top of the screen at once (Bootstrap scrolls smoothly). */
const atTheTop = (element: Element) => element.scrollIntoView({ block: 'start', behavior: 'instant' });

test.beforeEach(() => {
  // Three browsers: the admin's phone, the traveller's phone, the admin's desktop.
  test.setTimeout(120_000);
});

test('an admin on a phone gives the United Arab Emirates a spirits allowance with its source; the history says who changed it from what, and a traveller to Dubai is counted against it @mobile', async ({
  page,
  browser,
  baseURL,
  api,
  guest,
  axe,
}, testInfo) => {
  // A single malt of a name no other item has: the product page may suggest a namesake beside it.
  const exempt = new Set(DEMO_PURCHASE_RULES.ageGateExempt.itemCodes);
  const items = await api.items();
  const malt = await api.item(
    'single malt of a name of its own',
    (i) =>
      i.itemCategory === 'LIQUOR' &&
      /Single Malt/.test(i.name) &&
      items.filter((other) => other.name === i.name).length === 1 &&
      statedMillilitres(i.name) !== null &&
      !exempt.has(i.itemCode) &&
      i.quantity > 2,
  );
  const litres = statedMillilitres(malt.name)! / 1000;
  const readOn = new Date().toISOString().slice(0, 10);
  const source = `https://www.dubaicustoms.gov.ae/en/journey-${Date.now()}`;
  const published = { sourceUrl: '', sourceReadOn: '' };

  // The admin, on a phone: 3 L of spirits into the UAE, read today at a source of their own.
  const phone = await adminOnPhone(browser, baseURL);
  try {
    await openCustomsRules(phone, 'en');
    await expectNoSidewaysScroll(phone);
    await axe.check(phone);
    const { form, spirits, words } = await editUaeRule(phone, 'en');
    await expect(spirits).toHaveValue('');
    published.sourceUrl = await form.getByLabel(words.sourceUrl).inputValue();
    published.sourceReadOn = await form.getByLabel(words.sourceReadOn).inputValue();
    await spirits.fill('3');
    await form.getByLabel(words.sourceUrl).fill(source);
    await form.getByLabel(words.sourceReadOn).fill(readOn);
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByRole('status')).toContainText(savedSaying(words));

    // Its history: this version by the admin, spirits from no limit to 3 L; the published one below it.
    const history = phone.getByRole('region', { name: words.historyTitle });
    const latest = history.locator('ol > li').first();
    await expect(latest).toContainText(`by ${demoAdmin.name}`);
    await expect(latest).toContainText(
      fill(words.changedFigure, { allowance: words.allowances.spirits, before: '—', after: '3 L' }),
    );
    await expect(history.locator('ol > li').last()).toContainText(words.published);
    await expectNoSidewaysScroll(phone);
    await axe.check(phone);

    // The same three in Chinese, for the screenshots: the form opened again (the outcome was said in English).
    await toChinese(phone);
    const zh = await editUaeRule(phone, 'zh');
    await expect(zh.spirits).toHaveValue('3');
    await phone.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(phone, testInfo, 'customs-rules-list-phone-zh', { fullPage: false });
    await zh.form.evaluate(atTheTop);
    await screenshot(phone, testInfo, 'customs-rules-form-phone-zh', { fullPage: false });
    await phone.getByRole('region', { name: zh.words.historyTitle }).evaluate(atTheTop);
    await screenshot(phone, testInfo, 'customs-rules-history-phone-zh', { fullPage: false });
  } finally {
    await phone.context().close();
  }

  // The traveller, on a phone of their own: a bottle of single malt to Dubai, counted against 3 L of spirits.
  const cart = locale('en', 'cart');
  await page.goto(`/product-detail/${malt.id}`);
  await page.getByRole('button', { name: fill(cart.add.buttonFor, { name: malt.name }) }).click();
  await answerOfAge(page);
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  await guest.continueToCheckout();
  await findOneFlightTicket(page);
  await expect(page.getByRole('region', { name: cart.allowances.heading })).toContainText(
    `${litres} of 3 ${cart.allowances.units.spirits} allowed into the United Arab Emirates`,
  );

  // An admin at a desktop, in Arabic, puts the published figures back: a third version.
  const desktop = await adminOnDesktop(browser, baseURL);
  try {
    await toArabic(desktop);
    await openCustomsRules(desktop, 'ar');
    await screenshot(desktop, testInfo, 'customs-rules-list-desktop-ar');
    const { form, spirits, words } = await editUaeRule(desktop, 'ar');
    await expect(spirits).toHaveValue('3');
    await screenshot(desktop, testInfo, 'customs-rules-form-desktop-ar');
    await spirits.fill('');
    await form.getByLabel(words.sourceUrl).fill(published.sourceUrl);
    await form.getByLabel(words.sourceReadOn).fill(published.sourceReadOn);
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByRole('status')).toContainText(savedSaying(words));
    const history = desktop.getByRole('region', { name: words.historyTitle });
    await expect(history.locator('ol > li').first()).toContainText(
      new RegExp(`${words.allowances.spirits}: .+ ← —`),
    );
    await screenshot(desktop, testInfo, 'customs-rules-history-desktop-ar');
    await axe.check(desktop);
  } finally {
    await desktop.context().close();
  }
});

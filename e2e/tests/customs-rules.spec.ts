import { apiPaths, type CatalogItem } from '@dutyfree/contracts';
import type { Locator, Page, Response } from '@playwright/test';
import { DEMO_PURCHASE_RULES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { answerOfAge } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import type { ShopApi } from './shop-api.ts';
import { screenshot } from './staff-steps.ts';
import { fill, type Language, locale, sentence } from './texts.ts';

// A destination's customs rules as a traveller in transit meets them (issue 26): the flight to the hub
// is judged by where the journey ends, the card says so and why, and the server refuses what that
// destination does not allow, with the rule's reason in the shopper's language. The browser only
// forwards the traveller's answers; each journey reads the server's own refusal off the wire.

const byCase = (name: (typeof demoTickets)[number]['case']) => demoTickets.find((t) => t.case === name)!;
const toNewYork = byCase('connectsToNewYork');
const toJeddah = byCase('connectsToJeddah');

/** A 70 cl bottle of spirits or wine that asks the age (not an alcohol-free one), in stock: within every allowance. */
function bottle(api: ShopApi): Promise<CatalogItem> {
  const exempt = new Set(DEMO_PURCHASE_RULES.ageGateExempt.itemCodes);
  return api.item(
    '70 cl bottle in stock',
    (i) =>
      i.itemCategory === 'LIQUOR' && !exempt.has(i.itemCode) && /\b70cl\b/.test(i.name) && i.quantity > 2,
  );
}

/** The bottle added in the shopper's language (the shop's own age question answered yes), then to checkout. */
async function bottleInCartToCheckout(page: Page, api: ShopApi, item: CatalogItem, language: Language) {
  const cart = locale(language, 'cart');
  await page.goto(`/product-detail/${item.id}?lng=${language}`);
  const name = await api.nameIn(item.id, language);
  await page
    .getByRole('button', { name: fill(cart.add.buttonFor, { name }) })
    .first()
    .click();
  await answerOfAge(page, language);
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  return name;
}

/** The ticket looked up and its flight to the hub chosen; answers the card of that flight. */
async function chooseFlightToTheHub(
  page: Page,
  language: Language,
  ticket: { ticketNumber: string; lastName: string },
  flightNumber: string,
) {
  const checkout = locale(language, 'checkout');
  await page.getByLabel(checkout.flight.ticketNumber).fill(ticket.ticketNumber);
  await page.getByLabel(checkout.flight.lastName).fill(ticket.lastName);
  await page.getByRole('button', { name: checkout.flight.find }).click();
  // The traveller taps the card: its label, stretched over the card, covers the radio.
  await page.locator('.checkout-flight__label').filter({ hasText: flightNumber }).click();
  const radio = page.getByRole('radio', { name: new RegExp(flightNumber) });
  await expect(radio).toBeChecked();
  return page.locator('.checkout-flight').filter({ has: radio });
}

/** Collected on board, paid on board: the order is sent when the submit button is pressed. */
async function payOnBoard(page: Page, language: Language) {
  const checkout = locale(language, 'checkout');
  await page.getByLabel(checkout.form.pickFrom).selectOption({ label: checkout.form.pickFromPlaces.onBoard });
  await page
    .getByRole('radio', { name: locale(language, 'orders').paymentOptions.payOnBoard, exact: true })
    .check();
}

/** Scrolled to the middle of the screen, for a screenshot of it among what surrounds it. */
const inMiddle = (element: Locator) =>
  element.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));

/** The server's answer to the order the page sends next. */
const orderSent = (page: Page) =>
  page.waitForResponse((response: Response) => response.url().includes(apiPaths.updatePreOrder));

test.describe('in Arabic on a phone', () => {
  test.use({ language: 'ar' });

  test('a traveller connecting at the hub to New York is asked the United States’ age of 21, and the server refuses alcohol to one under it @mobile', async ({
    page,
    api,
    guest,
    axe,
  }, testInfo) => {
    const checkout = locale('ar', 'checkout');
    const name = await bottleInCartToCheckout(page, api, await bottle(api), 'ar');
    await guest.continueToCheckout();

    // Dubai to the hub: the card names the United States, the connection and New York.
    const card = await chooseFlightToTheHub(page, 'ar', toNewYork, 'ET 601');
    const newYork = 'مطار جون إف كينيدي الدولي';
    await expect(card).toContainText(
      sentence(checkout.flight.customsInTransit, {
        country: 'الولايات المتحدة',
        connectsAt: 'مطار أديس أبابا بولي الدولي',
        destination: newYork,
      }),
    );
    await axe.check();
    await inMiddle(card);
    await screenshot(page, testInfo, 'customs-transit-card-phone-ar', { fullPage: false });

    await payOnBoard(page, 'ar');
    await page.getByRole('button', { name: checkout.payment.submit.payOnBoard }).click();
    const question = page.getByRole('dialog', { name: fill(checkout.destinationAge.title, { age: 21 }) });
    await expect(question).toContainText(
      sentence(checkout.destinationAge.body, { age: '21', country: 'الولايات المتحدة' }),
    );
    await axe.check();

    // "Under 21": the browser sends the order with that answer; the server judges it and refuses.
    const sent = orderSent(page);
    await question.getByRole('button', { name: fill(checkout.destinationAge.no, { age: 21 }) }).click();
    const answer = await sent;
    expect(answer.status()).toBe(409);
    expect(await answer.json()).toMatchObject({
      code: 'orders.customsUnderAge',
      params: { name, airport: newYork, age: 21 },
    });
    const refusal = page.getByRole('alert').filter({
      hasText: sentence(locale('ar', 'orders').messages.customsUnderAge, {
        name,
        airport: newYork,
        age: '21',
      }),
    });
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await axe.check();
    await inMiddle(refusal);
    await screenshot(page, testInfo, 'customs-under-age-refusal-phone-ar', { fullPage: false });
  });
});

test.describe('in Chinese', () => {
  test.use({ language: 'zh' });

  test('a traveller connecting at the hub to Jeddah cannot order alcohol: Saudi customs ban it, and the server refuses it with the reason', async ({
    page,
    api,
    guest,
    axe,
  }, testInfo) => {
    const checkout = locale('zh', 'checkout');
    const name = await bottleInCartToCheckout(page, api, await bottle(api), 'zh');
    await guest.continueToCheckout();

    // Nairobi to the hub: Saudi Arabia's rules, because the journey ends in Jeddah.
    const card = await chooseFlightToTheHub(page, 'zh', toJeddah, 'ET 309');
    const jeddah = '阿卜杜勒-阿齐兹国王国际机场';
    await expect(card).toContainText(
      sentence(checkout.flight.customsInTransit, {
        country: '沙特阿拉伯',
        connectsAt: '亚的斯亚贝巴博莱国际机场',
        destination: jeddah,
      }),
    );
    await axe.check();
    await inMiddle(card);
    await screenshot(page, testInfo, 'customs-transit-card-desktop-zh', { fullPage: false });

    // Saudi Arabia keeps no legal age, so nothing is asked: the order goes, and the server refuses it.
    await payOnBoard(page, 'zh');
    const sent = orderSent(page);
    await page.getByRole('button', { name: checkout.payment.submit.payOnBoard }).click();
    const answer = await sent;
    expect(answer.status()).toBe(409);
    expect(await answer.json()).toMatchObject({
      code: 'orders.customsBanned',
      params: { name, airport: jeddah },
    });
    const refusal = page.getByRole('alert').filter({
      hasText: sentence(locale('zh', 'orders').messages.customsBanned, { name, airport: jeddah }),
    });
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await axe.check();
    await inMiddle(refusal);
    await screenshot(page, testInfo, 'customs-banned-refusal-desktop-zh', { fullPage: false });
  });
});

import { readFileSync } from 'node:fs';
import { apiPaths, type CatalogItem, EU_BANNED_COSMETIC_ITEM_CODES } from '@dutyfree/contracts';
import type { APIRequestContext } from '@playwright/test';
import { onBoardDemoTickets } from '../../apps/api/src/seed/onboard-demo-tickets.ts';
import { expect, test } from './fixtures.ts';

// A traveller whose flight leaves within 24 hours can no longer pre-order (SPEC §9); the shop says what
// they can do instead and leads them there: the on-board shop of that flight, through the header's flight
// selector opened with their ticket. Every text comes from the app's translations.

type Language = 'en' | 'ar' | 'zh';

const texts = (language: Language, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  );
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A translated sentence as a pattern: its values may come wrapped in direction isolates. */
function sentence(template: string, values: Record<string, string>): RegExp {
  return new RegExp(
    template
      .split(/\{\{(\w+)\}\}/)
      .map((part, i) => (i % 2 === 0 ? literal(part) : (values[part] ?? '.+?')))
      .join(''),
  );
}

// Boarding 30 minutes after the shop started, departing an hour later: too late to pre-order.
const boardingSoon = onBoardDemoTickets.find((ticket) => ticket.flights.join() === 'boardingSoon')!;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: '_consent', value: 'true', url: baseURL ?? '' }]);
});

for (const language of ['en', 'ar', 'zh'] as const) {
  test(`/guest-reg in ${language}: a flight inside 24 hours leads to shopping on board @mobile`, async ({
    page,
    axe,
  }, testInfo) => {
    // Two full-page screenshots for the record, besides the journey.
    test.slow();
    const guest = texts(language, 'guest');
    const onboard = texts(language, 'onboard');
    const checkout = texts(language, 'checkout');
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`${name}-${language}-${testInfo.project.name}.png`),
        fullPage: true,
      });

    await page.goto(`/guest-reg?lng=${language}`);
    const main = page.getByRole('main');
    await main.getByLabel(guest.ticketNumber).fill(boardingSoon.ticketNumber);
    await main.getByLabel(guest.lastName).fill(boardingSoon.lastName.toLowerCase());
    await main.getByRole('button', { name: guest.find }).click();

    const card = main.getByRole('region', { name: guest.flightsTitle }).getByRole('listitem').first();
    await expect(card).toContainText(guest.onBoardOnly);
    await expect(card.getByText(sentence(onboard.wayForward.onBoardLater, {}))).toBeVisible();
    const shopOnBoard = card.getByRole('button', { name: sentence(onboard.wayForward.shopOnBoard, {}) });
    await expect(shopOnBoard).toBeVisible();
    await axe.check();
    await shot('guest-reg-too-late');

    // The way forward is the header's flight selector, with the ticket and the name already given.
    await shopOnBoard.click();
    const dialog = page.getByRole('dialog', { name: onboard.dialog.title });
    await expect(dialog.getByLabel(checkout.flight.ticketNumber)).toHaveValue(boardingSoon.ticketNumber);
    await expect(dialog.getByLabel(checkout.flight.lastName)).toHaveValue(
      boardingSoon.lastName.toLowerCase(),
    );
    // It says when on-board ordering opens; 'Set' waits until then.
    await expect(dialog.getByRole('radio')).toBeDisabled();
    await expect(dialog.getByText(sentence(onboard.window.notYetOpen, {}))).toBeVisible();
    await axe.check();
    await shot('guest-reg-on-board-dialog');
  });
}

/** A product added without a question (no age gate, no EU prompt), in stock. */
async function plainItem(request: APIRequestContext): Promise<CatalogItem> {
  const tokens = await (await request.post(apiPaths.tokenIssue, { data: { clientId: 'web' } })).json();
  const answer = await request.get(apiPaths.searchItems, {
    headers: {
      authorization: `Bearer ${tokens.clientAccessToken}`,
      'user-token': tokens.accessToken,
      'action-privilege': 'PreOrder-Access',
    },
    params: { pageSize: 60, activePage: 1, sort: 'ByPrice', sortDirection: 'ASC' },
  });
  const items: CatalogItem[] = (await answer.json()).items;
  const item = items.find(
    (i) =>
      !['LIQUOR', 'TOBACCO'].includes(i.itemCategory) &&
      !EU_BANNED_COSMETIC_ITEM_CODES.includes(i.itemCode) &&
      i.quantity >= 8,
  );
  if (!item) throw new Error('The demo shop has no plain product in stock');
  return item;
}

for (const language of ['en', 'ar', 'zh'] as const) {
  test(`checkout in ${language} on a phone: a flight inside 24 hours is closed to pre-orders and offers shopping on board`, async ({
    page,
    request,
    axe,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 412, height: 915 });
    const cart = texts(language, 'cart');
    const account = texts(language, 'account');
    const checkout = texts(language, 'checkout');
    const onboard = texts(language, 'onboard');
    const item = await plainItem(request);

    await page.goto(`/product-detail/${item.id}?lng=${language}`);
    await page
      .getByRole('button', { name: cart.add.buttonFor.replace('{{name}}', item.name) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: cart.summary.checkout }).click();
    await page.getByRole('link', { name: account.chooser.guest }).click();
    await page.getByLabel(account.fields.firstName, { exact: true }).fill('Samuel');
    await page.getByLabel(account.fields.lastName, { exact: true }).fill('Kassa');
    await page
      .getByLabel(account.fields.email, { exact: true })
      .fill(`e2e.too-late.${Date.now()}@example.com`);
    await page.getByLabel(account.fields.countryCode).fill('+251');
    await page.getByLabel(account.fields.phoneNumber).fill('911000000');
    await page.getByRole('button', { name: account.guest.submit }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByLabel(checkout.flight.ticketNumber).fill(boardingSoon.ticketNumber);
    await page.getByLabel(checkout.flight.lastName).fill(boardingSoon.lastName);
    await page.getByRole('button', { name: checkout.flight.find }).click();
    const card = page.locator('.checkout-flight').first();
    await expect(card.getByRole('radio')).toBeDisabled();
    await expect(card.getByText(checkout.flight.closed)).toBeVisible();
    await expect(card.getByText(sentence(onboard.wayForward.onBoardLater, {}))).toBeVisible();
    const shopOnBoard = card.getByRole('button', { name: sentence(onboard.wayForward.shopOnBoard, {}) });
    await expect(shopOnBoard).toBeVisible();
    await axe.check();
    await card.screenshot({ path: testInfo.outputPath(`checkout-too-late-${language}.png`) });

    await shopOnBoard.click();
    const dialog = page.getByRole('dialog', { name: onboard.dialog.title });
    await expect(dialog.getByLabel(checkout.flight.ticketNumber)).toHaveValue(boardingSoon.ticketNumber);
    await expect(dialog.getByText(sentence(onboard.window.notYetOpen, {}))).toBeVisible();
  });
}

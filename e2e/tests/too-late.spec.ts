import { readFileSync } from 'node:fs';
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

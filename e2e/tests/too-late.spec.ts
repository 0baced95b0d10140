import { onBoardDemoTickets } from '../../apps/api/src/seed/onboard-demo-tickets.ts';
import { expect, test } from './fixtures.ts';
import { locale, sentence } from './texts.ts';

// A traveller whose flight leaves within 24 hours can no longer pre-order (SPEC §9); the shop says what
// they can do instead and leads them there: the on-board shop of that flight, through the header's flight
// selector opened with their ticket. Every text comes from the app's translations.

// Boarding 30 minutes after the shop started, departing an hour later: too late to pre-order.
const boardingSoon = onBoardDemoTickets.find((ticket) => ticket.flights.join() === 'boardingSoon')!;

// Each page in a language of its own (the same calls in a second language proved nothing new); the
// checkout in both scripts that are not Latin.
{
  const language = 'en';
  test(`/guest-reg in ${language}: a flight inside 24 hours leads to shopping on board`, async ({
    page,
    axe,
  }, testInfo) => {
    // Two full-page screenshots for the record, besides the journey.
    test.slow();
    const guest = locale(language, 'guest');
    const onboard = locale(language, 'onboard');
    const checkout = locale(language, 'checkout');
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

for (const language of ['ar', 'zh'] as const) {
  test.describe(`checkout in ${language}`, () => {
    // The guest form is filled in the page's language.
    test.use({ language });
    test(`checkout in ${language} on a phone: a flight inside 24 hours is closed to pre-orders and offers shopping on board`, async ({
      page,
      api,
      guest,
      axe,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width: 412, height: 915 });
      const cart = locale(language, 'cart');
      const checkout = locale(language, 'checkout');
      const onboard = locale(language, 'onboard');
      const item = await api.plainItem();

      await page.goto(`/product-detail/${item.id}?lng=${language}`);
      await page
        .getByRole('button', {
          name: cart.add.buttonFor.replace('{{name}}', await api.nameIn(item.id, language)),
        })
        .first()
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.getByRole('button', { name: cart.summary.checkout }).click();
      await guest.continueToCheckout();

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
  });
}

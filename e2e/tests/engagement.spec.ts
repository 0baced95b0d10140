import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { expect, test } from './fixtures.ts';
import { isolatable, locale } from './texts.ts';

// First visits: the forms are checked for accessibility with the cookie banner showing.
test.use({ consent: false });

const languages = ['en', 'ar'] as const;

function uniqueAddress(tag: string) {
  return `e2e.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

for (const language of languages) {
  const t = locale(language, 'engagement');
  const titles = locale(language, 'pages').titles;

  test(`a traveller sends feedback and is thanked (${language}) @mobile`, async ({ page, axe }) => {
    await page.goto(`/feed-back?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: titles.feedback })).toBeVisible();
    const main = page.getByRole('main');

    await main.getByRole('button', { name: t.feedback.send }).click();
    await expect(main.getByLabel(t.feedback.fullName)).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(t.messages.fullNameRequired)).toBeVisible();
    await expect(main.getByText(t.messages.emailRequired)).toBeVisible();
    await expect(main.getByText(t.messages.feedbackRequired)).toBeVisible();
    await axe.check();

    await main.getByLabel(t.feedback.fullName).fill('Selam Tesfaye');
    await main.getByLabel(t.feedback.email).fill(uniqueAddress('feedback'));
    await main.getByLabel(t.feedback.feedBack).fill('The pick-up on board was quick and friendly.');
    await main.getByRole('button', { name: t.feedback.send }).click();

    await expect(main.getByRole('status').getByText(t.messages.feedbackReceived)).toBeVisible();
    await expect(main.getByLabel(t.feedback.fullName)).toHaveValue('');
    await axe.check();
  });

  test(`subscribing in the footer shows the server's message in a toast and clears the field (${language}) @mobile`, async ({
    page,
    axe,
  }) => {
    await page.goto(`/how-to-order?lng=${language}`);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel(t.newsletter.label);
    const address = uniqueAddress('newsletter');

    await footer.getByRole('button', { name: t.newsletter.subscribe }).click();
    await expect(footer.getByRole('alert')).toHaveText(t.messages.emailRequired);
    await expect(email).toBeFocused();

    await email.fill(address);
    await footer.getByRole('button', { name: t.newsletter.subscribe }).click();
    const toast = page.getByRole('status').filter({ hasText: t.messages.subscribed });
    await expect(toast).toBeVisible();
    await expect(email).toHaveValue('');
    await axe.check();
    // SPEC §4: the toast shows for 5 s.
    await expect(toast).toBeHidden({ timeout: 7_000 });

    await email.fill(address.toUpperCase());
    await footer.getByRole('button', { name: t.newsletter.subscribe }).click();
    await expect(page.getByRole('status').filter({ hasText: t.messages.alreadySubscribed })).toBeVisible();
  });
}

test('guest registration finds the flights of a ticket and leads on to the shop @mobile', async ({
  page,
  axe,
}) => {
  const t = locale('en', 'guest');
  const ticket = demoTickets.find((demo) => demo.case === 'twoFlights');
  if (!ticket) throw new Error('The demo shop has no ticket with two flights');

  await page.goto('/guest-reg');
  const main = page.getByRole('main');
  await main.getByLabel(t.ticketNumber).fill('07123');
  await main.getByRole('button', { name: t.find }).click();
  await expect(
    main.getByText(locale('en', 'orders').messages.ticketNumberLength.replace('{{n}}', '5')),
  ).toBeVisible();
  await axe.check();

  await main.getByLabel(t.ticketNumber).fill(ticket.ticketNumber);
  // A name that is not the ticket's is answered as a ticket that does not exist.
  await main.getByLabel(t.lastName).fill('Smith');
  await main.getByRole('button', { name: t.find }).click();
  await expect(main.getByText(locale('en', 'orders').messages.passengerNotFound)).toBeVisible();

  // Any case will do.
  await main.getByLabel(t.lastName).fill(ticket.lastName.toUpperCase());
  await main.getByRole('button', { name: t.find }).click();
  const flights = main.getByRole('region', { name: t.flightsTitle });
  await expect(flights.getByRole('listitem')).toHaveCount(2);
  await expect(flights.getByRole('listitem').first()).toContainText(isolatable('(NBO)'));
  await expect(main.getByRole('heading', { name: t.flightsTitle })).toBeFocused();
  await axe.check();

  await main.getByRole('link', { name: t.goToCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

import { actionPrivileges, apiPaths, type CatalogItem, type PaxSector } from '@dutyfree/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { onBoardDemoTickets } from '../../apps/api/src/seed/onboard-demo-tickets.ts';
import { EU_BANNED_COSMETIC_ITEM_CODES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { expect, test } from './fixtures.ts';
import { ShopApi } from './shop-api.ts';
import { fill, literal, locale, sentence, withoutIsolates } from './texts.ts';

// On-board ordering on the seeded demo shop: a traveller on the aircraft names their ticket in the
// header, the shop shows what their flight carries, and the order goes to their seat. Tickets come from
// the demo seed's on-board rotation, every text from the app's translations.

type Language = 'en' | 'ar';

const texts = (language: Language) => ({
  onboard: locale(language, 'onboard'),
  checkout: locale(language, 'checkout'),
  orders: locale(language, 'orders'),
  cart: locale(language, 'cart'),
  account: locale(language, 'account'),
  pages: locale(language, 'pages'),
});

const ticketOf = (flights: string) => onBoardDemoTickets.find((ticket) => ticket.flights.join() === flights)!;
type DemoTicket = (typeof onBoardDemoTickets)[number];
const inTheAirTicket = ticketOf('inTheAir');
const twoFlightsTicket = ticketOf('inTheAir,boardingNow');

/** The ticket's flights and what the first one carries, as the shop's API gives them. */
/** Items come named in `language`, as the shop shows them to a reader of it. */
async function flightOf(
  request: APIRequestContext,
  { ticketNumber, lastName }: DemoTicket,
  language: Language = 'en',
) {
  const api = new ShopApi(request);
  const lookup = await request.get(apiPaths.onBoardPassengerFromTicket, {
    headers: await api.headers(actionPrivileges.onBoardPassengerFromTicket),
    params: { TicketNumber: ticketNumber, LastName: lastName },
  });
  const sectors: PaxSector[] = (await lookup.json()).paxSectorsRes;
  const [flight] = sectors;
  const answer = await request.get(apiPaths.allOnBoardItems, {
    headers: { ...(await api.headers()), 'accept-language': language },
    params: {
      FlightNumber: flight!.flightNumber,
      DepartureDate: flight!.departureDate,
      Origin: flight!.origin,
      Destination: flight!.destination,
      TicketNumber: ticketNumber,
      LastName: lastName,
    },
  });
  expect(answer.status()).toBe(200);
  const items: CatalogItem[] = (await answer.json()).onBoardAvailabilitiesRes;
  return { sectors, flight: flight!, items };
}

/** An item of the flight added without a question (no age gate, no EU prompt), with stock on board. */
function plainItem(items: readonly CatalogItem[]): CatalogItem {
  const item = items.find(
    (i) =>
      !['LIQUOR', 'TOBACCO'].includes(i.itemCategory) &&
      !EU_BANNED_COSMETIC_ITEM_CODES.includes(i.itemCode) &&
      i.quantity >= 3,
  );
  if (!item) throw new Error('The flight carries no plain product in stock');
  return item;
}

/** The header's selector: in the top row on wide screens, in the drawer on phones. */
async function openSelector(page: Page, language: Language, isPhone: boolean) {
  const { onboard } = texts(language);
  if (isPhone) {
    await page.locator('.navbar-toggler').click();
    await expect(page.locator('#site-menu')).toBeVisible();
  }
  await page.getByRole('button', { name: onboard.toggle.off }).click();
  const dialog = page.getByRole('dialog', { name: onboard.dialog.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function lookUp(page: Page, language: Language, { ticketNumber, lastName }: DemoTicket) {
  const { flight } = texts(language).checkout;
  await page.getByLabel(flight.ticketNumber).fill(ticketNumber);
  const ticket = page.getByLabel(flight.lastName);
  await ticket.fill(lastName);
  await ticket.blur();
}

let guestSerial = 0;
const guestEmail = () => `e2e.onboard.${Date.now().toString(36)}${guestSerial++}@example.com`;

/** Ordering as a guest: the name as booked is already there, ticket and last name having been proven. */
async function continueAsGuest(page: Page, language: Language, ticket: DemoTicket) {
  const { account } = texts(language);
  await expect(page).toHaveURL(/\/account\?redirectUrl=%2Fcheckout$/);
  await page.getByRole('link', { name: account.chooser.guest }).click();
  await expect(page.getByLabel(account.fields.firstName, { exact: true })).toHaveValue(
    ticket.passengerName.split(' ')[0]!,
  );
  await expect(page.getByLabel(account.fields.lastName, { exact: true })).toHaveValue(ticket.lastName);
  await page.getByLabel(account.fields.email, { exact: true }).fill(guestEmail());
  await page.getByLabel(account.fields.countryCode).fill('+251');
  await page.getByLabel(account.fields.phoneNumber).fill('911000000');
  await page.getByRole('button', { name: account.guest.submit }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test.beforeEach(() => {
  test.slow();
});

type Axe = { check: (other?: Page) => Promise<void> };

async function orderOnBoard(
  page: Page,
  request: APIRequestContext,
  axe: Axe,
  language: Language,
  isPhone: boolean,
) {
  const { onboard, checkout, orders, cart, pages } = texts(language);
  const { flight, items } = await flightOf(request, inTheAirTicket, language);
  const carried = new Set(items.map((item) => item.name));
  const route = fill(onboard.route, { origin: flight.origin, destination: flight.destination });

  await page.goto(language === 'ar' ? '/?lng=ar' : '/');
  const dialog = await openSelector(page, language, isPhone);
  await lookUp(page, language, inTheAirTicket);
  // One flight, open: selected by itself.
  await expect(dialog.getByRole('radio', { name: new RegExp(literal(flight.flightNumber)) })).toBeChecked();
  await expect(dialog.getByText(onboard.window.open)).toBeVisible();
  await axe.check();
  await dialog.getByRole('button', { name: onboard.dialog.set, exact: true }).click();
  await expect(dialog).toBeHidden();

  // The header (the strip under it on phones) says which flight the shop shows.
  const saying = sentence(onboard.toggle.on, { flight: flight.flightNumber, route });
  if (isPhone) await expect(page.locator('.onboard-banner')).toContainText(saying);
  else await expect(page.getByRole('button', { name: saying })).toBeVisible();

  // The home page's lists are the flight's.
  const arrivals = page.getByRole('region', { name: pages.titles.newArrivals });
  await expect(arrivals.getByRole('article').first()).toBeVisible();
  // The server renders a page without knowing the flight the browser keeps, so the pre-order goods it
  // drew give way to the flight's once the app has read them: what stays must all be on the flight.
  const notCarried = async (names: Locator) =>
    (await names.allTextContents())
      .map((name) => withoutIsolates(name).trim())
      .filter((name) => !carried.has(name));
  await expect.poll(() => notCarried(arrivals.getByRole('heading', { level: 3 }))).toEqual([]);
  await axe.check();

  // So is a listing.
  await page.goto('/new-arrivals');
  await expect(page.getByRole('heading', { level: 1, name: pages.titles.newArrivals })).toBeVisible();
  const listed = page.locator('.listing__results').getByRole('heading', { level: 3 });
  await expect(listed.first()).toBeVisible();
  await expect.poll(() => notCarried(listed)).toEqual([]);

  // An order for the seat, paid on board.
  const item = plainItem(items);
  await page.goto(`/product-detail/${item.id}`);
  const add = page
    .locator('.product-page__actions')
    .getByRole('button', { name: fill(cart.add.buttonFor, { name: item.name }) });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  await continueAsGuest(page, language, inTheAirTicket);
  await expect(page.getByText(onboard.checkout.intro)).toBeVisible();
  await expect(page.getByLabel(checkout.flight.ticketNumber)).toHaveCount(0);
  await page.getByLabel(checkout.form.seatNumber).fill('14C');
  await page.getByRole('radio', { name: orders.paymentOptions.payOnBoard, exact: true }).check();
  await axe.check();
  await page.getByRole('button', { name: checkout.payment.submit.payOnBoard }).click();

  await expect(page).toHaveURL(/\/confirmation\?orderCode=DF-/);
  await expect(page.getByRole('heading', { level: 1, name: orders.confirmation.thanks })).toBeVisible();
  await expect(
    page.getByText(sentence(onboard.order.toSeat, { seat: '14C', flight: flight.flightNumber })),
  ).toBeVisible();
  await axe.check();

  // 'Remove' brings the pre-order catalogue back.
  await page.goto('/');
  if (isPhone) await page.locator('.onboard-banner').getByRole('button', { name: onboard.change }).click();
  else await page.getByRole('button', { name: saying }).click();
  await page
    .getByRole('dialog', { name: onboard.dialog.title })
    .getByRole('button', { name: onboard.dialog.remove })
    .click();
  await expect(page.locator('.onboard-banner')).toHaveCount(0);
  if (isPhone) await page.locator('.navbar-toggler').click();
  await expect(page.getByRole('button', { name: onboard.toggle.off })).toBeVisible();
}

test('a traveller in the air shops their flight from the header, pays on board, and goes back to pre-order', {
  tag: '@engine',
}, async ({ page, request, axe }) => {
  await orderOnBoard(page, request, axe, 'en', false);
});

test('the same in Arabic on a phone @mobile', async ({ page, request, axe }) => {
  await orderOnBoard(page, request, axe, 'ar', true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a traveller with two open flights picks one by clicking its card', async ({ page, request, axe }) => {
  const { onboard } = texts('en');
  const { sectors } = await flightOf(request, twoFlightsTicket);
  expect(sectors.length).toBe(2);
  const second = sectors[1]!;

  await page.goto('/');
  const dialog = await openSelector(page, 'en', false);
  await lookUp(page, 'en', twoFlightsTicket);
  const cards = dialog.getByRole('radio');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).not.toBeChecked();
  const set = dialog.getByRole('button', { name: onboard.dialog.set, exact: true });
  await expect(set).toBeDisabled();

  await dialog.locator('.checkout-flight').filter({ hasText: second.flightNumber }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(literal(second.flightNumber)) })).toBeChecked();
  await axe.check();
  await set.click();
  const route = fill(onboard.route, { origin: second.origin, destination: second.destination });
  await expect(
    page.getByRole('button', { name: sentence(onboard.toggle.on, { flight: second.flightNumber, route }) }),
  ).toBeVisible();
});

import { readFileSync } from 'node:fs';
import { actionPrivileges, apiPaths, type PaxSector } from '@dutyfree/contracts';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { AGE_GATE_EXEMPT_ITEM_CODES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { fillPaymentForm, orderNumberOnConfirmation } from './checkout-steps.ts';
import {
  expect,
  fillStaffSignIn,
  type Guest,
  giveConsent,
  signInStaff,
  test,
  waitingForTheApp,
} from './fixtures.ts';
import type { ShopApi } from './shop-api.ts';
import { openStaffScreen } from './staff-steps.ts';
import { fill, locale } from './texts.ts';

// The airline's side of an order: a guest pre-orders liquor for the demo flight, a crew member opens that
// flight's packing list, finds the bag by its seat with the ID flag and hands it over, and the traveller's
// order tracking says Delivered. Texts come from the app's translations, people and tickets from the seed.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');
const orders = locale('en', 'orders');
const ordersAr = locale('ar', 'orders');
const cart = locale('en', 'cart');

const crew = demoStaff.find((s) => s.role === 'crew')!;
const admin = demoStaff.find((s) => s.role === 'admin')!;
const { ticketNumber: ticket, lastName } = demoTickets.find((t) => t.case === 'oneFlight')!;

/** The demo ticket's flight and seat, as the airline's flight data has them. */
async function ticketSector(request: APIRequestContext, api: ShopApi): Promise<PaxSector> {
  const answer = await request.get(apiPaths.onBoardPassengerFromTicket, {
    headers: await api.headers(actionPrivileges.onBoardPassengerFromTicket),
    params: { TicketNumber: ticket, LastName: lastName },
  });
  const sector = ((await answer.json()) as { paxSectorsRes: PaxSector[] }).paxSectorsRes[0];
  if (!sector?.seatNumber) throw new Error('The demo ticket has no flight with a seat');
  return sector;
}

/** A guest pre-orders one bottle for the demo ticket's flight, paying on board; the order number back. */
async function preOrderLiquorAsGuest(page: Page, api: ShopApi, guest: Guest): Promise<string> {
  // Liquor that asks the age question: its bag needs an ID check.
  const item = await api.item(
    'age-checked liquor in stock',
    (i) => i.itemCategory === 'LIQUOR' && !AGE_GATE_EXEMPT_ITEM_CODES.includes(i.itemCode) && i.quantity >= 3,
  );
  await page.goto(`/product-detail/${item.id}`);
  const add = page.getByRole('button', { name: fill(cart.add.buttonFor, { name: item.name }) });
  await expect(add).toBeEnabled();
  await add.click();
  await page
    .getByRole('dialog', { name: cart.gates.age.title })
    .getByRole('button', { name: cart.gates.age.yes, exact: true })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'payOnBoard');
  return orderNumberOnConfirmation(page);
}

/** A fresh browser for the crew member: nothing of the traveller's session is there. */
async function crewPage(browser: Browser, baseURL: string | undefined, language = 'en') {
  const context = await browser.newContext({ locale: language === 'ar' ? 'ar' : 'en-GB' });
  await giveConsent(context, baseURL);
  return waitingForTheApp(await context.newPage());
}

/** The flight picker's search by flight number and day, then the flight's packing list. */
async function openPackingList(page: Page, sector: PaxSector) {
  await page.getByLabel(staff.flights.flightNumber).fill(sector.flightNumber);
  await page.getByLabel(staff.flights.date).fill(sector.departureDate.slice(0, 10));
  await page.getByRole('button', { name: staff.flights.search }).click();
  await page
    .getByRole('link', { name: new RegExp(sector.flightNumber) })
    .first()
    .click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(staff.packingList.title, { flightNumber: sector.flightNumber }),
    }),
  ).toBeVisible();
}

/** The bag at a seat holding an order: several orders of the demo ticket may sit at the same seat. */
function bagOf(page: Page, seat: string, orderCode: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: seat }) })
    .filter({ hasText: fill(staff.bags.order, { code: orderCode }) });
}

async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.beforeEach(() => {
  // Journeys over the shop, the staff area and back.
  test.slow();
});

test(
  'crew hand a pre-ordered bottle over at the seat with the keyboard; the traveller sees it delivered',
  { tag: '@engine' },
  async ({ page, browser, baseURL, request, api, guest, axe }, testInfo) => {
    // Checkout, the staff area, and order tracking twice: the longest journey of the shop.
    test.setTimeout(240_000);
    const sector = await ticketSector(request, api);
    const seat = sector.seatNumber!;
    const orderCode = await preOrderLiquorAsGuest(page, api, guest);

    const cabin = await crewPage(browser, baseURL);
    // Sign-in with the keyboard alone: the form's fields in tab order, Enter sends it.
    await cabin.goto('/staff');
    await expect(cabin.getByRole('heading', { level: 1, name: staff.signIn.title })).toBeVisible();
    await axe.check(cabin);
    await cabin.getByLabel(staff.signIn.email).focus();
    await cabin.keyboard.type(crew.email);
    await cabin.keyboard.press('Tab');
    await expect(cabin.getByLabel(staff.signIn.password)).toBeFocused();
    await cabin.keyboard.type(crew.password);
    await cabin.keyboard.press('Enter');
    await expect(cabin.getByRole('heading', { level: 1, name: staff.flights.title })).toBeVisible();
    await expect(
      cabin.getByText(fill(staff.layout.signedInAs, { name: crew.name, role: staff.roles.crew })),
    ).toBeVisible();
    // Crew have no audit log in their menu.
    await expect(cabin.getByRole('link', { name: staff.layout.audit })).toHaveCount(0);
    await axe.check(cabin);

    await openPackingList(cabin, sector);
    const bag = bagOf(cabin, seat, orderCode);
    await expect(bag).toHaveCount(1);
    await expect(bag.getByText(staff.bags.idCheck)).toBeVisible();
    await expect(
      bag.getByText(new RegExp(fill(staff.bags.collect, { amount: '\\u2068?USD [\\d,.]+\\u2069?' }))),
    ).toBeVisible();
    await axe.check(cabin);
    await screenshot(cabin, testInfo, 'packing-list-desktop');

    // The print layout: one compact list, no buttons.
    await cabin.emulateMedia({ media: 'print' });
    await expect(cabin.getByRole('button', { name: staff.packingList.print })).toBeHidden();
    await screenshot(cabin, testInfo, 'packing-list-print');
    await cabin.pdf({ path: testInfo.outputPath('packing-list.pdf'), format: 'A4' });
    await cabin.emulateMedia({ media: 'screen' });

    // Hand-over with the keyboard: Enter on the button, Space picks cash, the amount due is filled in, Tab
    // and Enter send it. (Focus is put on the bag's button directly: tabbing past every earlier bag of a
    // shared demo flight proves nothing more.)
    await bag.getByRole('button', { name: staff.bags.handOver }).focus();
    await cabin.keyboard.press('Enter');
    const cash = bag.getByRole('radio', { name: staff.payment.Cash });
    await expect(cash).toBeFocused();
    await cabin.keyboard.press('Space');
    await expect(cash).toBeChecked();
    await expect(bag.getByLabel(staff.payment.amount)).not.toHaveValue('');
    await axe.check(cabin);
    await cabin.keyboard.press('Tab');
    await expect(bag.getByLabel(staff.payment.amount)).toBeFocused();
    await cabin.keyboard.press('Enter');
    const outcome = bag.getByText(
      new RegExp(
        `^${fill(staff.bags.handedOverAt, { time: '\\u2068?\\d\\d:\\d\\d UTC\\u2069?', name: crew.name })}`,
      ),
    );
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeFocused();
    await expect(outcome).toContainText(
      fill(staff.bags.paymentTaken, { amount: '', method: staff.payment.Cash }).split(':')[0]!,
    );
    await axe.check(cabin);
    await cabin.context().close();

    // The traveller tracks the order: Delivered, in English and in Arabic.
    await page.goto(`/order-tracking?orderCode=${orderCode}`);
    const main = page.getByRole('main');
    await main.getByLabel(orders.tracking.email).fill(guest.email);
    await main.getByRole('button', { name: orders.tracking.submit }).click();
    await expect(main.getByText(orders.orderStatuses.Delivered, { exact: true })).toBeVisible();
    await axe.check();

    await page.goto(`/order-tracking?orderCode=${orderCode}&lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await main.getByLabel(ordersAr.tracking.email).fill(guest.email);
    await main.getByRole('button', { name: ordersAr.tracking.submit }).click();
    await expect(main.getByText(ordersAr.orderStatuses.Delivered, { exact: true })).toBeVisible();
    await axe.check();
  },
);

test('crew cannot read the audit log; an admin can', async ({ page, axe }) => {
  await signInStaff(page, crew);
  await page.goto('/staff/audit');
  // A reload forgets the staff token (kept in memory only): sign in again, and come back here.
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Faudit/);
  await page.getByLabel(staff.signIn.email).fill(crew.email);
  await page.getByLabel(staff.signIn.password).fill(crew.password);
  await page.getByRole('button', { name: staff.signIn.submit }).click();
  await expect(page.getByText(staff.messages.adminOnly)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await axe.check();
  await page.getByRole('button', { name: staff.layout.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: staff.signIn.title })).toBeVisible();

  await fillStaffSignIn(page, admin);
  await openStaffScreen(page, staff.layout.audit);
  await expect(page.getByRole('heading', { level: 1, name: staff.audit.title })).toBeVisible();
  // The sign-ins of this journey are in the log, newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(admin.name);
  await axe.check();
});

// The crew's own phone (not the mobile project's @mobile tag): one run, a real phone's size, both languages.
test.describe('on the crew member’s phone', () => {
  test.use({ crewOnPhone: true });

  test('the packing list on a phone, in English and in Arabic, and its CSV', async ({
    page,
    request,
    api,
    guest,
    crew: { page: cabin },
    axe,
  }, testInfo) => {
    const sector = await ticketSector(request, api);
    const orderCode = await preOrderLiquorAsGuest(page, api, guest);

    await openPackingList(cabin, sector);
    const bag = bagOf(cabin, sector.seatNumber!, orderCode);
    await expect(bag.getByText(staff.bags.idCheck)).toBeVisible();
    // The CSV needs the staff headers, so the page fetches it and saves it from a Blob.
    const download = cabin.waitForEvent('download');
    await cabin.getByRole('button', { name: staff.packingList.downloadCsv }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe(
      `packing-list-${sector.flightNumber.replace(/\s+/g, '')}-${sector.departureDate.slice(0, 10)}.csv`,
    );
    expect(readFileSync(await csv.path(), 'utf8')).toContain(orderCode);

    await bag.scrollIntoViewIfNeeded();
    await screenshot(cabin, testInfo, 'packing-list-phone', { fullPage: false });
    await axe.check(cabin);

    // The language switcher of the staff header: Arabic, right to left, the staff words in Arabic.
    await cabin.getByRole('button', { name: /Language/ }).click();
    await cabin
      .getByRole('button', { name: 'العربية' })
      .or(cabin.getByText('العربية', { exact: true }))
      .first()
      .click();
    await expect(cabin.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      cabin.getByRole('heading', {
        level: 1,
        name: fill(staffAr.packingList.title, { flightNumber: sector.flightNumber }),
      }),
    ).toBeVisible();
    await expect(
      bag
        .or(cabin.getByRole('article').filter({ hasText: orderCode }))
        .first()
        .getByText(staffAr.bags.idCheck),
    ).toBeVisible();
    await cabin.getByRole('article').filter({ hasText: orderCode }).first().scrollIntoViewIfNeeded();
    await screenshot(cabin, testInfo, 'packing-list-phone-ar', { fullPage: false });
    await axe.check(cabin);
  });
});

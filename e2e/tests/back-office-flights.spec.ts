import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ShopApi } from './shop-api.ts';
import {
  adminOnPhone,
  ONE_PIXEL_PNG,
  openShopperBrowser,
  openStaffScreen,
  screenshot,
  toArabic,
} from './staff-steps.ts';
import { fill, literal, locale, sentence, type Texts, uniqueId } from './texts.ts';

// The back office's schedule: an admin adds a flight, puts a passenger's ticket on it and loads its
// trolleys; the passenger, in a browser of their own, picks the flight by that ticket and the on-board
// catalogue sells what was loaded and nothing else. Texts come from the app's translations.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');
const onboard = locale('en', 'onboard');
const checkout = locale('en', 'checkout');
const cart = locale('en', 'cart');
const MINUTE = 60_000;

/** What a date-and-time field takes: the UTC clock to the minute. */
const utcField = (fromNow: number) => new Date(Date.now() + fromNow).toISOString().slice(0, 16);

/** A flight number and a ticket number no other run on the same database has used. */
function newNames() {
  const serial = Date.now() % 1_000_000_000;
  return {
    flightNumber: `ET ${1000 + (serial % 9000)}`,
    ticketNumber: `072${String(serial).padStart(10, '0')}`,
  };
}

/** Adds a flight through the form (by default in the air: left 30 minutes ago), and stays on its page. */
async function addFlight(page: Page, flightNumber: string, departsIn = -30 * MINUTE) {
  await openStaffScreen(page, staff.layout.schedule);
  await expect(page.getByRole('heading', { level: 1, name: staff.schedule.title })).toBeVisible();
  await page.getByRole('link', { name: staff.schedule.new }).click();
  await page.getByLabel(staff.flightForm.flightNumber).fill(flightNumber.toLowerCase().replace(' ', ''));
  await page.getByLabel(staff.flightForm.origin).selectOption('ADD');
  await page.getByLabel(staff.flightForm.destination).selectOption('DXB');
  await page.getByLabel(staff.flightForm.departureAt).fill(utcField(departsIn));
  await page.getByLabel(staff.flightForm.arrivalAt).fill(utcField(departsIn + 270 * MINUTE));
  await page.getByRole('button', { name: staff.flightForm.create }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(staff.flightForm.editTitleOf, { flight: flightNumber, origin: 'ADD', destination: 'DXB' }),
    }),
  ).toBeVisible();
}

/** Puts a new passenger's ticket on the flight whose page is open, in seat 14C. */
async function addPassenger(page: Page, ticketNumber: string) {
  await page.getByLabel(staff.flightTickets.ticketNumber).fill(ticketNumber);
  await page.getByLabel(staff.flightTickets.passengerName).fill('Liya Haile');
  await page.getByLabel(staff.flightTickets.seatNumber).fill('14c');
  await page.getByRole('button', { name: staff.flightTickets.save }).click();
  await expect(page.getByRole('table', { name: staff.flightTickets.caption })).toContainText('14C');
}

/** The passenger's pre-order of one `itemId` for their ticket's flight, paid on board; its order code. */
async function preOrder(api: ShopApi, ticketNumber: string, itemId: number): Promise<string> {
  const { paymentSummary } = await api.placePreOrder({ ticketNumber, lastName: 'Haile' }, itemId, {
    paymentOption: 'Cash On Board',
    currencyId: 1,
    language: 'en',
    guest: {
      firstName: 'Liya',
      lastName: 'Haile',
      email: `liya.${ticketNumber}@example.com`,
      mobileNumber: '911000003',
    },
  });
  return paymentSummary.orderCode;
}

/**
 * Opens the packing list of the flight `flightNumber` departing on `day` (UTC, 2026-12-01) from the staff
 * area's flights, in the language `texts` are in. (The staff session lives in the page: the flight picker,
 * not a reload, leads there.)
 */
async function openPackingList(page: Page, texts: Texts, flightNumber: string, day: string) {
  await openStaffScreen(page, texts.layout.flights);
  await page.getByLabel(texts.flights.flightNumber).fill(flightNumber);
  await page.getByLabel(texts.flights.date).fill(day);
  await page.getByRole('button', { name: texts.flights.search }).click();
  await page
    .getByRole('link', { name: new RegExp(literal(flightNumber)) })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(texts.packingList.title, { flightNumber }) }),
  ).toBeVisible();
}

test.beforeEach(() => {
  // The staff area, then the shop, in two browsers.
  test.setTimeout(180_000);
});

test('an admin adds a flight, a passenger and a load; the passenger’s on-board catalogue sells that load', async ({
  page,
  admin: _signedInAsAdmin,
  browser,
  baseURL,
  api,
  axe,
}, testInfo) => {
  const { flightNumber, ticketNumber } = newNames();
  const loaded = await api.plainItem();
  const other = await api.item('second plain product', (i) => i.id !== loaded.id && i.quantity > 0);

  // A wrong flight form is answered field by field before anything is saved.
  await openStaffScreen(page, staff.layout.schedule);
  await page.getByRole('link', { name: staff.schedule.new }).click();
  await page.getByLabel(staff.flightForm.flightNumber).fill('E');
  await page.getByRole('button', { name: staff.flightForm.create }).click();
  await expect(page.getByText(staff.messages.flightNumberInvalid)).toBeVisible();
  await expect(page.getByLabel(staff.flightForm.flightNumber)).toBeFocused();
  await axe.check();

  await addFlight(page, flightNumber);

  // A passenger: the ticket is new, so it is issued with the flight.
  await page.getByLabel(staff.flightTickets.ticketNumber).fill(ticketNumber);
  await page.getByLabel(staff.flightTickets.passengerName).fill('Liya Haile');
  await page.getByLabel(staff.flightTickets.seatNumber).fill('14c');
  await page.getByRole('button', { name: staff.flightTickets.save }).click();
  await expect(page.getByRole('table', { name: staff.flightTickets.caption })).toContainText('14C');

  // The load: an unknown code is named on its own line and nothing is saved.
  await page.getByRole('button', { name: staff.flightLoad.add }).click();
  await page.getByLabel(staff.flightLoad.itemCode).fill('NO-SUCH-ITEM');
  await page.getByLabel(staff.flightLoad.quantity).fill('5');
  await page.getByRole('button', { name: staff.flightLoad.save }).click();
  await expect(page.getByText(staff.messages.loadItemCodeUnknown)).toBeVisible();
  await axe.check();
  await page.getByLabel(staff.flightLoad.itemCode).fill(loaded.itemCode);
  await page.getByRole('button', { name: staff.flightLoad.save }).click();
  // Said at the load, brought into view and focused: the page is not left at the form's end.
  await expect(page.getByText(staff.flightLoad.saved)).toBeInViewport();
  await expect(page.locator(':focus')).toHaveText(staff.flightLoad.saved);
  await expect(page.getByRole('group', { name: loaded.name })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'flight-form-desktop-en');

  // The trolley is not closed yet (below, once the passenger has looked, the crew closes it).
  const trolley = page.locator('section').filter({ has: page.locator('#trolley-title') });
  await expect(trolley.getByText(staff.trolley.notClosed)).toBeVisible();
  const flightId = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.getByRole('link', { name: staff.flightForm.backToSchedule }).click();
  await page.getByLabel(staff.schedule.search).fill(flightNumber);
  await page.getByRole('button', { name: staff.items.searchSubmit }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: flightNumber }) });
  // One passenger, five units on board.
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('cell').nth(5)).toHaveText('5');
  await axe.check();
  await screenshot(page, testInfo, 'schedule-desktop-en');

  // The passenger, in a browser of their own, names the ticket in the header's on-board selector.
  const { context: passengerContext, page: passenger } = await openShopperBrowser(browser, baseURL);
  await passenger.goto('/');
  await passenger.getByRole('button', { name: onboard.toggle.off }).click();
  const dialog = passenger.getByRole('dialog', { name: onboard.dialog.title });
  await passenger.getByLabel(checkout.flight.ticketNumber).fill(ticketNumber);
  const lastName = passenger.getByLabel(checkout.flight.lastName);
  await lastName.fill('Haile');
  await lastName.blur();
  await expect(dialog.getByRole('radio', { name: new RegExp(literal(flightNumber)) })).toBeChecked();
  await expect(dialog.getByText(onboard.window.open)).toBeVisible();
  await axe.check(passenger);
  await dialog.getByRole('button', { name: onboard.dialog.set, exact: true }).click();
  const route = fill(onboard.route, { origin: 'ADD', destination: 'DXB' });
  await expect(
    passenger.getByRole('button', { name: sentence(onboard.toggle.on, { flight: flightNumber, route }) }),
  ).toBeVisible();

  // What was loaded is for sale on board; what was not says so.
  await passenger.goto(`/product-detail/${loaded.id}`);
  await expect(
    passenger
      .locator('.product-page__actions')
      .getByRole('button', { name: fill(cart.add.buttonFor, { name: loaded.name }) }),
  ).toBeEnabled();
  await axe.check(passenger);
  await passenger.goto(`/product-detail/${other.id}`);
  await expect(passenger.locator('.product-page__actions').getByText(onboard.notOnFlight)).toBeVisible();
  await passengerContext.close();

  // The crew closes the trolley on arrival, one unit short with its reason: the flight's page shows the
  // count against the figures (here in Arabic, right to left, with the rest of the flight's page).
  await api.closeTrolley(flightId, [{ itemId: loaded.id, counted: 4, reason: 'One box crushed' }]);
  await page.getByRole('link', { name: flightNumber }).click();
  await toArabic(page);
  const counted = trolley.getByRole('table', { name: staffAr.trolley.items });
  await expect(counted.getByRole('row').filter({ hasText: loaded.name })).toContainText('One box crushed');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(staffAr.flightForm.editTitleOf, { flight: flightNumber, origin: 'ADD', destination: 'DXB' }),
    }),
  ).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'flight-form-desktop-ar');
  await page.getByRole('link', { name: staffAr.flightForm.backToSchedule }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffAr.schedule.title })).toBeVisible();
  await screenshot(page, testInfo, 'schedule-desktop-ar');
});

test('an admin imports a schedule file: a flight is added, a retimed flight takes its pre-order on board and onto its packing list, a bad line is listed', async ({
  page,
  admin: _signedInAsAdmin,
  api,
  axe,
}, testInfo) => {
  // The flight's form, the import in two languages and the packing list.
  test.setTimeout(240_000);
  const { flightNumber, ticketNumber } = newNames();
  const retimedNumber = `ET ${1000 + ((Number(flightNumber.slice(3)) + 4500) % 9000)}`;
  const item = await api.plainItem();

  // A flight in three days whose trolley carries the item, and a passenger with a pre-order of it.
  const departsIn = 3 * 24 * 60 * MINUTE;
  await addFlight(page, retimedNumber, departsIn);
  await addPassenger(page, ticketNumber);
  await page.getByRole('button', { name: staff.flightLoad.add }).click();
  await page.getByLabel(staff.flightLoad.itemCode).fill(item.itemCode);
  await page.getByLabel(staff.flightLoad.quantity).fill('5');
  await page.getByRole('button', { name: staff.flightLoad.save }).click();
  await expect(page.getByText(staff.flightLoad.saved)).toBeVisible();
  const orderCode = await preOrder(api, ticketNumber, item.id);

  // The airline's file: a new flight, a bad line, and the flight moved to within 24 hours (its day named).
  const soon = 10 * 60 * MINUTE;
  const csv = [
    'flightNumber,origin,destination,departureAt,arrivalAt,status,flightDate',
    `${flightNumber},ADD,NBO,${utcField(26 * 60 * MINUTE)}Z,${utcField(29 * 60 * MINUTE)}Z,,`,
    `${flightNumber},ADD,ADD,${utcField(27 * 60 * MINUTE)}Z,${utcField(30 * 60 * MINUTE)}Z,,`,
    `${retimedNumber},ADD,DXB,${utcField(soon)}Z,${utcField(soon + 270 * MINUTE)}Z,,${utcField(departsIn).slice(0, 10)}`,
  ].join('\n');
  await openStaffScreen(page, staff.layout.schedule);
  await page.getByLabel(staff.scheduleImport.choose).setInputFiles({
    name: 'schedule.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: staff.scheduleImport.submit }).click();
  // One transaction for the file, then the order's mail: longer than a form's save on a busy machine.
  await expect(page.getByRole('status')).toContainText(fill(staff.scheduleImport.added_one, { count: 1 }), {
    timeout: 30_000,
  });
  await expect(page.getByRole('status')).toContainText(
    fill(staff.scheduleImport.summary, { retimed: 1, cancelled: 0, unchanged: 0 }),
  );
  const problems = page.getByRole('table', { name: staff.scheduleImport.caption });
  await expect(problems.getByRole('row').nth(1)).toHaveText(
    new RegExp(`^3\\s*Destination\\s*${literal(staff.messages.sameAirport)}$`),
  );
  const applied = page.getByRole('table', { name: staff.scheduleImport.linesCaption });
  const retimedRow = applied.getByRole('row').filter({ hasText: retimedNumber });
  await expect(retimedRow).toContainText(staff.scheduleImport.outcomes.retimed);
  await expect(retimedRow).toContainText(sentence(staff.orderFollowed.onboard, { code: orderCode }));
  await axe.check();
  await screenshot(page, testInfo, 'schedule-import-desktop-en');
  // The same answer in Arabic, right to left.
  await toArabic(page);
  await expect(page.getByRole('table', { name: staffAr.scheduleImport.linesCaption })).toContainText(
    staffAr.scheduleImport.outcomes.retimed,
  );
  await screenshot(page, testInfo, 'schedule-import-desktop-ar');

  // The order is on the retimed flight's packing list, a bag the trolley brings now.
  await openPackingList(page, staffAr, retimedNumber, utcField(soon).slice(0, 10));
  await expect(page.getByRole('article').filter({ hasText: orderCode })).toHaveCount(1);
});

test('an admin moves a rebooked traveller’s ticket to another flight: the pre-order leaves the old flight’s packing list for the new one’s', async ({
  page,
  admin: _signedInAsAdmin,
  api,
  axe,
}, testInfo) => {
  const { flightNumber: fromNumber, ticketNumber } = newNames();
  const toNumber = `ET ${1000 + ((Number(fromNumber.slice(3)) + 4500) % 9000)}`;
  const item = await api.plainItem();
  const days = (count: number) => count * 24 * 60 * MINUTE;

  // The flight the traveller is rebooked on, in four days; then theirs, in three, with their pre-order.
  await addFlight(page, toNumber, days(4));
  const toFlightId = new URL(page.url()).pathname.split('/').at(-1)!;
  await addFlight(page, fromNumber, days(3));
  await addPassenger(page, ticketNumber);
  const orderCode = await preOrder(api, ticketNumber, item.id);

  // The admin finds the new flight by its number in the move's dialog, and confirms.
  await page
    .getByRole('button', { name: fill(staff.flightTickets.moveTicket.action, { ticket: ticketNumber }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: fill(staff.flightTickets.moveTicket.title, { ticket: ticketNumber }),
  });
  await dialog.getByLabel(staff.flightTickets.moveTicket.search).fill(toNumber);
  await dialog.getByRole('button', { name: staff.items.searchSubmit }).click();
  const toFlight = dialog.getByLabel(staff.flightTickets.moveTicket.toFlight);
  await expect(toFlight.getByRole('option')).toHaveCount(2);
  await toFlight.selectOption(toFlightId);
  await axe.check();
  await screenshot(page, testInfo, 'move-ticket-desktop-en', { fullPage: false });
  await dialog.getByRole('button', { name: staff.flightTickets.moveTicket.submit }).click();

  // Said in the dialog: the order is packed for the new flight, more than 24 hours away.
  const outcome = dialog.getByRole('status').filter({ hasText: orderCode });
  await expect(outcome).toContainText(sentence(staff.orderFollowed.preorder, { code: orderCode }), {
    timeout: 30_000,
  });
  await expect(outcome).toContainText(
    sentence(staff.flightTickets.moveTicket.moved, { ticket: ticketNumber, flight: toNumber }),
  );
  await axe.check();
  await screenshot(page, testInfo, 'move-ticket-moved-desktop-en', { fullPage: false });
  await dialog.getByRole('button', { name: staff.flightTickets.moveTicket.close }).last().click();
  // The row left the table, focus went to its heading, and the ticket's "saved" went with it.
  await expect(page.getByText(staff.flightTickets.none)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: staff.flightTickets.title })).toBeFocused();
  await expect(page.getByText(fill(staff.flightTickets.saved, { ticket: ticketNumber }))).toHaveCount(0);

  // The bag is on the new flight's packing list, and no longer on the old one's.
  await openPackingList(page, staff, toNumber, utcField(days(4)).slice(0, 10));
  await expect(page.getByRole('article').filter({ hasText: orderCode })).toHaveCount(1);
  await openPackingList(page, staff, fromNumber, utcField(days(3)).slice(0, 10));
  await expect(page.getByText(staff.bags.none)).toBeVisible();
});

test('the schedule screens on a phone, in English and in Arabic', async ({
  browser,
  baseURL,
  axe,
}, testInfo) => {
  const page = await adminOnPhone(browser, baseURL);
  const { flightNumber } = newNames();
  await addFlight(page, flightNumber);
  await axe.check(page);
  await screenshot(page, testInfo, 'flight-form-phone-en');
  await page.getByRole('link', { name: staff.flightForm.backToSchedule }).click();
  await expect(page.getByRole('table', { name: staff.schedule.caption })).toBeVisible();
  await screenshot(page, testInfo, 'schedule-phone-en');
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.schedule.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'schedule-phone-ar');
  await page.getByLabel(staffAr.schedule.search).fill(flightNumber);
  await page.getByRole('button', { name: staffAr.items.searchSubmit }).click();
  await page.getByRole('link', { name: flightNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(flightNumber);
  await screenshot(page, testInfo, 'flight-form-phone-ar');
  await openStaffScreen(page, staffAr.layout.brands);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.brands.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'brands-phone-ar');
  await openStaffScreen(page, staffAr.layout.categories);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.categories.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'categories-phone-ar');
  await page.context().close();
});

test('an admin adds a brand with its logo and a category under a top-level one, in English and in Arabic', async ({
  page,
  admin: _signedInAsAdmin,
  axe,
}, testInfo) => {
  const brand = `Nile Atelier ${uniqueId()}`;
  const category = `Rings ${uniqueId()}`;
  await openStaffScreen(page, staff.layout.brands);
  await expect(page.getByRole('heading', { level: 1, name: staff.brands.title })).toBeVisible();
  await page.getByRole('button', { name: staff.brands.create }).click();
  await expect(page.getByText(staff.messages.nameRequired)).toBeVisible();
  await page.getByLabel(staff.itemForm.nameEn).fill(brand);
  await page.getByRole('button', { name: staff.brands.create }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: fill(staff.brands.editTitle, { name: brand }) }),
  ).toBeVisible();
  await page
    .getByLabel(staff.picture.choose)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await page.getByRole('button', { name: staff.picture.upload }).click();
  await expect(page.getByRole('img', { name: fill(staff.brands.logoAlt, { name: brand }) })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'brands-desktop-en');

  await openStaffScreen(page, staff.layout.categories);
  await page.getByLabel(staff.itemForm.nameEn).fill(category);
  await page.getByLabel(staff.categories.parent).selectOption({ index: 1 });
  await page.getByRole('button', { name: staff.categories.create }).click();
  await expect(
    page.getByRole('button', { name: fill(staff.categories.edit, { name: category }) }),
  ).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'categories-desktop-en');
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.categories.title })).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'categories-desktop-ar');
  await openStaffScreen(page, staffAr.layout.brands);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.brands.title })).toBeVisible();
  await screenshot(page, testInfo, 'brands-desktop-ar');
});

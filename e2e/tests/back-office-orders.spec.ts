import { demoMembers } from '../../apps/api/src/seed/people.ts';
import { oneFlightLastName, oneFlightTicket } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import type { ShopApi } from './shop-api.ts';
import { adminOnPhone, openStaffScreen, screenshot, toArabic } from './staff-steps.ts';
import { fill, locale, uniqueId } from './texts.ts';

// The back office's orders and dashboard: an admin finds a traveller's order by e-mail, reads it and
// cancels it with a reason; the dashboard draws the last 30 days and shows them as tables too. The order
// is placed through the shop's own API, texts come from the app's translations, the admin from the seed.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');

/** A pre-order paid on board (so confirmed at once) by a guest with an e-mail address of their own. */
async function placeOrder(api: ShopApi, email: string) {
  const item = await api.plainItem();
  const placed = await api.placePreOrder(
    { ticketNumber: oneFlightTicket, lastName: oneFlightLastName },
    item.id,
    {
      paymentOption: 'Cash On Board',
      currencyId: 1,
      language: 'en',
      quantity: 2,
      guest: { firstName: 'Hana', lastName: 'Bekele', email, mobileNumber: '911000002' },
    },
  );
  return placed.paymentSummary.orderCode;
}

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test(
  'an admin finds an order by e-mail and cancels it with a reason; the dashboard shows the month',
  { tag: '@engine' },
  async ({ page, admin: _signedInAsAdmin, api, axe }, testInfo) => {
    const email = `hana.${uniqueId()}@example.com`;
    // One order stays confirmed, so the dashboard has trade to draw; the other is cancelled.
    await placeOrder(api, `kept.${uniqueId()}@example.com`);
    const orderCode = await placeOrder(api, email);

    await openStaffScreen(page, staff.layout.orders);
    await expect(page.getByRole('heading', { level: 1, name: staff.orders.title })).toBeVisible();
    await page.getByLabel(staff.orders.email).fill(email);
    await page.getByRole('button', { name: staff.orders.searchSubmit }).click();
    const table = page.getByRole('table', { name: staff.orders.caption });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(staff.orderStatuses.Confirmed);
    await axe.check();
    await screenshot(page, testInfo, 'orders-desktop-en');

    await table.getByRole('link', { name: orderCode }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: fill(staff.order.titleOf, { orderCode }) }),
    ).toBeVisible();
    // The order names how to reach the traveller and where they collect.
    const facts = page.locator('.back-office-facts');
    await expect(facts).toContainText(oneFlightTicket);
    await expect(facts).toContainText(staff.order.pickFromPlaces['On Board']);
    await expect(facts).toContainText('911000002');
    // A reason is required before anything is sent.
    await page.getByRole('button', { name: staff.order.cancelSubmit }).click();
    await expect(page.getByText(staff.messages.cancelReasonRequired)).toBeVisible();
    await axe.check();
    await page.getByLabel(staff.order.cancelReason).fill('The traveller phoned: flight changed');
    await page.getByRole('button', { name: staff.order.cancelSubmit }).click();
    await expect(page.getByText(fill(staff.order.cancelled, { orderCode }))).toBeVisible();
    await expect(page.getByRole('button', { name: staff.order.cancelSubmit })).toHaveCount(0);
    await expect(page.getByText(staff.orderStatuses.Cancelled, { exact: true })).toBeVisible();
    await expect(page.getByText('The traveller phoned: flight changed')).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'order-cancelled-desktop-en');

    // A loyalty member is found by number, with their miles and never a password.
    await openStaffScreen(page, staff.layout.customers);
    await page.getByLabel(staff.customers.search).fill(demoMembers[0]!.memberId);
    await page.getByRole('button', { name: staff.items.searchSubmit }).click();
    await expect(
      page
        .getByRole('table', { name: staff.customers.members })
        .getByRole('cell', { name: demoMembers[0]!.memberId }),
    ).toBeVisible();
    await axe.check();

    await openStaffScreen(page, staff.layout.dashboard);
    await expect(page.getByRole('heading', { level: 1, name: staff.dashboard.title })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(staff.dashboard.revenueChart.split(':')[0]) }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: staff.dashboard.perFlight })).toBeVisible();
    await expect(
      page.getByRole('table', { name: staff.dashboard.perFlight }).getByRole('columnheader', {
        name: staff.dashboard.revenueMiles,
      }),
    ).toBeVisible();
    await page.getByText(staff.dashboard.asTable).click();
    await expect(page.getByRole('table', { name: staff.dashboard.perDay })).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'dashboard-desktop-en');

    await toArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: staffAr.dashboard.title })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(staffAr.dashboard.revenueChart.split(':')[0]) }),
    ).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'dashboard-desktop-ar');
  },
);

test('the dashboard and the order search on a phone, in English and in Arabic', async ({
  browser,
  baseURL,
  axe,
}, testInfo) => {
  const page = await adminOnPhone(browser, baseURL);
  // The staff token lives in the page's memory: the screens are reached by their links, never by a reload.
  await openStaffScreen(page, staff.layout.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: staff.dashboard.title })).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(staff.dashboard.revenueChart.split(':')[0]) }),
  ).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'dashboard-phone-en');
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.dashboard.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'dashboard-phone-ar');
  await openStaffScreen(page, staffAr.layout.orders);
  await expect(page.getByRole('heading', { level: 1, name: staffAr.orders.title })).toBeVisible();
  await axe.check(page);
  await screenshot(page, testInfo, 'orders-phone-ar');
  await page.context().close();
});

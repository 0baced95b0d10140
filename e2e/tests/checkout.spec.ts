import { apiPaths, type CatalogItem } from '@dutyfree/contracts';
import { isolate } from '@dutyfree/pricing';
import type { Page } from '@playwright/test';
import { sandboxTestCards } from '../../apps/api/src/modules/payments/sandbox-gateway.adapter.ts';
import { demoMembers } from '../../apps/api/src/seed/people.ts';
import {
  DEMO_PURCHASE_RULES,
  EU_BANNED_COSMETIC_ITEM_CODES,
} from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { waitForMail } from '../mailbox.ts';
import {
  addToCartAndCheckOut,
  fillPaymentForm,
  oneFlightLastName,
  oneFlightTicket,
  orderNumberOnConfirmation,
} from './checkout-steps.ts';
import { expect, giveConsent, test, waitingForTheApp } from './fixtures.ts';
import { fill, isolatable, locale } from './texts.ts';

// Checkout and payment journeys on the seeded demo shop: products are picked by what they are
// from the shop's own API, tickets, members and test cards come from the demo seed and the sandbox
// gateway, and every text from the app's translations.

const checkout = locale('en', 'checkout');
const orders = locale('en', 'orders');
const cart = locale('en', 'cart');
const account = locale('en', 'account');
const titles = locale('en', 'pages').titles;

const card = (outcome: string) => sandboxTestCards.find((c) => c.outcome === outcome)!.number;
const { ticketNumber: euTicket, lastName: euLastName } = demoTickets.find((t) => t.case === 'euDestination')!;
const memberWithAccount = demoMembers.find((m) => m.hasShopAccount)!;

async function milesOnDashboard(page: Page): Promise<number> {
  await page.goto('/account/dashboard');
  const miles = page.getByText(new RegExp(`^${account.dashboard.miles.replace('{{miles}}', '[\\d,]+')}$`));
  await expect(miles).toBeVisible();
  return Number((await miles.textContent())?.replace(/\D/g, '') ?? Number.NaN);
}

/** One fact of an order's description list, such as its status. */
function fact(page: Page, term: string) {
  return (
    page
      .getByRole('main')
      .locator('.order-facts__row')
      // The whole term, so that "Payment" is not also "Payment method".
      .filter({
        has: page
          .getByRole('term')
          .filter({ hasText: new RegExp(`^\\s*${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) }),
      })
  );
}

test.beforeEach(() => {
  // Journeys over the shop, the payment page and back.
  test.slow();
});

test('a guest pre-orders, pays by card on the payment page and gets the confirmation @mobile', {
  tag: '@engine',
}, async ({ page, baseURL, api, guest, axe }) => {
  const item = await api.plainItem();
  await addToCartAndCheckOut(page, item);
  await guest.continueToCheckout();

  await page.getByRole('button', { name: checkout.payment.submit.card }).click();
  await expect(page.getByText(orders.messages.flightNotSelected)).toBeVisible();
  await expect(page.getByText(orders.messages.pickFromRequired)).toBeVisible();
  await axe.check();

  await fillPaymentForm(page, 'card');
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_/);
  // The card is typed on the payment provider's own origin, never on the shop's.
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Sheba Duty Free' })).toBeVisible();
  await axe.check();
  await page.getByLabel('Card number').fill(card('succeeded'));
  await page.getByRole('button', { name: /^Pay / }).click();

  const orderCode = await orderNumberOnConfirmation(page);
  await expect(page.getByRole('cell', { name: item.name })).toBeVisible();
  // The QR code the cabin crew scan: the shop's signed token, the order number beside it in text.
  const qr = page.getByRole('img', { name: fill(orders.qr.alt, { orderCode }) });
  await expect(qr).toHaveAttribute('data-token', new RegExp(`^DF1\\.${orderCode}\\.\\d+\\.`));
  await expect(page.locator('.order-qr figcaption')).toContainText(orderCode);
  await axe.check();
  // The confirmation is read from the server, so a reload keeps it.
  await page.reload();
  await expect(page.getByText(orderCode).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: orders.confirmation.thanks })).toBeVisible();
});

test('a declined card leads to /payment-failure; paying again from the cart completes the same order', async ({
  page,
  api,
  guest,
  axe,
}) => {
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'card');
  await page.getByLabel('Card number').fill(card('declined'));
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-failure\?orderCode=DF-/);
  await expect(page.getByRole('heading', { level: 1, name: titles.paymentFailure })).toBeVisible();
  await expect(page.getByText(orders.outcomes.failure)).toBeVisible();
  await axe.check();
  const declined = new URL(page.url()).searchParams.get('orderCode');
  await page.getByRole('link', { name: orders.outcomes.backToCart }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Paying again with another card completes the same order rather than placing a second one.
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  await fillPaymentForm(page, 'card');
  await page.getByLabel('Card number').fill(card('succeeded'));
  await page.getByRole('button', { name: /^Pay / }).click();
  expect(await orderNumberOnConfirmation(page)).toBe(declined);
});

test('cancelling on the payment page leads to /payment-cancel', async ({ page, api, guest, axe }) => {
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'card');
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/payment-cancel\?orderCode=DF-/);
  await expect(page.getByRole('heading', { level: 1, name: titles.paymentCancel })).toBeVisible();
  await axe.check();
});

test('a loyalty member pays with miles and sees the balance drop; then with miles and card in one order, cancelled, both come back', {
  tag: '@engine',
}, async ({ page, api, axe }) => {
  await page.goto('/shebamiles/login');
  await page.getByLabel(account.fields.membershipNumber).fill(memberWithAccount.memberId);
  await page.getByLabel(account.fields.password, { exact: true }).fill(memberWithAccount.password);
  await page.getByRole('button', { name: account.shebamiles.submit }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const before = await milesOnDashboard(page);

  const item = await api.plainItem(before);
  await addToCartAndCheckOut(page, item);
  await expect(
    page.getByText(fill(checkout.payment.balance, { miles: before.toLocaleString('en') })),
  ).toBeVisible();
  await fillPaymentForm(page, 'miles');
  await orderNumberOnConfirmation(page);
  await expect(page.getByText(orders.paymentOptions.miles, { exact: true })).toBeVisible();
  await axe.check();

  const afterMiles = before - item.milesForRedeem;
  expect(await milesOnDashboard(page)).toBe(afterMiles);

  // Miles and money in one order: half the item's miles, the rest by card on the payment page.
  const spent = Math.max(1, Math.floor(item.milesForRedeem / 2));
  await addToCartAndCheckOut(page, item);
  await fillPaymentForm(page, 'card', async () => {
    await page.getByLabel(/^Pay part with my miles/).check();
    await page.getByLabel(/^Miles \(/).fill(String(spent));
    await expect(page.locator('#miles-and-money-preview')).toHaveText(
      // Each part may be isolated (for Arabic): the isolates are invisible.
      new RegExp(`^\u2068?${spent.toLocaleString('en')}\u2069? miles \\+ \u2068?USD [\\d,.]+\u2069?$`),
    );
    await axe.check();
  });
  await page.getByLabel('Card number').fill(card('succeeded'));
  await page.getByRole('button', { name: /^Pay / }).click();
  const orderCode = await orderNumberOnConfirmation(page);
  await expect(fact(page, orders.summary.milesAndMoney)).toContainText(
    isolatable(`${spent.toLocaleString('en')} miles + USD`),
  );
  expect(await milesOnDashboard(page)).toBe(afterMiles - spent);

  // Cancelled: the miles come back to the balance, the card part to the card.
  await page.goto(`/account/orders/${orderCode}`);
  await page.getByLabel(orders.cancel.reason).selectOption({ label: orders.cancel.reasons['1'] });
  await page.getByRole('button', { name: orders.cancel.submit }).click();
  await page.getByRole('button', { name: orders.cancel.confirm }).click();
  await expect(page.getByText(orders.cancel.done)).toBeFocused();
  await expect(async () => {
    await page.reload();
    await expect(fact(page, orders.summary.paymentStatus)).toContainText(orders.paymentStatuses.Refunded, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(fact(page, orders.summary.milesAndMoney)).toContainText(
    isolatable(`${spent.toLocaleString('en')} miles`),
  );
  await axe.check();
  expect(await milesOnDashboard(page)).toBe(afterMiles);
});

test('Pay On-Board confirms the order at once, shown as Pay On-Board', async ({ page, api, guest, axe }) => {
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'payOnBoard');
  await orderNumberOnConfirmation(page);
  await expect(page.getByText(orders.paymentOptions.payOnBoard, { exact: true })).toBeVisible();
  await axe.check();
});

/** Nothing in the order's lines is cut off or needs sideways scrolling: every amount shows in full. */
async function expectLinesFit(page: Page) {
  const lines = page.locator('.order-lines');
  await expect(lines).toBeVisible();
  const overflowing = await lines.evaluate((element) =>
    [element, ...element.querySelectorAll('td, th, bdi')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
  const box = await lines.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('in Arabic on a phone the confirmation and the order details show every price in full @mobile', async ({
  page,
  request,
  api,
  guest,
  axe,
}) => {
  // The narrowest phones in common use are 360 pixels wide.
  await page.setViewportSize({ width: 360, height: 780 });
  // The dearest plain product: its price is the longest to show.
  const answer = await request.get(apiPaths.searchItems, {
    headers: await api.headers(),
    params: { pageSize: 60, activePage: 1, sort: 'ByPrice', sortDirection: 'DESC' },
  });
  const dearest = ((await answer.json()).items as CatalogItem[]).find(
    (i) =>
      !['LIQUOR', 'TOBACCO'].includes(i.itemCategory) &&
      !EU_BANNED_COSMETIC_ITEM_CODES.includes(i.itemCode) &&
      i.quantity >= 2,
  );
  if (!dearest) throw new Error('The demo shop has no dear plain product in stock');
  // Worth more than the United Arab Emirates let in free of duty (AED 3,000 of other goods, about 817
  // dollars): the traveller confirms that duty will be due.
  expect(dearest.currentPrice).toBeGreaterThan(3000 / 3.6725);
  const arabicName = await api.nameIn(dearest.id, 'ar');
  await addToCartAndCheckOut(page, dearest);
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'payOnBoard');
  await page
    .getByRole('dialog', { name: checkout.dutyDue.title })
    .getByRole('button', { name: checkout.dutyDue.confirm })
    .click();
  const orderCode = await orderNumberOnConfirmation(page);

  await page.goto(`/confirmation?orderCode=${orderCode}&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Stacked on a phone, the lines are still a table to screen readers.
  // Goods' names keep their Latin runs ("44", "18") isolated for the Arabic line.
  await expect(page.getByRole('cell', { name: isolatable(arabicName) })).toBeVisible();
  await expectLinesFit(page);
  await axe.check();

  await page.goto(`/order-tracking?orderCode=${orderCode}`);
  const main = page.getByRole('main');
  await main.locator('input[type="email"]').fill(guest.email);
  await main.locator('button[type="submit"]').click();
  await expect(main.locator('.order-lines')).toBeVisible();
  await expectLinesFit(page);
  await axe.check();
});

test('a signed-in customer sees the order in their list and cancels it with a reason, asked once more @mobile', async ({
  page,
  api,
  signedIn,
  axe,
}) => {
  await expect(
    page.getByText(fill(account.dashboard.greeting, { username: signedIn.username })),
  ).toBeVisible();

  await addToCartAndCheckOut(page, await api.plainItem());
  await fillPaymentForm(page, 'payOnBoard');
  const orderCode = await orderNumberOnConfirmation(page);

  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: titles.accountOrders })).toBeVisible();
  await axe.check();
  await page.getByRole('link', { name: fill(orders.list.view, { orderCode }) }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderCode}$`));
  await expect(fact(page, orders.summary.orderStatus)).toContainText(orders.orderStatuses.Confirmed);

  await page.getByRole('button', { name: orders.cancel.submit }).click();
  await expect(page.getByText(orders.messages.reasonRequired)).toBeVisible();
  await axe.check();
  await page.getByLabel(orders.cancel.reason).selectOption({ label: orders.cancel.reasons['1'] });
  await page.getByRole('button', { name: orders.cancel.submit }).click();
  // A paid order is not cancelled by one tap: the question comes first, with the focus.
  await expect(
    page.getByRole('heading', {
      name: fill(orders.cancel.confirmQuestion, { orderCode: `\u2068${orderCode}\u2069` }),
    }),
  ).toBeFocused();
  await axe.check();
  await page.getByRole('button', { name: orders.cancel.confirm }).click();
  // The outcome is where the eye is, on a phone too: focused and on screen.
  const done = page.getByText(orders.cancel.done);
  await expect(done).toBeFocused();
  await expect(done).toBeInViewport();
  await expect(fact(page, orders.summary.orderStatus)).toContainText(orders.orderStatuses.Cancelled);
});

test('a guest tracks an order by e-mail address and order number, on another device, and cancels it', async ({
  page,
  browser,
  baseURL,
  api,
  guest,
  axe,
}) => {
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'payOnBoard');
  const orderCode = await orderNumberOnConfirmation(page);

  // Another browser: nothing of the checkout is kept there.
  const elsewhere = await browser.newContext();
  await giveConsent(elsewhere, baseURL);
  const other = waitingForTheApp(await elsewhere.newPage());
  // The link of the confirmation e-mail: the order number is filled in, the address is typed.
  await other.goto(`/order-tracking?orderCode=${orderCode}`);
  await expect(other.getByRole('heading', { level: 1, name: titles.orderTracking })).toBeVisible();
  const main = other.getByRole('main');
  await expect(main.getByLabel(orders.tracking.orderCode)).toHaveValue(orderCode);
  await main.getByLabel(orders.tracking.email).fill('someone.else@example.com');
  await main.getByRole('button', { name: orders.tracking.submit }).click();
  await expect(main.getByText(orders.messages.noPreOrderForEmail)).toBeVisible();
  await axe.check(other);

  await main.getByLabel(orders.tracking.email).fill(guest.email);
  await main.getByRole('button', { name: orders.tracking.submit }).click();
  await expect(main.getByRole('heading', { name: fill(orders.tracking.found, { orderCode }) })).toBeVisible();
  await expect(fact(other, orders.summary.orderStatus)).toContainText(orders.orderStatuses.Confirmed);
  await axe.check(other);

  await other.getByLabel(orders.cancel.reason).selectOption({ label: orders.cancel.reasons['1'] });
  await other.getByRole('button', { name: orders.cancel.submit }).click();
  await other.getByRole('button', { name: orders.cancel.confirm }).click();
  await expect(other.getByText(orders.cancel.done)).toBeVisible();
  await expect(fact(other, orders.summary.orderStatus)).toContainText(orders.orderStatuses.Cancelled);
  await elsewhere.close();
  // The traveller is told by mail, in the order's language: nothing was paid, so nothing follows it.
  const mail = await waitForMail(guest.email);
  expect(mail).toContain(`Subject: Your Sheba Duty Free order ${orderCode} is cancelled`);
  expect(mail).toContain('Your order is cancelled, as you asked.');
  expect(mail).toContain(`/order-tracking?orderCode=${orderCode}&lng=en`);
});

test('a banned cosmetic cannot be ordered for a flight to the EU: said beside the flight and refused on submit', async ({
  page,
  api,
  guest,
  axe,
}) => {
  const cosmetic = await api.item(
    'EU-banned cosmetic in stock',
    (i) => EU_BANNED_COSMETIC_ITEM_CODES.includes(i.itemCode) && i.quantity > 0,
  );
  await page.goto(`/product-detail/${cosmetic.id}`);
  await page.getByRole('button', { name: fill(cart.add.buttonFor, { name: cosmetic.name }) }).click();
  // 'No, Proceed': the traveller says the destination is not in Europe.
  await page
    .getByRole('dialog', { name: cart.gates.eu.title })
    .getByRole('button', { name: cart.gates.eu.proceed })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.summary.checkout }).click();
  await guest.continueToCheckout();

  await page.getByLabel(checkout.flight.ticketNumber).fill(euTicket);
  await page.getByLabel(checkout.flight.lastName).fill(euLastName);
  await page.getByLabel(checkout.flight.lastName).blur();
  await expect(page.getByRole('radio', { name: /ET 706/ })).toBeChecked();
  const flight = page.getByRole('region', { name: checkout.flight.title });
  const refusal = fill(orders.messages.euBannedItem, {
    name: cosmetic.name,
    airport: 'Frankfurt Airport',
    reason: DEMO_PURCHASE_RULES.euBan.reason,
  });
  await expect(flight.getByText(refusal)).toBeVisible();
  await axe.check();

  await page.getByLabel(checkout.form.pickFrom).selectOption({ label: checkout.form.pickFromPlaces.onBoard });
  await page.getByRole('radio', { name: orders.paymentOptions.payOnBoard, exact: true }).check();
  await page.getByRole('button', { name: checkout.payment.submit.payOnBoard }).click();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a pending card payment is followed on screen to the confirmation, and the paid line leaves the cart', async ({
  page,
  api,
  guest,
  axe,
}) => {
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'card');
  await page.getByLabel('Card number').fill(card('pending'));
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-pending\?orderCode=DF-/);
  const orderCode = new URL(page.url()).searchParams.get('orderCode');
  await expect(page.getByRole('heading', { level: 1, name: titles.paymentPending })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: orders.outcomes.pendingFollowing })).toBeVisible();
  await axe.check();

  // The sandbox settles the pending card after PAYMENT_PENDING_SECONDS; the page moves on by itself.
  await expect(page).toHaveURL(`/confirmation?orderCode=${orderCode}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: orders.confirmation.thanks })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(cart.lines.empty)).toBeVisible();
});

test('the payment page speaks the order’s language: Arabic, right to left, in the order’s currency; the confirmation mail too', async ({
  page,
  api,
  guest,
  axe,
}) => {
  const item = await api.plainItem();
  const { paymentUrl, paymentSummary } = await api.placePreOrder(
    { ticketNumber: oneFlightTicket, lastName: oneFlightLastName },
    item.id,
    {
      paymentOption: 'Card',
      currencyId: 3,
      language: 'ar',
      guest: { firstName: 'Amina', lastName: 'Yusuf', email: guest.email, mobileNumber: '911000001' },
    },
  );

  await page.goto(paymentUrl!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ادفع لـ Sheba Duty Free' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`EUR ${paymentSummary.totalPrice.toFixed(2)}`) }),
  ).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/sandbox-pay/favicon.svg');
  await axe.check();
  await page.getByLabel('رقم البطاقة').fill(card('succeeded'));
  await page.getByRole('button', { name: /EUR/ }).click();
  await expect(page).toHaveURL(/\/confirmation\?orderCode=DF-/);

  // The confirmation mail, read back from the mail server, is in the order's language with its link.
  const { orderCode } = paymentSummary;
  const mail = await waitForMail(guest.email);
  expect(mail).toContain(`طلبك من شيبا للأسواق الحرة رقم ${isolate(orderCode)}`);
  expect(mail).toContain('شكراً لطلبك. ستكون مشترياتك بانتظارك على متن الطائرة.');
  expect(mail).toContain(`/order-tracking?orderCode=${orderCode}&lng=ar`);
});

test('a product taken out of the cart after reaching checkout is not sold: Back shows the cart as it is now @mobile', async ({
  page,
  api,
  guest,
}) => {
  const item = await api.plainItem();
  await addToCartAndCheckOut(page, item);
  await guest.continueToCheckout();
  await expect(page.getByRole('region', { name: checkout.summary.title })).toContainText(item.name);

  // The header's cart leads to the cart, where the product is taken out; then the browser's Back button.
  await page.getByRole('link', { name: /^Cart / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.lines.remove }).click();
  await expect(page.getByText(cart.lines.empty)).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(checkout.summary.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: checkout.payment.submit.card })).toHaveCount(0);
});

test('Back from the payment page finds the order waiting: continue paying the same order, or cancel it @mobile', {
  tag: '@engine',
}, async ({ page, api, guest, axe }) => {
  const awaiting = checkout.awaiting;
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();
  await fillPaymentForm(page, 'card');
  await expect(page).toHaveURL(/\/sandbox-pay\/cs_/);
  const paymentPage = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const waiting = page.getByRole('heading', { name: /DF-\w+/ });
  await expect(waiting).toBeFocused();
  // The order number is isolated, so that it reads whole inside an Arabic sentence.
  const orderCode = `\u2068${(await waiting.textContent())?.match(/DF-\w+/)?.[0]}\u2069`;
  await expect(waiting).toHaveText(fill(awaiting.title, { orderCode }));
  // No second order can be sent from here: the form is not shown while the order waits.
  await expect(page.getByRole('button', { name: checkout.payment.submit.card })).toHaveCount(0);
  await axe.check();

  await page.getByRole('button', { name: awaiting.continue }).click();
  await expect(page).toHaveURL(paymentPage);

  await page.goBack();
  await page.getByRole('button', { name: awaiting.cancel }).click();
  const note = page.getByText(fill(awaiting.cancelled, { orderCode }));
  await expect(note).toBeFocused();
  await expect(page.getByRole('button', { name: checkout.payment.submit.card })).toBeVisible();
  await axe.check();
});

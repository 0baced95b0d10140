import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  actionPrivileges,
  apiPaths,
  type CabinActionsResponse,
  DUTY_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { crewLanguages, fill, itemName } from '../../apps/web/src/crew/crew-strings.ts';
import { oneFlightLastName, oneFlightTicket } from './checkout-steps.ts';
import { keptOnDevice, openPhone, type Sector, takeFlightOn } from './crew-steps.ts';
import { expect, test } from './fixtures.ts';
import type { ShopApi } from './shop-api.ts';
import { screenshot } from './staff-steps.ts';

// The crew app on a crew member's phone: the flight is taken on the ground, the phone goes offline and the
// app is reloaded (its shell comes from the service worker, the flight from IndexedDB), bags are handed over
// (paid in another currency than the order's) and marked not collected, an item is sold from the trolley,
// all without a network; the browser is closed and opened again still offline, and once back online every
// action reaches the real server, once.

const t = crewLanguages.en;

/** Two pre-orders paid on board for the demo ticket's flight (seat 14A): the order codes, and the QR token of each. */
async function placeOrders(api: ShopApi): Promise<{ codes: string[]; tokens: string[] }> {
  const item = await api.plainItem();
  const codes: string[] = [];
  const tokens: string[] = [];
  for (const mobileNumber of ['911000101', '911000102']) {
    const placed = await api.placePreOrder(
      { ticketNumber: oneFlightTicket, lastName: oneFlightLastName },
      item.id,
      {
        paymentOption: 'Cash On Board',
        currencyId: 1,
        language: 'en',
        guest: {
          firstName: 'Hana',
          lastName: 'Bekele',
          email: `crew.${mobileNumber}@example.com`,
          mobileNumber,
        },
      },
    );
    codes.push(placed.paymentSummary.orderCode);
    tokens.push(placed.paymentSummary.handOverToken ?? '');
  }
  return { codes, tokens };
}

test(
  'crew take a flight online, work its bags offline across a reload and a browser restart, each action reaching the server once',
  { tag: '@engine' },
  async ({ playwright, api, request, axe }, testInfo) => {
    test.setTimeout(180_000);
    const {
      codes: [handedOver, notCollected],
      tokens: [handedOverToken],
    } = await placeOrders(api);
    const lookup = await request.get(apiPaths.onBoardPassengerFromTicket, {
      headers: await api.headers(actionPrivileges.onBoardPassengerFromTicket),
      params: { TicketNumber: oneFlightTicket, LastName: oneFlightLastName },
    });
    const [sector] = (await lookup.json()).paxSectorsRes as Sector[];
    if (!sector || !handedOver || !notCollected || !handedOverToken)
      throw new Error('The demo ticket has no flight');
    /** The flight's on-board stock of an item, as the shop reads it. */
    const onBoardStock = async (itemCode: string) => {
      const answer = await request.get(apiPaths.allOnBoardItems, {
        headers: await api.headers(),
        params: {
          FlightNumber: sector.flightNumber,
          DepartureDate: sector.departureDate,
          Origin: sector.origin,
          Destination: sector.destination,
          TicketNumber: oneFlightTicket,
          LastName: oneFlightLastName,
        },
      });
      const items = (await answer.json()).onBoardAvailabilitiesRes as {
        itemCode: string;
        quantity: number;
      }[];
      return items.find((item) => item.itemCode === itemCode)?.quantity;
    };

    // A browser profile on disk, so that the browser can be closed and opened again as a phone would.
    const profile = mkdtempSync(join(tmpdir(), 'crew-phone-'));
    const phoneOpened = (offline: boolean) =>
      openPhone(playwright, profile, offline, test.info().project.use.baseURL);
    let phone = await phoneOpened(false);
    let page = phone.pages()[0] ?? (await phone.newPage());
    await takeFlightOn(page, sector);
    // Locators of whichever page is open now (the browser is opened again below).
    const title = () =>
      page.getByRole('heading', {
        level: 1,
        name: fill(t.bags.title, { flightNumber: sector.flightNumber }),
      });
    await expect(title()).toBeVisible();

    // The service worker takes the next load of the page; from then on the app starts without a network.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await phone.setOffline(true);
    await page.reload();
    await expect(title()).toBeVisible();
    await expect(page.getByText(t.offline, { exact: true })).toBeVisible();

    const find = () => page.getByLabel(t.bags.find);
    // The order's QR code, as a hand-held scanner types it, checked offline: a forged one (another
    // flight's number put under the signature) opens no bag; the shop's own opens this bag alone.
    const tokenResult = page.getByTestId('token-result');
    const signature = handedOverToken.slice(handedOverToken.lastIndexOf('.') + 1);
    await find().fill(`DF1.${handedOver}.999999.${signature}`);
    await expect(tokenResult).toHaveText(t.token.forged);
    await expect(page.getByRole('article')).toHaveCount(0);
    await find().fill(handedOverToken);
    await expect(tokenResult).toHaveText(fill(t.token.checked, { code: handedOver }));
    await expect(page.getByRole('article')).toHaveCount(1);
    const bag = page.getByRole('article').filter({ hasText: fill(t.bags.order, { code: handedOver }) });
    await bag.getByRole('button', { name: t.bags.handOver }).click();
    // Paid in the second currency offered (not the order's), at the rate fixed when the flight was taken.
    const dueIn = async () => {
      const shown = (await page.getByTestId('amount-due').textContent()) ?? '';
      const [amount, code] = shown.replace(/[\u2068\u2069]/g, '').split(' ');
      return { due: Number(amount?.replace(/,/g, '')), code: code ?? '' };
    };
    const inOrderCurrency = await dueIn();
    await page.getByLabel(t.payment.currency).selectOption({ index: 1 });
    const { due, code: paidIn } = await dueIn();
    expect(paidIn).not.toBe(inOrderCurrency.code);
    expect(due).toBeGreaterThan(0);
    await page.getByLabel(t.payment.cash, { exact: true }).check();
    await page.getByLabel(fill(t.payment.tendered, { currency: paidIn })).fill(String(Math.ceil(due) + 10));
    await expect(page.getByText(/^Change: /)).toBeVisible();
    await screenshot(page, testInfo, 'crew-hand-over-en');
    await page.getByRole('button', { name: t.handOver.confirm }).click();
    await expect(bag.getByText(t.bags.pendingHandOver)).toBeVisible();

    await find().fill(notCollected);
    const second = page.getByRole('article').filter({ hasText: fill(t.bags.order, { code: notCollected }) });
    await second.getByRole('button', { name: t.bags.notCollected }).click();
    await page.getByRole('button', { name: t.notCollected.confirm }).click();
    await expect(second.getByText(t.bags.pendingNotCollected)).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText(fill(t.waiting, { count: 2 }));

    // A sale from the trolley to a traveller without a pre-order, paid in cash with the change worked out.
    const sold = (await keptOnDevice(page)).pack.trolley.find(
      (item) => !item.ageRestricted && !item.bannedAtDestination && item.loaded > 0,
    );
    if (!sold) throw new Error('The demo flight’s trolley carries nothing plain to sell');
    await page.getByRole('button', { name: t.nav.trolley }).click();
    await page.getByLabel(t.trolley.find).fill(sold.itemCode);
    await page.getByRole('button', { name: fill(t.trolley.more, { name: sold.name }) }).click();
    await page.getByLabel(t.trolley.seat).fill('21C');
    await page
      .getByLabel(fill(t.payment.tendered, { currency: 'USD' }))
      .fill(String(Math.ceil(sold.unitPrice) + 5));
    await expect(page.getByText(/^Change: /)).toBeVisible();
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-trolley-sale-en');
    await page.getByRole('button', { name: t.trolley.confirm }).click();
    await expect(page.getByText(fill(t.trolley.recorded, { seat: '21C' }))).toBeVisible();
    await expect(page.getByTestId('own-sales').getByText(t.trolley.waiting)).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText(fill(t.waiting, { count: 3 }));
    // Without a network the conflicts screen shows the list as last pulled with the flight's changes.
    await page.getByRole('button', { name: t.nav.conflicts }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.conflicts.title })).toBeVisible();
    await axe.check(page);
    await page.getByRole('button', { name: t.nav.bags }).click();

    // The browser closed and opened again, still without a network: the app, the flight and the outbox are there.
    await phone.close();
    phone = await phoneOpened(true);
    page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto('/crew/');
    await expect(title()).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText(fill(t.waiting, { count: 3 }));
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-bags-offline-en');

    // Back online: the app sends on the browser's `online` event.
    await phone.setOffline(false);
    await expect(page.getByTestId('waiting-count')).toHaveText(t.allSent, { timeout: 20_000 });
    await find().fill(handedOver);
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: fill(t.bags.order, { code: handedOver }) })
        .getByText(t.bags.handedOver, { exact: true }),
    ).toBeVisible();

    // The server applied this device's actions 1 to 3, and nothing more: sent again, each answers as it did.
    const kept = await keptOnDevice(page);
    const actions = kept.outbox.map((entry) => entry.action);
    // The hand-over carried the token it was opened by; the server checked it and applied it.
    expect(actions[0]).toMatchObject({ kind: 'handOver', token: handedOverToken });
    expect(actions.map((action) => [action.kind, action.seq])).toEqual([
      ['handOver', 1],
      ['notCollected', 2],
      ['trolleySale', 3],
    ]);
    const again = await request.post(apiPaths.cabinActions, {
      headers: {
        ...(await api.headers(actionPrivileges.cabinDuty)),
        [DUTY_TOKEN_HEADER]: kept.pack.dutyToken,
      },
      data: { deviceId: kept.deviceId, actions },
    });
    const answer = (await again.json()) as CabinActionsResponse;
    expect(answer.appliedThrough).toBe(3);
    expect(answer.outcomes.map((outcome) => outcome.outcome)).toEqual(['applied', 'applied', 'applied']);
    // Exactly one unit left the trolley: the server holds one sale.
    expect(await onBoardStock(sold.itemCode)).toBe(sold.loaded - 1);

    // Online, the conflicts screen shows the server's list as pulled (none on this flight).
    await page.getByRole('button', { name: t.nav.conflicts }).click();
    await expect(page.getByText(t.conflicts.none)).toBeVisible();
    await page.getByRole('button', { name: t.nav.trolley }).click();
    await expect(page.getByTestId('own-sales').getByText(t.trolley.applied)).toBeVisible();
    // The sale became an on-board order of the flight: the server's order number shows beside it.
    await expect(page.getByTestId('sale-order')).toHaveText(/DF/);
    await page.getByRole('button', { name: t.nav.bags }).click();

    // The phone in Arabic, right to left.
    await find().fill('');
    await page.getByLabel(t.language).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-bags-ar');
    const ar = crewLanguages.ar;
    await page.getByLabel(ar.bags.find).fill(handedOverToken);
    // The page of the browser opened again, not the locator of the one closed before it.
    await expect(page.getByTestId('token-result')).toHaveText(fill(ar.token.checked, { code: handedOver }));
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-token-ar');
    await page.getByLabel(ar.bags.find).fill('');
    await page.getByRole('button', { name: ar.nav.trolley }).click();
    await page.getByLabel(ar.trolley.find).fill(sold.itemCode);
    await page.getByRole('button', { name: fill(ar.trolley.more, { name: itemName(sold, ar) }) }).click();
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-trolley-sale-ar');
    await page.getByRole('button', { name: ar.nav.conflicts }).click();
    await expect(page.getByText(ar.conflicts.none)).toBeVisible();
    await screenshot(page, testInfo, 'crew-conflicts-ar');

    // On arrival the crew closes the trolley from the phone, offline: one unit short with its reason; the
    // closing waits in the outbox and goes, after the other actions, once the network is back.
    await page.getByRole('button', { name: ar.nav.close }).click();
    await expect(page.getByRole('heading', { level: 1, name: ar.closing.title })).toBeVisible();
    await phone.setOffline(true);
    const soldName = itemName(sold, ar);
    await page.getByRole('button', { name: fill(ar.closing.less, { name: soldName }) }).click();
    await page.getByLabel(fill(ar.closing.reason, { name: soldName })).fill('علبة تالفة');
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-closing-ar');
    await page.getByLabel(ar.language).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: t.closing.title })).toBeVisible();
    await screenshot(page, testInfo, 'crew-closing-en');
    await page.getByLabel(t.language).selectOption('ar');
    await page.getByRole('button', { name: ar.closing.send }).click();
    await expect(page.getByTestId('closing-state')).toHaveText(ar.closing.waiting);
    await phone.setOffline(false);
    await expect(page.getByTestId('closing-state')).toHaveAttribute('data-state', 'applied', {
      timeout: 20_000,
    });
    await expect(page.getByText(fill(ar.closing.closed, { count: 1 }))).toBeVisible();
    await axe.check(page);
    await screenshot(page, testInfo, 'crew-closed-ar');
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  },
);

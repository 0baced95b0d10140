import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_ACTIONS_PER_BATCH, type TrolleyItem } from '@dutyfree/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { fill } from '../../apps/web/src/crew/crew-strings.ts';
import {
  bagsTitle,
  cashByCurrency,
  crewApi,
  handOver,
  keptOnDevice,
  markNotCollected,
  openPhone,
  placeBags,
  sectorsOf,
  sellFromTrolley,
  type Taken,
  t,
  takeFlightOn,
} from './crew-steps.ts';
import { expect, test } from './fixtures.ts';

// A whole flight on a crew member's phone, from take-off to landing, without a network (issue 25): the
// flight taken on the ground; in the air 30 bags handed over (2 paid in another currency than the order's),
// 5 marked not collected and 10 sales from the trolley, across a reload, the browser closed and opened again
// on the same profile, the connection coming back and dropping five times (twice in the middle of a send),
// and the tab closed after the server took a batch but before its answer arrived. On landing the server
// holds exactly those 45 actions, each once; the trolley closes with its expected counts and cash matching.

const ACTIONS_PER_STRETCH = 8;

test('a whole flight without a network on the crew’s phone reaches the server exactly once, stock and cash reconciled @mobile', async ({
  playwright,
  api,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const baseURL = testInfo.project.use.baseURL;
  const [sector] = await sectorsOf(api, request);
  if (!sector) throw new Error('The two-flights ticket has no flight');
  const codes = await placeBags(api, request, sector, 35);
  const handedOver = codes.slice(0, 30);
  const notCollected = codes.slice(30);
  const server = await crewApi(api, request);

  const profile = mkdtempSync(join(tmpdir(), 'crew-flight-'));
  let phone: BrowserContext = await openPhone(playwright, profile, false, baseURL);
  let page: Page = phone.pages()[0] ?? (await phone.newPage());
  const waitingCount = () => page.getByTestId('waiting-count');

  // On the ground: the flight taken, the app's shell kept by the service worker.
  await takeFlightOn(page, sector);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const { pack: taken, deviceId } = await keptOnDevice(page);
  expect(taken.bags.map((bag) => bag.orderCode)).toEqual(expect.arrayContaining(codes));
  const flightId = taken.flight.flightId;

  // Ten sales from the trolley, one unit each, of plain items it carries, never more than it holds.
  const sales: TrolleyItem[] = [];
  const sellable = taken.trolley.filter((item) => !item.ageRestricted && !item.bannedAtDestination);
  const planned = new Map<number, number>();
  for (let round = 0; sales.length < 10 && round < 12; round++) {
    for (const item of sellable) {
      if (sales.length === 10) break;
      if ((planned.get(item.itemId) ?? 0) >= item.loaded) continue;
      planned.set(item.itemId, (planned.get(item.itemId) ?? 0) + 1);
      sales.push(item);
    }
  }
  expect(sales).toHaveLength(10);

  // The flight's work in the crew's order: hand-overs, with a not-collected bag and a sale now and then.
  const cash: Taken[] = [];
  const work: (() => Promise<unknown>)[] = [];
  let nextSale = 0;
  let nextMissed = 0;
  const bagOnDevice = (code: string) => taken.bags.find((bag) => bag.orderCode === code)!;
  handedOver.forEach((code, index) => {
    // The 4th and the 18th traveller pay in the first currency after the order's own.
    const currencyIndex = index === 3 || index === 17 ? 1 : 0;
    work.push(async () => cash.push(await handOver(page, bagOnDevice(code), currencyIndex)));
    if (index % 6 === 5) {
      const missed = notCollected[nextMissed++]!;
      work.push(() => markNotCollected(page, missed));
    }
    if (index % 3 === 2) {
      const item = sales[nextSale]!;
      const seat = `${30 + nextSale++}C`;
      work.push(async () => cash.push(await sellFromTrolley(page, taken, item, seat)));
    }
  });
  expect(work).toHaveLength(45);
  let done = 0;
  const stretch = async () => {
    for (const act of work.splice(0, ACTIONS_PER_STRETCH)) {
      await act();
      done++;
    }
    // Every action of the stretch is on the device, written before anything showed it done.
    await expect.poll(async () => (await keptOnDevice(page)).outbox.length).toBe(done);
  };
  const actionsCall = (url: URL) => url.pathname.endsWith('/Cabin/Actions');
  /** The connection comes back until every waiting action is answered, then drops again. */
  const backUntilSent = async () => {
    await phone.setOffline(false);
    await expect(waitingCount()).toHaveText(t.allSent, { timeout: 20_000 });
    await phone.setOffline(true);
  };
  /** The connection comes back for as long as a send takes to start, and drops in the middle of it. */
  const backForAMoment = async () => {
    const sending = page.waitForRequest((request) => actionsCall(new URL(request.url())));
    await phone.setOffline(false);
    await sending;
    await phone.setOffline(true);
  };

  // Take-off: the network goes, and the app reloads from the service worker and IndexedDB.
  await phone.setOffline(true);
  await page.reload();
  await expect(bagsTitle(page, sector)).toBeVisible();
  await expect(page.getByText(t.offline, { exact: true })).toBeVisible();

  await stretch();
  await backUntilSent(); // 1

  await stretch();
  await backForAMoment(); // 2
  // A reload in the air.
  await page.reload();
  await expect(bagsTitle(page, sector)).toBeVisible();

  await stretch();
  await backUntilSent(); // 3
  // The browser closed and opened again on the same profile, still without a network.
  await phone.close();
  phone = await openPhone(playwright, profile, true, baseURL);
  page = phone.pages()[0] ?? (await phone.newPage());
  await page.goto('/crew/');
  await expect(bagsTitle(page, sector)).toBeVisible();
  await expect(waitingCount()).toHaveText(t.allSent);

  await stretch();
  const beforeCut = (await keptOnDevice(page)).outbox.filter((entry) => entry.state === 'waiting').length;
  expect(beforeCut).toBe(ACTIONS_PER_STRETCH);
  // The tab closed half-way through a send: the server has taken the batch, its answer never arrives.
  let cut = false;
  await phone.route(
    (url) => actionsCall(url),
    async (route) => {
      if (cut) return route.continue();
      cut = true;
      const answered = await route.fetch();
      expect(answered.status()).toBe(200);
      await page.close();
    },
  );
  const closing = page.waitForEvent('close');
  await phone.setOffline(false); // 4
  await closing;
  expect(cut).toBe(true);
  await phone.unrouteAll({ behavior: 'ignoreErrors' });
  await phone.setOffline(true);
  page = await phone.newPage();
  await page.goto('/crew/');
  await expect(bagsTitle(page, sector)).toBeVisible();
  // The device never heard the answer: the batch still waits, and goes again once the network is back.
  await expect(waitingCount()).toHaveText(fill(t.waiting, { count: beforeCut }));
  await backUntilSent();

  await stretch();
  await backForAMoment(); // 5

  await stretch();
  expect(work).toHaveLength(0);
  expect(done).toBe(45);

  // Landing: the network is back and the app sends what waits.
  await phone.setOffline(false);
  await expect(waitingCount()).toHaveText(t.allSent, { timeout: 20_000 });

  // On the device: 45 actions numbered 1 to 45 without a gap, each answered `applied`.
  const kept = await keptOnDevice(page);
  expect(kept.deviceId).toBe(deviceId);
  const outbox = kept.outbox.sort((a, b) => a.seq - b.seq);
  expect(outbox.map((entry) => entry.seq)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  expect(outbox.filter((entry) => entry.outcome?.outcome === 'applied')).toHaveLength(45);
  const kinds = (kind: string) => outbox.filter((entry) => entry.action.kind === kind).length;
  expect([kinds('handOver'), kinds('notCollected'), kinds('trolleySale')]).toEqual([30, 5, 10]);

  // Sent again as a whole, the server answers each as it did and applies nothing more.
  const actions = outbox.map((entry) => entry.action);
  for (let first = 0; first < actions.length; first += MAX_ACTIONS_PER_BATCH) {
    const again = await server.sendAgain(
      kept.pack.dutyToken,
      deviceId,
      actions.slice(first, first + MAX_ACTIONS_PER_BATCH),
    );
    expect(again.appliedThrough).toBe(45);
    expect(new Set(again.outcomes.map((outcome) => outcome.outcome))).toEqual(new Set(['applied']));
  }

  // On the server: 30 bags handed over (2 paid in another currency), 5 not collected, no conflict.
  const now = await server.pack(flightId);
  const bagOf = (code: string) => now.bags.find((bag) => bag.orderCode === code)!;
  expect(handedOver.filter((code) => bagOf(code).handOver?.outcome === 'Delivered')).toHaveLength(30);
  expect(notCollected.filter((code) => bagOf(code).handOverRefusal === 'notCollected')).toHaveLength(5);
  const inAnotherCurrency = handedOver.filter((code) => {
    const bag = bagOf(code);
    return bag.collect.kind === 'onBoard' && bag.handOver?.payment?.currencyCode !== bag.collect.currencyCode;
  });
  expect(inAnotherCurrency).toHaveLength(2);
  expect(await server.conflicts(flightId)).toEqual([]);
  // The trolley gave each unit sold once: its figures are the loaded ones less the ten sales.
  for (const item of taken.trolley) {
    const figure = now.trolley.find((candidate) => candidate.itemId === item.itemId)?.loaded ?? 0;
    expect(figure, item.itemCode).toBe(item.loaded - (planned.get(item.itemId) ?? 0));
  }

  // Closing the trolley on arrival: the crew counts what the figures say and the cash the seats took; the
  // expected counts and cash match, without a difference.
  const takenCash = cashByCurrency(cash);
  const closed = await server.closeTrolley(
    flightId,
    now.trolley.map((item) => ({ itemId: item.itemId, counted: item.loaded })),
    [...takenCash].map(([currencyCode, amount]) => ({ currencyCode, amount })),
  );
  expect(closed.differences).toBe(0);
  for (const line of closed.lines) expect(line.sold, line.itemCode).toBe(planned.get(line.itemId) ?? 0);
  expect(closed.cash.map(({ currencyCode, expected }) => [currencyCode, expected]).sort()).toEqual(
    [...takenCash].sort(),
  );
  expect(takenCash.size).toBe(2);

  await phone.close();
  rmSync(profile, { recursive: true, force: true });
});

import { devices } from '@playwright/test';
import { fill } from '../../apps/web/src/crew/crew-strings.ts';
import {
  crewApi,
  handOver,
  keptOnDevice,
  placeBags,
  sectorsOf,
  sellFromTrolley,
  t,
  takeFlightOn,
} from './crew-steps.ts';
import { expect, test } from './fixtures.ts';

// Two crew phones on one flight, both without a network (issue 25): the same bag handed over on both, and
// the trolley's last unit sold on both. Back online, the written rules settle it (docs/decisions/0045): one
// hand-over stands and the second cash collection is listed for refund; both sales stand, the trolley stays
// at zero and the second is listed as oversold. Both phones' conflicts screens show the two conflicts.

const { defaultBrowserType: _chromium, ...pixel } = devices['Pixel 7'];

test('two crew phones offline on one flight: one hand-over stands, the conflicts listed as the rules say @mobile', async ({
  browser,
  api,
  request,
  axe,
}, testInfo) => {
  test.setTimeout(300_000);
  const sector = (await sectorsOf(api, request))[1];
  if (!sector) throw new Error('The two-flights ticket has no flight back');
  const [orderCode] = await placeBags(api, request, sector, 1);
  if (!orderCode) throw new Error('No bag was placed');
  const server = await crewApi(api, request);
  const phone = () =>
    browser.newContext({ ...pixel, locale: 'en-GB', baseURL: testInfo.project.use.baseURL });
  const [first, second] = [await phone(), await phone()];
  const [a, b] = [await first.newPage(), await second.newPage()];

  // The first phone takes the flight and sells all but one unit of an item while still online.
  await takeFlightOn(a, sector);
  const { pack: packA } = await keptOnDevice(a);
  const flightId = packA.flight.flightId;
  const item = packA.trolley
    .filter((candidate) => !candidate.ageRestricted && !candidate.bannedAtDestination && candidate.loaded > 1)
    .sort((x, y) => x.loaded - y.loaded)[0];
  if (!item) throw new Error('The flight’s trolley carries nothing plain to sell');
  await sellFromTrolley(a, packA, item, '3A', item.loaded - 1);
  await expect(a.getByTestId('waiting-count')).toHaveText(t.allSent, { timeout: 20_000 });
  // The second phone takes the flight now: by its pack, one unit is left.
  await takeFlightOn(b, sector);
  const { pack: packB } = await keptOnDevice(b);
  expect(packB.trolley.find((candidate) => candidate.itemId === item.itemId)?.loaded).toBe(1);

  // In the air, both offline: each hands the same bag over (cash taken twice) and sells the last unit.
  await first.setOffline(true);
  await second.setOffline(true);
  const bag = packA.bags.find((candidate) => candidate.orderCode === orderCode)!;
  const taken = await handOver(a, bag);
  await handOver(b, bag);
  await sellFromTrolley(a, packA, item, '4B');
  await sellFromTrolley(b, packB, item, '5C');
  for (const page of [a, b]) {
    await expect(page.getByTestId('waiting-count')).toHaveText(fill(t.waiting, { count: 2 }));
  }

  // Landing: the first phone's actions arrive first, then the second's.
  await first.setOffline(false);
  await expect(a.getByTestId('waiting-count')).toHaveText(t.allSent, { timeout: 20_000 });
  await second.setOffline(false);
  await expect(b.getByTestId('waiting-count')).toHaveText(t.allSent, { timeout: 20_000 });

  // One hand-over stands; the trolley is at zero, not below; both conflicts listed with both facts.
  const now = await server.pack(flightId);
  expect(now.bags.find((candidate) => candidate.orderCode === orderCode)?.handOver).toMatchObject({
    outcome: 'Delivered',
    payment: { amount: taken.amount, currencyCode: taken.currencyCode },
  });
  expect(now.trolley.find((candidate) => candidate.itemId === item.itemId)?.loaded ?? 0).toBe(0);
  const conflicts = await server.conflicts(flightId);
  expect(
    conflicts.map(({ reason, orderCode: code, itemId, refundDue }) => ({ reason, code, itemId, refundDue })),
  ).toEqual(
    expect.arrayContaining([
      {
        reason: 'handedOverTwice',
        code: orderCode,
        itemId: null,
        refundDue: { currencyCode: taken.currencyCode, amount: taken.amount },
      },
      { reason: 'oversold', code: null, itemId: item.itemId, refundDue: null },
    ]),
  );
  expect(conflicts).toHaveLength(2);

  // The second phone shows its bag and its sale as conflicts, and both phones list them.
  await b.getByLabel(t.bags.find).fill(orderCode);
  await expect(
    b.getByRole('article').filter({ hasText: fill(t.bags.order, { code: orderCode }) }),
  ).toContainText(fill(t.bags.conflict, { reason: t.reasons.handedOverTwice }));
  await b.getByRole('button', { name: t.nav.trolley }).click();
  await expect(b.getByTestId('own-sales')).toContainText(
    fill(t.bags.conflict, { reason: t.reasons.oversold }),
  );
  for (const page of [b, a]) {
    await page.getByRole('button', { name: t.nav.conflicts }).click();
    await page.getByRole('button', { name: t.conflicts.refresh }).click();
    const listed = page.getByRole('main').getByRole('article');
    await expect(listed).toHaveCount(2);
    await expect(
      listed.filter({
        hasText: `${t.reasons.handedOverTwice} · ${fill(t.conflicts.order, { code: orderCode })}`,
      }),
    ).toContainText(t.conflicts.refund.split(':')[0]!);
    await expect(listed.filter({ hasText: `${t.reasons.oversold} · ${item.name}` })).toBeVisible();
  }
  await axe.check(a);
  await first.close();
  await second.close();
});

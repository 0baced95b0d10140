import {
  actionPrivileges,
  apiPaths,
  type Bag,
  type CabinAction,
  type CatalogItem,
  type FlightPack,
  type TrolleyReconciliation,
} from '@dutyfree/contracts';
import { overAllowances } from '@dutyfree/pricing';
import {
  type APIRequestContext,
  type BrowserContext,
  devices,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { EU_BANNED_COSMETIC_ITEM_CODES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import type { OutboxEntry } from '../../apps/web/src/crew/crew-store.ts';
import { crewLanguages, fill } from '../../apps/web/src/crew/crew-strings.ts';
import type { ShopApi } from './shop-api.ts';
import { uniqueId } from './texts.ts';

// The crew app's journeys of a whole flight (crew-flight-offline.spec.ts, crew-two-devices.spec.ts): the
// flight's bags placed through the shop's API, the crew app driven on a phone by its labels, and what the
// server holds read back through the crew's API.

export const t = crewLanguages.en;
export const crew = demoStaff.find((member) => member.role === 'crew')!;

/** The demo ticket with two flights (to Nairobi and back): no other crew journey works on them. */
export const twoFlights = demoTickets.find((demo) => demo.case === 'twoFlights')!;

export type Sector = {
  id: number;
  flightNumber: string;
  departureDate: string;
  origin: string;
  destination: string;
};

/** The flights of the ticket, as the shop's ticket lookup gives them. */
export async function sectorsOf(api: ShopApi, request: APIRequestContext): Promise<Sector[]> {
  const lookup = await request.get(apiPaths.onBoardPassengerFromTicket, {
    headers: await api.headers(actionPrivileges.onBoardPassengerFromTicket),
    params: { TicketNumber: twoFlights.ticketNumber, LastName: twoFlights.lastName },
  });
  expect(lookup.status(), await lookup.text()).toBe(200);
  return (await lookup.json()).paxSectorsRes as Sector[];
}

/** Plain products (no age gate, no EU prompt) in stock, the most plentiful first: the bags' contents. */
async function plainItems(api: ShopApi): Promise<CatalogItem[]> {
  return (await api.items())
    .filter(
      (item) =>
        !['LIQUOR', 'TOBACCO'].includes(item.itemCategory) &&
        !EU_BANNED_COSMETIC_ITEM_CODES.includes(item.itemCode) &&
        item.quantity >= 8,
    )
    .sort((a, b) => b.quantity - a.quantity);
}

/**
 * `count` Pay On-Board pre-orders (one unit each, in US dollars) for a flight of the two-flights ticket,
 * placed through the shop's API in parallel batches; spread over several products so that no product runs
 * short. Answers the order codes in the order placed.
 */
export async function placeBags(
  api: ShopApi,
  request: APIRequestContext,
  sector: Sector,
  count: number,
): Promise<string[]> {
  const items = (await plainItems(api)).slice(0, 8);
  const codes: string[] = [];
  const run = uniqueId();
  for (let first = 0; first < count; first += 8) {
    const batch = Array.from({ length: Math.min(8, count - first) }, (_, i) => first + i);
    codes.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const placed = await request.put(apiPaths.updatePreOrder, {
            headers: await api.headers(),
            data: {
              pickFrom: 'On Board',
              origin: sector.origin,
              destination: sector.destination,
              flightNumber: sector.flightNumber,
              departureDate: sector.departureDate,
              ticketNumber: twoFlights.ticketNumber,
              passengerLastName: twoFlights.lastName,
              seatNumber: `${10 + (index % 30)}${'ABCDEF'[index % 6]}`,
              paxSectorId: sector.id,
              orderItemRequet: [{ itemId: items[index % items.length]!.id, quantity: 1 }],
              paymentOption: 'Cash On Board',
              // Some goods are worth more than Kenya lets in free of duty (USD 500 of other goods): the
              // traveller has been told that duty is due.
              dutyDueConfirmed: true,
              currencyId: 1,
              language: 'en',
              guest: {
                firstName: 'Abebe',
                lastName: 'Girma',
                email: `crew.flight.${run}.${index}@example.com`,
                mobileNumber: { countryCode: '+251', number: String(911200000 + index) },
              },
            },
          });
          expect(placed.status(), await placed.text()).toBe(200);
          return ((await placed.json()) as { paymentSummary: { orderCode: string } }).paymentSummary
            .orderCode;
        }),
      )),
    );
  }
  return codes;
}

/** The demo crew member signed in through the API: the staff token to send as `user-token`. */
async function crewToken(api: ShopApi, request: APIRequestContext): Promise<string> {
  const signedIn = await request.post(apiPaths.staffSignIn, {
    headers: await api.headers(actionPrivileges.staffSignIn),
    data: { email: crew.email, password: crew.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

/** Calls of the crew's API as the demo crew member, to read back what the server holds. */
export async function crewApi(api: ShopApi, request: APIRequestContext) {
  const token = await crewToken(api, request);
  const headers = async (privilege: Parameters<ShopApi['headers']>[0]) => ({
    ...(await api.headers(privilege)),
    'user-token': token,
  });
  return {
    /** The flight's pack as a fresh device would take it now: the bags' hand-overs and the trolley's figures. */
    async pack(flightId: number): Promise<FlightPack> {
      const taken = await request.post(apiPaths.cabinTakeFlight, {
        headers: await headers(actionPrivileges.cabinDuty),
        data: { flightId, deviceId: `reader-${uniqueId()}` },
      });
      expect(taken.status(), await taken.text()).toBe(200);
      return taken.json();
    },
    async conflicts(flightId: number) {
      const listed = await request.get(apiPaths.cabinConflicts, {
        headers: await headers(actionPrivileges.cabinDuty),
        params: { flightId: String(flightId) },
      });
      expect(listed.status(), await listed.text()).toBe(200);
      return (await listed.json()).conflicts as {
        reason: string;
        orderCode: string | null;
        itemId: number | null;
        refundDue: unknown;
      }[];
    },
    /** A device's outbox sent again as it is: the server's answer to each action. */
    async sendAgain(dutyToken: string, deviceId: string, actions: CabinAction[]) {
      const again = await request.post(apiPaths.cabinActions, {
        headers: { ...(await api.headers(actionPrivileges.cabinDuty)), 'x-duty-token': dutyToken },
        data: { deviceId, actions },
      });
      expect(again.status(), await again.text()).toBe(200);
      return again.json() as Promise<{ outcomes: { outcome: string }[]; appliedThrough: number }>;
    },
    async closeTrolley(
      flightId: number,
      counts: { itemId: number; counted: number }[],
      cash: { currencyCode: string; amount: number }[],
    ): Promise<TrolleyReconciliation> {
      const closed = await request.post(apiPaths.cabinCloseTrolley, {
        headers: await headers(actionPrivileges.cabinDuty),
        data: { flightId, key: `closing-${uniqueId()}`, counts, cash },
      });
      expect(closed.status(), await closed.text()).toBe(200);
      return closed.json();
    },
  };
}

/** What the app keeps in IndexedDB: the pack, the outbox and the device's id. */
export function keptOnDevice(
  page: Page,
): Promise<{ pack: FlightPack; outbox: OutboxEntry[]; deviceId: string }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('dutyfree-crew');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const tx = opening.result.transaction(['pack', 'outbox', 'meta']);
          const pack = tx.objectStore('pack').get('current');
          const outbox = tx.objectStore('outbox').getAll();
          const deviceId = tx.objectStore('meta').get('deviceId');
          tx.oncomplete = () => {
            opening.result.close();
            resolve({ pack: pack.result, outbox: outbox.result, deviceId: deviceId.result });
          };
        };
      }),
  );
}

const { defaultBrowserType: _chromium, ...pixel } = devices['Pixel 7'];

/** A phone's browser on a profile kept on disk, so that it can be closed and opened again. */
export function openPhone(
  playwright: PlaywrightWorkerArgs['playwright'],
  profile: string,
  offline: boolean,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  return playwright.chromium.launchPersistentContext(profile, {
    ...pixel,
    locale: 'en-GB',
    offline,
    baseURL,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/** Signs the crew member in on the crew app and takes the flight; its bags list is then shown. */
export async function takeFlightOn(page: Page, sector: Sector): Promise<void> {
  await page.goto('/crew/');
  await page.getByLabel(t.signIn.email).fill(crew.email);
  await page.getByLabel(t.signIn.password).fill(crew.password);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await page.getByLabel(t.take.flightNumber).fill(sector.flightNumber);
  await page.getByLabel(t.take.date).fill(sector.departureDate.slice(0, 10));
  await page.getByRole('button', { name: t.take.search }).click();
  await page
    .getByRole('button', { name: fill(t.take.take, { flightNumber: sector.flightNumber }) })
    .first()
    .click();
  await expect(bagsTitle(page, sector)).toBeVisible();
}

export const bagsTitle = (page: Page, sector: Sector) =>
  page.getByRole('heading', { level: 1, name: fill(t.bags.title, { flightNumber: sector.flightNumber }) });

/** The amount the payment fields ask for, as a number, and its currency. */
export async function amountDue(page: Page): Promise<{ amount: number; currencyCode: string }> {
  const shown = (await page.getByTestId('amount-due').textContent()) ?? '';
  const [amount, currencyCode] = shown.replace(/[\u2068\u2069]/g, '').split(' ');
  return { amount: Number(amount?.replace(/,/g, '')), currencyCode: currencyCode ?? '' };
}

/** Cash taken at the seat: the amount due (to the cent) and its currency. */
export type Taken = { currencyCode: string; amount: number };

/**
 * Hands a Pay On-Board bag over, paid in cash: in the order's currency, or in the `currencyIndex`th one the
 * payment fields offer. Answers the cash taken. Quick: the outbox's count is checked after a run of these.
 */
export async function handOver(page: Page, bag: Bag, currencyIndex = 0): Promise<Taken> {
  if (bag.collect.kind !== 'onBoard') throw new Error(`Bag ${bag.orderCode} is not paid on board`);
  await page.getByLabel(t.bags.find).fill(bag.orderCode);
  const card = page.getByRole('article').filter({ hasText: fill(t.bags.order, { code: bag.orderCode }) });
  await card.getByRole('button', { name: t.bags.handOver }).click();
  let due: Taken = { amount: bag.collect.amount, currencyCode: bag.collect.currencyCode };
  if (currencyIndex > 0) {
    await page.getByLabel(t.payment.currency).selectOption({ index: currencyIndex });
    due = await amountDue(page);
  }
  await page
    .getByLabel(fill(t.payment.tendered, { currency: due.currencyCode }))
    .fill(String(Math.ceil(due.amount) + 5));
  await page.getByRole('button', { name: t.handOver.confirm }).click();
  return due;
}

export async function markNotCollected(page: Page, orderCode: string): Promise<void> {
  await page.getByLabel(t.bags.find).fill(orderCode);
  const bag = page.getByRole('article').filter({ hasText: fill(t.bags.order, { code: orderCode }) });
  await bag.getByRole('button', { name: t.bags.notCollected }).click();
  await page.getByRole('button', { name: t.notCollected.confirm }).click();
}

/** Sells units of an item from the trolley at a seat, paid in cash in the pack's currency. */
export async function sellFromTrolley(
  page: Page,
  pack: FlightPack,
  item: { itemId: number; itemCode: string; name: string; unitPrice: number },
  seat: string,
  quantity = 1,
): Promise<Taken> {
  await page.getByRole('button', { name: t.nav.trolley }).click();
  // By its code first, as the crew would: two items of a trolley may carry the same name.
  await page.getByLabel(t.trolley.find).fill(item.itemCode);
  const more = page.getByRole('button', { name: fill(t.trolley.more, { name: item.name }), exact: true });
  for (let unit = 0; unit < quantity; unit++) await more.click();
  await page.getByLabel(t.trolley.seat).fill(seat);
  // Over one of the destination's allowances (by the rule the device judges with), the crew tells the
  // traveller that duty is due and says so.
  const line = { itemId: item.itemId, quantity, unitPrice: item.unitPrice };
  if (
    pack.customs &&
    overAllowances([line], { ...pack.customs, measures: pack.customsMeasures ?? [] }).length > 0
  ) {
    await page.getByLabel(t.trolley.dutyDueConfirmed).check();
  }
  const due = {
    amount: Math.round(item.unitPrice * quantity * 100) / 100,
    currencyCode: pack.currencyCode,
  };
  await page
    .getByLabel(fill(t.payment.tendered, { currency: due.currencyCode }))
    .fill(String(Math.ceil(due.amount) + 5));
  await page.getByRole('button', { name: t.trolley.confirm }).click();
  await expect(page.getByText(fill(t.trolley.recorded, { seat }))).toBeVisible();
  await page.getByRole('button', { name: t.nav.bags }).click();
  return due;
}

/** Cash by currency, to the cent. */
export function cashByCurrency(taken: readonly Taken[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { currencyCode, amount } of taken) {
    totals.set(currencyCode, Math.round(((totals.get(currencyCode) ?? 0) + amount) * 100) / 100);
  }
  return totals;
}

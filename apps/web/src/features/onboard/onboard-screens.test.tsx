import { apiPaths, type PaxSector } from '@dutyfree/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { writeCookie } from '../../lib/cookies.ts';
import { clearSession } from '../../lib/session-store.ts';
import { catalogApi, catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { addToCart, clearCart, getCart } from '../cart/cart-store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { getOnBoardingDetail, startOnBoarding, stopOnBoarding } from './onboard-store.ts';

const flightCard = (overrides: Partial<PaxSector>): PaxSector => ({
  id: 701,
  flightNumber: 'ET 600',
  origin: 'ADD',
  originAirport: 'Addis Ababa Bole International Airport',
  destination: 'DXB',
  destinationAirport: 'Dubai International Airport',
  isDestinationInEu: false,
  departureDate: '2026-03-01T09:00:00.000Z',
  seatNumber: '14C',
  isPreOrderOpen: false,
  onBoardWindow: 'open',
  onBoardOpensAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});
const inTheAir = flightCard({});
const boardingLater = flightCard({
  id: 702,
  flightNumber: 'ET 302',
  destination: 'NBO',
  destinationAirport: 'Jomo Kenyatta International Airport',
  departureDate: '2026-03-02T09:00:00.000Z',
  onBoardWindow: 'notYetOpen',
  onBoardOpensAt: '2026-03-02T08:00:00.000Z',
  isPreOrderOpen: true,
});
const onBoardGin = catalogItemFixture({ id: 31, name: 'On-board Gin', quantity: 4 });
const warehouseCognac = catalogItemFixture({ id: 32, name: 'Warehouse Cognac' });
const emptyBatch = {
  newArrivalItems: [warehouseCognac],
  specialOfferItems: [],
  travelExeclusiveItems: [],
  bestSellerItems: [],
  deals: [],
  allInOneList: [warehouseCognac],
};

function shopApi(sectors: PaxSector[], banners: unknown[] = []) {
  return fakeApi(
    catalogApi({
      [apiPaths.banners]: () => json(200, { bannerListRes: banners }),
      [apiPaths.preOrderItems]: () => json(200, emptyBatch),
      [apiPaths.priceListByOfferType]: () => json(200, { priceLists: [] }),
      [apiPaths.onBoardPassengerFromTicket]: () =>
        json(200, {
          paxSectorsRes: sectors,
          message: '',
          passenger: { firstName: 'Selam', lastName: 'Tesfaye' },
        }),
      [apiPaths.allOnBoardItems]: () => json(200, { onBoardAvailabilitiesRes: [onBoardGin] }),
      [apiPaths.priceCart]: () => json(503, { message: 'Not in these tests' }),
      [apiPaths.productDetails]: () => json(200, { availabilitiesRes: [warehouseCognac] }),
      [apiPaths.similarItems]: () => json(200, { similarItems: [] }),
    }),
  );
}

async function openSelector() {
  await userEvent.click(
    await screen.findByRole('button', { name: /On board\? Shop your flight/ }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Shop on board' });
}

async function lookUp(dialog: HTMLElement, ticket = '0712345678901') {
  await userEvent.type(within(dialog).getByLabelText('Ticket number'), ticket);
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'Tesfaye');
  await userEvent.tab();
}

beforeAll(async () => {
  window.localStorage.clear();
  await initI18n();
});

beforeEach(() => {
  clearSession();
  writeCookie('_consent', 'true');
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  stopOnBoarding();
  clearCart();
  vi.unstubAllGlobals();
});

describe('the on-board flight selector', () => {
  // The shop's start-up, then the dialog's own chunk on its first opening: more than the default time.
  test("one open flight is selected by itself; 'Set' shows the flight's catalogue and says so in the header", async () => {
    const api = shopApi([inTheAir]);
    const { router } = renderApp('/');
    // Generous waits: the shop's start-up runs first, and test files run side by side.
    expect(await screen.findByRole('heading', { name: 'Warehouse Cognac' }, { timeout: 5000 })).toBeTruthy();
    const dialog = await openSelector();

    await lookUp(dialog);
    const card = await within(dialog).findByRole('radio', { name: /ET 600/ }, { timeout: 5000 });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    expect(within(dialog).getByText('On-board ordering is open')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set' }));

    expect(await screen.findByRole('heading', { name: 'On-board Gin' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Warehouse Cognac' })).toBeNull();
    expect(screen.getByRole('button', { name: /Shopping on board .*ET 600.*ADD→DXB/ })).toBeTruthy();
    const itemsCall = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://shop.test'))
      .find((url) => url.pathname === apiPaths.allOnBoardItems);
    expect(Object.fromEntries(itemsCall?.searchParams ?? [])).toMatchObject({
      FlightNumber: 'ET 600',
      DepartureDate: '2026-03-01T09:00:00.000Z',
      Origin: 'ADD',
      Destination: 'DXB',
      TicketNumber: '0712345678901',
      LastName: 'Tesfaye',
    });

    // Ticket and last name proven: ordering as a guest, the traveller does not type the name again.
    await act(() => router.navigate('/guest-checkout?redirectUrl=%2Fcheckout'));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Selam');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Tesfaye');
  }, 15_000);

  test('several flights wait for a click; a flight not open yet says when it opens and cannot be set', async () => {
    shopApi([boardingLater, inTheAir]);
    renderApp('/about-us');
    const dialog = await openSelector();
    await lookUp(dialog);

    const later = await within(dialog).findByRole('radio', { name: /ET 302/ });
    expect((later as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(/On-board ordering opens at .*08:00 UTC/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Pre-order for this flight instead' })).toBeTruthy();
    const set = within(dialog).getByRole('button', { name: 'Set' });
    expect((set as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('radio', { name: /ET 600/ }));
    expect((set as HTMLButtonElement).disabled).toBe(false);
    // SPEC §4: a new ticket number clears the selection.
    await userEvent.type(within(dialog).getByLabelText('Ticket number'), '1');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect((set as HTMLButtonElement).disabled).toBe(true);
  });

  test('the ticket number follows the checkout rule and message', async () => {
    shopApi([inTheAir]);
    renderApp('/about-us');
    const dialog = await openSelector();
    await lookUp(dialog, '07123');
    expect(
      await within(dialog).findByText(
        'Ticket Number Character length should be 13. Current character length (5).',
      ),
    ).toBeTruthy();
  });

  test('switching with a non-empty cart asks first, and empties the cart only when confirmed', async () => {
    shopApi([inTheAir]);
    addToCart(warehouseCognac, 1);
    renderApp('/about-us');
    let dialog = await openSelector();
    await lookUp(dialog);
    await waitFor(() =>
      expect((within(dialog).getByRole('radio', { name: /ET 600/ }) as HTMLInputElement).checked).toBe(true),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set' }));

    dialog = await screen.findByRole('dialog', { name: 'Empty your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    expect(getCart().cart).toHaveLength(1);
    expect(getOnBoardingDetail()).toBeNull();

    dialog = await screen.findByRole('dialog', { name: 'Shop on board' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Empty your cart?' })).getByRole('button', {
        name: 'Empty the cart and switch',
      }),
    );
    expect(getCart().cart).toHaveLength(0);
    expect(getOnBoardingDetail()?.flight.id).toBe(701);
  });

  test("'Remove' goes back to the pre-order catalogue; a product the flight does not carry cannot be added on board", async () => {
    shopApi([inTheAir]);
    startOnBoarding(inTheAir, { ticketNumber: '0712345678901', lastName: 'Tesfaye' });
    renderApp('/product-detail/32');
    expect(await screen.findByText('Not available on this flight')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Shopping on board/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shop on board' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(getOnBoardingDetail()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add to cart: Warehouse Cognac' })).toBeTruthy();
  });

  test('on board, the home banner speaks of the seat, not of collecting a pre-order', async () => {
    shopApi(
      [inTheAir],
      [{ bunnerImageSize: 1, imageURL: '/media/banners/1.svg', videoURL: null, title: 'Opening Week' }],
    );
    startOnBoarding(inTheAir, { ticketNumber: '0712345678901', lastName: 'Tesfaye' });
    renderApp('/');
    const banner = await screen.findByRole('group', { name: '1 of 1' });
    expect(banner.textContent).toContain('Order on board · brought to your seat');
    expect(banner.textContent).not.toContain('Pre-order');
  });

  test('when the on-board session ends on its own, its lines leave the cart and the traveller is told', async () => {
    shopApi([inTheAir]);
    startOnBoarding(inTheAir, { ticketNumber: '0712345678901', lastName: 'Tesfaye' });
    addToCart(onBoardGin, 1);
    renderApp('/about-us');
    await screen.findByRole('button', { name: /Shopping on board/ }, { timeout: 5000 });

    // What the hour running out does (another tab's 'Remove' too).
    act(() => stopOnBoarding());

    await waitFor(() => expect(getCart().cart).toEqual([]));
    expect(
      await screen.findByText('Your on-board session ended, so the on-board items left your cart.'),
    ).toBeTruthy();
  });
});

import { apiPaths, flightMessages, type PassengerFromTicketResponse } from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';

type Handler = Parameters<typeof fakeApi>[0][string];

function shopApi(lookup: Handler) {
  return fakeApi({
    [apiPaths.tokenIssue]: () =>
      json(200, { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' }),
    [apiPaths.currencies]: () =>
      json(200, { currenciesRes: [{ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' }] }),
    [apiPaths.onBoardPassengerFromTicket]: lookup,
  });
}

const twoFlights: PassengerFromTicketResponse = {
  paxSectorsRes: [
    {
      id: 11,
      flightNumber: 'ET 308',
      origin: 'ADD',
      originAirport: 'Addis Ababa Bole International Airport',
      destination: 'NBO',
      destinationAirport: 'Jomo Kenyatta International Airport',
      departureDate: '2026-12-04T14:00:00.000Z',
      seatNumber: '14K',
      isPreOrderOpen: true,
      isDestinationInEu: false,
    },
    {
      id: 12,
      flightNumber: 'ET 309',
      origin: 'NBO',
      originAirport: 'Jomo Kenyatta International Airport',
      destination: 'ADD',
      destinationAirport: 'Addis Ababa Bole International Airport',
      departureDate: '2026-12-05T09:05:00.000Z',
      seatNumber: null,
      isPreOrderOpen: false,
      isDestinationInEu: false,
    },
  ],
  message: flightMessages.flightsFound,
};

async function openFinder() {
  // Generous waits: the shop's start-up runs first, and test files run side by side.
  const main = within(await screen.findByRole('main', {}, { timeout: 5000 }));
  await main.findByRole('heading', { level: 1, name: 'Guest registration' }, { timeout: 5000 });
  return {
    main,
    ticket: main.getByLabelText('Ticket number'),
    lastName: main.getByLabelText('Last name'),
    find: main.getByRole('button', { name: 'Find my flights' }),
  };
}

/** The field's error, as assistive technology reaches it: through aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('invalid-feedback'))
    .map((element) => element?.textContent)
    .join(' ');
}

setUpScreenTests();

describe('guest registration', () => {
  test('checks the ticket number with the message of SPEC §5 before looking it up', async () => {
    const lookup = vi.fn(() => json(200, twoFlights));
    shopApi(lookup);
    renderApp('/guest-reg');
    const finder = await openFinder();

    await userEvent.type(finder.ticket, '07123');
    await userEvent.click(finder.find);

    expect(errorOf(finder.ticket)).toBe(
      'Ticket Number Character length should be 13. Current character length (5).',
    );
    await waitFor(() => expect(document.activeElement).toBe(finder.ticket));
    expect(lookup).not.toHaveBeenCalled();
  });

  test("shows the ticket's flights, with ways on to the shop and the cart", async () => {
    const api = shopApi(() => json(200, twoFlights));
    renderApp('/guest-reg');
    const finder = await openFinder();

    await userEvent.type(finder.ticket, '0712345678902');
    await userEvent.type(finder.lastName, 'Okafor');
    await userEvent.click(finder.find);

    const heading = await finder.main.findByRole('heading', { level: 2, name: 'Your flights' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const cards = within(finder.main.getByRole('region', { name: 'Your flights' }))
      .getAllByRole('listitem')
      // Without the bidi isolation marks that keep flight data whole in right-to-left text.
      .map((card) => card.textContent?.replace(/[\u2068\u2069]/g, ''));
    expect(cards[0]).toContain('Flight ET 308');
    expect(cards[0]).toContain(
      'Addis Ababa Bole International Airport (ADD) to Jomo Kenyatta International Airport (NBO)',
    );
    expect(cards[0]).toContain('Departs 04 Dec 2026 14:00 UTC');
    expect(cards[0]).toContain('Seat: 14K');
    expect(cards[0]).toContain('Pre-order open');
    expect(cards[1]).toContain('Less than 24 hours to departure: on-board purchases only');
    expect(cards[1]).not.toContain('Seat:');
    expect(finder.main.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(finder.main.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');

    const [url, init] =
      api.mock.calls.find(([u]) => String(u).includes(apiPaths.onBoardPassengerFromTicket)) ?? [];
    const query = new URL(String(url), 'http://shop.test').searchParams;
    expect(query.get('TicketNumber')).toBe('0712345678902');
    expect(query.get('LastName')).toBe('Okafor');
    expect(new Headers((init as RequestInit).headers).get('action-privilege')).toBe(
      'OnBoardOrder-GetOnBoardPassengerFromTicket',
    );
  });

  test("an empty list shows the server's message", async () => {
    shopApi(() => json(200, { paxSectorsRes: [], message: flightMessages.noUpcomingFlight }));
    renderApp('/guest-reg');
    const finder = await openFinder();

    await userEvent.type(finder.ticket, '0700000000000');
    await userEvent.type(finder.lastName, 'Okafor');
    await userEvent.click(finder.find);

    const message = await finder.main.findByText('No upcoming flight was found for this ticket number.');
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  test("a failed lookup says 'Something when wrong' when the server gives no message", async () => {
    shopApi(() => new Response('', { status: 502 }));
    renderApp('/guest-reg');
    const finder = await openFinder();

    await userEvent.type(finder.ticket, '0712345678901');
    await userEvent.type(finder.lastName, 'Okafor');
    await userEvent.click(finder.find);

    const message = await finder.main.findByText('Something when wrong');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  test('asks for the last name too, and answers a wrong one as an unknown ticket', async () => {
    const lookup = vi.fn(() =>
      json(404, {
        message: flightMessages.passengerNotFound,
        code: 'flights.passengerNotFound',
        params: {},
      }),
    );
    shopApi(lookup);
    renderApp('/guest-reg');
    const finder = await openFinder();

    await userEvent.type(finder.ticket, '0712345678902');
    await userEvent.click(finder.find);
    expect(errorOf(finder.lastName)).toBe('Last Name field is required.');
    await waitFor(() => expect(document.activeElement).toBe(finder.lastName));
    expect(lookup).not.toHaveBeenCalled();

    await userEvent.type(finder.lastName, 'Smith');
    await userEvent.click(finder.find);
    const message = await finder.main.findByText('No flight was found for this ticket number and last name.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  test('a flight inside 24 hours offers shopping on board, and the pre-order of a later flight', async () => {
    const [outbound, back] = twoFlights.paxSectorsRes;
    const boardingSoon = {
      ...outbound!,
      isPreOrderOpen: false,
      onBoardWindow: 'notYetOpen' as const,
      onBoardOpensAt: '2026-12-04T13:00:00.000Z',
    };
    const later = { ...back!, isPreOrderOpen: true };
    const lookup = vi.fn(() => json(200, { paxSectorsRes: [boardingSoon, later], message: '' }));
    shopApi(lookup);
    renderApp('/guest-reg');
    const finder = await openFinder();

    await userEvent.type(finder.ticket, '0712345678902');
    await userEvent.type(finder.lastName, 'Okafor');
    await userEvent.click(finder.find);

    const region = within(await finder.main.findByRole('region', { name: 'Your flights' }));
    const [closed] = region.getAllByRole('listitem');
    const card = within(closed!);
    expect(closed!.textContent?.replace(/[\u2068\u2069]/g, '')).toContain(
      'You can still order on board, from what this flight carries: ordering opens at 04 Dec 2026 13:00 UTC.',
    );
    const preOrderLater = card.getByRole('link', { name: /Pre-order for your flight .*ET 309.* instead/ });
    expect(preOrderLater.getAttribute('href')).toBe('/');

    // The header's flight selector, opened with this ticket and name, already looked up.
    await userEvent.click(card.getByRole('button', { name: /Shop on board .*ET 308/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shop on board' }));
    expect((dialog.getByLabelText('Ticket number') as HTMLInputElement).value).toBe('0712345678902');
    expect((dialog.getByLabelText('Last name') as HTMLInputElement).value).toBe('Okafor');
    expect(await dialog.findByRole('radio', { name: /ET 308/ })).toBeTruthy();
  });
});

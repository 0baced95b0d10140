import { apiPaths, type BackOfficeFlight, fixedError, templatedError } from '@dutyfree/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from 'react-i18next';
import { beforeEach, describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  admin,
  bodyOf,
  callsTo,
  FIRST_SCREEN,
  type Handler,
  never,
  outcomeFocused,
  plain,
  setUpStaffScreenTests,
  staffApi,
  unreachable,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The schedule's screens: the flights, one flight's form, its load and its passengers.

const et920: BackOfficeFlight = {
  id: 31,
  flightNumber: 'ET 920',
  origin: 'ADD',
  destination: 'DXB',
  departureAt: '2026-03-05T09:30:00.000Z',
  arrivalAt: '2026-03-05T13:30:00.000Z',
  passengers: 1,
  unitsOnBoard: 6,
  cancelledAt: null,
};

const airports = {
  airports: [
    { code: 'ADD', name: 'Bole International', city: 'Addis Ababa' },
    { code: 'DXB', name: 'Dubai International', city: 'Dubai' },
  ],
};

/** One flight's page: its form, its load and its passengers, unless a test answers otherwise. */
function flightApi(handlers: Record<string, Handler> = {}) {
  return staffApi({
    [apiPaths.backOfficeFlight]: () => json(200, et920),
    [apiPaths.backOfficeFlightChoices]: () => json(200, airports),
    [apiPaths.backOfficeFlightLoad]: () =>
      json(200, { lines: [{ itemId: 77, itemCode: 'LIQ-00077', name: 'Highland Malt 12', quantity: 6 }] }),
    [apiPaths.backOfficeFlightTickets]: () =>
      json(200, {
        tickets: [{ ticketNumber: '0712345678901', passengerName: 'Hanna Girma', seatNumber: '12C' }],
      }),
    [apiPaths.cabinReconciliation]: () => json(200, { reconciliation: null }),
    ...handlers,
  });
}

setUpStaffScreenTests();

beforeEach(() => startStaffSession(admin));

describe('the schedule', () => {
  test('while the flights load the page says so', async () => {
    staffApi({ [apiPaths.backOfficeFlights]: never });
    renderApp('/staff/schedule');

    expect(await screen.findByText('Loading flights…', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('no flight scheduled says so', async () => {
    staffApi({ [apiPaths.backOfficeFlights]: () => json(200, { flights: [], nextAfter: null }) });
    renderApp('/staff/schedule');

    expect(await screen.findByText('No flight is scheduled.', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('a failed read says why', async () => {
    staffApi({ [apiPaths.backOfficeFlights]: unreachable });
    renderApp('/staff/schedule');

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('The server could not be reached.');
  });

  test('the flights show their route, passengers and units on board', async () => {
    staffApi({ [apiPaths.backOfficeFlights]: () => json(200, { flights: [et920], nextAfter: null }) });
    renderApp('/staff/schedule');

    const row = (await screen.findByText('ET 920', {}, FIRST_SCREEN)).closest('tr');
    expect(row?.textContent).toContain('ADD');
    expect(row?.textContent).toContain('DXB');
  });
});

describe('a flight', () => {
  test('a new flight, once saved, opens on its own page with the outcome at its top, focused', async () => {
    const fetchMock = flightApi({ [apiPaths.backOfficeCreateFlight]: () => json(200, et920) });
    const { router } = renderApp('/staff/schedule/new');

    await userEvent.type(await screen.findByLabelText(/Flight number/, {}, FIRST_SCREEN), 'ET 920');
    await userEvent.selectOptions(screen.getByLabelText(/^From/), 'ADD');
    await userEvent.selectOptions(screen.getByLabelText(/^To/), 'DXB');
    await userEvent.type(screen.getByLabelText(/Departure/), '2026-03-05T09:30');
    await userEvent.type(screen.getByLabelText(/Arrival/), '2026-03-05T13:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create flight' }));

    await outcomeFocused('Flight ET 920 saved.');
    expect(router.state.location.pathname).toBe('/staff/schedule/31');
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeCreateFlight)[0]?.[1])).toMatchObject({
      flightNumber: 'ET 920',
      origin: 'ADD',
    });
  });

  test("a flight's stock history says when nothing moved yet", async () => {
    flightApi({ [apiPaths.backOfficeFlightStockMovements]: () => json(200, { movements: [] }) });
    renderApp('/staff/schedule/31');
    expect(await screen.findByText('No stock movement yet.', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test("a flight's stock history that cannot be read says so", async () => {
    flightApi({ [apiPaths.backOfficeFlightStockMovements]: unreachable });
    renderApp('/staff/schedule/31');
    const section = (await screen.findByRole('heading', { name: 'Stock history' }, FIRST_SCREEN)).closest(
      'section',
    )!;
    await waitFor(() => expect(within(section).getByRole('alert').textContent).not.toBe(''));
  });

  test("a flight's trolley not closed yet says so", async () => {
    flightApi();
    renderApp('/staff/schedule/31');
    expect(
      await screen.findByText("The crew has not closed this flight's trolley yet.", {}, FIRST_SCREEN),
    ).toBeTruthy();
  });

  test("a flight's trolley that cannot be read says why", async () => {
    flightApi({ [apiPaths.cabinReconciliation]: unreachable });
    renderApp('/staff/schedule/31');
    const section = (
      await screen.findByRole('heading', { name: 'Trolley on arrival' }, FIRST_SCREEN)
    ).closest('section')!;
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toContain('The server could not be reached.'),
    );
  });

  test("a flight's closed trolley shows each item's figures and the cash, differences with their reasons", async () => {
    flightApi({
      [apiPaths.cabinReconciliation]: () =>
        json(200, {
          reconciliation: {
            flightId: 31,
            flightNumber: 'ET 920',
            departureAt: '2026-03-05T09:30:00.000Z',
            closedAt: '2026-03-05T14:00:00.000Z',
            closedBy: 'Meron Tadesse',
            lines: [
              {
                itemId: 77,
                itemCode: 'LIQ-00077',
                name: 'Highland Malt 12',
                loaded: 6,
                handedOver: 1,
                sold: 2,
                notCollected: 1,
                expected: 4,
                counted: 3,
                difference: -1,
                reason: 'Bottle broken in turbulence',
              },
            ],
            cash: [{ currencyCode: 'USD', expected: 90, counted: 90, difference: 0 }],
            returnedUnits: 3,
            differences: 1,
          },
        }),
    });
    renderApp('/staff/schedule/31');
    const items = await screen.findByRole('table', { name: 'Goods on the trolley' }, FIRST_SCREEN);
    const row = within(items)
      .getByRole('rowheader', { name: /Highland Malt 12/ })
      .closest('tr')!;
    expect(plain(row.textContent)).toBe('LIQ-00077 Highland Malt 12612143\u22121Bottle broken in turbulence');
    expect(screen.getByText(/Differences: 1\. Units back in the warehouse: 3\./)).toBeTruthy();
    const cash = screen.getByRole('table', { name: 'Cash by currency' });
    expect(within(cash).getByRole('rowheader', { name: 'USD' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  test('a load saved says so at the load, focused', async () => {
    const fetchMock = flightApi({
      [apiPaths.backOfficeSaveFlightLoad]: () =>
        json(200, { lines: [{ itemId: 77, itemCode: 'LIQ-00077', name: 'Highland Malt 12', quantity: 8 }] }),
    });
    renderApp('/staff/schedule/31');

    const quantity = (await screen.findByLabelText(
      'Quantity on board',
      {},
      FIRST_SCREEN,
    )) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save the load' }));

    await outcomeFocused('Load saved.');
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeSaveFlightLoad)[0]?.[1])).toEqual({
      lines: [{ itemCode: 'LIQ-00077', expectedQuantity: 6, quantity: 8 }],
    });
  });

  test('a load refused because orders moved it says how many are on board now, and saving again starts from there', async () => {
    const fetchMock = flightApi({
      [apiPaths.backOfficeSaveFlightLoad]: () =>
        json(
          409,
          templatedError('backOfficeFlights.loadMovedMeanwhile', { itemCode: 'LIQ-00077', current: 2 }),
        ),
    });
    renderApp('/staff/schedule/31');

    const quantity = (await screen.findByLabelText(
      'Quantity on board',
      {},
      FIRST_SCREEN,
    )) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save the load' }));

    const outcome = await outcomeFocused(
      "The flight's figure of LIQ-00077 changed while you edited it: 2 on board now. Check the load and save again.",
    );
    expect(outcome.closest('[role="alert"]')).toBeTruthy();
    expect(quantity.value).toBe('8');
    await userEvent.click(screen.getByRole('button', { name: 'Save the load' }));
    await waitFor(() => expect(callsTo(fetchMock, apiPaths.backOfficeSaveFlightLoad)).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeSaveFlightLoad)[1]?.[1])).toEqual({
      lines: [{ itemCode: 'LIQ-00077', expectedQuantity: 2, quantity: 8 }],
    });
  });

  test('a refused load keeps the lines typed and says why, focused', async () => {
    flightApi({
      [apiPaths.backOfficeSaveFlightLoad]: () => json(404, fixedError('staff.flightNotFound')),
    });
    renderApp('/staff/schedule/31');

    const quantity = (await screen.findByLabelText(
      'Quantity on board',
      {},
      FIRST_SCREEN,
    )) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save the load' }));

    const outcome = await outcomeFocused('There is no such flight.');
    expect(outcome.closest('[role="alert"]')).toBeTruthy();
    expect(quantity.value).toBe('9');
  });

  test('a ticket saved is marked in the passengers table', async () => {
    let saved = false;
    const tickets = () => ({
      tickets: [
        { ticketNumber: '0712345678901', passengerName: 'Hanna Girma', seatNumber: '12C' },
        ...(saved ? [{ ticketNumber: '0712345678902', passengerName: 'Yonas Alemu', seatNumber: null }] : []),
      ],
    });
    flightApi({
      [apiPaths.backOfficeFlightTickets]: () => json(200, tickets()),
      [apiPaths.backOfficeSaveFlightTicket]: () => {
        saved = true;
        return json(200, tickets());
      },
    });
    renderApp('/staff/schedule/31');

    await userEvent.type(await screen.findByLabelText(/Ticket number/, {}, FIRST_SCREEN), '0712345678902');
    await userEvent.type(screen.getByLabelText(/Passenger name/), 'Yonas Alemu');
    await userEvent.click(screen.getByRole('button', { name: 'Save ticket' }));

    await outcomeFocused('Ticket 0712345678902 saved.');
    const row = (await screen.findByText('0712345678902', { selector: 'code' })).closest('tr');
    expect(row?.className).toBe('back-office-row--saved');

    // The outcome was said in English: a page read in Arabic from then on does not keep it.
    const i18n = getI18n();
    try {
      await act(() => i18n.changeLanguage('ar'));
      await screen.findByRole('heading', { level: 2, name: 'المسافرون' });
      expect(screen.queryByText('Ticket 0712345678902 saved.')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe("a ticket's move to another flight", () => {
  const et921: BackOfficeFlight = {
    ...et920,
    id: 32,
    flightNumber: 'ET 921',
    departureAt: '2026-03-07T09:30:00.000Z',
    arrivalAt: '2026-03-07T13:30:00.000Z',
  };
  const cancelled: BackOfficeFlight = {
    ...et920,
    id: 33,
    flightNumber: 'ET 922',
    cancelledAt: et920.departureAt,
  };

  /**
   * The flight's page with the schedule the dialog offers (this flight, ET 921 and a cancelled one); once
   * the server moved the ticket, the flight has no passenger left.
   */
  function moveApi(move: Handler) {
    let moved = false;
    return flightApi({
      [apiPaths.backOfficeFlights]: () => json(200, { flights: [et920, et921, cancelled], nextAfter: null }),
      [apiPaths.backOfficeFlightTickets]: () =>
        json(200, {
          tickets: moved
            ? []
            : [{ ticketNumber: '0712345678901', passengerName: 'Hanna Girma', seatNumber: '12C' }],
        }),
      [apiPaths.backOfficeMoveFlightTicket]: async (request) => {
        const answer = await move(request);
        moved = answer.ok;
        return answer;
      },
    });
  }

  async function openDialog() {
    renderApp('/staff/schedule/31');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Move ticket 0712345678901 to another flight' },
        FIRST_SCREEN,
      ),
    );
    return screen.findByRole('dialog', { name: 'Move ticket 0712345678901 to another flight' });
  }

  test('the admin picks another flight and sees what became of each order; the ticket leaves the passengers', async () => {
    const fetchMock = moveApi(() =>
      json(200, {
        tickets: [],
        orders: [
          { orderCode: 'DF-2603-0001', outcome: 'preorder' },
          { orderCode: 'DF-2603-0002', outcome: 'refunded' },
        ],
      }),
    );
    const dialog = await openDialog();

    const toFlight = await within(dialog).findByLabelText(/New flight/);
    // Neither this flight nor a cancelled one is offered.
    expect(
      within(toFlight)
        .getAllByRole('option')
        .map((option) => plain(option.textContent)),
    ).toEqual(['Choose…', 'ET 921, ADD to DXB, departs 07 Mar 2026 09:30 UTC']);
    await userEvent.selectOptions(toFlight, '32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the ticket' }));

    const status = await within(dialog).findByText(/^Ticket 0712345678901 moved to/);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(plain(status.textContent)).toBe(
      'Ticket 0712345678901 moved to ET 921, departing 07 Mar 2026 09:30 UTC.' +
        'DF-2603-0001: packed for the flightDF-2603-0002: refunded',
    );
    await waitFor(() => expect(document.activeElement?.contains(status)).toBe(true));
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeMoveFlightTicket)[0]?.[1])).toEqual({
      ticketNumber: '0712345678901',
      toFlightId: 32,
    });
    expect(
      new URL(
        String(callsTo(fetchMock, apiPaths.backOfficeMoveFlightTicket)[0]?.[0]),
        'http://shop.test',
      ).searchParams.get('flightId'),
    ).toBe('31');

    // The footer's button, beside the header's cross of the same name.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('No ticket is booked on this flight yet.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Passengers' }));
  });

  test('a move with no flight chosen is not sent; one the server refuses says why in the dialog', async () => {
    const refusals = [
      json(400, { errors: { TicketNumber: ['This ticket is not on this flight.'] } }),
      json(409, fixedError('backOfficeFlights.flightCancelled')),
    ];
    const fetchMock = moveApi(() => refusals.shift()!);
    const dialog = await openDialog();

    const toFlight = await within(dialog).findByLabelText(/New flight/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the ticket' }));
    expect(await within(dialog).findByText('Choose another flight to move the ticket to.')).toBeTruthy();
    expect(document.activeElement).toBe(toFlight);
    expect(callsTo(fetchMock, apiPaths.backOfficeMoveFlightTicket)).toHaveLength(0);

    // Another admin moved the ticket meanwhile: said at the ticket, which is focused.
    await userEvent.selectOptions(toFlight, '32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the ticket' }));
    expect(await within(dialog).findByText('This ticket is not on this flight.')).toBeTruthy();
    const ticket = within(dialog).getByLabelText('Ticket number');
    expect(ticket.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(ticket));

    // The flight was cancelled meanwhile: said at the dialog's top, the choice kept.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the ticket' }));
    const refusal = await within(dialog).findByText('This flight is cancelled.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect((within(dialog).getByLabelText(/New flight/) as HTMLSelectElement).value).toBe('32');
    expect(screen.getByText('0712345678901', { selector: 'code' })).toBeTruthy();
  });
});

import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  type Bag,
  fixedError,
  type PackingListResponse,
} from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from 'react-i18next';
import { beforeEach, describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  bodyOf,
  callsTo,
  crew,
  FIRST_SCREEN,
  flight,
  type Handler,
  isolated,
  never,
  plain,
  setUpStaffScreenTests,
  staffApi,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The crew's screens: the flight picker, the packing list and the hand-over at the seat.

function bag(overrides: Partial<Bag>): Bag {
  return {
    orderCode: 'AB12CD34',
    kind: 'preorder',
    status: 'Confirmed',
    seatNumber: '3A',
    passengerName: 'Selam Tesfaye',
    lines: [{ itemId: 7, itemCode: 'FR-007', name: 'Rose Eau de Parfum', quantity: 1, ageRestricted: false }],
    idCheck: false,
    collect: { kind: 'paid' },
    handOver: null,
    handOverRefusal: null,
    ...overrides,
  };
}

const liquorBag = bag({
  orderCode: 'LQ000001',
  seatNumber: '12C',
  passengerName: 'Hanna Girma',
  lines: [{ itemId: 9, itemCode: 'LQ-009', name: 'Highland Whisky 1L', quantity: 2, ageRestricted: true }],
  idCheck: true,
});
const payOnBoardBag = bag({
  orderCode: 'PB000002',
  seatNumber: '21F',
  passengerName: 'Yonas Alemu',
  collect: { kind: 'onBoard', amount: 48, currencyCode: 'USD', usdAmount: 48 },
});
const paidBag = bag({});

function packingList(overrides: Partial<PackingListResponse> = {}): PackingListResponse {
  return {
    flight,
    cutOffAt: '2026-02-28T09:30:00.000Z',
    final: true,
    load: [
      { itemId: 9, itemCode: 'LQ-009', name: 'Highland Whisky 1L', quantity: 2 },
      { itemId: 7, itemCode: 'FR-007', name: 'Rose Eau de Parfum', quantity: 1 },
    ],
    bags: [paidBag, liquorBag, payOnBoardBag],
    ...overrides,
  };
}

/** The crew's fake API: the packing list of the flight, unless a test answers otherwise. */
function crewApi(handlers: Record<string, Handler> = {}) {
  return staffApi({ [apiPaths.staffPackingList]: () => json(200, packingList()), ...handlers });
}

function handedOver(of: Bag, payment?: { method: 'Cash' | 'Card'; amount: number }): Bag {
  return {
    ...of,
    status: 'Delivered',
    handOverRefusal: 'handedOver',
    handOver: {
      outcome: 'Delivered',
      at: '2026-03-01T10:40:00.000Z',
      staffName: 'Amina Bekele',
      ...(payment ? { payment: { ...payment, currencyCode: 'USD' } } : {}),
    },
  };
}

async function bagAtSeat(seat: string): Promise<HTMLElement> {
  // Role queries over a whole packing list are slow in jsdom; the seat is the bag's heading text.
  const heading = await screen.findByText(seat, { selector: 'h3' }, FIRST_SCREEN);
  const article = heading.closest('article');
  if (!article) throw new Error(`The bag of seat ${seat} is not an article`);
  return article;
}

setUpStaffScreenTests();

describe('the flight picker', () => {
  test('the flight search sends the flight number and date, and says when nothing matches', async () => {
    startStaffSession(crew);
    const fetchMock = crewApi({
      [apiPaths.staffFlights]: ({ url }) =>
        json(200, { flights: url.searchParams.has('flightNumber') ? [] : [flight] }),
    });
    renderApp('/staff');

    await userEvent.type(await screen.findByLabelText('Flight number', {}, FIRST_SCREEN), 'ET 999');
    await userEvent.type(screen.getByLabelText('Date of departure (UTC)'), '2026-03-04');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No flight matches this search.')).toBeTruthy();
    const last = callsTo(fetchMock, apiPaths.staffFlights).at(-1);
    const url = new URL(String(last?.[0]), 'http://shop.test');
    expect(url.searchParams.get('flightNumber')).toBe('ET 999');
    expect(url.searchParams.get('date')).toBe('2026-03-04');
  });
});

describe('the packing list', () => {
  beforeEach(() => startStaffSession(crew));

  test('shows the load, the bags in the server’s seat order, the ID check and what to collect', async () => {
    crewApi();
    renderApp('/staff/flights/41');

    expect(await screen.findByRole('heading', { name: 'Packing list ET 500' }, FIRST_SCREEN)).toBeTruthy();
    expect(plain(screen.getByText(/Final list\./).closest('.alert')?.textContent)).toBe(
      'Final list. The cut-off was 28 Feb 2026 12:30 GMT+3; travellers can no longer change their orders.',
    );
    const load = screen.getByRole('table');
    expect(
      within(load)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Item codeItemUnits',
      'LQ-009Highland Whisky 1L2',
      'FR-007Rose Eau de Parfum1',
      'Total units3',
    ]);

    const seats = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(seats).toEqual(['Seat 3A', 'Seat 12C', 'Seat 21F']);

    const liquor = await bagAtSeat('12C');
    expect(within(liquor).getByText('ID check')).toBeTruthy();
    expect(within(liquor).getByText('Paid')).toBeTruthy();
    expect(liquor.textContent).toContain('Hanna Girma');
    expect(liquor.textContent).toContain('Order LQ000001');
    expect(liquor.textContent).toContain('2 × Highland Whisky 1L (LQ-009) (age-restricted)');

    const perfume = await bagAtSeat('3A');
    expect(within(perfume).queryByText('ID check')).toBeNull();

    const payOnBoard = await bagAtSeat('21F');
    expect(within(payOnBoard).getByText('Collect USD 48.00', isolated)).toBeTruthy();
    expect(screen.getByText('3 bags, 3 still to hand over.')).toBeTruthy();
  });

  test('while the list loads the page says so', async () => {
    crewApi({ [apiPaths.staffPackingList]: never });
    renderApp('/staff/flights/41');

    expect(await screen.findByText('Loading the packing list…', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('before the cut-off the list says it is not final yet', async () => {
    crewApi({
      [apiPaths.staffPackingList]: () =>
        json(200, packingList({ final: false, cutOffAt: '2026-03-03T09:30:00.000Z' })),
    });
    renderApp('/staff/flights/41');

    const notice = await screen.findByText(/Not yet final\./, {}, FIRST_SCREEN);
    expect(plain(notice.closest('.alert')?.textContent)).toBe(
      'Not yet final. Travellers can change their orders until the cut-off at 03 Mar 2026 12:30 GMT+3.',
    );
  });

  test('an unknown flight says so', async () => {
    crewApi({ [apiPaths.staffPackingList]: () => json(404, fixedError('staff.flightNotFound')) });
    renderApp('/staff/flights/999');

    const alert = await screen.findByRole('alert', {}, FIRST_SCREEN);
    expect(alert.textContent).toContain('There is no such flight.');
  });
});

describe('hand-over at the seat', () => {
  beforeEach(() => startStaffSession(crew));

  test('a paid bag is handed over in one step, and shows when and by whom', async () => {
    const fetchMock = crewApi({ [apiPaths.staffHandOver]: () => json(200, handedOver(liquorBag)) });
    renderApp('/staff/flights/41');

    const liquor = await bagAtSeat('12C');
    await userEvent.click(within(liquor).getByRole('button', { name: /Handed over/ }));

    const outcome = await within(liquor).findByText('Handed over at 10:40 UTC by Amina Bekele.', isolated);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(within(liquor).queryByRole('button')).toBeNull();
    const [call] = callsTo(fetchMock, apiPaths.staffHandOver);
    expect(bodyOf(call?.[1])).toEqual({ orderCode: 'LQ000001' });
    expect(new Headers(call?.[1]?.headers).get(ACTION_PRIVILEGE_HEADER)).toBe(actionPrivileges.staffHandOver);
  });

  test('a Pay On-Board bag asks for cash or card and the amount, prefilled with the amount due', async () => {
    const fetchMock = crewApi({
      [apiPaths.staffHandOver]: () => json(200, handedOver(payOnBoardBag, { method: 'Cash', amount: 48 })),
    });
    renderApp('/staff/flights/41');

    const payOnBoard = await bagAtSeat('21F');
    await userEvent.click(within(payOnBoard).getByRole('button', { name: /Handed over/ }));
    const amount = within(payOnBoard).getByLabelText('Amount taken') as HTMLInputElement;
    const cash = within(payOnBoard).getByRole('radio', { name: 'Cash' });
    expect(amount.value).toBe('48.00');
    expect(document.activeElement).toBe(cash);

    // Neither cash nor card chosen, and an amount that is not one.
    await userEvent.clear(amount);
    await userEvent.type(amount, '48,999');
    await userEvent.click(within(payOnBoard).getByRole('button', { name: 'Record payment and hand over' }));
    expect(within(payOnBoard).getByText('Choose cash or card.')).toBeTruthy();
    expect(within(payOnBoard).getByText('Enter the amount taken, such as 48.00.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cash));
    expect(callsTo(fetchMock, apiPaths.staffHandOver)).toHaveLength(0);

    await userEvent.click(cash);
    await userEvent.clear(amount);
    await userEvent.type(amount, '48');
    await userEvent.click(within(payOnBoard).getByRole('button', { name: 'Record payment and hand over' }));

    expect(
      await within(payOnBoard).findByText(
        'Handed over at 10:40 UTC by Amina Bekele. Taken on board: USD 48.00 by Cash.',
        isolated,
      ),
    ).toBeTruthy();
    const [call] = callsTo(fetchMock, apiPaths.staffHandOver);
    expect(bodyOf(call?.[1])).toEqual({ orderCode: 'PB000002', payment: { method: 'Cash', amount: 48 } });
  });

  test('an amount other than the amount due is refused by the server, said under the amount', async () => {
    crewApi({
      [apiPaths.staffHandOver]: () =>
        json(400, {
          errors: { 'Payment.Amount': ["The amount taken on board must be the order's total: 48.00 USD."] },
          errorCodes: {
            'Payment.Amount': [
              { code: 'staff.onBoardAmountWrong', params: { amount: '48.00', currencyCode: 'USD' } },
            ],
          },
        }),
    });
    renderApp('/staff/flights/41');

    const payOnBoard = await bagAtSeat('21F');
    await userEvent.click(within(payOnBoard).getByRole('button', { name: /Handed over/ }));
    await userEvent.click(within(payOnBoard).getByRole('radio', { name: 'Card' }));
    const amount = within(payOnBoard).getByLabelText('Amount taken') as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(within(payOnBoard).getByRole('button', { name: 'Record payment and hand over' }));

    expect(
      await within(payOnBoard).findByText("The amount taken on board must be the order's total: 48.00 USD."),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  test('not collected needs a confirmation; keeping the bag changes nothing', async () => {
    const fetchMock = crewApi({
      [apiPaths.staffNotCollected]: () =>
        json(200, {
          ...paidBag,
          status: 'NotCollected',
          handOverRefusal: 'notCollected',
          handOver: { outcome: 'NotCollected', at: '2026-03-01T12:55:00.000Z', staffName: 'Amina Bekele' },
        }),
    });
    renderApp('/staff/flights/41');

    const perfume = await bagAtSeat('3A');
    await userEvent.click(within(perfume).getByRole('button', { name: /Not collected/ }));
    expect(
      within(perfume).getByRole('group', {
        name: 'Mark the bag of seat 3A as not collected? The goods go back to stock and the traveller is refunded.',
      }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(perfume).getByRole('button', { name: 'Yes, not collected' }),
      ),
    );
    await userEvent.click(within(perfume).getByRole('button', { name: 'Keep the bag open' }));
    expect(callsTo(fetchMock, apiPaths.staffNotCollected)).toHaveLength(0);

    await userEvent.click(within(perfume).getByRole('button', { name: /Not collected/ }));
    await userEvent.click(within(perfume).getByRole('button', { name: 'Yes, not collected' }));

    expect(
      await within(perfume).findByText('Not collected, marked at 12:55 UTC by Amina Bekele.', isolated),
    ).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, apiPaths.staffNotCollected)[0]?.[1])).toEqual({ orderCode: 'AB12CD34' });
  });

  test('a bag another crew member handed over first: the refusal is shown and the list reloaded', async () => {
    let lists = 0;
    crewApi({
      [apiPaths.staffPackingList]: () => {
        lists += 1;
        return json(
          200,
          packingList(lists === 1 ? {} : { bags: [paidBag, handedOver(liquorBag), payOnBoardBag] }),
        );
      },
      [apiPaths.staffHandOver]: () => json(409, fixedError('staff.alreadyHandedOver')),
    });
    renderApp('/staff/flights/41');

    const liquor = await bagAtSeat('12C');
    await userEvent.click(within(liquor).getByRole('button', { name: /Handed over/ }));

    await waitFor(() =>
      expect(within(liquor).getByRole('alert').textContent).toBe('This bag has already been handed over.'),
    );
    expect(
      await within(liquor).findByText('Handed over at 10:40 UTC by Amina Bekele.', isolated),
    ).toBeTruthy();
    expect(lists).toBe(2);
  });

  test('an ended staff session sends the crew member back to sign in', async () => {
    crewApi({ [apiPaths.staffHandOver]: () => json(401, fixedError('request.sessionExpired')) });
    renderApp('/staff/flights/41');

    const liquor = await bagAtSeat('12C');
    await userEvent.click(within(liquor).getByRole('button', { name: /Handed over/ }));

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
  });
});

describe('in Arabic', () => {
  test('the staff area reads right to left, its words loaded with it', async () => {
    startStaffSession(crew);
    crewApi();
    const i18n = getI18n();
    await i18n.changeLanguage('ar');
    try {
      renderApp('/staff/flights/41');
      expect(await screen.findByRole('heading', { name: 'قائمة التعبئة ET 500' }, FIRST_SCREEN)).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getAllByText('التحقق من الهوية')).toHaveLength(1);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

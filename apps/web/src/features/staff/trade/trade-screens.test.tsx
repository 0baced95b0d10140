import { apiPaths, type BackOfficeOrder, type BackOfficeOrderRow } from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  admin,
  bodyOf,
  callsTo,
  crew,
  FIRST_SCREEN,
  never,
  outcomeFocused,
  setUpStaffScreenTests,
  staffApi,
  unreachable,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The trade's screens: orders, customers, the dashboard and the audit log.

const orderRow: BackOfficeOrderRow = {
  id: 501,
  orderCode: 'LQ000001',
  kind: 'preorder',
  status: 'Confirmed',
  paymentOption: 'Credit Card',
  paymentStatus: 'Paid',
  customerName: 'Hanna Girma',
  email: 'hanna@example.com',
  flightNumber: 'ET 500',
  departureAt: '2026-03-05T09:30:00.000Z',
  placedAt: '2026-03-01T10:40:00.000Z',
  totalCents: 8500,
  totalMiles: 0,
  currencyCode: 'USD',
  cancellable: true,
  awaitingPayment: false,
};

const order = (overrides: Partial<BackOfficeOrder> = {}): BackOfficeOrder => ({
  ...orderRow,
  mobileNumber: null,
  origin: 'ADD',
  destination: 'DXB',
  seatNumber: '12C',
  ticketNumber: '0712345678901',
  pickFrom: 'Departure Gate',
  customerId: null,
  memberId: null,
  discountCents: 0,
  accrualMiles: 0,
  travellerCancelReason: null,
  lines: [],
  payments: [],
  refunds: [],
  miles: [],
  audit: [],
  ...overrides,
});

setUpStaffScreenTests();

describe('orders', () => {
  test('while the orders load the page says so', async () => {
    startStaffSession(admin);
    staffApi({ [apiPaths.backOfficeOrders]: never });
    renderApp('/staff/orders');

    expect(await screen.findByText('Loading orders…', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('an admin finds orders by the traveller’s name and ticket number', async () => {
    startStaffSession(admin);
    const fetchMock = staffApi({
      [apiPaths.backOfficeOrders]: () => json(200, { orders: [], nextBefore: null }),
    });
    renderApp('/staff/orders');

    await userEvent.type(await screen.findByLabelText('Traveller’s name', {}, FIRST_SCREEN), 'Girma');
    await userEvent.type(screen.getByLabelText('Ticket number'), '0712345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      const last = new URL(
        String(callsTo(fetchMock, apiPaths.backOfficeOrders).at(-1)?.[0]),
        'http://shop.test',
      );
      expect(last.searchParams.get('traveller')).toBe('Girma');
      expect(last.searchParams.get('ticketNumber')).toBe('0712345678901');
    });
  });

  test('no order matching says so', async () => {
    startStaffSession(admin);
    staffApi({ [apiPaths.backOfficeOrders]: () => json(200, { orders: [], nextBefore: null }) });
    renderApp('/staff/orders');

    expect(await screen.findByText('No order matches this search.', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('a failed read says why and reads again on request', async () => {
    startStaffSession(admin);
    const fetchMock = staffApi({ [apiPaths.backOfficeOrders]: unreachable });
    renderApp('/staff/orders');

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('The server could not be reached.');
    const reads = callsTo(fetchMock, apiPaths.backOfficeOrders).length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(fetchMock, apiPaths.backOfficeOrders).length).toBeGreaterThan(reads));
  });

  test('the orders show their number, traveller and status', async () => {
    startStaffSession(admin);
    staffApi({ [apiPaths.backOfficeOrders]: () => json(200, { orders: [orderRow], nextBefore: null }) });
    renderApp('/staff/orders');

    const row = (await screen.findByRole('link', { name: 'LQ000001' }, FIRST_SCREEN)).closest('tr');
    expect(row?.textContent).toContain('Hanna Girma');
    expect(row?.textContent).toContain('Confirmed');
  });

  test('the order page shows how to reach the traveller: phone, ticket and where they pick up', async () => {
    startStaffSession(admin);
    staffApi({ [apiPaths.backOfficeOrder]: () => json(200, order({ mobileNumber: '+251 911000111' })) });
    renderApp('/staff/orders/LQ000001');

    const fact = async (term: string) =>
      (await screen.findByText(term, { selector: 'dt' }, FIRST_SCREEN)).nextElementSibling?.textContent;
    expect(await fact('Phone')).toBe('+251 911000111');
    expect(await fact('Ticket number')).toBe('0712345678901');
    expect(await fact('Pick-up place')).toBe('At the departure gate');
  });

  test('an order paid in miles is marked as miles, not money, in the list', async () => {
    startStaffSession(admin);
    const inMiles = { ...orderRow, orderCode: 'LQ000002', paymentOption: 'Miles', totalMiles: 24690 };
    staffApi({ [apiPaths.backOfficeOrders]: () => json(200, { orders: [inMiles], nextBefore: null }) });
    renderApp('/staff/orders');

    const row = (await screen.findByRole('link', { name: 'LQ000002' }, FIRST_SCREEN)).closest('tr');
    expect(row?.textContent).toContain('Miles: 24,690');
    expect(row?.textContent).not.toContain('85.00');
  });

  test('an admin cancels an order: the outcome stays on screen, focused, once the form has gone', async () => {
    startStaffSession(admin);
    let cancelled = false;
    const fetchMock = staffApi({
      [apiPaths.backOfficeOrder]: () =>
        json(200, cancelled ? order({ status: 'Cancelled', cancellable: false }) : order()),
      [apiPaths.backOfficeCancelOrder]: () => {
        cancelled = true;
        return json(200, order({ status: 'Cancelled', cancellable: false }));
      },
    });
    renderApp('/staff/orders/LQ000001');

    await userEvent.type(await screen.findByLabelText(/Reason/, {}, FIRST_SCREEN), 'Flight cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));

    const outcome = await outcomeFocused('Order LQ000001 cancelled.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull());
    expect(document.activeElement?.textContent).toBe('Order LQ000001 cancelled.');
    expect(outcome.isConnected).toBe(true);
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeCancelOrder)[0]?.[1])).toEqual({
      orderCode: 'LQ000001',
      reason: 'Flight cancelled',
    });
  });
});

describe('the dashboard', () => {
  test('shows the last days’ totals', async () => {
    startStaffSession(admin);
    staffApi({
      [apiPaths.backOfficeDashboard]: () =>
        json(200, {
          days: [{ day: '2026-03-01', orders: 2, revenueCents: 8500, revenueMiles: 0 }],
          flights: [{ flightNumber: 'ET 500', orders: 2, revenueCents: 8500, revenueMiles: 0 }],
          topItems: [],
          lowStock: [],
          trolley: { trolleySales: 7, flightsWithDifferences: 1 },
        }),
    });
    renderApp('/staff/dashboard');

    expect(await screen.findByText(/Last 30 days: 2 orders/, {}, FIRST_SCREEN)).toBeTruthy();
    expect(
      screen.getByText('Trolley sales: 7 · flights whose trolley closed with a difference: 1'),
    ).toBeTruthy();
  });

  test('shows the miles paid instead of money apart from the money', async () => {
    startStaffSession(admin);
    const trade = { orders: 2, revenueCents: 8500, revenueMiles: 24690 };
    staffApi({
      [apiPaths.backOfficeDashboard]: () =>
        json(200, {
          days: [{ day: '2026-03-01', ...trade }],
          flights: [{ flightNumber: 'ET 500', ...trade }],
          topItems: [],
          lowStock: [],
          trolley: { trolleySales: 0, flightsWithDifferences: 0 },
        }),
    });
    renderApp('/staff/dashboard');

    expect(await screen.findByText(/Last 30 days: 2 orders, .*85\.00/, {}, FIRST_SCREEN)).toBeTruthy();
    expect(screen.getByText('Paid in loyalty miles: 24,690')).toBeTruthy();
    const flightRow = screen.getByRole('rowheader', { name: 'ET 500' }).closest('tr');
    expect(flightRow?.textContent).toContain('24,690');
  });
});

describe('the audit log', () => {
  test('crew see no link to it, and the page says it is for administrators', async () => {
    startStaffSession(crew);
    const fetchMock = staffApi();
    renderApp('/staff/audit');

    expect(await screen.findByText('Only an administrator may do this.', {}, FIRST_SCREEN)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(callsTo(fetchMock, apiPaths.staffAuditLog)).toHaveLength(0);
  });

  test('an admin reads the entries, newest first, and pages back', async () => {
    startStaffSession(admin);
    const entry = (id: number, action: string) => ({
      id,
      at: '2026-03-01T10:40:00.000Z',
      staffId: 1,
      staffName: 'Amina Bekele',
      action,
      subject: 'order:LQ000001',
      before: { status: 'Confirmed' },
      after: { status: 'Delivered' },
    });
    staffApi({
      [apiPaths.staffAuditLog]: ({ url }) =>
        url.searchParams.get('before') === '7'
          ? json(200, { entries: [entry(3, 'staff.signIn')], nextBefore: null })
          : json(200, { entries: [entry(8, 'order.handOver')], nextBefore: 7 }),
    });
    renderApp('/staff/audit');

    expect(await screen.findByRole('cell', { name: 'Handed over' }, FIRST_SCREEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByRole('cell', { name: 'Signed in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newer entries' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
  });
});

describe('customers and loyalty members', () => {
  test('an admin pages through the accounts and the members, each list on its own', async () => {
    startStaffSession(admin);
    const account = (id: number) => ({
      id,
      username: `traveller${id}`,
      email: `traveller${id}@example.com`,
      name: `Traveller ${id}`,
      membershipNumber: null,
      createdAt: '2026-03-01T10:40:00.000Z',
      orders: 0,
    });
    const member = (memberId: string) => ({
      memberId,
      email: `${memberId}@example.com`,
      name: `Member ${memberId}`,
      tier: 'Blue',
      milesBalance: 1200,
      createdAt: '2026-03-01T10:40:00.000Z',
    });
    const fetchMock = staffApi({
      [apiPaths.backOfficeCustomers]: ({ url }) => {
        const olderAccounts = url.searchParams.get('customersBefore') === '40';
        const laterMembers = url.searchParams.get('membersAfter') === 'ET100';
        return json(200, {
          customers: [account(olderAccounts ? 12 : 41)],
          members: [member(laterMembers ? 'ET200' : 'ET100')],
          nextCustomersBefore: olderAccounts ? null : 40,
          nextMembersAfter: laterMembers ? null : 'ET100',
        });
      },
    });
    renderApp('/staff/customers');

    expect(await screen.findByRole('cell', { name: 'Traveller 41' }, FIRST_SCREEN)).toBeTruthy();
    const accountPages = screen.getByRole('navigation', { name: 'Pages of shop accounts' });
    await userEvent.click(within(accountPages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Traveller 12' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'ET100' })).toBeTruthy();

    const memberPages = screen.getByRole('navigation', { name: 'Pages of loyalty members' });
    await userEvent.click(within(memberPages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'ET200' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Traveller 12' })).toBeTruthy();
    expect(within(memberPages).queryByRole('button', { name: 'Next' })).toBeNull();
    const last = new URL(
      String(callsTo(fetchMock, apiPaths.backOfficeCustomers).at(-1)?.[0]),
      'http://shop.test',
    );
    expect(last.searchParams.get('customersBefore')).toBe('40');
    expect(last.searchParams.get('membersAfter')).toBe('ET100');
  });
});

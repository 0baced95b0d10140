import { apiPaths } from '@dutyfree/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  admin,
  callsTo,
  crew,
  FIRST_SCREEN,
  setUpStaffScreenTests,
  staffApi,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The trade's screens: orders, customers, the dashboard and the audit log.

setUpStaffScreenTests();

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

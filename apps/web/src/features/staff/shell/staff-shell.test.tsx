import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  fixedError,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  bodyOf,
  callsTo,
  crew,
  FIRST_SCREEN,
  flight,
  setUpStaffScreenTests,
  signInAsCrew,
  staffApi,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The staff shell: signing in and out, and the header.

setUpStaffScreenTests();

describe('staff sign-in', () => {
  test('an empty form names both fields and calls nobody', async () => {
    const fetchMock = staffApi();
    renderApp('/staff/sign-in');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }, FIRST_SCREEN));

    expect(await screen.findByText('Email field is required.')).toBeTruthy();
    expect(screen.getByText('Password field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(callsTo(fetchMock, apiPaths.staffSignIn)).toHaveLength(0);
  });

  test('a wrong password and too many attempts read as the server’s refusals', async () => {
    let attempts = 0;
    staffApi({
      [apiPaths.staffSignIn]: () => {
        attempts += 1;
        return attempts === 1
          ? json(401, fixedError('staff.invalidCredentials'))
          : json(429, fixedError('account.tooManyAttempts'));
      },
    });
    renderApp('/staff/sign-in');

    await signInAsCrew();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The e-mail or password is incorrect.'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      ),
    );
  });

  test('a crew member signs in and sees today’s and tomorrow’s flights, with the staff token on every call', async () => {
    const fetchMock = staffApi({ [apiPaths.staffSignIn]: () => json(200, crew) });
    renderApp('/staff');

    // No session yet: the area asks to sign in first.
    await signInAsCrew();

    expect(await screen.findByRole('heading', { name: 'Flights', level: 1 }, FIRST_SCREEN)).toBeTruthy();
    const link = await screen.findByRole('link', {
      name: /ET 500.*ADD\u2069 to \u2068DXB.*01 Mar 2026 12:30 GMT\+3.*3 bags/,
    });
    expect(link.getAttribute('href')).toBe('/staff/flights/41');
    expect(screen.getByText('Amina Bekele (crew)')).toBeTruthy();
    // The staff area has its own header: no shop cart, and crew get no audit log link.
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();

    const [signIn] = callsTo(fetchMock, apiPaths.staffSignIn);
    expect(bodyOf(signIn?.[1])).toEqual({ email: 'crew@dutyfree.example', password: 'Crew-2026-demo' });
    const [search] = callsTo(fetchMock, apiPaths.staffFlights);
    const headers = new Headers(search?.[1]?.headers);
    expect(headers.get(USER_TOKEN_HEADER)).toBe('crew-token');
    expect(headers.get(ACTION_PRIVILEGE_HEADER)).toBe(actionPrivileges.staffPackingList);
    expect(headers.get('Authorization')).toBe('Bearer client-token');
  });

  test('a deep link to a packing list comes back to it after sign-in', async () => {
    staffApi({
      [apiPaths.staffSignIn]: () => json(200, crew),
      [apiPaths.staffPackingList]: () =>
        json(200, { flight, cutOffAt: flight.departureAt, final: false, load: [], bags: [] }),
    });
    renderApp('/staff/flights/41');

    await signInAsCrew();

    expect(
      await screen.findByRole('heading', { name: 'Packing list ET 500', level: 1 }, FIRST_SCREEN),
    ).toBeTruthy();
  });

  test('sign-out forgets the staff token and returns to the sign-in page', async () => {
    startStaffSession(crew);
    const fetchMock = staffApi({
      [apiPaths.staffSignOut]: () => json(200, { message: 'You have been signed out.' }),
    });
    renderApp('/staff');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, FIRST_SCREEN));

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    const [signOut] = callsTo(fetchMock, apiPaths.staffSignOut);
    expect(new Headers(signOut?.[1]?.headers).get(USER_TOKEN_HEADER)).toBe('crew-token');
  });
});

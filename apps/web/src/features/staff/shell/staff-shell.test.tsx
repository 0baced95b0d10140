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
  admin,
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

  test('an admin is asked for the authenticator code once the password is right, at a field of its own', async () => {
    const fetchMock = staffApi({
      [apiPaths.staffSignIn]: ({ init }) => {
        const { code } = bodyOf(init) as { code?: string };
        if (code === undefined) return json(401, fixedError('staff.codeRequired'));
        return code === '123456' ? json(200, admin) : json(401, fixedError('staff.codeWrong'));
      },
    });
    renderApp('/staff/sign-in');
    // Crew never see the field.
    await screen.findByRole('button', { name: 'Sign in' }, FIRST_SCREEN);
    expect(screen.queryByLabelText(/Authenticator code/)).toBeNull();

    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@dutyfree.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Admin-2026-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/Authenticator code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.'),
    ).toBeTruthy();

    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The code is not correct. Enter the current code from your authenticator app.'),
    ).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Flights', level: 1 }, FIRST_SCREEN)).toBeTruthy();
    const calls = callsTo(fetchMock, apiPaths.staffSignIn).map((call) => bodyOf(call[1]));
    expect(calls.at(-1)).toEqual({
      email: 'admin@dutyfree.example',
      password: 'Admin-2026-demo',
      code: '123456',
    });
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

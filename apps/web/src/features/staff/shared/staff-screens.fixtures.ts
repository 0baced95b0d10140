import { apiPaths, type StaffFlight, type StaffSignInResponse } from '@dutyfree/contracts';
import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { setUpScreenTests } from '../../../testing/screen-tests.ts';
import { endStaffSession } from './staff-session.ts';

// What every staff area's screen tests share: the signed-in crew member and admin, a fake API that answers
// the start-up token and the flight picker (where the area opens), and ways to read the calls made.

export type Handler = Parameters<typeof fakeApi>[0][string];

/** The first screen of a test also downloads the staff chunk and its words. */
export const FIRST_SCREEN = { timeout: 8000 };

const tokens = { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' };

export const crew: StaffSignInResponse = {
  token: 'crew-token',
  staff: { id: 1, name: 'Amina Bekele', email: 'crew@dutyfree.example', role: 'crew' },
  expiresAt: '2026-03-01T17:00:00.000Z',
};

export const admin: StaffSignInResponse = {
  token: 'admin-token',
  staff: { id: 2, name: 'Dawit Tesfaye', email: 'admin@dutyfree.example', role: 'admin' },
  expiresAt: '2026-03-01T17:00:00.000Z',
};

export const flight: StaffFlight = {
  flightId: 41,
  flightNumber: 'ET 500',
  origin: 'ADD',
  destination: 'DXB',
  departureAt: '2026-03-01T09:30:00.000Z',
  originTimeZone: 'Africa/Addis_Ababa',
  arrivalAt: '2026-03-01T13:30:00.000Z',
  orderCount: 3,
};

export function staffApi(handlers: Record<string, Handler> = {}) {
  return fakeApi({
    [apiPaths.tokenIssue]: () => json(200, tokens),
    [apiPaths.staffFlights]: () => json(200, { flights: [flight] }),
    ...handlers,
  });
}

export function callsTo(fetchMock: ReturnType<typeof fakeApi>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://shop.test').pathname === path,
  );
}

export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** An answer that never comes, for a screen's loading state. */
export const never: Handler = () => new Promise<Response>(() => undefined);

/** The server cannot be reached, for a screen's failed read. */
export const unreachable: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/** Times and amounts are bidi isolates on screen (staff-format.ts); the texts here are written without. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');
export const isolated = { normalizer: (text: string) => plain(getDefaultNormalizer()(text)) };

/**
 * The back-office editor's outcome: shown, and holding focus itself (not the page around it), where the
 * eye and the screen reader are.
 */
export async function outcomeFocused(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  await waitFor(() => expect(document.activeElement?.textContent).toBe(text));
  return message;
}

export async function signInAsCrew() {
  await userEvent.type(await screen.findByLabelText('E-mail', {}, FIRST_SCREEN), 'crew@dutyfree.example');
  await userEvent.type(screen.getByLabelText('Password'), 'Crew-2026-demo');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The shop's screen-test set-up, and no staff session before each test. */
export function setUpStaffScreenTests(): void {
  setUpScreenTests();
  beforeEach(() => {
    endStaffSession();
  });
}

import type { ShebamilesSignInResponse, SignInResponse } from '@dutyfree/contracts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { clearSession, getSession, setIssuedTokens } from '../../lib/session-store.ts';
import {
  ACCOUNT_PERSISTENCE_MS,
  ACCOUNT_STORAGE_KEY,
  getAccount,
  rehydrateAccount,
  setGuestProfile,
  signInCustomer,
  signInMember,
  signOut,
} from './account-store.ts';

const tokens = { clientAccessToken: 'client', accessToken: 'anonymous', baseUrl: '' };
const selam: SignInResponse = {
  token: 'selam-token',
  paymentOptions: ['Card', 'Cash On Board'],
  customerId: 7,
  username: 'traveller',
  email: 'selam@example.com',
  firstName: 'Selam',
  lastName: 'Tesfaye',
};
const milesProfile = {
  memberId: 'ET900800700',
  title: 3,
  firstName: 'Hanna',
  lastName: 'Girma',
  email: 'hanna@example.com',
  nationality: 'Ethiopian',
  mobileNumber: { countryCode: '+251', number: '921234561' },
  tier: 'Silver',
  milesBalance: 38_000,
};
const hanna: ShebamilesSignInResponse = {
  token: 'member-token',
  paymentOptions: ['Card', 'Miles', 'Cash On Board'],
  customerId: null,
  username: null,
  email: 'hanna@example.com',
  firstName: 'Hanna',
  lastName: 'Girma',
  customerAlreadyRegistered: false,
  milesProfile,
};

beforeEach(() => {
  clearSession();
  signOut();
});

afterEach(() => signOut());

describe('account store', () => {
  test('a shop sign-in is remembered across a reload', () => {
    signInCustomer(selam);
    rehydrateAccount();

    expect(getAccount()).toMatchObject({
      isSignedIn: true,
      userAccessToken: 'selam-token',
      paymentOptions: ['Card', 'Cash On Board'],
      userInfo: { userId: 7, username: 'traveller', firstName: 'Selam', isShebamilesUser: false },
    });
  });

  test('keeps the token out of storage that page scripts can read', () => {
    signInCustomer(selam);
    expect(window.localStorage.getItem(ACCOUNT_STORAGE_KEY)).not.toContain('selam-token');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('selam-token');
  });

  test('a reloaded page gets the token back from the start-up token call, and never after sign-out', () => {
    // Another page of this browser signed in; this one starts with only what storage holds.
    const { state } = JSON.parse(JSON.stringify({ state: { ...getAccount(), isSignedIn: true } }));
    const stored = {
      savedAt: Date.now(),
      state: { ...state, userInfo: { userId: 7, username: 'traveller' } },
    };
    window.localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(stored));
    rehydrateAccount();
    setIssuedTokens({ ...tokens, sessionToken: 'restored-token' });
    expect(getSession()?.accessToken).toBe('restored-token');

    signOut();
    expect(getSession()?.accessToken).toBe('anonymous');
    window.localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(stored));
    rehydrateAccount();
    expect(getSession()?.accessToken).toBe('anonymous');
  });

  test('is forgotten an hour later (SPEC §4)', () => {
    signInCustomer(selam);
    const { savedAt } = JSON.parse(window.localStorage.getItem(ACCOUNT_STORAGE_KEY) ?? '{}');

    rehydrateAccount(savedAt + ACCOUNT_PERSISTENCE_MS - 1);
    expect(getAccount().isSignedIn).toBe(true);

    rehydrateAccount(savedAt + ACCOUNT_PERSISTENCE_MS);
    expect(getAccount().isSignedIn).toBe(false);
    expect(window.localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull();
  });

  test("calls carry the signed-in user's token, also after the start-up token call of a reload", () => {
    signInCustomer(selam);
    setIssuedTokens(tokens);
    expect(getSession()?.accessToken).toBe('selam-token');

    signOut();
    expect(getSession()?.accessToken).toBe('anonymous');
  });

  test('a loyalty member without a shop account keeps their token and details for registration', () => {
    setIssuedTokens(tokens);
    expect(signInMember(hanna)).toBe('needs-registration');

    expect(getAccount()).toMatchObject({ isSignedIn: false, userInfo: null, milesProfile });
    expect(getSession()?.accessToken).toBe('member-token');
  });

  test('a registered loyalty member is signed in as their customer, with miles', () => {
    const outcome = signInMember({
      ...hanna,
      token: 'customer-token',
      customerId: 9,
      username: 'hanna',
      customerAlreadyRegistered: true,
    });

    expect(outcome).toBe('signed-in');
    expect(getAccount()).toMatchObject({
      isSignedIn: true,
      milesProfile,
      userInfo: { userId: 9, username: 'hanna', isShebamilesUser: true },
    });
  });

  test('sign-out forgets the user and the miles profile', () => {
    signInMember({ ...hanna, customerId: 9, username: 'hanna', customerAlreadyRegistered: true });
    signOut();
    expect(getAccount()).toMatchObject({
      isSignedIn: false,
      userInfo: null,
      milesProfile: null,
      userAccessToken: null,
    });
  });

  test('keeps the guest profile for the checkout', () => {
    const guest = {
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe@example.com',
      mobileNumber: { countryCode: '+251', number: '911000000' },
    };
    setGuestProfile(guest);
    rehydrateAccount();
    expect(getAccount()).toMatchObject({ isSignedIn: false, guestProfile: guest });
  });
});

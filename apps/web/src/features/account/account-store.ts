import type {
  GuestProfile,
  MilesProfile,
  PaymentOption,
  ShebamilesSignInResponse,
  SignInResponse,
} from '@dutyfree/contracts';
import {
  forgetRestoredUserToken,
  getRestoredUserToken,
  getSession,
  setUserAccessToken,
  subscribeToSession,
} from '../../lib/session-store.ts';
import { refreshSession } from '../session/start-session.ts';

/** SPEC §3 user info. */
export interface UserInfo {
  firstName: string;
  lastName: string;
  userId: number;
  username: string;
  isShebamilesUser: boolean;
}

/**
 * SPEC §3 account state. `userAccessToken` is the token every call carries instead of the anonymous one
 * (kept in memory only: the stored copy of the state leaves it out, and a reload gets it back from the
 * start-up token call, which reads it from an httpOnly cookie):
 * a signed-in customer's, or that of a loyalty member who signed in without a shop account yet (then
 * `isSignedIn` stays false and `milesProfile` holds the member, ready for /registration). Orders, the
 * pre-order list and the profile are server data and live in the query cache under `accountQueryKeys`.
 */
export interface AccountState {
  isSignedIn: boolean;
  userInfo: UserInfo | null;
  userAccessToken: string | null;
  paymentOptions: PaymentOption[];
  milesProfile: MilesProfile | null;
  guestProfile: GuestProfile | null;
}

const signedOut: AccountState = {
  isSignedIn: false,
  userInfo: null,
  userAccessToken: null,
  paymentOptions: [],
  milesProfile: null,
  guestProfile: null,
};

/** SPEC §4 and §9: the account is remembered for one hour, which is also how long a user token lives. */
export const ACCOUNT_PERSISTENCE_MS = 60 * 60 * 1000;
export const ACCOUNT_STORAGE_KEY = 'dutyfree.account';

interface PersistedAccount {
  savedAt: number;
  state: AccountState;
}

type Listener = () => void;

let state: AccountState = signedOut;
let savedAt = 0;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function isPersistedAccount(value: unknown): value is PersistedAccount {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<PersistedAccount>;
  return typeof record.savedAt === 'number' && typeof record.state === 'object' && record.state !== null;
}

function readStorage(): PersistedAccount | null {
  try {
    const raw = window.localStorage.getItem(ACCOUNT_STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isPersistedAccount(parsed) ? parsed : null;
  } catch {
    // Storage blocked or the entry damaged: start signed out rather than fail the shop.
    return null;
  }
}

function writeStorage(): void {
  try {
    if (state === signedOut) window.localStorage.removeItem(ACCOUNT_STORAGE_KEY);
    else {
      // Page scripts can read local storage; the token stays in this page's memory.
      const stored: PersistedAccount = { savedAt, state: { ...state, userAccessToken: null } };
      window.localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(stored));
    }
  } catch {
    // Private browsing may refuse storage; the account then lasts as long as the page.
  }
}

/** Someone is signed in (a customer, or a member on the way to registration) and needs their token. */
function needsToken(account: AccountState): boolean {
  return account.userAccessToken === null && (account.isSignedIn || account.milesProfile !== null);
}

// The start-up token call replaces the session and drops any user token, so a remembered sign-in is put
// back as soon as tokens exist: the token the call restored from the session cookie, or the one in
// memory; every later call then carries it.
let appliedToken: string | null = null;
function applyUserToken(): void {
  const restored = getRestoredUserToken();
  if (restored !== null && needsToken(state)) state = { ...state, userAccessToken: restored };
  const session = getSession();
  const wanted = state.userAccessToken;
  const inStep = wanted === null || session === null || session.accessToken === wanted;
  if (wanted === appliedToken && inStep) return;
  appliedToken = wanted;
  setUserAccessToken(wanted);
}

function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  if (state === signedOut) return;
  expiryTimer = setTimeout(
    () => replace(signedOut),
    Math.max(0, savedAt + ACCOUNT_PERSISTENCE_MS - Date.now()),
  );
}

function publish(): void {
  applyUserToken();
  scheduleExpiry();
  for (const listener of listeners) listener();
}

function replace(next: AccountState): void {
  state = next;
  savedAt = Date.now();
  writeStorage();
  publish();
}

/** Reads the remembered account, dropping it once it is an hour old. Runs at start-up and per other tab. */
/** The same person signed in both times, so the token this page holds still speaks for them. */
function samePerson(a: AccountState, b: AccountState): boolean {
  if (a.isSignedIn !== b.isSignedIn) return false;
  if (a.isSignedIn) return a.userInfo?.userId === b.userInfo?.userId;
  return a.milesProfile !== null && a.milesProfile.memberId === b.milesProfile?.memberId;
}

export function rehydrateAccount(now = Date.now()): void {
  const stored = readStorage();
  const fresh = stored !== null && now - stored.savedAt < ACCOUNT_PERSISTENCE_MS;
  const next = fresh ? { ...signedOut, ...stored.state, userAccessToken: null } : signedOut;
  state = samePerson(next, state) ? { ...next, userAccessToken: state.userAccessToken } : next;
  savedAt = fresh ? stored.savedAt : 0;
  if (!fresh && stored) writeStorage();
  publish();
}

export function getAccount(): AccountState {
  return state;
}

/** What a page rendered on the server showed: signed out, as the server cannot read the browser's storage. */
export function getServerAccount(): AccountState {
  return signedOut;
}

export function subscribeToAccount(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A shop sign-in or a registration: the customer is signed in and any guest profile is dropped. */
export function signInCustomer(response: SignInResponse, milesProfile: MilesProfile | null = null): void {
  replace({
    ...signedOut,
    isSignedIn: true,
    userAccessToken: response.token,
    paymentOptions: response.paymentOptions,
    milesProfile,
    userInfo: {
      firstName: response.firstName,
      lastName: response.lastName,
      userId: response.customerId,
      username: response.username,
      // The sign-in answer names no membership; miles as a way to pay is offered only to members.
      isShebamilesUser: milesProfile !== null || response.paymentOptions.includes('Miles'),
    },
  });
}

/**
 * SPEC §4 loyalty sign-in. A registered member is signed in as their customer. Anyone else keeps the
 * member's token and profile for /registration, which needs that token to link the membership.
 */
export function signInMember(response: ShebamilesSignInResponse): 'signed-in' | 'needs-registration' {
  if (response.customerAlreadyRegistered && response.customerId !== null && response.username !== null) {
    signInCustomer(
      { ...response, customerId: response.customerId, username: response.username },
      response.milesProfile,
    );
    return 'signed-in';
  }
  replace({
    ...signedOut,
    userAccessToken: response.token,
    paymentOptions: response.paymentOptions,
    milesProfile: response.milesProfile,
  });
  return 'needs-registration';
}

/** After the customer edits their profile, the header and greeting follow the new names. */
export function updateUserNames(names: Pick<UserInfo, 'firstName' | 'lastName'>): void {
  if (!state.userInfo) return;
  replace({ ...state, userInfo: { ...state.userInfo, ...names } });
}

/** A changed password ends every session of the account; this one carries on with the fresh token. */
export function renewUserToken(token: string): void {
  if (!state.isSignedIn) return;
  replace({ ...state, userAccessToken: token });
}

/** SPEC §6 guest checkout: who the guest is, kept for the checkout. */
export function setGuestProfile(guestProfile: GuestProfile): void {
  replace({ ...state, guestProfile });
}

/** SPEC §4: sign-out forgets the user, the miles profile and everything else of the account. */
export function signOut(): void {
  forgetRestoredUserToken();
  replace(signedOut);
}

rehydrateAccount();
subscribeToSession(applyUserToken);
// Signing in or out in one tab does the same in the others (the server renderer has no tabs).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCOUNT_STORAGE_KEY && event.key !== null) return;
    // What this page's start-up restored may have been signed out since; only a fresh token call counts.
    forgetRestoredUserToken();
    rehydrateAccount();
    // Signed in in another tab: this page asks the token call for the session cookie's token.
    if (needsToken(state)) void refreshSession().catch(() => undefined);
  });
}

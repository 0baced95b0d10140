import type { TokenIssueResponse } from '@dutyfree/contracts';

/** What every call needs to authenticate: the client token, the user token and where the API lives. */
export interface Session {
  clientAccessToken: string;
  /** The signed-in user's token, or the anonymous one issued at start-up. */
  accessToken: string;
  baseUrl: string;
}

type Listener = () => void;

// Tokens live in memory only: a reload issues fresh ones, and nothing readable by other tabs or scripts
// outlives the page. A signed-in user's token comes back with the start-up token call (`sessionToken`,
// from an httpOnly cookie the page cannot read); the account store decides whether to use it.
let issued: TokenIssueResponse | null = null;
let userAccessToken: string | null = null;
let snapshot: Session | null = null;
const listeners = new Set<Listener>();

function publish(): void {
  snapshot = issued
    ? {
        clientAccessToken: issued.clientAccessToken,
        accessToken: userAccessToken ?? issued.accessToken,
        baseUrl: issued.baseUrl,
      }
    : null;
  for (const listener of listeners) listener();
}

/** The current session, or null before the token call has returned. Stable between changes. */
export function getSession(): Session | null {
  return snapshot;
}

/** Stores the tokens of the start-up token call; any signed-in user token is dropped. */
export function setIssuedTokens(tokens: TokenIssueResponse): void {
  issued = tokens;
  userAccessToken = null;
  publish();
}

/** Sign-in swaps in the user's token; null (sign-out) goes back to the anonymous token. */
export function setUserAccessToken(token: string | null): void {
  userAccessToken = token;
  publish();
}

/** The signed-in token the start-up token call restored from the session cookie, if any. */
export function getRestoredUserToken(): string | null {
  return issued?.sessionToken ?? null;
}

/** After a sign-out the restored token is dead: it must never be picked up again. */
export function forgetRestoredUserToken(): void {
  if (!issued?.sessionToken) return;
  const { sessionToken: _ended, ...rest } = issued;
  issued = rest;
  publish();
}

/** For useSyncExternalStore and anything else that must follow sign-in and sign-out. */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every token; tests use it to start from a page that has not called the token service yet. */
export function clearSession(): void {
  issued = null;
  userAccessToken = null;
  publish();
}

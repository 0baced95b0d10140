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
// outlives the page.
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

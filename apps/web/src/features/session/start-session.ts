import { getSession, setIssuedTokens } from '../../lib/session-store.ts';
import { issueToken } from './api/issue-token.ts';

let pending: Promise<void> | null = null;

/**
 * Issues the start-up tokens once per page. Concurrent callers share the one call; after a failure the
 * next caller tries again, so a later navigation can recover from a blip of the token service.
 */
export function startSession(): Promise<void> {
  if (getSession()) return Promise.resolve();
  pending ??= issueToken().then(
    (tokens) => {
      setIssuedTokens(tokens);
      pending = null;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Issues tokens again, so that a session started in another tab (its cookie) reaches this page. */
export async function refreshSession(): Promise<void> {
  setIssuedTokens(await issueToken());
}

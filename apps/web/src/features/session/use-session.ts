import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeToSession } from '../../lib/session-store.ts';

/** The current tokens (null until the token call returns); re-renders on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}

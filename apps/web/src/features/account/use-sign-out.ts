import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { signOut } from './account-store.ts';
import { accountQueryKeys } from './api/account-query-keys.ts';
import { endSession } from './api/sign-out.ts';

/** SPEC §9: the loader shows for one second before the session is cleared. */
const SIGN_OUT_DELAY_MS = 1000;

let signingOut = false;
const listeners = new Set<() => void>();

function setSigningOut(value: boolean): void {
  if (signingOut === value) return;
  signingOut = value;
  for (const listener of listeners) listener();
}

/**
 * Ends the loader once the next screen is on show. Navigations commit in a transition, later than the
 * navigation's promise resolves, so the layout calls this after each navigation instead.
 */
export function finishSigningOut(): void {
  setSigningOut(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSigningOut = () => signingOut;

/** Whether a sign-out is under way, for the loader that covers the page meanwhile. */
export function useSigningOut(): boolean {
  return useSyncExternalStore(subscribe, isSigningOut, isSigningOut);
}

/**
 * SPEC §2/§4 log out: a loader for a second while the server ends the session, then the account, the
 * miles profile and the user's server data (profile, orders, pre-order list) are forgotten and the
 * traveller lands on /account. When the server cannot be reached the browser forgets the token anyway;
 * it then lives on only until it expires.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (signingOut) return;
    setSigningOut(true);
    await Promise.all([
      new Promise((resolve) => setTimeout(resolve, SIGN_OUT_DELAY_MS)),
      endSession().catch(() => undefined),
    ]);
    signOut();
    queryClient.removeQueries({ queryKey: accountQueryKeys.all });
    await navigate(paths.account);
  };
}

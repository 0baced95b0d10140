import { useSyncExternalStore } from 'react';
import { type AccountState, getAccount, getServerAccount, subscribeToAccount } from './account-store.ts';

/** The account state of SPEC §3; re-renders on sign-in, sign-out and guest profile changes. */
export function useAccount(): AccountState {
  return useSyncExternalStore(subscribeToAccount, getAccount, getServerAccount);
}

import type { StaffMember, StaffSignInResponse } from '@dutyfree/contracts';
import { useSyncExternalStore } from 'react';

// The signed-in staff member and their token, in memory only: a reload, or a second tab, asks them to sign
// in again. Crew use shared devices on the ground and on board, so nothing of a staff session is written to
// storage or a cookie; the token dies with the page, and at the latest when the session ends (8 hours).

export interface StaffSession {
  token: string;
  staff: StaffMember;
  expiresAt: string;
}

type Listener = () => void;

let current: StaffSession | null = null;
const listeners = new Set<Listener>();

function publish(next: StaffSession | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getStaffSession(): StaffSession | null {
  return current;
}

export function startStaffSession(response: StaffSignInResponse): void {
  publish({ token: response.token, staff: response.staff, expiresAt: response.expiresAt });
}

/** Sign-out, an ended session (401) or a test starting afresh. */
export function endStaffSession(): void {
  if (current) publish(null);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The staff member signed in on this page, or null. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, getStaffSession, getStaffSession);
}

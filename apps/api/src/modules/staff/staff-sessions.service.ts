import { type Clock, ReadCache } from '../../caching/read-cache.ts';
import type { SessionCheck, UserClaims } from '../auth/auth.module.ts';
import type { StaffRecord } from './staff.repository.ts';

/** How long a process may answer from memory that a staff member is still active in their role. */
export const STAFF_STATE_TTL_MS = 5_000;

export type StaffSource = { findById(id: number): Promise<StaffRecord | undefined> };

/** What a token must match: the member's role while active, and the moment their tokens count from. */
type LiveState = { role: string; validFrom: number } | undefined;

/**
 * A staff token counts while its member is still active in the role the token names, and was issued
 * after their password was last set: deactivating a member, changing their role or their password ends
 * their sessions (within the cache's few seconds on other processes, or at once on every process where
 * `endSessionsOf` reaches a shared list, see auth's token revocations).
 */
export class StaffSessions implements SessionCheck {
  private readonly source: StaffSource;
  private readonly states: ReadCache<LiveState>;

  constructor(source: StaffSource, options: { ttlMs?: number; now?: Clock } = {}) {
    this.source = source;
    this.states = new ReadCache({
      ttlMs: options.ttlMs ?? STAFF_STATE_TTL_MS,
      capacity: 1_000,
      now: options.now ?? Date.now,
    });
  }

  isCurrent(user: UserClaims): boolean | Promise<boolean> {
    if (user.kind !== 'staff') return true;
    const staffId = Number(user.sub);
    if (!Number.isSafeInteger(staffId)) return false;
    const live = (state: LiveState) =>
      state !== undefined && state.role === user.role && user.iat >= state.validFrom;
    const key = String(staffId);
    const kept = this.states.loaded(key);
    if (kept) return live(kept.value);
    return this.states
      .get(key, async () => {
        const member = await this.source.findById(staffId);
        return member?.active ? { role: member.role, validFrom: member.sessionsValidFrom } : undefined;
      })
      .then(live);
  }

  /** This process changed the member: its next check reads them again. */
  changed(staffId: number): void {
    this.states.forget(String(staffId));
  }
}

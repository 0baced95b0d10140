import { type Clock, ReadCache } from '../../caching/read-cache.ts';
import type { UserClaims } from '../auth/auth.module.ts';

/** Where a customer's session start is kept: the customers repository. */
export type SessionStartSource = {
  /** Epoch ms from which the customer's tokens count; undefined when there is no such customer. */
  sessionsValidFrom(customerId: number): Promise<number | undefined>;
};

/**
 * How long a process may answer from memory. Another process honours an ended session for at most
 * this long; the process that ended it forgets its copy at once.
 */
const SESSION_START_TTL_MS = 5_000;
const CAPACITY = 10_000;

/**
 * Ends a shop customer's sessions when the password changes. Tokens are self-contained, so instead of
 * a session list the customer row holds the moment from which tokens count, and a token issued before
 * it is refused. Signed-in calls read that moment through a short per-process cache.
 */
export class CustomerSessions {
  private readonly source: SessionStartSource;
  private readonly starts: ReadCache<number | undefined>;

  constructor(source: SessionStartSource, options: { ttlMs?: number; now?: Clock } = {}) {
    this.source = source;
    this.starts = new ReadCache({
      ttlMs: options.ttlMs ?? SESSION_START_TTL_MS,
      capacity: CAPACITY,
      now: options.now ?? Date.now,
    });
  }

  /**
   * Anonymous, guest and member tokens have no shop session to end; a customer's must be current. Answered
   * at once when the session start is in memory (`SessionCheck`).
   */
  isCurrent(user: UserClaims): boolean | Promise<boolean> {
    if (user.kind !== 'customer') return true;
    const customerId = Number(user.sub);
    if (!Number.isSafeInteger(customerId)) return false;
    const countsFrom = (validFrom: number | undefined) => validFrom !== undefined && user.iat >= validFrom;
    const key = String(customerId);
    const kept = this.starts.loaded(key);
    if (kept) return countsFrom(kept.value);
    return this.starts.get(key, () => this.source.sessionsValidFrom(customerId)).then(countsFrom);
  }

  /** Called after this process ended the customer's sessions, so that its next check reads the new start. */
  ended(customerId: number): void {
    this.starts.forget(String(customerId));
  }
}

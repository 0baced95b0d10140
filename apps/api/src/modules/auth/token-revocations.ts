import { Redis } from 'ioredis';
import { type Clock, ReadCache } from '../../caching/read-cache.ts';
import type { Executor } from '../../db/transaction.ts';
import { RevokedTokensRepository } from './revoked-tokens.repository.ts';
import type { UserClaims, UserKind } from './token.service.ts';

// Signing out ends a token before its expiry. Tokens are self-contained, so the ended ones are listed
// (by their id) until they would have expired anyway, where every API process looks: in Redis when
// REDIS_URL is set, otherwise in the database, read through a short per-process cache.
//
// Ending every session of one account at once (a staff account disabled) is recorded in Redis as the
// moment before which the account's tokens count no more, read with the token's own entry in one round
// trip. Without Redis the account's owner refuses them itself, from its own records (the staff module's
// session check), within its cache's few seconds on other processes.

export interface RevocationStore {
  revoke(tokenId: string, expiresAt: number): Promise<void>;
  /** `account` (such as `staff:3`): its sessions ended at a moment, which tokens issued up to it fall under. */
  isRevoked(tokenId: string, account?: { name: string; issuedAt: number }): Promise<boolean>;
  /** Ends every session of `account` issued up to `at`; only a store every process shares has it. */
  endSessions?(account: string, at: number, keepMs: number): Promise<void>;
  close(): Promise<void>;
}

class RedisRevocationStore implements RevocationStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly endedPrefix: string;
  private readonly now: Clock;
  constructor(url: string, options: { prefix?: string; now?: Clock } = {}) {
    // Like the rate limiter: fail within a second or two when Redis is down rather than queue forever.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
    this.redis.on('error', () => undefined);
    this.prefix = options.prefix ?? 'dutyfree:revoked-token:';
    this.endedPrefix = `${this.prefix.replace(/revoked-token:$/, '')}sessions-ended:`;
    this.now = options.now ?? Date.now;
  }

  async revoke(tokenId: string, expiresAt: number): Promise<void> {
    const msLeft = expiresAt - this.now();
    if (msLeft > 0) await this.redis.set(this.prefix + tokenId, '1', 'PX', msLeft);
  }

  async isRevoked(tokenId: string, account?: { name: string; issuedAt: number }): Promise<boolean> {
    if (!account) return (await this.redis.exists(this.prefix + tokenId)) === 1;
    const [revoked, endedAt] = await this.redis.mget(this.prefix + tokenId, this.endedPrefix + account.name);
    return revoked !== null || (endedAt !== null && account.issuedAt <= Number(endedAt));
  }

  async endSessions(account: string, at: number, keepMs: number): Promise<void> {
    await this.redis.set(this.endedPrefix + account, String(at), 'PX', keepMs);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * How long a process may answer "not signed out" from memory when the list is in the database: another
 * process refuses a signed-out token at most this much later; the process that signed it out at once.
 */
const REVOCATION_CACHE_TTL_MS = 5_000;

export class TokenRevocations {
  private readonly store: RevocationStore;
  private readonly known: ReadCache<boolean>;

  constructor(store: RevocationStore, options: { cacheTtlMs: number; now?: Clock }) {
    this.store = store;
    this.known = new ReadCache({ ttlMs: options.cacheTtlMs, capacity: 10_000, now: options.now ?? Date.now });
  }

  /** Ends the token's session; an anonymous token speaks for nobody and has nothing to end. */
  async revoke(user: UserClaims): Promise<void> {
    if (user.kind === 'anonymous') return;
    await this.store.revoke(user.jti, user.exp * 1000);
    this.known.forget(user.jti);
  }

  /**
   * Ends every session of the account `kind`:`sub` on every process at once, where the list is shared
   * (Redis); `keepMs` is the longest its tokens live. Answers whether it could: without Redis the
   * account's owner must refuse the tokens from its own records.
   */
  async endSessionsOf(kind: UserKind, sub: string, at: number, keepMs: number): Promise<boolean> {
    if (!this.store.endSessions) return false;
    await this.store.endSessions(`${kind}:${sub}`, at, keepMs);
    return true;
  }

  /** Answered at once for an anonymous token and for one whose answer is in memory. */
  isRevoked(user: UserClaims): boolean | Promise<boolean> {
    if (user.kind === 'anonymous') return false;
    const kept = this.known.loaded(user.jti);
    if (kept) return kept.value;
    const account =
      user.sub === undefined ? undefined : { name: `${user.kind}:${user.sub}`, issuedAt: user.iat };
    return this.known.get(user.jti, () => this.store.isRevoked(user.jti, account));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export function createTokenRevocations(db: Executor, redisUrl: string | undefined): TokenRevocations {
  return redisUrl
    ? new TokenRevocations(new RedisRevocationStore(redisUrl), { cacheTtlMs: 0 })
    : new TokenRevocations(new RevokedTokensRepository(db), { cacheTtlMs: REVOCATION_CACHE_TTL_MS });
}

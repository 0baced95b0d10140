import { fixedError } from '@dutyfree/contracts';
import { Redis } from 'ioredis';
import { HttpProblem } from './problems.ts';

// Fixed-window attempt counters for calls worth guessing at (sign-in, forgot password). In memory for
// the single-process default; in Redis when REDIS_URL is set, so that every API process behind a load
// balancer counts against the same windows.

export type RateLimitRule = {
  /** What is being counted, such as `sign-in:ip:203.0.113.9`. */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
};

export type RateLimitOutcome = { allowed: boolean; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one attempt; refused once the window holds more than `limit` of them. */
  hit(rule: RateLimitRule): Promise<RateLimitOutcome>;
  close(): Promise<void>;
}

function outcome(count: number, limit: number, msLeft: number): RateLimitOutcome {
  return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: msLeft };
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly now: () => number;
  private readonly sweepAbove: number;
  constructor(options: { now?: () => number; sweepAbove?: number } = {}) {
    this.now = options.now ?? Date.now;
    this.sweepAbove = options.sweepAbove ?? 10_000;
  }

  async hit({ key, limit, windowMs }: RateLimitRule): Promise<RateLimitOutcome> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= this.sweepAbove) this.sweepEnded(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return outcome(window.count, limit, window.endsAt - now);
  }

  /** How many windows are kept; ended ones are swept once there are many, so memory stays bounded. */
  get size(): number {
    return this.windows.size;
  }

  private sweepEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }

  async close(): Promise<void> {}
}

export class RateLimitStoreUnavailable extends Error {}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly where: string;
  private lastConnectionError: Error | undefined;

  constructor(url: string, prefix = 'dutyfree:rate-limit:') {
    // One retry per command: a sign-in must fail within a second when Redis is down, not queue forever.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
    this.prefix = prefix;
    this.where = new URL(url).host;
    // Connection trouble is reported by the command that needed Redis, with this error as its cause.
    this.redis.on('error', (error: Error) => {
      this.lastConnectionError = error;
    });
    this.redis.on('ready', () => {
      this.lastConnectionError = undefined;
    });
  }

  async hit({ key, limit, windowMs }: RateLimitRule): Promise<RateLimitOutcome> {
    const redisKey = this.prefix + key;
    try {
      // The window starts with the first attempt: SET NX gives the key its expiry only when it is new,
      // and INCR then counts, all in one transaction so that no key is ever left without an expiry.
      const replies = await this.redis
        .multi()
        .set(redisKey, 0, 'PX', windowMs, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec();
      const failed = replies?.find(([error]) => error);
      if (!replies || failed) throw failed?.[0] ?? new Error('transaction aborted');
      const count = Number(replies[1]?.[1]);
      const msLeft = Number(replies[2]?.[1]);
      return outcome(count, limit, msLeft > 0 ? msLeft : windowMs);
    } catch (error) {
      const cause = this.lastConnectionError ?? error;
      throw new RateLimitStoreUnavailable(
        `Rate-limit store Redis at ${this.where} is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`,
        { cause },
      );
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

export function createRateLimiter(redisUrl: string | undefined): RateLimiter {
  return redisUrl ? new RedisRateLimiter(redisUrl) : new MemoryRateLimiter();
}

/** Counts the attempt; once the rule's window is exhausted, answers 429 with Retry-After. */
export async function enforceRateLimit(limiter: RateLimiter, rule: RateLimitRule): Promise<void> {
  const { allowed, retryAfterMs } = await limiter.hit(rule);
  if (!allowed) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new HttpProblem(429, fixedError('account.tooManyAttempts'), { 'retry-after': String(seconds) });
  }
}

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisReachable, testRedisUrl } from '../testing/test-redis.ts';
import { HttpProblem } from './problems.ts';
import {
  createRateLimiter,
  enforceRateLimit,
  MemoryRateLimiter,
  type RateLimiter,
  RateLimitStoreUnavailable,
  RedisRateLimiter,
} from './rate-limit.ts';

const reachable = await testRedisReachable();

describe('the in-memory rate limiter', () => {
  it('allows the limit within a window, refuses the next attempt until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ now: () => now });
    const rule = { key: 'sign-in:customer:1', limit: 2, windowMs: 60_000 };
    expect(await limiter.hit(rule)).toEqual({ allowed: true, retryAfterMs: 0 });
    now += 10_000;
    expect(await limiter.hit(rule)).toEqual({ allowed: true, retryAfterMs: 0 });
    now += 10_000;
    expect(await limiter.hit(rule)).toEqual({ allowed: false, retryAfterMs: 40_000 });
    expect((await limiter.hit({ ...rule, key: 'sign-in:customer:2' })).allowed).toBe(true);
    now += 40_000;
    expect(await limiter.hit(rule)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('forgets ended windows once it holds many, so memory stays bounded', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ now: () => now, sweepAbove: 3 });
    for (const key of ['a', 'b', 'c']) await limiter.hit({ key, limit: 1, windowMs: 1_000 });
    now = 5_000;
    await limiter.hit({ key: 'd', limit: 1, windowMs: 1_000 });
    expect(limiter.size).toBe(1);
  });
});

describe('createRateLimiter', () => {
  it('counts in this process by default and in Redis when REDIS_URL is set', async () => {
    expect(createRateLimiter(undefined)).toBeInstanceOf(MemoryRateLimiter);
    const shared = createRateLimiter(testRedisUrl);
    expect(shared).toBeInstanceOf(RedisRateLimiter);
    await shared.close();
  });
});

describe('enforceRateLimit', () => {
  it('answers 429 with the clear message and Retry-After in whole seconds', async () => {
    const limiter = new MemoryRateLimiter({ now: () => 0 });
    const rule = { key: 'forgot-password:ip:192.0.2.7', limit: 1, windowMs: 90_500 };
    await enforceRateLimit(limiter, rule);
    const refusal = await enforceRateLimit(limiter, rule).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpProblem);
    expect(refusal).toMatchObject({
      statusCode: 429,
      message: 'Too many attempts. Please wait a few minutes and try again.',
      headers: { 'retry-after': '91' },
    });
  });
});

describe(`the Redis rate limiter (Redis ${reachable ? 'reachable' : 'unreachable'} at ${testRedisUrl})`, () => {
  const prefix = `dutyfree-test:${randomBytes(6).toString('hex')}:`;
  const limiters: RateLimiter[] = [];
  const open = (url: string) => {
    const limiter = new RedisRateLimiter(url, prefix);
    limiters.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
  });

  it('counts attempts shared by every process and refuses beyond the limit until the window ends', async () => {
    // Two limiters stand for two API processes behind a load balancer.
    const [first, second] = [open(testRedisUrl), open(testRedisUrl)];
    const rule = { key: 'sign-in:ip:203.0.113.50', limit: 2, windowMs: 400 };
    if (!reachable) {
      await expect(first.hit(rule)).rejects.toThrow(/Rate-limit store Redis at .* is unreachable/);
      return;
    }
    expect((await first.hit(rule)).allowed).toBe(true);
    expect((await second.hit(rule)).allowed).toBe(true);
    const refused = await first.hit(rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, refused.retryAfterMs + 50));
    expect((await second.hit(rule)).allowed).toBe(true);
  });

  it('fails with a clear error naming the Redis it could not reach', async () => {
    const nowhere = open('redis://127.0.0.1:1');
    const failure = await nowhere
      .hit({ key: 'sign-in:ip:203.0.113.51', limit: 5, windowMs: 60_000 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateLimitStoreUnavailable);
    expect((failure as Error).message).toMatch(
      /^Rate-limit store Redis at 127\.0\.0\.1:1 is unreachable: .*ECONNREFUSED/,
    );
  });
});

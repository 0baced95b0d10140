import { Redis } from 'ioredis';

// The Redis server the tests of shared state (rate limits, signed-out tokens, several processes) use.
// CI starts one; elsewhere a test says in its title whether it found one.

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the tests' Redis answers, asked once without retries so that a missing server fails fast. */
export async function testRedisReachable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

import { describe, expect, it, vi } from 'vitest';
import { testRedisReachable, testRedisUrl } from '../testing/test-redis.ts';
import { createCacheInvalidations } from './cache-invalidations.ts';

const redisAvailable = await testRedisReachable();

function drops() {
  return { catalog: vi.fn(), currencies: vi.fn() };
}

describe('cache invalidations', () => {
  it('drop the announced area at once in the process that made the change', () => {
    const dropped = drops();
    createCacheInvalidations(undefined, dropped, () => undefined).announce('currencies');
    expect(dropped.currencies).toHaveBeenCalledTimes(1);
    expect(dropped.catalog).not.toHaveBeenCalled();
  });

  it(`reach every other process through Redis (Redis ${redisAvailable ? 'reachable' : 'unreachable'} at ${testRedisUrl})`, async () => {
    const warnings: string[] = [];
    const [here, there] = [drops(), drops()];
    const first = createCacheInvalidations(testRedisUrl, here, (message) => warnings.push(message));
    const second = createCacheInvalidations(testRedisUrl, there, (message) => warnings.push(message));
    try {
      await Promise.all([first.listening, second.listening]);
      first.announce('catalog');
      if (!redisAvailable) {
        // Without Redis the change still shows here at once, and the failure is said, not thrown.
        expect(here.catalog).toHaveBeenCalled();
        await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(0));
        return;
      }
      await vi.waitFor(() => expect(there.catalog).toHaveBeenCalledTimes(1));
      expect(there.catalog).toHaveBeenCalledWith(undefined);
      // A change of some items names them, so that the other processes' search indexes read just those.
      first.announce('catalog', [12, 15]);
      await vi.waitFor(() => expect(there.catalog).toHaveBeenCalledTimes(2));
      expect(there.catalog).toHaveBeenLastCalledWith([12, 15]);
      expect(here.catalog).toHaveBeenLastCalledWith([12, 15]);
      expect(there.currencies).not.toHaveBeenCalled();
      expect(warnings).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

function fakeClock(start = 1_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A load that answers how many times it has run, so that a test sees whether the cache read again. */
function countingLoad() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe('ReadCache', () => {
  it('answers from memory until the time to live has passed, then reads again', async () => {
    const clock = fakeClock();
    const cache = new ReadCache<number>({ ttlMs: 10_000, capacity: 10, now: clock.now });
    const source = countingLoad();

    expect(await cache.get('k', source.load)).toBe(1);
    clock.advance(9_999);
    expect(await cache.get('k', source.load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', source.load)).toBe(2);
    expect(source.loads).toBe(2);
  });

  it('counts the reads it answered from memory and those that loaded, by key and by alias', async () => {
    const clock = fakeClock();
    const cache = new ReadCache<number>({ ttlMs: 10_000, capacity: 10, now: clock.now, aliasCapacity: 10 });
    const source = countingLoad();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    cache.alias('as it arrived', 'k');
    expect(cache.loadedByAlias('as it arrived')).toBe(1);
    expect(cache.loadedByAlias('never seen')).toBeUndefined();
    clock.advance(10_000);
    await cache.get('k', source.load);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 2, misses: 2 });
  });

  it('reads once for all the callers asking while the value is being loaded', async () => {
    const cache = new ReadCache<number>({ ttlMs: 10_000, capacity: 10, now: fakeClock().now });
    const source = countingLoad();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', source.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(source.loads).toBe(1);
  });

  it('keeps at most its capacity, dropping the least recently used entry', async () => {
    const cache = new ReadCache<string>({ ttlMs: 10_000, capacity: 2, now: fakeClock().now });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');

    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets a failed read, so that the next caller tries again', async () => {
    const cache = new ReadCache<string>({ ttlMs: 10_000, capacity: 10, now: fakeClock().now });
    await expect(cache.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('reads every time with a time to live of 0', async () => {
    const cache = new ReadCache<number>({ ttlMs: 0, capacity: 10, now: fakeClock().now });
    const source = countingLoad();
    await cache.get('k', source.load);
    expect(await cache.get('k', source.load)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('reads again after being invalidated', async () => {
    const cache = new ReadCache<number>({ ttlMs: 10_000, capacity: 10, now: fakeClock().now });
    const source = countingLoad();
    await cache.get('k', source.load);
    cache.invalidate();
    expect(await cache.get('k', source.load)).toBe(2);
  });

  describe('bounded by bytes', () => {
    const bounded = (maxBytes: number) =>
      new ReadCache<string>({
        ttlMs: 10_000,
        capacity: 100,
        now: fakeClock().now,
        maxBytes,
        sizeOf: (value) => value.length,
      });

    it('drops the least recently used values until what it holds fits', async () => {
      const cache = bounded(10);
      await cache.get('a', async () => 'aaaa');
      await cache.get('b', async () => 'bbbb');
      await cache.get('a', async () => 'unused');
      await cache.get('c', async () => 'cccc');

      expect(cache.size).toBe(2);
      expect(cache.bytes).toBe(8);
      expect(await cache.get('a', async () => 'a2')).toBe('aaaa');
      expect(await cache.get('b', async () => 'b2')).toBe('b2');
    });

    it('does not keep a value larger than the whole budget', async () => {
      const cache = bounded(10);
      await cache.get('small', async () => 'ss');
      expect(await cache.get('huge', async () => 'x'.repeat(11))).toBe('x'.repeat(11));

      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
    });

    it('counts no bytes for values it forgot, expired or was told to drop', async () => {
      const clock = fakeClock();
      const cache = new ReadCache<string>({
        ttlMs: 10,
        capacity: 100,
        now: clock.now,
        maxBytes: 100,
        sizeOf: (value) => value.length,
      });
      await cache.get('a', async () => 'aaaa');
      await cache.get('b', async () => 'bbb');
      cache.forget('a');
      expect(cache.bytes).toBe(3);
      clock.advance(10);
      await cache.get('b', async () => 'bb');
      expect(cache.bytes).toBe(2);
      cache.invalidate();
      expect(cache.bytes).toBe(0);
      await cache.get('c', async () => 'c');
      expect(cache.bytes).toBe(1);
    });
  });

  it('hands out a value in memory at once, and nothing for one missing, loading or expired', async () => {
    const clock = fakeClock();
    const cache = new ReadCache<string>({ ttlMs: 10, capacity: 10, now: clock.now });
    expect(cache.loaded('a')).toBeUndefined();
    void cache.get('slow', () => new Promise<string>(() => {}));
    expect(cache.loaded('slow')).toBeUndefined();
    await cache.get('a', async () => 'a');
    expect(cache.loaded('a')).toEqual({ value: 'a' });
    clock.advance(10);
    expect(cache.loaded('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('counts a value handed out at once as a use, which keeps it over others', async () => {
    const cache = new ReadCache<string>({ ttlMs: 10, capacity: 2, now: fakeClock().now });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    cache.loaded('a');
    await cache.get('c', async () => 'c');
    expect(cache.loaded('a')).toEqual({ value: 'a' });
    expect(cache.loaded('b')).toBeUndefined();
  });

  describe('aliases', () => {
    const aliased = (clock = fakeClock(), options: { capacity?: number; maxBytes?: number } = {}) =>
      new ReadCache<string>({
        ttlMs: 10,
        capacity: options.capacity ?? 100,
        now: clock.now,
        aliasCapacity: 2,
        maxBytes: options.maxBytes,
        sizeOf: (value) => value.length,
      });

    it("hands out the key's loaded value under another name", async () => {
      const cache = aliased();
      expect(cache.loadedByAlias('GET /a?x=1')).toBeUndefined();
      await cache.get('a', async () => 'answer');
      cache.alias('GET /a?x=1', 'a');
      expect(cache.loadedByAlias('GET /a?x=1')).toBe('answer');
    });

    it('has nothing for a key still loading', () => {
      const cache = aliased();
      void cache.get('a', () => new Promise<string>(() => {}));
      cache.alias('raw', 'a');
      expect(cache.loadedByAlias('raw')).toBeUndefined();
    });

    it('expires with the entry it names, and does not come back with a new entry', async () => {
      const clock = fakeClock();
      const cache = aliased(clock);
      await cache.get('a', async () => 'old');
      cache.alias('raw', 'a');
      clock.advance(10);
      expect(cache.loadedByAlias('raw')).toBeUndefined();
      await cache.get('a', async () => 'new');
      expect(cache.loadedByAlias('raw')).toBeUndefined();
    });

    it('goes with the entry when the entry is forgotten, evicted or invalidated', async () => {
      const cache = aliased(fakeClock(), { capacity: 1 });
      await cache.get('a', async () => 'a');
      cache.alias('raw a', 'a');
      cache.forget('a');
      expect(cache.loadedByAlias('raw a')).toBeUndefined();

      await cache.get('a', async () => 'a');
      cache.alias('raw a', 'a');
      await cache.get('b', async () => 'b');
      expect(cache.loadedByAlias('raw a')).toBeUndefined();

      cache.alias('raw b', 'b');
      cache.invalidate();
      await cache.get('b', async () => 'b');
      expect(cache.loadedByAlias('raw b')).toBeUndefined();
    });

    it('keeps at most its capacity of aliases, the least recently used out', async () => {
      const cache = aliased();
      await cache.get('a', async () => 'a');
      cache.alias('one', 'a');
      cache.alias('two', 'a');
      expect(cache.loadedByAlias('one')).toBe('a');
      cache.alias('three', 'a');
      expect(cache.loadedByAlias('two')).toBeUndefined();
      expect(cache.loadedByAlias('one')).toBe('a');
      expect(cache.loadedByAlias('three')).toBe('a');
    });

    it('counts a hit as a use of the entry, which the byte budget then keeps over others', async () => {
      const cache = aliased(fakeClock(), { maxBytes: 2 });
      await cache.get('a', async () => 'a');
      await cache.get('b', async () => 'b');
      cache.alias('raw a', 'a');
      expect(cache.loadedByAlias('raw a')).toBe('a');
      await cache.get('c', async () => 'c');
      expect(cache.loadedByAlias('raw a')).toBe('a');
    });

    it('keeps none when caching is off', async () => {
      const cache = new ReadCache<string>({
        ttlMs: 0,
        capacity: 10,
        now: fakeClock().now,
        aliasCapacity: 10,
      });
      expect(cache.keepsAliases).toBe(false);
      await cache.get('a', async () => 'a');
      cache.alias('raw', 'a');
      expect(cache.loadedByAlias('raw')).toBeUndefined();
    });
  });

  describe('kept from the second ask', () => {
    const secondAsk = (clock = fakeClock(), capacity = 10) =>
      new ReadCache<number>({ ttlMs: 10_000, capacity, now: clock.now, keepOnSecondAsk: true });

    it('loads a key asked for once without keeping it, and keeps it from the second ask', async () => {
      const cache = secondAsk();
      const source = countingLoad();
      expect(await cache.get('page 7', source.load)).toBe(1);
      expect(cache.size).toBe(0);
      expect(await cache.get('page 7', source.load)).toBe(2);
      expect(await cache.get('page 7', source.load)).toBe(2);
      expect(cache.loaded('page 7')).toEqual({ value: 2 });
      expect(source.loads).toBe(2);
    });

    it('counts a first ask only within the time to live', async () => {
      const clock = fakeClock();
      const cache = secondAsk(clock);
      const source = countingLoad();
      await cache.get('page 7', source.load);
      clock.advance(10_000);
      await cache.get('page 7', source.load);
      expect(cache.size).toBe(0);
      await cache.get('page 7', source.load);
      expect(cache.size).toBe(1);
    });

    it('remembers at most its capacity of first asks, the least recently asked out', async () => {
      const cache = secondAsk(fakeClock(), 2);
      const source = countingLoad();
      for (const key of ['a', 'b', 'c']) await cache.get(key, source.load);
      await cache.get('a', source.load);
      expect(cache.size).toBe(0);
      await cache.get('c', source.load);
      expect(cache.size).toBe(1);
    });

    it('forgets the first asks when invalidated', async () => {
      const cache = secondAsk();
      const source = countingLoad();
      await cache.get('page 7', source.load);
      cache.invalidate();
      await cache.get('page 7', source.load);
      expect(cache.size).toBe(0);
    });
  });
});

import { Redis } from 'ioredis';

// What a back-office change drops at once: the catalogue's read caches, or the currencies with their
// rates. Each API process keeps its own short-lived copies (docs/decisions/0007); without a word from the
// process that made the change, the others would show the old prices until their copies expire. With
// REDIS_URL (several processes) the word goes through a Redis channel every process listens to; without
// it (the one-process default) it stays in this process.

export type CacheArea = 'catalog' | 'currencies';

const CACHE_AREAS: readonly CacheArea[] = ['catalog', 'currencies'];

export interface CacheInvalidations {
  /**
   * Drops the area's caches in this process at once, and in every other as soon as the word arrives.
   * `items`, when the change was of these catalogue items alone, lets the search index read just them.
   */
  announce(area: CacheArea, items?: readonly number[]): void;
  close(): Promise<void>;
}

type Drop = Record<CacheArea, (items?: readonly number[]) => void>;

/** The word sent: the area, and the items changed when they are named (`catalog 12,15`). */
function word(area: CacheArea, items: readonly number[] | undefined): string {
  return items === undefined ? area : `${area} ${items.join(',')}`;
}

/** What a word says, or undefined when it is none of ours. */
function heard(message: string): { area: CacheArea; items?: number[] } | undefined {
  const [area, named] = message.split(' ');
  if (!(CACHE_AREAS as readonly string[]).includes(area!)) return undefined;
  if (named === undefined) return { area: area as CacheArea };
  const items = named.split(',').map(Number);
  return items.every(Number.isSafeInteger) ? { area: area as CacheArea, items } : { area: area as CacheArea };
}

class LocalInvalidations implements CacheInvalidations {
  private readonly drop: Drop;

  constructor(drop: Drop) {
    this.drop = drop;
  }

  announce(area: CacheArea, items?: readonly number[]): void {
    this.drop[area](items);
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'dutyfree:cache-invalidations';

class RedisInvalidations implements CacheInvalidations {
  private readonly drop: Drop;
  private readonly warn: (message: string) => void;
  private readonly publisher: Redis;
  private readonly listener: Redis;
  /** Resolves once this process listens, so that a test (or a change right after start) is not missed. */
  readonly listening: Promise<unknown>;

  constructor(url: string, drop: Drop, warn: (message: string) => void) {
    this.drop = drop;
    this.warn = warn;
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000 };
    this.publisher = new Redis(url, options);
    this.listener = new Redis(url, options);
    for (const connection of [this.publisher, this.listener]) connection.on('error', () => undefined);
    this.listener.on('message', (_channel: string, message: string) => {
      const change = heard(message);
      if (change) this.drop[change.area](change.items);
    });
    this.listening = this.listener.subscribe(CHANNEL).catch((error: Error) => {
      this.warn(`cache invalidations: not listening on Redis (${error.message}); caches expire on their own`);
    });
  }

  announce(area: CacheArea, items?: readonly number[]): void {
    this.drop[area](items);
    // Lost only while Redis is down; the other processes' copies then expire within their time to live.
    this.publisher.publish(CHANNEL, word(area, items)).catch((error: Error) => {
      this.warn(`cache invalidations: could not tell the other processes (${error.message})`);
    });
  }

  async close(): Promise<void> {
    this.listener.disconnect();
    this.publisher.disconnect();
  }
}

export function createCacheInvalidations(
  redisUrl: string | undefined,
  drop: Drop,
  warn: (message: string) => void,
): CacheInvalidations & { listening?: Promise<unknown> } {
  return redisUrl ? new RedisInvalidations(redisUrl, drop, warn) : new LocalInvalidations(drop);
}

/** Milliseconds since the epoch; injected so that tests can move time by hand. */
export type Clock = () => number;

type Entry<V> = {
  value: Promise<V>;
  expiresAt: number;
  bytes: number;
  /** The loaded value, once there is one: what an alias hands out without waiting on the promise. */
  loaded?: { value: V };
};

/**
 * A small per-process cache of reads that may be a little old. It is not shared state in the
 * sense of ARCHITECTURE ("nothing that must be shared lives in process memory"): every process may hold
 * its own copy, and each copy is at most `ttlMs` old. Bounded by entry count and, when given `maxBytes`
 * and `sizeOf`, by the bytes its loaded values hold, least recently used out first. It keeps the promise of
 * a load, so that the many requests arriving while a value is missing share one database read; a failed
 * load is forgotten at once. A TTL of 0 turns caching off.
 *
 * Given `aliasCapacity`, it also keeps that many aliases, least recently used out: other names for a key
 * (e.g. a request as it arrived, for the key of the same request as validated). An alias points at the
 * key's entry and holds no value of its own, so it answers only while the entry is kept and fresh: it
 * expires, is evicted and is invalidated with it.
 *
 * Given `keepOnSecondAsk`, a key is kept only when it is asked for a second time within the time to live:
 * the first ask loads without keeping (a random listing page asked for once would otherwise push a page
 * asked for often out, and every value kept and then dropped is garbage that lives long enough to be
 * promoted, whose buffers hold the C heap until V8's next full collection). It remembers up to `capacity`
 * keys asked for once, least recently asked out.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly capacity: number;
  private readonly maxBytes: number;
  private readonly sizeOf: ((value: V) => number) | undefined;
  private readonly now: Clock;
  private readonly aliases = new Map<string, string>();
  private readonly aliasCapacity: number;
  /** Keys asked for once and not kept, with when that ask stops counting (with `keepOnSecondAsk`). */
  private readonly askedOnce: Map<string, number> | undefined;
  private heldBytes = 0;
  private hitCount = 0;
  private missCount = 0;

  constructor(options: {
    ttlMs: number;
    capacity: number;
    now: Clock;
    /** What the loaded values may hold in all; a value larger than this on its own is not kept. */
    maxBytes?: number;
    /** The bytes one loaded value holds; needed with `maxBytes`. */
    sizeOf?: (value: V) => number;
    /** How many aliases it keeps (none without it). */
    aliasCapacity?: number;
    /** Keep a key only from its second ask within the time to live (see the class). */
    keepOnSecondAsk?: boolean;
  }) {
    this.ttlMs = options.ttlMs;
    this.capacity = options.capacity;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf;
    this.now = options.now;
    this.aliasCapacity = options.ttlMs > 0 ? (options.aliasCapacity ?? 0) : 0;
    this.askedOnce = options.keepOnSecondAsk ? new Map() : undefined;
  }

  /** Whether `alias` keeps anything: false when caching is off or no alias was allowed. */
  get keepsAliases(): boolean {
    return this.aliasCapacity > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the loaded values held now take, by `sizeOf` (0 without it). */
  get bytes(): number {
    return this.heldBytes;
  }

  /**
   * Reads answered from memory since the process started: by `get`, `loaded` or an alias. A read that
   * finds nothing by alias and then asks `get` counts once, as `get` answers it.
   */
  get hits(): number {
    return this.hitCount;
  }

  /** Reads that had to load since the process started (a read sharing a load under way is a hit). */
  get misses(): number {
    return this.missCount;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) {
      this.missCount++;
      return load();
    }
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && now < cached.expiresAt) {
      this.hitCount++;
      // Re-inserted so that the map's order stays least recently used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value;
    }
    this.missCount++;
    this.forget(key);
    if (this.isFirstAsk(key, now)) return load();
    const entry: Entry<V> = { value: load(), expiresAt: now + this.ttlMs, bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.loaded = { value };
        if (!this.sizeOf) return;
        entry.bytes = this.sizeOf(value);
        this.heldBytes += entry.bytes;
        this.evictWhile(() => this.heldBytes > this.maxBytes);
      },
      () => {
        if (this.entries.get(key) === entry) this.forget(key);
      },
    );
    this.evictWhile(() => this.entries.size > this.capacity);
    return entry.value;
  }

  /** Whether `key` is asked for the first time within the time to live, and so not to be kept yet. */
  private isFirstAsk(key: string, now: number): boolean {
    const askedOnce = this.askedOnce;
    if (!askedOnce) return false;
    const counts = askedOnce.get(key);
    askedOnce.delete(key);
    if (counts !== undefined && now < counts) return false;
    askedOnce.set(key, now + this.ttlMs);
    if (askedOnce.size > this.capacity) {
      const oldest = askedOnce.keys().next().value;
      if (oldest !== undefined) askedOnce.delete(oldest);
    }
    return true;
  }

  /** Makes `alias` another name for `key`, whose entry it then follows (see the class). */
  alias(alias: string, key: string): void {
    if (!this.keepsAliases) return;
    this.aliases.delete(alias);
    this.aliases.set(alias, key);
    if (this.aliases.size > this.aliasCapacity) {
      const oldest = this.aliases.keys().next().value;
      if (oldest !== undefined) this.aliases.delete(oldest);
    }
  }

  /**
   * The value loaded for `key`, when it is kept, fresh and loaded (undefined otherwise, and an expired one
   * is forgotten): for a caller that can answer at once when the value is in memory and wait otherwise.
   * A hit counts as a use.
   */
  loaded(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.forget(key);
      return undefined;
    }
    if (!entry.loaded) return undefined;
    this.hitCount++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.loaded;
  }

  /**
   * The value loaded for the key `alias` names, as `loaded` gives it; an alias whose entry has gone is
   * dropped. A hit counts as a use of the entry and the alias.
   */
  loadedByAlias(alias: string): V | undefined {
    const key = this.aliases.get(alias);
    if (key === undefined) return undefined;
    const loaded = this.loaded(key);
    if (!loaded) {
      if (!this.entries.has(key)) this.aliases.delete(alias);
      return undefined;
    }
    this.aliases.delete(alias);
    this.aliases.set(alias, key);
    return loaded.value;
  }

  /** Forgets one key, so that its next read sees the database as it is now. */
  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.heldBytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Forgets everything, so that the next read sees the database as it is now. */
  invalidate(): void {
    this.entries.clear();
    this.aliases.clear();
    this.askedOnce?.clear();
    this.heldBytes = 0;
  }

  private evictWhile(tooMuch: () => boolean): void {
    while (tooMuch()) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
    }
  }
}

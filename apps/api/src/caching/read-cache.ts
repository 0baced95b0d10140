/** Milliseconds since the epoch; injected so that tests can move time by hand. */
export type Clock = () => number;

type Entry<V> = { value: Promise<V>; expiresAt: number };

/**
 * A small per-process cache of reads that may be a little old. It is not shared state in the
 * sense of ARCHITECTURE ("nothing that must be shared lives in process memory"): every process may hold
 * its own copy, and each copy is at most `ttlMs` old. Bounded by entry count, least recently used out
 * first. It keeps the promise of a load, so that the many requests arriving while a value is missing
 * share one database read; a failed load is forgotten at once. A TTL of 0 turns caching off.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly capacity: number;
  private readonly now: Clock;

  constructor(options: { ttlMs: number; capacity: number; now: Clock }) {
    this.ttlMs = options.ttlMs;
    this.capacity = options.capacity;
    this.now = options.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const cached = this.entries.get(key);
    this.entries.delete(key);
    if (cached && now < cached.expiresAt) {
      // Re-inserted so that the map's order stays least recently used first.
      this.entries.set(key, cached);
      return cached.value;
    }
    const entry: Entry<V> = { value: load(), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value;
  }

  /** Forgets one key, so that its next read sees the database as it is now. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything, so that the next read sees the database as it is now. */
  invalidate(): void {
    this.entries.clear();
  }
}

/** Milliseconds since the epoch; injected so that tests can move time by hand. */
export type Clock = () => number;

type Entry<V> = { value: Promise<V>; expiresAt: number; bytes: number };

/**
 * A small per-process cache of reads that may be a little old. It is not shared state in the
 * sense of ARCHITECTURE ("nothing that must be shared lives in process memory"): every process may hold
 * its own copy, and each copy is at most `ttlMs` old. Bounded by entry count and, when given `maxBytes`
 * and `sizeOf`, by the bytes its loaded values hold, least recently used out first. It keeps the promise of
 * a load, so that the many requests arriving while a value is missing share one database read; a failed
 * load is forgotten at once. A TTL of 0 turns caching off.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly capacity: number;
  private readonly maxBytes: number;
  private readonly sizeOf: ((value: V) => number) | undefined;
  private readonly now: Clock;
  private heldBytes = 0;

  constructor(options: {
    ttlMs: number;
    capacity: number;
    now: Clock;
    /** What the loaded values may hold in all; a value larger than this on its own is not kept. */
    maxBytes?: number;
    /** The bytes one loaded value holds; needed with `maxBytes`. */
    sizeOf?: (value: V) => number;
  }) {
    this.ttlMs = options.ttlMs;
    this.capacity = options.capacity;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf;
    this.now = options.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the loaded values held now take, by `sizeOf` (0 without it). */
  get bytes(): number {
    return this.heldBytes;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && now < cached.expiresAt) {
      // Re-inserted so that the map's order stays least recently used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value;
    }
    this.forget(key);
    const entry: Entry<V> = { value: load(), expiresAt: now + this.ttlMs, bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry || !this.sizeOf) return;
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

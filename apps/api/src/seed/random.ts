/** A source of numbers in [0, 1), like Math.random, but repeatable when seeded. */
export type Random = () => number;

/** The demo shop's seed: the same seed and options always build the same shop. */
export const DEMO_SEED = 20_260_101;

/** mulberry32: tiny, fast and good enough to make demo data look varied. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The few ways the generators draw from a Random. */
export class Dice {
  readonly random: Random;
  constructor(random: Random) {
    this.random = random;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** `count` different items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count * 4 < items.length) return this.sampleFew(items, count);
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const index = Math.floor(this.random() * pool.length);
      taken.push(pool[index] as T);
      pool[index] = pool[pool.length - 1] as T;
      pool.pop();
    }
    return taken;
  }

  /** A few items from a long list, without copying the list (on-board stock from 100,000 products). */
  private sampleFew<T>(items: readonly T[], count: number): T[] {
    const indexes = new Set<number>();
    while (indexes.size < count) indexes.add(Math.floor(this.random() * items.length));
    return [...indexes].map((index) => items[index] as T);
  }

  /** Even on a log scale: from 25 to 400 there are about as many draws under 100 as over it. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.random() * (Math.log(max) - Math.log(min)));
  }
}

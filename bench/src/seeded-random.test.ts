import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, within [0, 1)', () => {
    const first = seededRandom(20_261_128);
    const second = seededRandom(20_261_128);
    const drawn = Array.from({ length: 1_000 }, () => first.random());
    expect(Array.from({ length: 1_000 }, () => second.random())).toEqual(drawn);
    expect(drawn.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('does not fall into a short cycle: 100,000 draws hold nearly as many different values', () => {
    const { random } = seededRandom(20_261_128);
    const seen = new Set(Array.from({ length: 100_000 }, () => random()));
    expect(seen.size).toBeGreaterThan(99_000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorate } from './prorate.ts';

describe('splitting an amount over lines', () => {
  it('splits in proportion to the weights', () => {
    expect(prorate(1000, [3000, 1000])).toEqual([750, 250]);
  });

  it('gives leftover cents to the largest remainders, the earlier line on a tie', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(10, [1, 2])).toEqual([3, 7]);
  });

  it('splits equally when every weight is zero', () => {
    expect(prorate(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('splits zero into zeros and nothing into nothing', () => {
    expect(prorate(0, [5, 7])).toEqual([0, 0]);
    expect(prorate(0, [])).toEqual([]);
    expect(() => prorate(5, [])).toThrow(RangeError);
  });

  it('refuses negative amounts and weights', () => {
    expect(() => prorate(-1, [1])).toThrow(RangeError);
    expect(() => prorate(1, [-1, 2])).toThrow(RangeError);
  });

  it('always adds up to the amount, each part within a cent of its share', () => {
    fc.assert(
      fc.property(
        // Small enough that total × weight stays an exact double in the check below.
        fc.integer({ min: 0, max: 10 ** 8 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 6 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = prorate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => {
            const exactTimesSum = sum === 0 ? total : total * weights[index]!;
            const scale = sum === 0 ? weights.length : sum;
            expect(Math.abs(part * scale - exactTimesSum)).toBeLessThan(scale);
          });
        },
      ),
    );
  });

  it('never gives a line more than its weight when the amount is below the weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 6 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (weights, seed) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          fc.pre(sum > 0);
          const parts = prorate(seed % sum, weights);
          parts.forEach((part, index) => {
            expect(part).toBeLessThanOrEqual(weights[index]!);
          });
        },
      ),
    );
  });
});

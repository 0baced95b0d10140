import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount-percent.ts';

describe('the discount percent a traveller sees', () => {
  it('shows the integer part of the saving', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(300, 100)).toBe(66);
  });

  it('does not round a nearly-whole percent down through floating point', () => {
    // 0.29 × 100 is 28.999999999999996 in doubles; the saving here is exactly 29 %.
    expect(discountPercent(100, 71)).toBe(29);
    expect(discountPercent(10000, 7100)).toBe(29);
  });

  it('shows 100 % for a free item', () => {
    expect(discountPercent(1000, 0)).toBe(100);
  });

  it('shows no discount when the price is 0 or the new price is not lower', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
  });

  it('refuses negative or fractional prices', () => {
    expect(() => discountPercent(-100, 50)).toThrow(RangeError);
    expect(() => discountPercent(100, -50)).toThrow(RangeError);
    expect(() => discountPercent(100.5, 50)).toThrow(RangeError);
  });

  it('is always a whole percent from 0 to 100 that never overstates the saving', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (price, discounted) => {
          const percent = discountPercent(price, discounted);
          expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
          if (price > 0 && discounted < price) {
            expect(percent * price <= (price - discounted) * 100).toBe(true);
            expect((percent + 1) * price > (price - discounted) * 100).toBe(true);
          }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromUsd, USD_RATE_MICROS } from './currency-conversion.ts';

const AED = 3_672_500; // 3.6725 AED per USD
const EUR = 921_234;

describe('converting USD prices', () => {
  it('leaves a USD price unchanged', () => {
    expect(convertFromUsd(123456, USD_RATE_MICROS)).toBe(123456);
  });

  it('converts a price exactly when the rate allows it', () => {
    expect(convertFromUsd(10000, AED)).toBe(36725);
  });

  it('rounds a half minor unit up, once', () => {
    // 1 cent × 1.5 = 1.5 → 2; 3 cents × 0.5 = 1.5 → 2
    expect(convertFromUsd(1, 1_500_000)).toBe(2);
    expect(convertFromUsd(3, 500_000)).toBe(2);
  });

  it('rounds below half down and above half up', () => {
    expect(convertFromUsd(1, 1_499_999)).toBe(1);
    expect(convertFromUsd(1, 1_500_001)).toBe(2);
    expect(convertFromUsd(999, EUR)).toBe(920); // 920.312766
  });

  it('rounds a refund half away from zero as well', () => {
    expect(convertFromUsd(-1, 1_500_000)).toBe(-2);
    expect(convertFromUsd(-3, 500_000)).toBe(-2);
  });

  it('converts zero to zero', () => {
    expect(convertFromUsd(0, AED)).toBe(0);
  });

  it('stays exact for large amounts and weak currencies where doubles would round twice', () => {
    // 90,071,992.54 USD × 16,250.123456 IDR: the product passes 2^53, so only integer maths is exact.
    expect(convertFromUsd(9_007_199_254, 16_250_123_456)).toBe(146_368_099_870_291);
  });

  it('refuses a rate that is not a positive whole number of micros', () => {
    expect(() => convertFromUsd(100, 0)).toThrow(RangeError);
    expect(() => convertFromUsd(100, -1_000_000)).toThrow(RangeError);
    expect(() => convertFromUsd(100, 1.5)).toThrow(RangeError);
  });

  it('refuses a fraction of a cent or a result beyond safe integers', () => {
    expect(() => convertFromUsd(10.5, AED)).toThrow(RangeError);
    expect(() => convertFromUsd(Number.MAX_SAFE_INTEGER, 2_000_000)).toThrow(RangeError);
  });

  it('never loses more than half a minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 10), max: 10 ** 10 }),
        fc.integer({ min: 1, max: 50_000 * USD_RATE_MICROS }),
        (cents, rate) => {
          const exactTimesMicros = BigInt(cents) * BigInt(rate);
          const error = BigInt(convertFromUsd(cents, rate)) * BigInt(USD_RATE_MICROS) - exactTimesMicros;
          expect(2n * (error < 0n ? -error : error) <= BigInt(USD_RATE_MICROS)).toBe(true);
        },
      ),
    );
  });
});

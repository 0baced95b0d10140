import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertMinor,
  divideRoundHalfAwayFromZero,
  fromMajor,
  multiplyMinor,
  sumMinor,
  toMajor,
} from './money.ts';

describe('rounding half away from zero', () => {
  it('rounds a half cent up for a positive amount', () => {
    expect(divideRoundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(divideRoundHalfAwayFromZero(15n, 10n)).toBe(2n);
  });

  it('rounds a half cent away from zero for a negative amount (a refund is not shortened)', () => {
    expect(divideRoundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(divideRoundHalfAwayFromZero(-5n, -2n)).toBe(3n);
  });

  it('keeps below-half fractions down and above-half fractions up', () => {
    expect(divideRoundHalfAwayFromZero(14n, 10n)).toBe(1n);
    expect(divideRoundHalfAwayFromZero(16n, 10n)).toBe(2n);
    expect(divideRoundHalfAwayFromZero(-14n, 10n)).toBe(-1n);
    expect(divideRoundHalfAwayFromZero(-16n, 10n)).toBe(-2n);
  });

  it('leaves exact quotients alone and refuses division by zero', () => {
    expect(divideRoundHalfAwayFromZero(0n, 7n)).toBe(0n);
    expect(divideRoundHalfAwayFromZero(21n, 7n)).toBe(3n);
    expect(() => divideRoundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 12n }), (n, d) => {
        const error = divideRoundHalfAwayFromZero(n, d) * d - n;
        expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
      }),
    );
  });
});

describe('minor and major units', () => {
  it('gives the wire a 2-decimal number', () => {
    expect(toMajor(123456)).toBe(1234.56);
    expect(toMajor(0)).toBe(0);
    expect(toMajor(5)).toBe(0.05);
    expect(toMajor(-250)).toBe(-2.5);
  });

  it('prints every minor amount back exactly on the wire', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (minor) => {
        expect(fromMajor(toMajor(minor))).toBe(minor);
      }),
    );
  });

  it('reads decimals the way a person wrote them, rounding half away from zero', () => {
    expect(fromMajor(1234.5)).toBe(123450);
    expect(fromMajor(1234567.891)).toBe(123456789);
    expect(fromMajor(1.005)).toBe(101);
    expect(fromMajor(1.004)).toBe(100);
    expect(fromMajor(-1.005)).toBe(-101);
    expect(fromMajor(0.000001)).toBe(0);
    expect(fromMajor(1e-7)).toBe(0);
    expect(fromMajor(5)).toBe(500);
  });

  it('refuses amounts that cannot be money', () => {
    expect(() => fromMajor(Number.NaN)).toThrow(RangeError);
    expect(() => fromMajor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fromMajor(1e21)).toThrow(RangeError);
    expect(() => fromMajor(1e15)).toThrow(RangeError);
  });

  it('refuses a fraction of a cent or an unsafe integer inside the engine', () => {
    expect(() => assertMinor(1.5)).toThrow(RangeError);
    expect(() => assertMinor(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => toMajor(0.5)).toThrow(RangeError);
    expect(() => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(sumMinor([1, 2, 3])).toBe(6);
    expect(multiplyMinor(250, 3)).toBe(750);
  });
});

/**
 * Money is an integer count of minor units (cents). Every currency the shop sells in is shown with
 * 2 decimals (SPEC §9), so a minor unit is always 1/100 of the major unit, whatever the currency.
 */
export type Minor = number;

const MINOR_PER_MAJOR = 100;

/** Fails loudly instead of letting a fraction of a cent or an unsafe integer slip into a total. */
export function assertMinor(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a whole number of minor units, got ${value}`);
  }
}

export function assertNonNegativeMinor(value: number, what = 'amount'): void {
  assertMinor(value, what);
  if (value < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
}

/** Multiplies without silently losing precision: a total beyond 2^53 is a data error, not a price. */
export function multiplyMinor(amount: Minor, factor: number, what = 'total'): Minor {
  const product = amount * factor;
  assertMinor(product, what);
  return product;
}

export function sumMinor(amounts: Iterable<Minor>, what = 'total'): Minor {
  let total = 0;
  for (const amount of amounts) total += amount;
  assertMinor(total, what);
  return total;
}

/**
 * Exact integer division rounded half away from zero (the commercial rule: 0.5 → 1, −0.5 → −1).
 * BigInt keeps `cents × rate` exact where a double would already have rounded once.
 */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('cannot divide by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** The 2-decimal number for the wire: 123456 → 1234.56 (division is correctly rounded, so it prints exactly). */
export function toMajor(minor: Minor): number {
  assertMinor(minor);
  return minor / MINOR_PER_MAJOR;
}

/**
 * Reads a major amount (a decimal from a form or a legacy wire value) into minor units, rounding half
 * away from zero on the decimal the person wrote: 1.005 → 101, although the double 1.005 sits just below.
 */
export function fromMajor(major: number): Minor {
  if (!Number.isFinite(major)) throw new RangeError(`amount must be a finite number, got ${major}`);
  const magnitude = Math.abs(major);
  const digits = String(magnitude);
  if (digits.includes('e')) {
    // Exponent notation only appears below 1e-6 (rounds to nothing) or from 1e21 (far beyond safe).
    if (magnitude < 1) return 0;
    throw new RangeError(`amount is too large to hold in minor units, got ${major}`);
  }
  const [whole = '0', fraction = ''] = digits.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const roundedUp = (fraction[2] ?? '0') >= '5' ? cents + 1n : cents;
  const minor = Number(major < 0 ? -roundedUp : roundedUp);
  assertMinor(minor);
  return minor;
}

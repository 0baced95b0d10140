import { convertFromUsd, fromMajor, toMajor } from '@dutyfree/pricing';

// The one place where the catalogue turns stored USD cents into the numbers a traveller sees, and back
// for price filters. Both directions use the rounding of @dutyfree/pricing, so a filter keeps exactly
// the items whose shown price lies inside the range.

const MICROS = 1_000_000n;

/** USD cents → major units of the currency, rounded once to 2 decimals: 12345 at EUR 0.9215 → 113.76. */
export function priceOnTheWire(usdCents: number, usdRateMicros: number): number {
  return toMajor(convertFromUsd(usdCents, usdRateMicros));
}

/** Ceiling of a non-negative integer division. */
function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * The smallest USD amount whose shown price is at least `major`. A shown price is cents × rate rounded
 * half up, so it reaches m minor units from cents × rate ≥ (m − ½) × 10⁶ on.
 */
export function lowestUsdCentsShownFrom(major: number, usdRateMicros: number): number {
  const minor = BigInt(fromMajor(major));
  if (minor === 0n) return 0;
  return Number(divideUp((2n * minor - 1n) * MICROS, 2n * BigInt(usdRateMicros)));
}

/** The largest USD amount whose shown price is at most `major`: cents × rate < (M + ½) × 10⁶. */
export function highestUsdCentsShownUpTo(major: number, usdRateMicros: number): number {
  const minor = BigInt(fromMajor(major));
  return Number(divideUp((2n * minor + 1n) * MICROS, 2n * BigInt(usdRateMicros)) - 1n);
}

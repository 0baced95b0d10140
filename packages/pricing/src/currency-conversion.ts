import { assertMinor, divideRoundHalfAwayFromZero, type Minor } from './money.ts';

/**
 * Rates are stored as micro-units of the target currency per 1 USD (`usdRateMicros`), so that a rate
 * such as 3.6725 AED/USD is an exact integer (3_672_500) and conversion needs no floating point.
 */
export const USD_RATE_MICROS = 1_000_000;

const MICROS = BigInt(USD_RATE_MICROS);

export function assertUsdRateMicros(usdRateMicros: number): void {
  if (!Number.isSafeInteger(usdRateMicros) || usdRateMicros <= 0) {
    throw new RangeError(`usdRateMicros must be a positive whole number, got ${usdRateMicros}`);
  }
}

/** USD cents → minor units of the target currency, rounded half away from zero exactly once. */
export function convertFromUsd(usdCents: Minor, usdRateMicros: number): Minor {
  assertMinor(usdCents, 'USD amount');
  assertUsdRateMicros(usdRateMicros);
  const converted = Number(divideRoundHalfAwayFromZero(BigInt(usdCents) * BigInt(usdRateMicros), MICROS));
  assertMinor(converted, 'converted amount');
  return converted;
}

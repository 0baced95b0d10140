import { assertNonNegativeMinor, type Minor } from './money.ts';

/**
 * SPEC §9: the integer part of (price − discounted) / price × 100, computed on integers so that 29 % is
 * never shown as 28 % through a float such as 28.999999. No discount (0) when the price is 0 or the
 * "discounted" price is not lower.
 */
export function discountPercent(price: Minor, discountedPrice: Minor): number {
  assertNonNegativeMinor(price, 'price');
  assertNonNegativeMinor(discountedPrice, 'discounted price');
  if (price === 0 || discountedPrice >= price) return 0;
  const scaled = (price - discountedPrice) * 100;
  return (scaled - (scaled % price)) / price;
}

import { assertNonNegativeMinor, type Minor } from './money.ts';

/**
 * Splits `total` over `weights` in proportion, in whole minor units, so that the parts always add up to
 * the total (largest remainder; ties go to the earlier weight). Each part is within one minor unit of its
 * exact share. All-zero weights share equally.
 */
export function prorate(total: Minor, weights: readonly number[]): Minor[] {
  assertNonNegativeMinor(total, 'amount to prorate');
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('cannot prorate a non-zero amount over nothing');
  }
  for (const weight of weights) assertNonNegativeMinor(weight, 'weight');
  const shares = weights.every((weight) => weight === 0) ? weights.map(() => 1n) : weights.map(BigInt);
  const sum = shares.reduce((a, b) => a + b, 0n);
  const exact = shares.map((share) => BigInt(total) * share);
  const parts = exact.map((product) => product / sum);
  let left = BigInt(total) - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

import { convertFromUsd } from './currency-conversion.ts';
import { divideRoundHalfAwayFromZero, type Minor, sumMinor } from './money.ts';
import { prorate } from './prorate.ts';

// Miles and money in one order (docs/decisions/0059). The shop has no exchange rate between miles and
// money: it has each item's miles price beside its price. Spending `miles` out of the order's miles value
// pays the same fraction (miles ÷ value) of every line that has a miles price: that fraction of the line's
// miles price in miles, the rest of the line's price in money. Lines without a miles price are all money.

/** A priced line as the split reads it: its total (USD minor units) and its whole miles price. */
export type MilesSplitLine = { lineTotal: Minor; milesForRedeem: number };

/** One line's share: the miles it takes, the part of its price they cover, and the money left to pay. */
export type MilesSplitPart = { miles: number; milesMinor: Minor; moneyMinor: Minor };

export type MilesSplit = {
  miles: number;
  /** The part of the total the miles cover, USD minor units. */
  milesMinor: Minor;
  /** What is left to pay in money, USD minor units: total − milesMinor. */
  moneyMinor: Minor;
  /** In the order of the lines given. */
  lines: MilesSplitPart[];
};

/** A line miles can pay for: it costs something and has a miles price. */
function redeemable(line: MilesSplitLine): boolean {
  return line.lineTotal > 0 && line.milesForRedeem > 0;
}

/** The most miles an order can take: the miles prices of the lines that have one. */
export function orderMilesValue(lines: readonly MilesSplitLine[]): number {
  return sumMinor(
    lines.filter(redeemable).map((line) => line.milesForRedeem),
    'miles value',
  );
}

/** The most miles a member can spend on the order: within the balance and the order's miles value. */
export function maxMilesToSpend(lines: readonly MilesSplitLine[], balance: number): number {
  return Math.max(0, Math.min(Math.floor(balance), orderMilesValue(lines)));
}

/**
 * Splits the order between `miles` and money. The part the miles cover is rounded once, half away from
 * zero, on the whole order (so neither side gains more than half a minor unit), then shared over the lines
 * in proportion to their totals, as the miles are shared in proportion to their miles prices (largest
 * remainder): every part is whole, none is negative, and the parts add up to the totals exactly.
 */
export function splitMilesAndMoney(lines: readonly MilesSplitLine[], miles: number): MilesSplit {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.lineTotal) || line.lineTotal < 0)
      throw new RangeError(`line total must be a non-negative whole number, got ${line.lineTotal}`);
    if (!Number.isSafeInteger(line.milesForRedeem) || line.milesForRedeem < 0)
      throw new RangeError(`miles price must be a non-negative whole number, got ${line.milesForRedeem}`);
  }
  const value = orderMilesValue(lines);
  if (!Number.isSafeInteger(miles) || miles < 0 || miles > value)
    throw new RangeError(`miles must be a whole number from 0 to ${value}, got ${miles}`);
  const total = sumMinor(lines.map((line) => line.lineTotal));
  const payable = sumMinor(lines.filter(redeemable).map((line) => line.lineTotal));
  const milesMinor =
    value === 0 ? 0 : Number(divideRoundHalfAwayFromZero(BigInt(payable) * BigInt(miles), BigInt(value)));
  const milesShares = prorate(
    miles,
    lines.map((line) => (redeemable(line) ? line.milesForRedeem : 0)),
  );
  const coveredShares = prorate(
    milesMinor,
    lines.map((line) => (redeemable(line) ? line.lineTotal : 0)),
  );
  return {
    miles,
    milesMinor,
    moneyMinor: total - milesMinor,
    lines: lines.map((line, index) => {
      // With nothing redeemable both amounts are 0, which prorate shares out as zeros.
      const covered = coveredShares[index]!;
      return { miles: milesShares[index]!, milesMinor: covered, moneyMinor: line.lineTotal - covered };
    }),
  };
}

/**
 * The money part in the order's currency: each line's money converted and rounded once, as the card
 * page charges an order (the sum of its converted lines).
 */
export function moneyInCurrency(split: Pick<MilesSplit, 'lines'>, usdRateMicros: number): Minor {
  return sumMinor(split.lines.map((line) => convertFromUsd(line.moneyMinor, usdRateMicros)));
}

/**
 * Accrual miles earned on the money part only: each line earns its accrual miles in the proportion of
 * its price paid in money (rounded half away from zero, line by line, as accrual is summed by line).
 */
export function accrualOnMoney(
  lines: readonly { lineTotal: Minor; milesForAccrual: number }[],
  split: Pick<MilesSplit, 'lines'>,
): number {
  return sumMinor(
    lines.map((line, index) => {
      const money = split.lines[index]?.moneyMinor ?? line.lineTotal;
      if (line.lineTotal === 0) return 0;
      return Number(
        divideRoundHalfAwayFromZero(BigInt(line.milesForAccrual) * BigInt(money), BigInt(line.lineTotal)),
      );
    }),
    'accrual miles',
  );
}

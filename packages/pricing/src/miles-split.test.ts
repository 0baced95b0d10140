import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromUsd } from './currency-conversion.ts';
import {
  accrualOnMoney,
  type MilesSplitLine,
  maxMilesToSpend,
  moneyInCurrency,
  orderMilesValue,
  splitMilesAndMoney,
} from './miles-split.ts';

const malt: MilesSplitLine = { lineTotal: 24_690, milesForRedeem: 24_690 };
const chocolate: MilesSplitLine = { lineTotal: 1_250, milesForRedeem: 0 };
const perfume: MilesSplitLine = { lineTotal: 8_999, milesForRedeem: 12_000 };

const lineArb: fc.Arbitrary<MilesSplitLine> = fc.record({
  lineTotal: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
  milesForRedeem: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
});
/** An order with at least one line miles can pay for, and a number of miles within its value. */
const orderArb = fc
  .array(lineArb, { minLength: 1, maxLength: 8 })
  .filter((lines) => orderMilesValue(lines) > 0)
  .chain((lines) => fc.tuple(fc.constant(lines), fc.integer({ min: 0, max: orderMilesValue(lines) })));
const rateArb = fc.integer({ min: 1, max: 400_000_000 });

describe('miles and money in one order', () => {
  it('pays the same fraction of every line that has a miles price', () => {
    const split = splitMilesAndMoney([malt, chocolate], 12_345);
    expect(split).toEqual({
      miles: 12_345,
      milesMinor: 12_345,
      moneyMinor: 24_690 + 1_250 - 12_345,
      lines: [
        { miles: 12_345, milesMinor: 12_345, moneyMinor: 12_345 },
        { miles: 0, milesMinor: 0, moneyMinor: 1_250 },
      ],
    });
  });

  it('covers every redeemable line when all its miles are spent', () => {
    const split = splitMilesAndMoney([malt, perfume, chocolate], orderMilesValue([malt, perfume, chocolate]));
    expect(split.lines.map((line) => line.moneyMinor)).toEqual([0, 0, 1_250]);
    expect(split.moneyMinor).toBe(1_250);
  });

  it('refuses miles beyond the order or below zero, and fractions of a mile', () => {
    expect(() => splitMilesAndMoney([malt], 24_691)).toThrow(RangeError);
    expect(() => splitMilesAndMoney([malt], -1)).toThrow(RangeError);
    expect(() => splitMilesAndMoney([malt], 1.5)).toThrow(RangeError);
    expect(() => splitMilesAndMoney([chocolate], 1)).toThrow(RangeError);
  });

  it('caps what a member may spend by the balance and the order', () => {
    expect(maxMilesToSpend([malt, chocolate], 1_000)).toBe(1_000);
    expect(maxMilesToSpend([malt, chocolate], 90_000)).toBe(24_690);
    expect(maxMilesToSpend([chocolate], 90_000)).toBe(0);
    expect(maxMilesToSpend([malt], -5)).toBe(0);
  });

  it('earns accrual on the money part only, line by line', () => {
    const lines = [
      { lineTotal: 24_690, milesForAccrual: 500 },
      { lineTotal: 1_250, milesForAccrual: 25 },
    ];
    expect(accrualOnMoney(lines, splitMilesAndMoney([malt, chocolate], 0))).toBe(525);
    expect(accrualOnMoney(lines, splitMilesAndMoney([malt, chocolate], 24_690))).toBe(25);
    // Half the malt in miles: half its accrual (250) and all the chocolate's.
    expect(accrualOnMoney(lines, splitMilesAndMoney([malt, chocolate], 12_345))).toBe(275);
  });

  it('property: the parts add up to the totals exactly, line by line and for the order', () => {
    fc.assert(
      fc.property(orderArb, ([lines, miles]) => {
        const split = splitMilesAndMoney(lines, miles);
        const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
        expect(split.milesMinor + split.moneyMinor).toBe(total);
        expect(split.lines.reduce((sum, line) => sum + line.miles, 0)).toBe(miles);
        expect(split.lines.reduce((sum, line) => sum + line.milesMinor, 0)).toBe(split.milesMinor);
        expect(split.lines.reduce((sum, line) => sum + line.moneyMinor, 0)).toBe(split.moneyMinor);
        split.lines.forEach((part, index) => {
          expect(part.milesMinor + part.moneyMinor).toBe(lines[index]!.lineTotal);
        });
      }),
    );
  });

  it('property: no part is negative or fractional, and each line takes miles within its miles price', () => {
    fc.assert(
      fc.property(orderArb, ([lines, miles]) => {
        const split = splitMilesAndMoney(lines, miles);
        split.lines.forEach((part, index) => {
          const line = lines[index]!;
          for (const amount of [part.miles, part.milesMinor, part.moneyMinor]) {
            expect(Number.isSafeInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(part.miles).toBeLessThanOrEqual(line.lineTotal > 0 ? line.milesForRedeem : 0);
          expect(part.milesMinor).toBeLessThanOrEqual(line.lineTotal);
        });
      }),
    );
  });

  it('property: rounding favours neither side by more than one minor unit', () => {
    fc.assert(
      fc.property(orderArb, ([lines, miles]) => {
        const split = splitMilesAndMoney(lines, miles);
        const payable = lines
          .filter((line) => line.lineTotal > 0 && line.milesForRedeem > 0)
          .reduce((sum, line) => sum + BigInt(line.lineTotal), 0n);
        const value = BigInt(orderMilesValue(lines));
        // |milesMinor − payable × miles ÷ value| ≤ ½, in whole numbers: |2·milesMinor·value − 2·payable·miles| ≤ value.
        const off = 2n * BigInt(split.milesMinor) * value - 2n * payable * BigInt(miles);
        expect(off < 0n ? -off : off).toBeLessThanOrEqual(value);
        // Each line's part is within one minor unit of the same fraction of its total.
        split.lines.forEach((part, index) => {
          const line = lines[index]!;
          if (!(line.lineTotal > 0 && line.milesForRedeem > 0)) return;
          const exact = (BigInt(line.lineTotal) * BigInt(split.milesMinor) * 100n) / (payable || 1n);
          expect(Math.abs(Number(BigInt(part.milesMinor) * 100n - exact))).toBeLessThanOrEqual(100);
        });
      }),
    );
  });

  it('property: spending more miles never leaves more money to pay, and all of them leave only unredeemable lines', () => {
    fc.assert(
      fc.property(orderArb, fc.nat(), ([lines, miles], more) => {
        const value = orderMilesValue(lines);
        const further = Math.min(value, miles + more);
        expect(splitMilesAndMoney(lines, further).moneyMinor).toBeLessThanOrEqual(
          splitMilesAndMoney(lines, miles).moneyMinor,
        );
        const unredeemable = lines
          .filter((line) => !(line.lineTotal > 0 && line.milesForRedeem > 0))
          .reduce((sum, line) => sum + line.lineTotal, 0);
        expect(splitMilesAndMoney(lines, value).moneyMinor).toBe(unredeemable);
        expect(splitMilesAndMoney(lines, 0).moneyMinor).toBe(
          lines.reduce((sum, line) => sum + line.lineTotal, 0),
        );
      }),
    );
  });

  it('property: the money part in another currency is what its lines convert to, and within the converted total', () => {
    fc.assert(
      fc.property(orderArb, rateArb, ([lines, miles], rate) => {
        const split = splitMilesAndMoney(lines, miles);
        const charged = moneyInCurrency(split, rate);
        expect(charged).toBe(
          split.lines.reduce((sum, line) => sum + convertFromUsd(line.moneyMinor, rate), 0),
        );
        const convertedTotal = lines.reduce((sum, line) => sum + convertFromUsd(line.lineTotal, rate), 0);
        expect(charged).toBeGreaterThanOrEqual(0);
        expect(charged).toBeLessThanOrEqual(convertedTotal);
        // In USD (a rate of 1) the money part is the USD money part itself.
        expect(moneyInCurrency(split, 1_000_000)).toBe(split.moneyMinor);
        // No miles: the whole order, as the card page charges it today.
        expect(moneyInCurrency(splitMilesAndMoney(lines, 0), rate)).toBe(convertedTotal);
      }),
    );
  });

  it('property: accrual on the money part never exceeds the full accrual, nor goes below zero', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.nat({ max: 100_000 }), { minLength: 8, maxLength: 8 }),
        ([lines, miles], accruals) => {
          const accrualLines = lines.map((line, index) => ({
            lineTotal: line.lineTotal,
            milesForAccrual: accruals[index]!,
          }));
          const full = accrualLines.reduce(
            (sum, line) => sum + (line.lineTotal > 0 ? line.milesForAccrual : 0),
            0,
          );
          const earned = accrualOnMoney(accrualLines, splitMilesAndMoney(lines, miles));
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(earned).toBeLessThanOrEqual(full);
        },
      ),
    );
  });
});

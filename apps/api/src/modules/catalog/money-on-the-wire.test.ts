import { convertFromUsd } from '@dutyfree/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highestUsdCentsShownUpTo, lowestUsdCentsShownFrom, priceOnTheWire } from './money-on-the-wire.ts';

const EUR = 921_500;
const ETB = 156_250_000;

describe('priceOnTheWire', () => {
  it('shows USD cents in the chosen currency, rounded to 2 decimals', () => {
    expect(priceOnTheWire(12345, EUR)).toBe(113.76);
    expect(priceOnTheWire(12345, 1_000_000)).toBe(123.45);
    expect(priceOnTheWire(999, ETB)).toBe(1560.94);
    expect(priceOnTheWire(0, EUR)).toBe(0);
  });
});

describe('price range bounds in USD cents', () => {
  it('keeps an item priced exactly at the bound the traveller typed', () => {
    // 12345 cents shows as 113.76 EUR; 12344 shows as 113.75.
    expect(lowestUsdCentsShownFrom(113.76, EUR)).toBe(12345);
    expect(highestUsdCentsShownUpTo(113.75, EUR)).toBe(12344);
    expect(lowestUsdCentsShownFrom(0, EUR)).toBe(0);
  });

  it('matches the shown price for any amount, rate and bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (cents, rate, boundMinor) => {
          const shown = convertFromUsd(cents, rate);
          const bound = boundMinor / 100;
          expect(cents >= lowestUsdCentsShownFrom(bound, rate)).toBe(shown >= boundMinor);
          expect(cents <= highestUsdCentsShownUpTo(bound, rate)).toBe(shown <= boundMinor);
        },
      ),
    );
  });
});

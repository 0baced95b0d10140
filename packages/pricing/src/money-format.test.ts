import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMajor } from './money.ts';
import { formatMiles, formatMoney, formatMoneyWithCode } from './money-format.ts';

describe('showing a price', () => {
  it('shows nothing to pay as 0.00', () => {
    expect(formatMoney(0, 'USD')).toBe('0.00');
  });

  it("appends '.00' to a whole amount", () => {
    expect(formatMoney(500, 'USD')).toBe('5.00');
    expect(formatMoney(123400, 'USD')).toBe('1,234.00');
  });

  it('pads a half to two decimals', () => {
    expect(formatMoney(fromMajor(1234.5), 'USD')).toBe('1,234.50');
  });

  it('rounds a third decimal once and groups thousands', () => {
    expect(formatMoney(fromMajor(1234567.891), 'USD')).toBe('1,234,567.89');
    expect(formatMoney(fromMajor(0.005), 'USD')).toBe('0.01');
  });

  it('shows cents below one unit with a leading zero', () => {
    expect(formatMoney(5, 'USD')).toBe('0.05');
    expect(formatMoney(99, 'USD')).toBe('0.99');
  });

  it('shows a refund with a minus sign', () => {
    expect(formatMoney(-500, 'USD')).toBe('-5.00');
    expect(formatMoney(-123456, 'USD')).toBe('-1,234.56');
  });

  it('shows yen with two decimals too, as the shop does for every currency', () => {
    expect(formatMoney(123400, 'JPY')).toBe('1,234.00');
  });

  it('stays exact up to the largest safe amount', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90,071,992,547,409.91');
  });

  it("uses the locale's separators when one is asked for", () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56');
  });

  it('refuses a fraction of a cent rather than guessing', () => {
    expect(() => formatMoney(12.5, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'USD')).toThrow(RangeError);
  });

  it('always shows exactly two decimals and the digits of the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (minor) => {
        const shown = formatMoney(minor, 'USD');
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(fromMajor(Number(shown.replaceAll(',', '')))).toBe(minor);
      }),
    );
  });
});

describe('showing a price with its currency', () => {
  it('puts the code before the amount by default', () => {
    expect(formatMoneyWithCode(123400, 'USD')).toBe('USD 1,234.00');
  });

  it('puts the code after the amount when asked', () => {
    expect(formatMoneyWithCode(123400, 'AED', { position: 'suffix' })).toBe('1,234.00 AED');
  });

  it('keeps the code in place whatever the locale', () => {
    expect(formatMoneyWithCode(123456, 'EUR', { locale: 'de', position: 'prefix' })).toBe('EUR 1.234,56');
  });
});

describe('showing miles', () => {
  it('shows miles as whole numbers with thousands separators', () => {
    expect(formatMiles(0)).toBe('0');
    expect(formatMiles(5)).toBe('5');
    expect(formatMiles(1234567)).toBe('1,234,567');
  });

  it('refuses fractional miles', () => {
    expect(() => formatMiles(1.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './typed-numbers.ts';

describe('prices typed in the back office', () => {
  it('reads US dollars with up to two decimals as whole cents', () => {
    expect(dollarsToCents('42')).toBe(4200);
    expect(dollarsToCents('42.5')).toBe(4250);
    expect(dollarsToCents(' 0.07 ')).toBe(7);
    expect(dollarsToCents('1000000.00')).toBe(100_000_000);
  });

  it('reads a decimal comma, the Arabic decimal separator and Arabic-Indic digits as the same amount', () => {
    expect(dollarsToCents('129,50')).toBe(12_950);
    expect(dollarsToCents('4,5')).toBe(450);
    expect(dollarsToCents('١٢٩٫٥٠')).toBe(12_950);
    expect(dollarsToCents('١٢٩')).toBe(12_900);
  });

  it('gives NaN for what is not an amount, so the schema names the field', () => {
    for (const text of ['', '4.255', '-3', '1e3', 'abc', '4,255', '1,295.50', '4,50,1'])
      expect(dollarsToCents(text)).toBeNaN();
  });

  it('writes cents back as dollars with two decimals', () => {
    expect(centsToDollars(4250)).toBe('42.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(0)).toBe('0.00');
  });
});

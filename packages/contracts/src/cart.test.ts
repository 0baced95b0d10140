import { describe, expect, it } from 'vitest';
import { priceCartRequest, promoCodeForm } from './cart.ts';

describe('promotion code form', () => {
  it.each([undefined, '', '   ', 'TWO WORDS', 'CODE!', 'x'.repeat(41)])(
    'refuses %j with the SPEC §5 message',
    (value) => {
      const result = promoCodeForm.safeParse({ promoCode: value });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Please provide a valid promo code',
      ]);
    },
  );

  it('trims and upper-cases a code', () => {
    expect(promoCodeForm.parse({ promoCode: ' welcome10 ' })).toEqual({ promoCode: 'WELCOME10' });
  });
});

describe('price cart request', () => {
  it('keeps item ids and quantities only: a price sent along is dropped', () => {
    const parsed = priceCartRequest.parse({ lines: [{ itemId: 7, quantity: 2, unitPrice: 0.01 }] });
    expect(parsed.lines).toEqual([{ itemId: 7, quantity: 2 }]);
    expect(parsed.currencyId).toBe(2);
  });
});

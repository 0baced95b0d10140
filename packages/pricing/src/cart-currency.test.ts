import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCart } from './cart-currency.ts';
import { convertFromUsd, USD_RATE_MICROS } from './currency-conversion.ts';
import { priceCart } from './price-cart.ts';
import { anItem, aPriceList, cartArb, priceListArb } from './priced-item.fixtures.ts';

const AED = 3_672_500;

describe('showing a cart in another currency', () => {
  const cart = priceCart({
    lines: [
      { item: anItem({ id: 1, currentPrice: 333 }), quantity: 1 },
      { item: anItem({ id: 2, currentPrice: 333 }), quantity: 1 },
      { item: anItem({ id: 3, currentPrice: 1000 }), quantity: 1 },
    ],
    priceList: aPriceList({ bundles: [{ amount: 1100, itemIds: [2, 3] }] }),
  });

  it('leaves a USD cart as it is', () => {
    expect(convertCart(cart, USD_RATE_MICROS)).toEqual(cart);
  });

  it('converts every line once and re-adds the totals so the shown cart adds up', () => {
    const shown = convertCart(cart, AED);
    expect(shown.lines.map((line) => line.lineTotal)).toEqual([
      convertFromUsd(333, AED),
      convertFromUsd(cart.lines[1]!.lineTotal, AED),
      convertFromUsd(cart.lines[2]!.lineTotal, AED),
    ]);
    expect(shown.total).toBe(shown.lines.reduce((sum, line) => sum + line.lineTotal, 0));
    expect(shown.subtotal - shown.discountTotal).toBe(shown.total);
    expect(shown.bundles[0]?.amount).toBe(
      shown.bundles[0]?.charges.reduce((sum, share) => sum + share.charge, 0),
    );
  });

  it('keeps miles and quantities untouched', () => {
    const shown = convertCart(cart, AED);
    expect(shown.itemCount).toBe(cart.itemCount);
    expect(shown.totalMilesForRedeem).toBe(cart.totalMilesForRedeem);
  });

  it('refuses a missing rate', () => {
    expect(() => convertCart(cart, 0)).toThrow(RangeError);
  });

  const rateArb = fc.integer({ min: 1, max: 20_000 * USD_RATE_MICROS });
  const cartInputArb = fc.record({ lines: cartArb, priceList: fc.option(priceListArb, { nil: null }) });
  const micros = BigInt(USD_RATE_MICROS);
  const errorTimesMicros = (converted: number, usd: number, rate: number) => {
    const error = BigInt(converted) * micros - BigInt(usd) * BigInt(rate);
    return error < 0n ? -error : error;
  };

  it('never loses more than half a minor unit on any line', () => {
    fc.assert(
      fc.property(cartInputArb, rateArb, (input, rate) => {
        const usd = priceCart(input);
        const shown = convertCart(usd, rate);
        shown.lines.forEach((line, index) => {
          expect(2n * errorTimesMicros(line.lineTotal, usd.lines[index]!.lineTotal, rate) <= micros).toBe(
            true,
          );
        });
      }),
    );
  });

  it('stays within half a minor unit per line of converting the USD total', () => {
    fc.assert(
      fc.property(cartInputArb, rateArb, (input, rate) => {
        const usd = priceCart(input);
        const shown = convertCart(usd, rate);
        const allowed = BigInt(usd.lines.length) * micros;
        expect(2n * errorTimesMicros(shown.total, usd.total, rate) <= allowed).toBe(true);
        expect(shown.total).toBeGreaterThanOrEqual(0);
        expect(shown.subtotal - shown.discountTotal).toBe(shown.total);
      }),
    );
  });
});

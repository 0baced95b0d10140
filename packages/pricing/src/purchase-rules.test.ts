import { describe, expect, it } from 'vitest';
import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  checkAddToCart,
  clampQuantity,
  isLowStock,
  LOW_STOCK_THRESHOLD,
  MAX_ORDER_QUANTITY,
} from './purchase-rules.ts';

describe('adding to the cart', () => {
  it('lets the traveller add what the stock covers', () => {
    expect(checkAddToCart({ stock: 5, requested: 2, inCart: 3 })).toEqual({ kind: 'ok' });
    expect(checkAddToCart({ stock: 1, requested: 1, inCart: 0 })).toEqual({ kind: 'ok' });
  });

  it('tells the traveller the item is out of stock when fewer than 2 are left and the request exceeds them', () => {
    expect(checkAddToCart({ stock: 0, requested: 1, inCart: 0 })).toEqual({ kind: 'outOfStock', stock: 0 });
    expect(checkAddToCart({ stock: 1, requested: 2, inCart: 0 })).toEqual({ kind: 'outOfStock', stock: 1 });
    expect(checkAddToCart({ stock: 1, requested: 1, inCart: 1 })).toEqual({ kind: 'outOfStock', stock: 1 });
  });

  it('warns about the maximum order quantity, naming what is already in the cart, from 2 in stock up', () => {
    expect(checkAddToCart({ stock: 2, requested: 1, inCart: 2 })).toEqual({ kind: 'maxOrder', inCart: 2 });
    expect(checkAddToCart({ stock: 4, requested: 3, inCart: 2 })).toEqual({ kind: 'maxOrder', inCart: 2 });
    expect(checkAddToCart({ stock: 2, requested: 3, inCart: 0 })).toEqual({ kind: 'maxOrder', inCart: 0 });
  });

  it('refuses nonsense counts rather than letting them through', () => {
    expect(() => checkAddToCart({ stock: 5, requested: 0, inCart: 0 })).toThrow(RangeError);
    expect(() => checkAddToCart({ stock: -1, requested: 1, inCart: 0 })).toThrow(RangeError);
    expect(() => checkAddToCart({ stock: 5, requested: 1, inCart: -1 })).toThrow(RangeError);
    expect(() => checkAddToCart({ stock: 5, requested: 1.5, inCart: 0 })).toThrow(RangeError);
  });

  it('quotes a maximum order quantity of 2', () => {
    expect(MAX_ORDER_QUANTITY).toBe(2);
  });
});

describe('stock warnings', () => {
  it('warns about low stock below 3 units', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(3);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(2)).toBe(true);
    expect(isLowStock(3)).toBe(false);
    expect(isLowStock(10)).toBe(false);
  });
});

describe('the quantity selector', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
  });

  it('shows 1 when nothing is in stock, leaving the refusal to the add check', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it('turns typed fractions and garbage into a whole quantity', () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('disables minus at 1 and plus at the stock', () => {
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
    expect(canIncreaseQuantity(4, 5)).toBe(true);
    expect(canIncreaseQuantity(5, 5)).toBe(false);
  });
});

import { assertCount } from './priced-item.ts';

/** SPEC §9 "Max order quantity 2": the figure quoted by the warning; the check itself compares with stock. */
export const MAX_ORDER_QUANTITY = 2;

/** SPEC §5: a low-stock warning shows below this many units. */
export const LOW_STOCK_THRESHOLD = 3;

export type AddToCartCheck =
  | { kind: 'ok' }
  | { kind: 'outOfStock'; stock: number }
  | { kind: 'maxOrder'; inCart: number };

export type AddToCartRequest = {
  stock: number;
  requested: number;
  inCart: number;
};

/**
 * SPEC §5, shared so that the web's toast and the API's refusal agree: with fewer than 2 in stock an
 * excess is 'out of stock'; otherwise an excess gets the maximum-order warning naming what is in the cart.
 */
export function checkAddToCart({ stock, requested, inCart }: AddToCartRequest): AddToCartCheck {
  assertCount(stock, 'stock', 0);
  assertCount(requested, 'requested quantity', 1);
  assertCount(inCart, 'quantity in cart', 0);
  if (requested + inCart <= stock) return { kind: 'ok' };
  return stock < 2 ? { kind: 'outOfStock', stock } : { kind: 'maxOrder', inCart };
}

export function isLowStock(stock: number): boolean {
  return stock < LOW_STOCK_THRESHOLD;
}

/**
 * SPEC §5 quantity selector: at least 1, at most the stock. With nothing in stock it still shows 1 and
 * `checkAddToCart` refuses the add; a fraction or NaN from an input field falls back to a whole number.
 */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.max(1, Math.min(whole, stock));
}

export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > 1;
}

export function canIncreaseQuantity(quantity: number, stock: number): boolean {
  return quantity < stock;
}

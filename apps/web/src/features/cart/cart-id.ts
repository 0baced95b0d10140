import { randomKey } from '../../lib/random-key.ts';

const CART_ID_KEY = 'dutyfree.cartId';
let kept: string | null = null;

/**
 * The name this browser's cart goes by on the server, which keeps the cart's revision under it (PriceCart
 * with `cartId`). Kept apart from the cart, so that it outlives an emptied cart: the server must hear that
 * the cart became empty under the name an open checkout was shown.
 */
/** Whether the server has been given this browser's cart: a browser that never had a cart tells it nothing. */
export function hasCartId(): boolean {
  if (kept) return true;
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(CART_ID_KEY) !== null;
  } catch {
    return false;
  }
}

export function cartId(): string {
  if (kept) return kept;
  try {
    kept = window.localStorage.getItem(CART_ID_KEY);
    if (!kept) {
      kept = randomKey();
      window.localStorage.setItem(CART_ID_KEY, kept);
    }
  } catch {
    // Storage may be blocked; the name then lasts as long as the page.
    kept ??= randomKey();
  }
  return kept;
}

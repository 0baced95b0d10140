import { useQuery } from '@tanstack/react-query';
import { getSelectedCurrencyId } from '../../../lib/currency-preference.ts';
import { cartId, hasCartId } from '../cart-id.ts';
import type { CartLine } from '../cart-store.ts';
import { priceCart } from './price-cart.ts';

/** Every cart query: the prices and the revision. Invalidated when the server says the cart changed. */
export const cartQueriesKey = ['cart'] as const;

/**
 * The server is told the cart's lines at every change (the cart provider keeps this running), and answers
 * the cart's revision; an order sends the revision its checkout was shown, and the server refuses it once
 * the cart has changed since.
 */
export function useCartRevision(cart: readonly CartLine[]) {
  const lines = cart.map((line) => ({ itemId: line.item.id, quantity: line.quantity }));
  return useQuery({
    queryKey: [...cartQueriesKey, 'revision', lines],
    queryFn: async ({ signal }) => {
      const priced = await priceCart(
        { lines, promoCode: null, cartId: cartId() },
        getSelectedCurrencyId(),
        signal,
      );
      return priced.cartRevision ?? null;
    },
    staleTime: 0,
    // An empty cart is told only when it was not empty before (under this name).
    enabled: lines.length > 0 || hasCartId(),
  });
}

/** What an order sends of the cart its checkout shows: the cart's name and revision, once the server gave it. */
export type ShownCart = { cartId?: string; cartRevision?: number };

export function shownCart(revision: number | null | undefined): ShownCart {
  return revision ? { cartId: cartId(), cartRevision: revision } : {};
}

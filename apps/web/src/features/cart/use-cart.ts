import type { PriceCartResponse } from '@dutyfree/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { getSelectedCurrencyCode } from '../../lib/currency-preference.ts';
import { useOfferPriceLists } from '../catalog/api/get-offer-price-lists.ts';
import type { PriceListsInForce } from '../catalog/item-pricing.ts';
import { liveQuote } from './cart-pricing.ts';
import { type CartLine, type CartState, getCart, getServerCart, subscribeToCart } from './cart-store.ts';

/** The cart of SPEC §3; re-renders on every change, in this tab or another. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribeToCart, getCart, getServerCart);
}

/** The header's count: every unit in the cart (gifts are not counted). */
export function useCartItemCount(): number {
  return useCart().cart.reduce((count, line) => count + line.quantity, 0);
}

/** The running offers (once loaded) and the applied promotion code's list. */
function usePriceListsInForce(): PriceListsInForce {
  const offers = useOfferPriceLists().data;
  const promo = useCart().promo;
  return useMemo(() => ({ offers: offers ?? [], promo: promo?.priceList ?? null }), [offers, promo]);
}

/** The lines priced in the browser with the engine the server uses: instant, confirmed by PriceCart. */
export function useLiveQuote(lines: readonly CartLine[]): PriceCartResponse {
  const lists = usePriceListsInForce();
  const { promo, offerItems } = useCart();
  const code = promo?.code ?? null;
  return useMemo(
    () => liveQuote(lines, lists, code, getSelectedCurrencyCode(), offerItems),
    [lines, lists, code, offerItems],
  );
}

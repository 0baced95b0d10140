import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { showToast } from '../../lib/toast-store.ts';
import { ProductActionsProvider } from '../catalog/product-actions-context.tsx';
import { getOnBoardItems } from '../onboard/api/get-onboard-items.ts';
import { getOnBoardingDetail, onBoardFlightKey, useOnBoardingDetail } from '../onboard/onboard-store.ts';
import { cartQueriesKey, useCartRevision } from './api/cart-revision.ts';
import { getPromoPriceList } from './api/get-promo-price-list.ts';
import { priceCart } from './api/price-cart.ts';
import { CartProductActions } from './cart-product-actions.tsx';
import {
  type AppliedPromo,
  type CartLine,
  clearCart,
  getCart,
  refreshCart,
  rehydrateCart,
} from './cart-store.ts';
import { PurchaseGatesProvider } from './purchase-gates.tsx';
import { useCart } from './use-cart.ts';
import './cart.css';

/**
 * SPEC §9 rehydrate timeout: the kept cart shows at once, and fresh prices and stock replace it when the
 * shop answers within 5 s; a slower answer is given up and the kept cart stays as it is.
 */
const CART_REHYDRATE_TIMEOUT_MS = 5000;

/** The kept promotion code in the current currency, or null once it no longer applies. */
async function freshPromo(
  promo: AppliedPromo | null,
  signal: AbortSignal,
): Promise<AppliedPromo | null | undefined> {
  if (!promo) return undefined;
  const answer = await getPromoPriceList(promo.code, signal);
  return answer.priceList ? { code: promo.code, priceList: answer.priceList } : null;
}

/**
 * The lines' products as the shop sells them now: the pre-order catalogue's, or for an on-board cart, the
 * flight's records (its stock); lines the flight no longer carries are unavailable.
 */
async function freshLines(cart: readonly CartLine[], signal: AbortSignal) {
  if (cart.length === 0) return null;
  const onBoard = getOnBoardingDetail();
  if (onBoard) {
    const carried = new Map((await getOnBoardItems(onBoard, signal)).map((item) => [item.id, item]));
    return {
      items: cart.flatMap((line) => carried.get(line.item.id) ?? []),
      unavailableItemIds: cart.map((line) => line.item.id).filter((id) => !carried.has(id)),
    };
  }
  const lines = cart.map((line) => ({ itemId: line.item.id, quantity: line.quantity }));
  const priced = await priceCart({ lines, promoCode: null }, getSelectedCurrencyId(), signal);
  return {
    items: priced.lines.flatMap((line) => (line.item ? [line.item] : [])),
    unavailableItemIds: priced.unavailableItemIds,
  };
}

function useRehydratedCart() {
  const { t } = useTranslation('cart');
  useEffect(() => {
    const { cart, promo } = getCart();
    if (cart.length === 0 && !promo) return;
    const signal = AbortSignal.timeout(CART_REHYDRATE_TIMEOUT_MS);
    Promise.all([freshLines(cart, signal), freshPromo(promo, signal)]).then(
      ([fresh, nextPromo]) => {
        const unavailableItemIds = fresh?.unavailableItemIds ?? [];
        refreshCart({ items: fresh?.items ?? [], unavailableItemIds, promo: nextPromo });
        if (unavailableItemIds.length > 0)
          showToast({ variant: 'warning', message: t('toasts.itemsRemoved') });
        if (nextPromo === null)
          showToast({ variant: 'warning', message: t('toasts.promoRemoved', { code: promo?.code }) });
      },
      (error: unknown) => console.warn('The kept cart could not be refreshed; it stays as it was', error),
    );
  }, [t]);
}

/**
 * A cart holds the lines of the catalogue the shop shows. When the two part without the traveller
 * switching (the on-board session ran out its hour before the cart, or another tab switched), the lines
 * of the other catalogue go, and the traveller is told.
 */
function useCartFollowsCatalogue() {
  const { t } = useTranslation('onboard');
  const catalogue = onBoardFlightKey(useOnBoardingDetail());
  const { cart, cartForSummary, onBoardFlight } = useCart();
  const stale = (cart.length > 0 || cartForSummary.length > 0) && onBoardFlight !== catalogue;
  useEffect(() => {
    if (!stale) return;
    clearCart();
    showToast({ variant: 'warning', message: t('toasts.cartCleared') });
  }, [stale, t]);
}

/**
 * The cart as it is now on every screen, and on the server: each change is told to the server (which
 * keeps the cart's revision), and a page the browser brings back from its back-forward cache reads the
 * kept cart again, as it missed the changes made meanwhile (another page took a line out, then Back).
 */
function useCartKeptCurrent() {
  const queryClient = useQueryClient();
  useCartRevision(useCart().cart);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      rehydrateCart();
      void queryClient.invalidateQueries({ queryKey: cartQueriesKey });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient]);
}

/**
 * Everything the cart adds around the pages: the add-to-cart control in every product's action slot, the
 * questions asked before some adds, and the kept cart brought up to date at start-up.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  useRehydratedCart();
  useCartFollowsCatalogue();
  useCartKeptCurrent();
  return (
    <PurchaseGatesProvider>
      <ProductActionsProvider value={CartProductActions}>{children}</ProductActionsProvider>
    </PurchaseGatesProvider>
  );
}

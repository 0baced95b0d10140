import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { showToast } from '../../lib/toast-store.ts';
import { ProductActionsProvider } from '../catalog/product-actions-context.tsx';
import { getPromoPriceList } from './api/get-promo-price-list.ts';
import { priceCart } from './api/price-cart.ts';
import { CartProductActions } from './cart-product-actions.tsx';
import { type AppliedPromo, getCart, refreshCart } from './cart-store.ts';
import { PurchaseGatesProvider } from './purchase-gates.tsx';
import './cart.css';

/**
 * SPEC §9 rehydrate timeout: the kept cart shows at once, and fresh prices and stock replace it when the
 * shop answers within 5 s; a slower answer is given up and the kept cart stays as it is.
 */
export const CART_REHYDRATE_TIMEOUT_MS = 5000;

/** The kept promotion code in the current currency, or null once it no longer applies. */
async function freshPromo(
  promo: AppliedPromo | null,
  signal: AbortSignal,
): Promise<AppliedPromo | null | undefined> {
  if (!promo) return undefined;
  const answer = await getPromoPriceList(promo.code, signal);
  return answer.priceList ? { code: promo.code, priceList: answer.priceList } : null;
}

function useRehydratedCart() {
  const { t } = useTranslation('cart');
  useEffect(() => {
    const { cart, promo } = getCart();
    if (cart.length === 0 && !promo) return;
    const signal = AbortSignal.timeout(CART_REHYDRATE_TIMEOUT_MS);
    const lines = cart.map((line) => ({ itemId: line.item.id, quantity: line.quantity }));
    Promise.all([
      lines.length > 0 ? priceCart({ lines, promoCode: null }, getSelectedCurrencyId(), signal) : null,
      freshPromo(promo, signal),
    ]).then(
      ([priced, nextPromo]) => {
        const unavailableItemIds = priced?.unavailableItemIds ?? [];
        refreshCart({
          items: priced?.lines.flatMap((line) => (line.item ? [line.item] : [])) ?? [],
          unavailableItemIds,
          promo: nextPromo,
        });
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
 * Everything the cart adds around the pages: the add-to-cart control in every product's action slot, the
 * questions asked before some adds, and the kept cart brought up to date at start-up.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  useRehydratedCart();
  return (
    <PurchaseGatesProvider>
      <ProductActionsProvider value={CartProductActions}>{children}</ProductActionsProvider>
    </PurchaseGatesProvider>
  );
}

import type { CatalogItem } from '@dutyfree/contracts';
import { needsAgeCheck, needsEuDestinationCheck } from '@dutyfree/contracts';
import { checkAddToCart, isLowStock, MAX_ORDER_QUANTITY } from '@dutyfree/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { showToast } from '../../lib/toast-store.ts';
import { currentPurchaseRules } from './api/get-purchase-rules.ts';
import { addToCart, confirmAge, getCart, quantityInCart } from './cart-store.ts';
import { usePurchaseGates } from './purchase-gates.tsx';

/** SPEC §4: after a successful add the traveller goes to the cart "after about 0.7 s". */
export const GO_TO_CART_DELAY_MS = 700;

export type AddOutcome = 'added' | 'refused' | 'left' | 'cancelled';

/**
 * Adding a product, with every rule of SPEC §4/§5 in order: the stock check (out-of-stock or
 * maximum-order warning), the age gate for tobacco and liquor, the EU destination prompt for the listed
 * cosmetics, then the add itself, its toasts and the way to /cart.
 */
export function useAddToCart(): (item: CatalogItem, quantity: number) => Promise<AddOutcome> {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const ask = usePurchaseGates();
  const queryClient = useQueryClient();

  return useCallback(
    async (item, quantity) => {
      const check = checkAddToCart({
        stock: Math.max(0, item.quantity),
        requested: quantity,
        inCart: quantityInCart(item.id),
      });
      if (check.kind === 'outOfStock') {
        showToast({
          variant: 'warning',
          title: t('toasts.outOfStock.title'),
          message: t('toasts.outOfStock.message', { stock: check.stock }),
        });
        return 'refused';
      }
      if (check.kind === 'maxOrder') {
        showToast({
          variant: 'warning',
          message: t('toasts.maxOrder', { max: MAX_ORDER_QUANTITY, inCart: check.inCart }),
        });
        return 'refused';
      }

      // The rules an admin keeps decide which goods ask; the server enforces them again at checkout.
      const rules = await currentPurchaseRules(queryClient);
      if (needsAgeCheck(item, rules) && !getCart().ageConfirmed) {
        const answer = await ask('age');
        if (answer === 'leave') void navigate(paths.home);
        if (answer !== 'proceed') return answer === 'leave' ? 'left' : 'cancelled';
        confirmAge();
      }
      if (needsEuDestinationCheck(item, rules)) {
        const answer = await ask('euDestination', rules.euBan.reason);
        if (answer === 'leave') void navigate(paths.home);
        if (answer !== 'proceed') return answer === 'leave' ? 'left' : 'cancelled';
      }

      addToCart(item, quantity);
      showToast({ variant: 'success', message: t('toasts.added', { name: item.name }) });
      if (isLowStock(item.quantity)) {
        showToast({ variant: 'warning', message: t('toasts.lowStock', { count: item.quantity }) });
      }
      window.setTimeout(() => void navigate(paths.cart), GO_TO_CART_DELAY_MS);
      return 'added';
    },
    [ask, navigate, queryClient, t],
  );
}

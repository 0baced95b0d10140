import type { PaymentSummary } from '@dutyfree/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isAwaitingPayment, usePaymentSummary } from './api/get-payment-summary.ts';
import { orderQueryKeys } from './api/order-query-keys.ts';
import { checkoutOrder } from './order-access.ts';

function Watch({ orderCode }: { orderCode: string }) {
  usePaymentSummary(orderCode);
  return null;
}

/**
 * A card payment may be confirmed while the traveller browses on: on every page they open, the order this
 * tab checked out is read again (once, not polled) until its payment is known settled, so its paid lines
 * leave the cart wherever they are.
 */
export function CheckoutOrderWatch() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const orderCode = checkoutOrder();
  if (!orderCode) return null;
  const known = queryClient.getQueryData<PaymentSummary>(orderQueryKeys.summary(orderCode));
  if (known && !isAwaitingPayment(known)) return null;
  return <Watch key={pathname} orderCode={orderCode} />;
}

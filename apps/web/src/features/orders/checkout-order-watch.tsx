import { useLocation } from 'react-router';
import { usePaymentSummary } from './api/get-payment-summary.ts';
import { checkoutOrder } from './order-access.ts';

function Watch({ orderCode }: { orderCode: string }) {
  usePaymentSummary(orderCode);
  return null;
}

/**
 * A card payment may be confirmed while the traveller browses on: on every page they open, the order this
 * tab checked out is read again (once, not polled), so its paid lines leave the cart wherever they are.
 */
export function CheckoutOrderWatch() {
  const { pathname } = useLocation();
  const orderCode = checkoutOrder();
  return orderCode ? <Watch key={pathname} orderCode={orderCode} /> : null;
}

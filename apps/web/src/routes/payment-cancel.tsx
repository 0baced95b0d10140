import { PaymentOutcomePage } from '../features/orders/payment-outcome-page.tsx';

export function Component() {
  return <PaymentOutcomePage outcome="cancelled" />;
}

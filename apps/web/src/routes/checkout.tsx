import { CheckoutPage } from '../features/checkout/checkout-page.tsx';

export function Component() {
  return <CheckoutPage />;
}

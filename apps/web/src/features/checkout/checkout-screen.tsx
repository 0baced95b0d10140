import { CheckoutPage } from './checkout-page.tsx';

export function Component() {
  return <CheckoutPage />;
}

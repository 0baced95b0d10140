import { PaymentOutcomePage } from './payment-outcome-page.tsx';

export function Component() {
  return <PaymentOutcomePage outcome="pending" />;
}

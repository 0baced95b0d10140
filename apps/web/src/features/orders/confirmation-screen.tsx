import { useSearchParams } from 'react-router';
import { OrderConfirmation } from './order-confirmation.tsx';

export function Component() {
  const [search] = useSearchParams();
  return <OrderConfirmation orderCode={search.get('orderCode')?.toUpperCase() ?? null} />;
}

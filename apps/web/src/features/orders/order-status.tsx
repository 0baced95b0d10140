import type { OrderStatus } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <span className={`order-status order-status--${status}`}>{t(`orderStatuses.${status}`)}</span>;
}

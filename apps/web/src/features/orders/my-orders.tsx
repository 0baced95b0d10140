import type { PaymentSummary } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { paths } from '../../config/paths.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import { NoOrders } from '../account/components/no-orders.tsx';
import { useMyOrders } from './api/get-my-orders.ts';
import { OnBoardMark } from './onboard-mark.tsx';
import { useOrderAmounts } from './order-labels.ts';
import { OrderStatusBadge } from './order-status.tsx';
import './orders.css';

function OrderCard({ order }: { order: PaymentSummary }) {
  const { t } = useTranslation('orders');
  const dates = useDisplayDates();
  const { inMiles, money, miles } = useOrderAmounts(order);
  return (
    <li>
      <Card>
        <Card.Body className="order-list__item">
          <div>
            <h2 className="h6 mb-1">
              <span className="order-list__code">{order.orderCode}</span>
            </h2>
            <p className="mb-1">{t('list.placed', { date: dates.day(order.transactionDate) })}</p>
            <p className="mb-1">
              {t('list.flight', {
                flightNumber: order.flightNumber,
                date: dates.day(order.departureDate),
              })}
            </p>
            <OnBoardMark order={order} />
            <OrderStatusBadge status={order.orderStatus} />
          </div>
          <div className="text-end">
            <p className="fw-bold mb-2">
              <bdi>{inMiles ? miles(order.totalPriceForRedemptionInMiles) : money(order.totalPrice)}</bdi>
            </p>
            <Link
              to={generatePath(paths.accountOrder, { id: order.orderCode })}
              className="btn btn-outline-primary btn-sm"
              aria-label={t('list.view', { orderCode: order.orderCode })}
            >
              {t('list.viewShort')}
            </Link>
          </div>
        </Card.Body>
      </Card>
    </li>
  );
}

/** /account/orders: the signed-in customer's real orders with their status, newest first. */
export function MyOrders() {
  const { t } = useTranslation('orders');
  const orders = useMyOrders();

  if (orders.isPending) return <LoadingIndicator label={t('list.loading')} />;
  if (orders.isError) {
    return (
      <div role="alert">
        <p>{t('list.failed')}</p>
        <Button variant="outline-primary" onClick={() => void orders.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (orders.data.length === 0) return <NoOrders />;
  return (
    <ul className="order-list">
      {orders.data.map((order) => (
        <OrderCard key={order.orderCode} order={order} />
      ))}
    </ul>
  );
}

import type { PaymentSummary } from '@dutyfree/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { paths } from '../../config/paths.ts';
import { usePaymentSummary } from './api/get-payment-summary.ts';
import { CancelOrderForm } from './cancel-order-form.tsx';
import { HandOverQr } from './hand-over-qr.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderLines } from './order-lines.tsx';
import './orders.css';

/** An order's facts and lines, and its cancellation while it is allowed; says so once it is cancelled. */
export function OrderView({ order }: { order: PaymentSummary }) {
  const { t } = useTranslation('orders');
  // Cancelled while this page is open: the outcome takes the focus, which brings it into view (on a
  // phone the form that cancelled it is a screen or two below it).
  const done = useRef<HTMLParagraphElement>(null);
  const cancelledBefore = useRef(order.cancelled);
  useEffect(() => {
    if (order.cancelled && !cancelledBefore.current) done.current?.focus();
    cancelledBefore.current = order.cancelled;
  }, [order.cancelled]);
  return (
    <>
      <div role="status">
        {order.cancelled && (
          <p ref={done} tabIndex={-1}>
            {t('cancel.done')}
          </p>
        )}
      </div>
      <HandOverQr order={order} />
      <OrderFacts summary={order} />
      <OrderLines summary={order} />
      {order.isCancellable && <CancelOrderForm orderCode={order.orderCode} />}
    </>
  );
}

/** /account/orders/{id}: one order with its flight and lines, and its cancellation while it is allowed. */
export function OrderDetail({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('orders');
  const { t: tAccount } = useTranslation('account');
  const summary = usePaymentSummary(orderCode);
  const order = summary.data;

  return (
    <>
      {summary.isPending && <LoadingIndicator label={t('detail.loading')} />}
      {summary.isError && (
        <div role="alert" className="account-empty">
          <p className="account-empty__title">{tAccount('order.notFound')}</p>
        </div>
      )}
      {order && <OrderView order={order} />}
      <div className="order-actions">
        <Link to={paths.accountOrders} className="btn btn-outline-primary">
          {tAccount('order.back')}
        </Link>
      </div>
    </>
  );
}

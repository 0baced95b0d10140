import { type BackOfficeOrder, cancelOrderByStaffRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TextAreaField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { type Editor, EditorStatus, useEditor } from '../back-office/editor.tsx';
import { LoadFailure } from '../back-office/load-failure.tsx';
import { formatMinorAmount, useStaffTime } from '../shared/staff-format.ts';
import { staffPaths } from '../shared/staff-paths.ts';
import { useCancelOrder } from './api/cancel-order.ts';
import { useOrder } from './api/get-order.ts';
import { OrderTotal } from './orders-page.tsx';

/** One order with its lines, money, miles and what staff did to it; an admin may cancel it with a reason. */
export function OrderPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('order.title')}>
      <OrderScreen />
    </AdminOnly>
  );
}

function OrderScreen() {
  const { t } = useTranslation('staff');
  const { orderCode = '' } = useParams();
  const order = useOrder(orderCode);
  return (
    <>
      <p>
        <Link to={staffPaths.orders}>{t('order.back')}</Link>
      </p>
      <PageTitle>{t('order.titleOf', { orderCode })}</PageTitle>
      {order.isPending ? (
        <LoadingIndicator label={t('order.loading')} />
      ) : order.isError ? (
        <LoadFailure error={order.error} retry={() => void order.refetch()} />
      ) : (
        <OrderDetail order={order.data} />
      )}
    </>
  );
}

function OrderDetail({ order }: { order: BackOfficeOrder }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const usd = (cents: number) => formatMinorAmount(cents, 'USD');
  // Held here, not in the form: a cancelled order has no form left, and its outcome stays on screen.
  const editor = useEditor();
  const facts: [string, React.ReactNode][] = [
    [t('orders.status'), t(`orderStatuses.${order.status}`)],
    [t('order.payment'), `${order.paymentOption} · ${order.paymentStatus}`],
    [t('orders.placedAt'), time(order.placedAt)],
    [t('orders.customer'), `${order.customerName} <${order.email}>`],
    [t('order.phone'), order.mobileNumber ?? '—'],
    [t('orders.ticketNumber'), order.ticketNumber],
    [
      t('order.flight'),
      `${order.flightNumber} ${order.origin}–${order.destination}, ${time(order.departureAt)}`,
    ],
    [t('order.seat'), order.seatNumber ?? '—'],
    [t('order.pickFrom'), order.pickFrom ? t(`order.pickFromPlaces.${order.pickFrom}`, order.pickFrom) : '—'],
    [t('orders.total'), <OrderTotal key="total" order={order} />],
  ];
  return (
    <div className="back-office-order">
      <dl className="back-office-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <EditorStatus editor={editor} />
      {order.cancellable && <CancelOrderForm orderCode={order.orderCode} editor={editor} />}

      <h2 className="h5">{t('order.lines')}</h2>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('items.itemCode')}</th>
              <th scope="col">{t('items.name')}</th>
              <th scope="col" className="text-end">
                {t('order.quantity')}
              </th>
              <th scope="col" className="text-end">
                {t('orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.itemId}>
                <td>
                  <code>{line.itemCode}</code>
                </td>
                <td>{line.name}</td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end text-nowrap">{usd(line.totalPriceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="h5">{t('order.payments')}</h2>
      {order.payments.length === 0 ? (
        <p className="staff-empty">{t('order.noPayments')}</p>
      ) : (
        <ul className="back-office-events">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {time(payment.createdAt)} · {formatMinorAmount(payment.amountMinor, payment.currencyCode)} ·{' '}
              {payment.status} · <code>{payment.reference}</code>
            </li>
          ))}
        </ul>
      )}

      <h2 className="h5">{t('order.refunds')}</h2>
      {order.refunds.length === 0 ? (
        <p className="staff-empty">{t('order.noRefunds')}</p>
      ) : (
        <ul className="back-office-events">
          {order.refunds.map((refund) => (
            <li key={refund.key}>
              {time(refund.queuedAt)} · {t(`order.refundStates.${refund.state}`, refund.state)} ·{' '}
              {t('order.attempts', { count: refund.attempts })}
              {refund.lastError && ` · ${refund.lastError}`}
            </li>
          ))}
        </ul>
      )}

      <h2 className="h5">{t('order.miles')}</h2>
      {order.miles.length === 0 ? (
        <p className="staff-empty">{t('order.noMiles')}</p>
      ) : (
        <ul className="back-office-events">
          {order.miles.map((entry) => (
            <li key={`${entry.at}-${entry.miles}`}>
              {time(entry.at)} · {entry.memberId} · {t('order.milesChange', { count: entry.miles })} ·{' '}
              {entry.reason}
            </li>
          ))}
        </ul>
      )}

      <h2 className="h5">{t('order.audit')}</h2>
      {order.audit.length === 0 ? (
        <p className="staff-empty">{t('order.noAudit')}</p>
      ) : (
        <ul className="back-office-events">
          {order.audit.map((entry) => (
            <li key={entry.id}>
              {time(entry.at)} · {entry.staffName} · <code>{entry.action}</code>
              {reasonOf(entry.after) && ` · ${reasonOf(entry.after)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The reason an admin gave, when the audit entry is a cancellation. */
function reasonOf(after: unknown): string | undefined {
  return after && typeof after === 'object' && 'reason' in after && typeof after.reason === 'string'
    ? after.reason
    : undefined;
}

function CancelOrderForm({ orderCode, editor }: { orderCode: string; editor: Editor }) {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelOrder();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(cancelOrderByStaffRequest, { orderCode, reason }),
      showErrors: (errors) => setError(errors.reason),
      call: cancel,
      variables: (request) => request,
      saved: () => ({ message: t('order.cancelled', { orderCode }) }),
    });
  }

  return (
    <Form noValidate className="back-office-cancel" aria-labelledby="cancel-order-heading" onSubmit={submit}>
      <h2 id="cancel-order-heading" className="h5">
        {t('order.cancelTitle')}
      </h2>
      <p>{t('order.cancelExplained')}</p>
      <TextAreaField
        id="cancel-reason"
        label={t('order.cancelReason')}
        value={reason}
        rows={2}
        maxLength={500}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={cancel.isPending}>
        {t('order.cancelSubmit')}
      </Button>
    </Form>
  );
}

import type { PaymentOutcome } from '@dutyfree/contracts';
import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import type { PageTitleKey } from '../i18n/resources.ts';
import { isAwaitingPayment, usePaymentSummary } from './api/get-payment-summary.ts';
import { markOrderForRetry } from './order-access.ts';
import { CancelIcon, FailureIcon, PendingIcon, WarningIcon } from './outcome-icons.tsx';
import './orders.css';

type UnpaidOutcome = Exclude<PaymentOutcome, 'paid'>;

const screens = {
  declined: { title: 'paymentFailure', text: 'failure', Icon: FailureIcon },
  cancelled: { title: 'paymentCancel', text: 'cancel', Icon: CancelIcon },
  pending: { title: 'paymentPending', text: 'pending', Icon: PendingIcon },
  error: { title: 'paymentError', text: 'error', Icon: WarningIcon },
} as const satisfies Record<UnpaidOutcome, { title: PageTitleKey; text: string; Icon: unknown }>;

/**
 * A pending payment is followed until the bank answers: the page then moves on to the confirmation or to
 * the failure page by itself, and says so in a live region meanwhile.
 */
function FollowPendingOrder({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const order = usePaymentSummary(orderCode, { followPending: true }).data;
  const settled = order !== undefined && !isAwaitingPayment(order);
  const paid = order?.confirmed === true;
  useEffect(() => {
    if (!settled) return;
    const next = paid ? paths.confirmation : paths.paymentFailure;
    void navigate(`${next}?${new URLSearchParams({ orderCode })}`, { replace: true });
  }, [settled, paid, orderCode, navigate]);
  return (
    <p role="status" className="text-body-secondary">
      {t('outcomes.pendingFollowing')}
    </p>
  );
}

/**
 * Where the payment page sends a traveller whose payment did not go through (SPEC §2): a status icon, a
 * title, what happened, and a way back. Nothing was charged, so the way back leads to the cart.
 */
export function PaymentOutcomePage({ outcome }: { outcome: UnpaidOutcome }) {
  const { t } = useTranslation('orders');
  const { t: tPages } = useTranslation('pages');
  const [search] = useSearchParams();
  const orderCode = search.get('orderCode');
  const { title, text, Icon } = screens[outcome];
  useEffect(() => {
    if (orderCode && outcome !== 'pending') markOrderForRetry(orderCode);
  }, [orderCode, outcome]);

  return (
    <Container className="page payment-outcome">
      <Icon className="payment-outcome__icon" />
      <PageTitle>{tPages(`titles.${title}`)}</PageTitle>
      <p>{t(`outcomes.${text}`)}</p>
      {outcome === 'pending' && orderCode && <FollowPendingOrder orderCode={orderCode} />}
      {orderCode && (
        <p>
          <bdi>{t('outcomes.orderReference', { orderCode })}</bdi>
        </p>
      )}
      <div className="order-actions">
        {outcome === 'pending' && orderCode ? (
          <Link
            to={`${paths.confirmation}?${new URLSearchParams({ orderCode })}`}
            className="btn btn-primary"
          >
            {t('outcomes.checkOrder')}
          </Link>
        ) : (
          <Link to={paths.cart} className="btn btn-primary">
            {t('outcomes.backToCart')}
          </Link>
        )}
        <Link to={paths.home} className="btn btn-outline-primary">
          {t('outcomes.backHome')}
        </Link>
      </div>
    </Container>
  );
}

import { formatMiles } from '@dutyfree/pricing';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePassengerProfile } from '../account/api/get-passenger-profile.ts';
import { useAccount } from '../account/use-account.ts';
import { isAwaitingPayment, usePaymentSummary } from './api/get-payment-summary.ts';
import { HandOverQr } from './hand-over-qr.tsx';
import { OnBoardDelivery } from './onboard-mark.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderLines } from './order-lines.tsx';
import { SuccessIcon } from './outcome-icons.tsx';
import './orders.css';

/** After an order paid in miles, the balance read again from the server, once it has taken them. */
function MilesLeft() {
  const { t } = useTranslation('orders');
  const profile = usePassengerProfile({ fresh: true });
  const balance = profile.data?.milesBalance ?? null;
  if (profile.isFetching || balance === null) return null;
  return <p className="order-miles-left">{t('confirmation.milesLeft', { miles: formatMiles(balance) })}</p>;
}

function Actions() {
  const { t } = useTranslation('orders');
  const { isSignedIn } = useAccount();
  return (
    <div className="order-actions">
      <Link to={isSignedIn ? paths.accountOrders : paths.orderTracking} className="btn btn-outline-primary">
        {isSignedIn ? t('confirmation.myOrders') : t('confirmation.tracking')}
      </Link>
      <Link to={paths.home} className="btn btn-primary">
        {t('confirmation.continueShopping')}
      </Link>
    </div>
  );
}

/**
 * SPEC §2 order confirmation, read from the server by the order number in the address, so a reload keeps
 * it. A guest reads it with the order-access token this tab kept when the order was placed.
 */
export function OrderConfirmation({ orderCode }: { orderCode: string | null }) {
  const { t } = useTranslation('orders');
  const { t: tPages } = useTranslation('pages');
  const summary = usePaymentSummary(orderCode, { followPending: true });
  const order = summary.data;
  const pending = isAwaitingPayment(order);
  const confirmed = order?.confirmed === true;
  const { refetch } = summary;

  const title = confirmed ? t('confirmation.thanks') : tPages('titles.confirmation');
  let body: React.ReactNode;
  if (!orderCode) {
    body = <p>{t('confirmation.missingCode')}</p>;
  } else if (summary.isPending) {
    body = <LoadingIndicator label={t('confirmation.loading')} />;
  } else if (summary.isError) {
    const missing = summary.error instanceof ApiError && summary.error.status === 404;
    body = (
      <div role="alert">
        <p>{missing ? t('confirmation.notFound') : t('confirmation.failed')}</p>
        {!missing && (
          <Button variant="outline-primary" onClick={() => void refetch()}>
            {t('confirmation.retry')}
          </Button>
        )}
      </div>
    );
  } else if (order) {
    body = (
      <>
        {confirmed && (
          <>
            {/* The order number in text beside the QR code the crew scans (without a token: alone). */}
            {order.handOverToken ? (
              <HandOverQr order={order} />
            ) : (
              <p>
                {/* The colon is the language's own (Chinese has a full-width one); the code reads whole in Arabic. */}
                <Trans
                  t={t}
                  i18nKey="confirmation.orderNumber"
                  values={{ orderCode: order.orderCode }}
                  components={{ code: <bdi className="order-number" /> }}
                />
              </p>
            )}
            {/* A traveller who ordered from their seat has nothing to show: the crew brings the goods. */}
            {!order.isOnBoard && (
              <Alert variant="warning" className="order-notice">
                {t('confirmation.notice')}
              </Alert>
            )}
            <OnBoardDelivery order={order} />
            {order.paymentOption === 'Miles' && <MilesLeft />}
            <p>{t('confirmation.email')}</p>
          </>
        )}
        <div role="status">{pending ? <p>{t('confirmation.pending')}</p> : null}</div>
        {!confirmed && !pending && <p>{t('confirmation.notPaid')}</p>}
        <OrderFacts summary={order} confirmation={confirmed} />
        <OrderLines summary={order} />
      </>
    );
  }

  return (
    <Container className="page">
      {confirmed && <SuccessIcon className="payment-outcome__icon" />}
      <PageTitle>{title}</PageTitle>
      {body}
      <Actions />
    </Container>
  );
}

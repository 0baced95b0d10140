import type { PaymentSummary } from '@dutyfree/contracts';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/bidi.ts';
import { useCancelPreOrder } from '../orders/api/cancel-pre-order.ts';
import { useDescribeOrderFailure } from '../orders/order-messages.ts';
import { useResumePayment } from './api/resume-payment.ts';

/** SPEC §5's reasons are for travellers who change their minds about goods; this one never chose any. */
const LEFT_UNPAID_REASON = 5;

/**
 * The order this tab sent to the payment page and came back from unpaid (Back, or the return address):
 * it still holds its goods. It is paid on the same payment page, or cancelled and its goods put back on
 * sale at once; the checkout form comes back only then, so the cart is never ordered twice.
 */
export function OrderAwaitingPayment({
  order,
  onCancelled,
}: {
  order: PaymentSummary;
  onCancelled: (orderCode: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const describeFailure = useDescribeOrderFailure();
  const resume = useResumePayment();
  const cancel = useCancelPreOrder();
  const heading = useRef<HTMLHeadingElement>(null);
  const failure = resume.error ?? cancel.error;
  const redirecting = resume.isSuccess;

  // The page opened on this: the traveller's eye and a screen reader start here, not at the form's place.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="checkout-awaiting-title"
      className="checkout-awaiting border border-warning rounded p-3"
    >
      <h2 id="checkout-awaiting-title" className="h5" tabIndex={-1} ref={heading}>
        {t('awaiting.title', { orderCode: isolate(order.orderCode) })}
      </h2>
      <p>{t('awaiting.intro')}</p>
      <div role="alert">{failure && <p className="text-danger">{describeFailure(failure).message}</p>}</div>
      <div role="status">{redirecting && <p>{t('payment.toPaymentPage')}</p>}</div>
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="primary"
          disabled={resume.isPending || redirecting || cancel.isPending}
          onClick={() => resume.mutate(order.orderCode)}
        >
          {resume.isPending && (
            <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden="true" />
          )}
          {t('awaiting.continue')}
        </Button>
        <Button
          variant="outline-danger"
          disabled={resume.isPending || redirecting || cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { orderCode: order.orderCode, ReasonOfCancellation: LEFT_UNPAID_REASON },
              { onSuccess: () => onCancelled(order.orderCode) },
            )
          }
        >
          {cancel.isPending && (
            <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden="true" />
          )}
          {cancel.isPending ? t('awaiting.cancelling') : t('awaiting.cancel')}
        </Button>
      </div>
    </section>
  );
}

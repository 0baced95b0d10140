import { trackOrderRequest } from '@dutyfree/contracts';
import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '../../components/form-field.tsx';
import { useForm } from '../../hooks/use-form.ts';
import { parseForm } from '../../lib/form-errors.ts';
import { SubmitButton } from '../account/components/submit-button.tsx';
import { usePaymentSummary } from './api/get-payment-summary.ts';
import { useTrackOrder } from './api/track-order.ts';
import { OrderView } from './order-detail.tsx';
import { useDescribeOrderFailure, useTranslateOrderErrors } from './order-messages.ts';
import './orders.css';

/** The order found, read (and after a cancellation, re-read) through its access token. */
function TrackedOrder({ orderCode }: { orderCode: string }) {
  const order = usePaymentSummary(orderCode).data;
  return order ? <OrderView order={order} /> : null;
}

/**
 * /order-tracking: guests and travellers without an account find an order by e-mail and order number,
 * and may cancel it until 24 hours before departure.
 */
export function OrderTrackingForm() {
  const { t } = useTranslation('orders');
  // The confirmation e-mail links here with the order number filled in; the e-mail address is typed.
  const [search] = useSearchParams();
  const form = useForm({ email: '', orderCode: search.get('orderCode') ?? '' });
  const track = useTrackOrder();
  const translateErrors = useTranslateOrderErrors();
  const describeFailure = useDescribeOrderFailure();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const failure = track.isError ? describeFailure(track.error) : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseForm(trackOrderRequest, form.values);
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    track.mutate(parsed.data, {
      onSuccess: () => requestAnimationFrame(() => resultHeading.current?.focus()),
      onError: (error) => form.showErrors(describeFailure(error).fields),
    });
  }

  return (
    <>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="order-tracking">
        <p>{t('tracking.intro')}</p>
        <TextField
          id="tracking-email"
          label={t('tracking.email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="tracking-order-code"
          label={t('tracking.orderCode')}
          hint={t('tracking.orderCodeHint')}
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.field('orderCode')}
        />
        <div role="alert">{failure?.message && <p className="alert alert-danger">{failure.message}</p>}</div>
        <SubmitButton
          pending={track.isPending}
          label={t('tracking.submit')}
          pendingLabel={t('tracking.searching')}
        />
      </Form>
      {track.data && (
        <section aria-labelledby="tracking-result" className="mt-4">
          <h2 id="tracking-result" ref={resultHeading} tabIndex={-1} className="h4">
            {t('tracking.found', { orderCode: track.data.orderCode })}
          </h2>
          <TrackedOrder orderCode={track.data.orderCode} />
        </section>
      )}
    </>
  );
}

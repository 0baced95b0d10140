import { type CancellationReason, cancellationReasons, cancelPreOrderRequest } from '@dutyfree/contracts';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-field.tsx';
import { isolate } from '../../lib/bidi.ts';
import { useCancelPreOrder } from './api/cancel-pre-order.ts';
import { useDescribeOrderFailure, useOrderMessage } from './order-messages.ts';

/** CancelPreOrder with a reason (SPEC §5: an integer), until 24 hours before departure. */
export function CancelOrderForm({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('orders');
  const translate = useOrderMessage();
  const describeFailure = useDescribeOrderFailure();
  const cancel = useCancelPreOrder();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const failure = cancel.isError ? describeFailure(cancel.error) : null;
  // A cancellation gives the goods back and refunds the payment: it is asked once more, never one tap.
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = cancelPreOrderRequest.safeParse({
      orderCode,
      ReasonOfCancellation: Number(reason) || undefined,
    });
    if (!parsed.success) {
      setReasonError(translate(parsed.error.issues[0]?.message ?? ''));
      document.getElementById('cancel-reason')?.focus();
      return;
    }
    if (!confirming) {
      setConfirming(true);
      return;
    }
    cancel.mutate(parsed.data);
  }

  return (
    <section aria-labelledby="cancel-order-title" className="mt-4">
      <h2 id="cancel-order-title" className="h5">
        {t('cancel.title')}
      </h2>
      <p>{t('cancel.intro')}</p>
      <Form noValidate onSubmit={submit}>
        <SelectField
          id="cancel-reason"
          label={t('cancel.reason')}
          value={reason}
          error={reasonError ?? failure?.fields.reasonOfCancellation}
          required
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        >
          <option value="">{t('cancel.reasonChoose')}</option>
          {cancellationReasons.map((value: CancellationReason) => (
            <option key={value} value={value}>
              {t(`cancel.reasons.${value}`)}
            </option>
          ))}
        </SelectField>
        <div role="alert">{failure?.message && <p className="alert alert-danger">{failure.message}</p>}</div>
        {confirming ? (
          <div className="cancel-order-confirm border border-danger rounded p-3">
            <h3 className="h6" tabIndex={-1} ref={question}>
              {t('cancel.confirmQuestion', { orderCode: isolate(orderCode) })}
            </h3>
            <p>{t('cancel.confirmConsequence')}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="danger" disabled={cancel.isPending}>
                {cancel.isPending && (
                  <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden="true" />
                )}
                {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
              </Button>
              <Button
                variant="outline-secondary"
                disabled={cancel.isPending}
                onClick={() => setConfirming(false)}
              >
                {t('cancel.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" variant="danger">
            {t('cancel.submit')}
          </Button>
        )}
      </Form>
    </section>
  );
}

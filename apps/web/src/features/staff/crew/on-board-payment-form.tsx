import { handOverRequest, type onBoardPaymentMethods } from '@dutyfree/contracts';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../hooks/use-form.ts';

export type TakenPayment = { method: (typeof onBoardPaymentMethods)[number]; amount: number };

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

/** What the crew takes at the seat for a Pay On-Board bag: cash or card, and the amount (the amount due). */
export function OnBoardPaymentForm({
  id,
  amountDue,
  currencyCode,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  id: string;
  amountDue: number;
  currencyCode: string;
  pending: boolean;
  /** The server's refusal of the payment, by field, shown like the form's own checks. */
  serverErrors: { amount?: string; method?: string };
  onSubmit: (payment: TakenPayment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm({ method: '', amount: amountDue.toFixed(2) });

  // useForm's showErrors is a new function each render; the ref keeps this effect to new server answers.
  const showErrors = useRef(form.showErrors);
  showErrors.current = form.showErrors;
  useEffect(() => {
    if (serverErrors.amount || serverErrors.method) showErrors.current(serverErrors);
  }, [serverErrors]);

  useEffect(() => {
    // Opened from the 'Handed over' button, which has gone: start at the first question.
    form.formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [form.formRef]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (form.values.method !== 'Cash' && form.values.method !== 'Card')
      errors.method = t('payment.methodRequired');
    const amount = form.values.amount.trim().replace(',', '.');
    if (!AMOUNT.test(amount) || Number(amount) <= 0) errors.amount = t('payment.amountInvalid');
    const parsed =
      Object.keys(errors).length === 0
        ? handOverRequest.shape.payment.safeParse({ method: form.values.method, amount: Number(amount) })
        : null;
    if (!parsed?.success || !parsed.data) {
      form.showErrors(Object.keys(errors).length > 0 ? errors : { amount: t('payment.amountInvalid') });
      return;
    }
    onSubmit(parsed.data);
  }

  const methodError = form.errors.method;
  const amountError = form.errors.amount;
  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="bag__payment staff-no-print">
      <fieldset aria-describedby={methodError ? `${id}-method-error` : undefined}>
        <legend className="bag__payment-legend">{t('payment.legend')}</legend>
        <div className="bag__payment-methods">
          {(['Cash', 'Card'] as const).map((method) => (
            <Form.Check
              key={method}
              type="radio"
              id={`${id}-${method}`}
              name="method"
              value={method}
              label={t(`payment.${method}`)}
              checked={form.values.method === method}
              isInvalid={Boolean(methodError)}
              onChange={() => form.setValue('method', method)}
            />
          ))}
        </div>
        {methodError && (
          <div id={`${id}-method-error`} className="invalid-feedback d-block">
            {methodError}
          </div>
        )}
      </fieldset>
      <Form.Group controlId={`${id}-amount`} className="mb-2">
        <Form.Label>{t('payment.amount')}</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text>{currencyCode}</InputGroup.Text>
          <Form.Control
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={form.values.amount}
            onChange={(event) => form.setValue('amount', event.target.value)}
            isInvalid={Boolean(amountError)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
          />
          {amountError && (
            <Form.Control.Feedback id={`${id}-amount-error`} type="invalid">
              {amountError}
            </Form.Control.Feedback>
          )}
        </InputGroup>
      </Form.Group>
      <Button type="submit" variant="success" disabled={pending}>
        {t('payment.submit')}
      </Button>{' '}
      <Button type="button" variant="link" disabled={pending} onClick={onCancel}>
        {t('payment.cancel')}
      </Button>
    </Form>
  );
}

import type { PaymentOption } from '@dutyfree/contracts';
import { formatMiles } from '@dutyfree/pricing';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { paymentOptionKey } from '../orders/order-labels.ts';

interface PaymentOptionsProps {
  options: readonly PaymentOption[];
  value: string;
  onChange: (option: PaymentOption) => void;
  currency: string;
  totalMiles: number;
  /** The member's miles, when known. */
  balance: number | null;
}

/** The ways this traveller may pay (the sign-in answer's paymentOptions), with what each one means. */
export function PaymentOptions({
  options,
  value,
  onChange,
  currency,
  totalMiles,
  balance,
}: PaymentOptionsProps) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const hint = (option: PaymentOption) => {
    const key = paymentOptionKey(option);
    if (key === 'miles') return t('payment.hints.miles', { miles: formatMiles(totalMiles) });
    if (key === 'payOnBoard') return t('payment.hints.payOnBoard', { currency });
    return t('payment.hints.card');
  };
  const tooFewMiles = value === 'Miles' && balance !== null && balance < totalMiles;

  return (
    <section aria-labelledby="checkout-payment-title" className="checkout-section">
      <h2 id="checkout-payment-title" className="h5">
        {t('payment.title')}
      </h2>
      <fieldset>
        <legend className="form-label">{t('payment.legend')}</legend>
        {options.map((option) => {
          const id = `payment-${paymentOptionKey(option)}`;
          return (
            <Form.Check key={option} type="radio" id={id} className="payment-option">
              <Form.Check.Input
                type="radio"
                name="paymentOption"
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                aria-describedby={`${id}-hint`}
              />
              <Form.Check.Label>{tOrders(`paymentOptions.${paymentOptionKey(option)}`)}</Form.Check.Label>
              <Form.Text id={`${id}-hint`} className="d-block">
                {hint(option)}
              </Form.Text>
            </Form.Check>
          );
        })}
      </fieldset>
      {options.includes('Miles') && balance !== null && (
        <p className="mt-2 mb-0">{t('payment.balance', { miles: formatMiles(balance) })}</p>
      )}
      <div role="status">
        {tooFewMiles && <p className="text-danger fw-semibold">{t('payment.notEnoughMiles')}</p>}
      </div>
    </section>
  );
}

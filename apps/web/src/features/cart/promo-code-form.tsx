import { promoCodeForm } from '@dutyfree/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { TextField } from '../../components/form-field.tsx';
import { paths } from '../../config/paths.ts';
import { promoPriceListQueryOptions } from './api/get-promo-price-list.ts';
import { applyPromo } from './cart-store.ts';

type Outcome = 'idle' | 'checking' | 'notFound' | 'expired' | 'failed';

export function promoProductsPath(code: string): string {
  return generatePath(paths.promocodeProducts, { promocode: code });
}

/**
 * SPEC §4/§5/§8 promotion code entry: the code is required ('Please provide a valid promo code'); a valid
 * one is stored with its price list and leads to /promocode-products/{code}; status 0 and a failed call
 * each have their own message.
 */
export function PromoCodeForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const inputId = `${id}-code`;
  const [value, setValue] = useState(initialCode);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [checkedCode, setCheckedCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A new submit starts afresh: no message of the previous check stays beside this one's.
    setOutcome('idle');
    const parsed = promoCodeForm.safeParse({ promoCode: value });
    if (!parsed.success) {
      setError(t('promo.invalid'));
      document.getElementById(inputId)?.focus();
      return;
    }
    const code = parsed.data.promoCode;
    setOutcome('checking');
    try {
      // The traveller is waiting on 'Checking…' and can press Apply again: a failure is said at once.
      const answer = await queryClient.fetchQuery({ ...promoPriceListQueryOptions(code), retry: false });
      if (!answer.priceList) {
        setOutcome(answer.expired ? 'expired' : 'notFound');
        setCheckedCode(code);
        return;
      }
      applyPromo({ code, priceList: answer.priceList });
      setOutcome('idle');
      void navigate(promoProductsPath(code));
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <form
      className="promo-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={outcome === 'checking'}
    >
      <div className="promo-form__row">
        <TextField
          id={inputId}
          name="promoCode"
          label={t('promo.label')}
          className="promo-form__field"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
            if (outcome !== 'checking') setOutcome('idle');
          }}
        />
        <Button
          type="submit"
          variant="outline-primary"
          className="promo-form__submit"
          disabled={outcome === 'checking'}
        >
          {outcome === 'checking' ? t('promo.checking') : t('promo.submit')}
        </Button>
      </div>
      {outcome === 'notFound' && (
        <Alert variant="warning" className="promo-form__message" role="alert">
          {t('promo.notFound')}
        </Alert>
      )}
      {outcome === 'expired' && (
        <Alert variant="warning" className="promo-form__message" role="alert">
          {t('promo.expired', { code: checkedCode })}
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert variant="danger" className="promo-form__message" role="alert">
          {t('promo.failed')}
        </Alert>
      )}
    </form>
  );
}

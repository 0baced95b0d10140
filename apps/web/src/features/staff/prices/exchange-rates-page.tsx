import { type ExchangeRate, setExchangeRateRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useExchangeRates, useSetExchangeRate } from './api/exchange-rates.ts';
import { microsToUnits, unitsToMicros } from './price-list-form.ts';

/** What one US dollar buys in each currency, and when an admin last set it. */
export function ExchangeRatesPage() {
  const { t } = useTranslation('staff');
  const rates = useExchangeRates();
  const failureMessage = useStaffFailureMessage();
  return (
    <AdminOnly title={t('rates.title')}>
      <PageTitle>{t('rates.title')}</PageTitle>
      <p>{t('rates.intro')}</p>
      {rates.isPending ? (
        <LoadingIndicator label={t('rates.loading')} />
      ) : rates.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(rates.error)}
        </div>
      ) : (
        <ul className="list-unstyled exchange-rates">
          {rates.data.rates.map((rate) => (
            <li key={rate.currencyId}>
              <RateForm rate={rate} />
            </li>
          ))}
        </ul>
      )}
    </AdminOnly>
  );
}

function RateForm({ rate }: { rate: ExchangeRate }) {
  const { t } = useTranslation('staff');
  const staffTime = useStaffTime();
  const [typed, setTyped] = useState(microsToUnits(rate.usdRateMicros));
  const [error, setError] = useState<string | undefined>();
  const setRate = useSetExchangeRate();
  const editor = useEditor();
  const id = `rate-${rate.code}`;
  const isDollar = rate.code === 'USD';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(setExchangeRateRequest, {
        currencyId: rate.currencyId,
        usdRateMicros: unitsToMicros(typed),
      }),
      showErrors: (errors) => setError(errors.usdRateMicros),
      call: setRate,
      variables: (request) => request,
      saved: () => ({ message: t('rates.saved', { code: rate.code }) }),
    });
  }

  return (
    <Form noValidate onSubmit={submit} className="exchange-rate">
      <EditorStatus editor={editor} />
      <Form.Label htmlFor={id} className="exchange-rate__label">
        {t('rates.perDollar', { code: rate.code, name: rate.name })}
      </Form.Label>
      <div className="exchange-rate__row">
        <Form.Control
          id={id}
          inputMode="decimal"
          value={typed}
          disabled={isDollar}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-set${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setTyped(event.target.value)}
        />
        {!isDollar && (
          <Button type="submit" variant="outline-primary" disabled={setRate.isPending}>
            {t('rates.save', { code: rate.code })}
          </Button>
        )}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div id={`${id}-set`} className="small text-body-secondary">
        {isDollar
          ? t('rates.dollar')
          : rate.setAt
            ? t('rates.setAt', { when: staffTime(rate.setAt) })
            : t('rates.neverSet')}
      </div>
    </Form>
  );
}

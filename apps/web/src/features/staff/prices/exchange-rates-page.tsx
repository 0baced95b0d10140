import {
  type BackOfficeItem,
  type ExchangeRate,
  type SetExchangeRateRequest,
  setExchangeRateRequest,
} from '@dutyfree/contracts';
import { convertFromUsd } from '@dutyfree/pricing';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrencyName } from '../../../lib/currency-names.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { useBackOfficeItems } from '../back-office/api/get-back-office-items.ts';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useExchangeRates } from '../shared/api/exchange-rates.ts';
import { formatMinorAmount, useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useExchangeRateHistory, useRestoreExchangeRate, useSetExchangeRate } from './api/exchange-rates.ts';
import { microsToUnits, unitsToMicros } from './price-list-form.ts';

/** The server's word that a rate moved further than the shop lets through without a second look. */
const RATE_CHANGE_TO_CONFIRM = 'backOfficePrices.rateChangeToConfirm';

const asksToConfirm = (error: Error) =>
  error instanceof ApiError &&
  error.fieldErrorTexts.UsdRateMicros?.some((problem) => problem.code === RATE_CHANGE_TO_CONFIRM) === true;

/** What one US dollar buys in each currency, when an admin last set it, and what it was before. */
export function ExchangeRatesPage() {
  const { t } = useTranslation('staff');
  const rates = useExchangeRates();
  const failureMessage = useStaffFailureMessage();
  // An item of the shop's, to show what a new rate does to a price the admin knows.
  const items = useBackOfficeItems('', undefined);
  const sample = items.data?.items.find((item) => item.active);
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
              <RateForm rate={rate} sample={sample} />
            </li>
          ))}
        </ul>
      )}
    </AdminOnly>
  );
}

function RateForm({ rate, sample }: { rate: ExchangeRate; sample: BackOfficeItem | undefined }) {
  const { t } = useTranslation('staff');
  const currencyName = useCurrencyName();
  const staffTime = useStaffTime();
  const [typed, setTyped] = useState(microsToUnits(rate.usdRateMicros));
  // A rate put back from the history shows in the field as a rate saved here does.
  const [shownRate, setShownRate] = useState(rate.usdRateMicros);
  if (shownRate !== rate.usdRateMicros) {
    setShownRate(rate.usdRateMicros);
    setTyped(microsToUnits(rate.usdRateMicros));
  }
  const [error, setError] = useState<string | undefined>();
  // The rate the server asked the admin to look at again, until they confirm it or change what they typed.
  const [toConfirm, setToConfirm] = useState<number | null>(null);
  const setRate = useSetExchangeRate();
  const editor = useEditor();
  const id = `rate-${rate.code}`;
  const isDollar = rate.code === 'USD';

  function save(confirmed: boolean) {
    editor.submit({
      parsed: parseForm(setExchangeRateRequest, {
        currencyId: rate.currencyId,
        usdRateMicros: unitsToMicros(typed),
        confirmed,
      }),
      showErrors: (errors) => setError(errors.usdRateMicros),
      call: {
        mutate: (request: SetExchangeRateRequest, callbacks) =>
          setRate.mutate(request, {
            onSuccess: (result) => {
              setToConfirm(null);
              callbacks.onSuccess(result);
            },
            onError: (failure) => {
              setToConfirm(asksToConfirm(failure) ? request.usdRateMicros : null);
              callbacks.onError(failure);
            },
          }),
      },
      variables: (request) => request,
      saved: () => ({ message: t('rates.saved', { code: rate.code }) }),
    });
  }

  return (
    <div className="exchange-rate">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <EditorStatus editor={editor} />
        <Form.Label htmlFor={id} className="exchange-rate__label">
          {t('rates.perDollar', { code: rate.code, name: currencyName(rate.code, rate.name) })}
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
            onChange={(event) => {
              setTyped(event.target.value);
              setToConfirm(null);
            }}
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
      {toConfirm !== null && (
        <RateConfirmation
          rate={rate}
          newMicros={toConfirm}
          sample={sample}
          pending={setRate.isPending}
          onConfirm={() => save(true)}
          onCancel={() => {
            setToConfirm(null);
            setError(undefined);
            setTyped(microsToUnits(rate.usdRateMicros));
          }}
        />
      )}
      {!isDollar && <RateHistory rate={rate} />}
    </div>
  );
}

/** What a sample item would cost at the new rate, beside today's price, and the admin's two ways on. */
function RateConfirmation({
  rate,
  newMicros,
  sample,
  pending,
  onConfirm,
  onCancel,
}: {
  rate: ExchangeRate;
  newMicros: number;
  sample: BackOfficeItem | undefined;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  // Without an item to show, a round hundred dollars says as much.
  const usdCents = sample?.priceCents ?? 10_000;
  const values = {
    code: rate.code,
    name: sample?.name ?? t('rates.confirm.hundredDollars'),
    usd: formatMinorAmount(usdCents, 'USD'),
    now: formatMinorAmount(convertFromUsd(usdCents, rate.usdRateMicros), rate.code),
    atNewRate: formatMinorAmount(convertFromUsd(usdCents, newMicros), rate.code),
  };
  return (
    <section className="exchange-rate__confirm alert alert-warning" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6">
        {t('rates.confirm.title', { code: rate.code, rate: microsToUnits(newMicros) })}
      </h2>
      <p className="mb-2">{t('rates.confirm.sample', values)}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="warning" onClick={onConfirm} disabled={pending}>
          {t('rates.confirm.yes', { code: rate.code, rate: microsToUnits(newMicros) })}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('rates.confirm.no')}
        </Button>
      </div>
    </section>
  );
}

/** The rate's latest changes, opened on demand, each one a rate that can be put back. */
function RateHistory({ rate }: { rate: ExchangeRate }) {
  const { t } = useTranslation('staff');
  const staffTime = useStaffTime();
  const failureMessage = useStaffFailureMessage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const history = useExchangeRateHistory(rate.currencyId, open);
  const restore = useRestoreExchangeRate();
  const editor = useEditor();

  function putBack(changeId: number, usdRateMicros: number) {
    editor.submit({
      parsed: { data: { changeId }, errors: null },
      showErrors: () => undefined,
      call: restore,
      variables: (request) => request,
      saved: () => ({
        message: t('rates.history.restored', { code: rate.code, rate: microsToUnits(usdRateMicros) }),
      }),
    });
  }

  return (
    <div className="exchange-rate__history">
      <Button
        variant="link"
        className="px-0"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(open ? 'rates.history.hide' : 'rates.history.show', { code: rate.code })}
      </Button>
      <div id={listId} hidden={!open}>
        <EditorStatus editor={editor} />
        {!open ? null : history.isPending ? (
          <LoadingIndicator label={t('rates.history.loading')} />
        ) : history.isError ? (
          <div className="alert alert-danger" role="alert">
            {failureMessage(history.error)}
          </div>
        ) : history.data.changes.length === 0 ? (
          <p className="small">{t('rates.history.empty')}</p>
        ) : (
          <table className="table table-sm small">
            <caption>{t('rates.history.caption', { code: rate.code })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rates.history.when')}</th>
                <th scope="col">{t('rates.history.who')}</th>
                <th scope="col">{t('rates.history.before')}</th>
                <th scope="col">{t('rates.history.after')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('rates.history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.changes.map((change) => (
                <tr key={change.changeId}>
                  <td>{staffTime(change.changedAt)}</td>
                  <td>{change.changedBy ?? t('rates.history.someone')}</td>
                  <td>{microsToUnits(change.beforeUsdRateMicros)}</td>
                  <td>{microsToUnits(change.afterUsdRateMicros)}</td>
                  <td>
                    {change.beforeUsdRateMicros !== rate.usdRateMicros && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={restore.isPending}
                        onClick={() => putBack(change.changeId, change.beforeUsdRateMicros)}
                      >
                        {t('rates.history.restore', { rate: microsToUnits(change.beforeUsdRateMicros) })}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

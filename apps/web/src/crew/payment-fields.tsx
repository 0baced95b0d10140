import type { CrewStrings } from './crew-strings.ts';
import { fill } from './crew-strings.ts';
import { changeOf, money, type PaymentDraft } from './trolley.ts';

interface Props {
  t: CrewStrings;
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  /** What is due in the draft's currency, in minor units. */
  dueMinor: number;
  /** The currencies the traveller may pay in (the first is the one the amount was priced in). */
  currencies: readonly string[];
}

/**
 * The money taken at a seat, for a hand-over and a trolley sale alike: the currency, cash with the change
 * worked out, or a card on the aircraft's terminal with its reference.
 */
export function PaymentFields({ t, draft, onChange, dueMinor, currencies }: Props) {
  const change = changeOf(draft, dueMinor);
  return (
    <fieldset className="mb-3">
      <legend className="h6">
        {t.payment.method} · <bdi data-testid="amount-due">{money(dueMinor, draft.currencyCode)}</bdi>
      </legend>
      {currencies.length > 1 && (
        <>
          <label className="form-label" htmlFor="crew-currency">
            {t.payment.currency}
          </label>
          <select
            id="crew-currency"
            className="form-select crew-select mb-2"
            value={draft.currencyCode}
            onChange={(event) => onChange({ ...draft, currencyCode: event.target.value, tendered: '' })}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </>
      )}
      {(['Cash', 'Card'] as const).map((option) => (
        <div className="form-check crew-check" key={option}>
          <input
            id={`crew-method-${option}`}
            type="radio"
            name="method"
            className="form-check-input"
            checked={draft.method === option}
            onChange={() => onChange({ ...draft, method: option })}
          />
          <label className="form-check-label" htmlFor={`crew-method-${option}`}>
            {option === 'Cash' ? t.payment.cash : t.payment.card}
          </label>
        </div>
      ))}
      {draft.method === 'Cash' ? (
        <>
          <label className="form-label mt-2" htmlFor="crew-tendered">
            {fill(t.payment.tendered, { currency: draft.currencyCode })}
          </label>
          <input
            id="crew-tendered"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className="form-control"
            value={draft.tendered}
            aria-describedby="crew-change"
            onChange={(event) => onChange({ ...draft, tendered: event.target.value })}
          />
          <p id="crew-change" className="mt-1" aria-live="polite">
            {change === 'short'
              ? t.payment.tooLittle
              : change !== null && fill(t.payment.change, { amount: money(change, draft.currencyCode) })}
          </p>
        </>
      ) : (
        <>
          <label className="form-label mt-2" htmlFor="crew-reference">
            {t.payment.reference}
          </label>
          <input
            id="crew-reference"
            className="form-control"
            maxLength={40}
            value={draft.reference}
            onChange={(event) => onChange({ ...draft, reference: event.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}

import type { FlightPack } from '@dutyfree/contracts';
import { fromMajor, isolateLeftToRight, toMajor } from '@dutyfree/pricing';
import { type FormEvent, useState } from 'react';
import type { CrewActionBody, OutboxEntry } from './crew-store.ts';
import { type CrewStrings, fill, itemName } from './crew-strings.ts';
import { cashTaken, money, packRates, trolleyLeft } from './trolley.ts';

interface Props {
  pack: FlightPack;
  outbox: OutboxEntry[];
  t: CrewStrings;
  onAct: (body: CrewActionBody) => Promise<void>;
}

type ClosingEntry = OutboxEntry & { action: { kind: 'closeTrolley' } };

/** The device's closing of this flight's trolley, if the crew made one; a refused one may be made again. */
export function closingOf(pack: FlightPack, outbox: readonly OutboxEntry[]): ClosingEntry | undefined {
  return outbox
    .filter(
      (entry): entry is ClosingEntry =>
        entry.dutySessionId === pack.dutySessionId && entry.action.kind === 'closeTrolley',
    )
    .sort((a, b) => b.seq - a.seq)[0];
}

type Count = { counted: number; reason: string };

/**
 * Closing the trolley on arrival: each item's expected figure by this device's count beside the crew's
 * count, a reason for every difference, the cash by currency counted against what this device took; kept
 * on the device and sent like the actions (after them), then the server's reconciliation shown.
 */
export function Closing({ pack, outbox, t, onAct }: Props) {
  const left = trolleyLeft(pack, outbox);
  const cash = cashTaken(pack, outbox);
  const currencies = packRates(pack).map((rate) => rate.code);
  const [counts, setCounts] = useState<ReadonlyMap<number, Count>>(
    () =>
      new Map(pack.trolley.map((item) => [item.itemId, { counted: left.get(item.itemId) ?? 0, reason: '' }])),
  );
  const [counted, setCounted] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(currencies.map((code) => [code, String(toMajor(cash.get(code) ?? 0))])),
  );

  const kept = closingOf(pack, outbox);
  const [again, setAgain] = useState(false);
  if (kept && !again) {
    return <ClosingResult kept={kept} pack={pack} t={t} onAgain={() => setAgain(true)} />;
  }

  const expected = (itemId: number) => Math.max(0, left.get(itemId) ?? 0);
  const countOf = (itemId: number) => counts.get(itemId) ?? { counted: 0, reason: '' };
  const unexplained = pack.trolley.filter(
    (item) =>
      countOf(item.itemId).counted !== expected(item.itemId) && countOf(item.itemId).reason.trim() === '',
  );
  const cashValid = currencies.every((code) => Number.isFinite(Number(counted[code] ?? '0')));
  const change = (itemId: number, next: Partial<Count>) => {
    const updated = new Map(counts);
    updated.set(itemId, { ...countOf(itemId), ...next });
    setCounts(updated);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unexplained.length > 0 || !cashValid) return;
    setAgain(false);
    await onAct({
      kind: 'closeTrolley',
      counts: pack.trolley.map((item) => {
        const { counted: units, reason } = countOf(item.itemId);
        return { itemId: item.itemId, counted: units, ...(reason.trim() && { reason: reason.trim() }) };
      }),
      cash: currencies
        .map((code) => ({ currencyCode: code, amount: Math.max(0, Number(counted[code] || '0')) }))
        .filter((line) => line.amount > 0),
    });
  };

  return (
    <section>
      <h1 className="h4">{t.closing.title}</h1>
      <p>{t.closing.intro}</p>
      {pack.trolley.length === 0 ? (
        <p>{t.trolley.empty}</p>
      ) : (
        <form className="crew-form" onSubmit={submit} noValidate>
          <ul className="list-unstyled">
            {pack.trolley.map((item) => {
              const { counted: units, reason } = countOf(item.itemId);
              const difference = units - expected(item.itemId);
              const reasonId = `crew-closing-reason-${item.itemId}`;
              return (
                <li key={item.itemId} className="card mb-2" data-testid="closing-item">
                  <div className="card-body">
                    <div className="crew-row">
                      <div className="crew-row-text">
                        <h2 className="h6 mb-1">
                          <bdi>{itemName(item, t)}</bdi>
                        </h2>
                        <p className="mb-0">{fill(t.closing.expected, { count: expected(item.itemId) })}</p>
                        {difference !== 0 && (
                          <p className="mb-0 fw-semibold">
                            {fill(t.closing.difference, {
                              count: isolateLeftToRight(
                                difference > 0 ? `+${difference}` : String(difference),
                              ),
                            })}
                          </p>
                        )}
                      </div>
                      <div className="crew-stepper">
                        <button
                          type="button"
                          className="btn btn-outline-secondary crew-action"
                          aria-label={fill(t.closing.less, { name: itemName(item, t) })}
                          disabled={units === 0}
                          onClick={() => change(item.itemId, { counted: units - 1 })}
                        >
                          −
                        </button>
                        <output
                          aria-label={fill(t.closing.counted, { count: units, name: itemName(item, t) })}
                        >
                          {units}
                        </output>
                        <button
                          type="button"
                          className="btn btn-outline-primary crew-action"
                          aria-label={fill(t.closing.more, { name: itemName(item, t) })}
                          onClick={() => change(item.itemId, { counted: units + 1 })}
                        >
                          +
                        </button>
                      </div>
                    </div>
                    {difference !== 0 && (
                      <div className="mt-2">
                        <label className="form-label" htmlFor={reasonId}>
                          {fill(t.closing.reason, { name: itemName(item, t) })}
                        </label>
                        <input
                          id={reasonId}
                          className={`form-control ${reason.trim() === '' ? 'is-invalid' : ''}`}
                          maxLength={200}
                          value={reason}
                          required
                          aria-invalid={reason.trim() === ''}
                          onChange={(event) => change(item.itemId, { reason: event.target.value })}
                        />
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <fieldset className="mb-3">
            <legend className="h5">{t.closing.cash}</legend>
            {currencies.map((code) => (
              <div key={code} className="mb-2">
                <label className="form-label" htmlFor={`crew-closing-cash-${code}`}>
                  {fill(t.closing.cashCounted, {
                    currency: code,
                    amount: money(cash.get(code) ?? 0, code),
                  })}
                </label>
                <input
                  id={`crew-closing-cash-${code}`}
                  className="form-control"
                  inputMode="decimal"
                  value={counted[code] ?? ''}
                  onChange={(event) => setCounted({ ...counted, [code]: event.target.value })}
                />
              </div>
            ))}
          </fieldset>
          {unexplained.length > 0 && (
            <p className="text-danger-emphasis" role="status">
              {fill(t.closing.reasonsMissing, { count: unexplained.length })}
            </p>
          )}
          <div className="crew-actions">
            <button
              type="submit"
              className="btn btn-primary crew-action"
              disabled={unexplained.length > 0 || !cashValid}
            >
              {t.closing.send}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function ClosingResult({
  kept,
  pack,
  t,
  onAgain,
}: {
  kept: ClosingEntry;
  pack: FlightPack;
  t: CrewStrings;
  onAgain: () => void;
}) {
  const outcome = kept.state === 'answered' ? kept.outcome : undefined;
  const state = outcome?.outcome ?? 'waiting';
  const reconciliation = outcome?.reconciliation;
  const name = (itemId: number) => {
    const item = pack.trolley.find((candidate) => candidate.itemId === itemId);
    return item ? itemName(item, t) : `#${itemId}`;
  };
  return (
    <section>
      <h1 className="h4">{t.closing.title}</h1>
      <p className="fw-semibold" role="status" data-testid="closing-state" data-state={state}>
        {state === 'waiting'
          ? t.closing.waiting
          : state === 'applied'
            ? fill(t.closing.closed, { count: reconciliation?.differences ?? 0 })
            : fill(t.closing.refused, { reason: outcome?.reason ? t.reasons[outcome.reason] : '' })}
      </p>
      {state === 'refused' && (
        <div className="crew-actions mb-3">
          <button type="button" className="btn btn-outline-primary crew-action" onClick={onAgain}>
            {t.closing.again}
          </button>
        </div>
      )}
      {reconciliation && (
        <>
          <ul className="list-unstyled">
            {reconciliation.lines.map((line) => (
              <li key={line.itemId} className="border-bottom py-2">
                <bdi className="fw-semibold">{name(line.itemId)}</bdi>
                <br />
                {fill(t.closing.line, {
                  expected: line.expected,
                  counted: line.counted,
                  difference: isolateLeftToRight(
                    line.difference > 0 ? `+${line.difference}` : String(line.difference),
                  ),
                })}
              </li>
            ))}
          </ul>
          <h2 className="h5">{t.closing.cash}</h2>
          <ul className="list-unstyled">
            {reconciliation.cash.map((line) => (
              <li key={line.currencyCode} className="border-bottom py-2">
                {fill(t.closing.cashLine, {
                  expected: money(fromMajor(line.expected), line.currencyCode),
                  counted: money(fromMajor(line.counted), line.currencyCode),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

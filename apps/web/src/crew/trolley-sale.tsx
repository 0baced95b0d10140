import type { CabinReason, FlightPack, TrolleyItem } from '@dutyfree/contracts';
import {
  type AllowanceUse,
  allowanceUnit,
  dueInCurrency,
  fromMajor,
  isolate,
  judgeTrolleySale,
  overAllowances,
  saleNeedsIdCheck,
  type TrolleyCustoms,
} from '@dutyfree/pricing';
import { type FormEvent, useState } from 'react';
import type { BoardingPass } from '../lib/boarding-pass.ts';
import type { CrewActionBody, OutboxEntry } from './crew-store.ts';
import { type CrewStrings, fill, itemName } from './crew-strings.ts';
import { PaymentFields } from './payment-fields.tsx';
import { passHolder, ScanButton } from './scan-button.tsx';

import {
  emptyPayment,
  money,
  ownSales,
  packRates,
  type SaleState,
  saleState,
  seatPaymentOf,
  trolleyLeft,
} from './trolley.ts';

interface Props {
  pack: FlightPack;
  outbox: OutboxEntry[];
  t: CrewStrings;
  onAct: (body: CrewActionBody) => Promise<void>;
}

/**
 * A sale from the trolley to a traveller without a pre-order: items picked from the flight's trolley as
 * the pack carries it, judged by the same rules as the server (packages/pricing), within what the trolley
 * still holds by this device's count, paid in any currency the flight takes; queued like any action.
 */
/** What an allowance's figures count, as the crew read it: L, ml, g, pieces (no unit) or the value's currency. */
const UNIT_SYMBOLS = { litres: 'L', millilitres: 'ml', grams: 'g', pieces: '' } as const;
const unitOf = (use: AllowanceUse): string =>
  use.allowance === 'value' ? (use.currencyCode ?? '') : UNIT_SYMBOLS[allowanceUnit(use.allowance)];

export function TrolleySale({ pack, outbox, t, onAct }: Props) {
  const [picked, setPicked] = useState<ReadonlyMap<number, number>>(new Map());
  const [seat, setSeat] = useState('');
  // A boarding pass scanned for the sale: its seat fills the field, its ticket and name go with the order.
  const [pass, setPass] = useState<BoardingPass | null>(null);
  const [idChecked, setIdChecked] = useState(false);
  const [dutyDueConfirmed, setDutyDueConfirmed] = useState(false);
  const [payment, setPayment] = useState(() => emptyPayment(pack.currencyCode));
  const [recorded, setRecorded] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const left = trolleyLeft(pack, outbox);
  const trolley = new Map(pack.trolley.map((item) => [item.itemId, item]));
  const lines = [...picked]
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity, unitPrice: trolley.get(itemId)!.unitPrice }));
  const needsId = saleNeedsIdCheck(lines, trolley);
  // The destination's allowances, judged as the server judges them (a pack an earlier release kept has none).
  const customs: TrolleyCustoms | undefined = pack.customs
    ? {
        allowances: pack.customs.allowances,
        goodsValue: pack.customs.goodsValue,
        measures: pack.customsMeasures ?? [],
        dutyDueConfirmed,
      }
    : undefined;
  const over = customs ? overAllowances(lines, customs) : [];
  const legalAge = legalAgeFor(pack, lines);
  const judged = lines.length > 0 ? judgeTrolleySale(lines, trolley, idChecked, customs) : null;
  const totalMinor = judged && 'totalMinor' in judged ? judged.totalMinor : 0;
  const rates = packRates(pack);
  const dueMinor = dueInCurrency(totalMinor, payment.currencyCode, rates) ?? totalMinor;
  const seatPayment = seatPaymentOf(payment, dueMinor);
  const ready = judged !== null && 'totalMinor' in judged && seat.trim() !== '' && seatPayment !== null;

  const change = (itemId: number, by: number) => {
    const next = new Map(picked);
    next.set(itemId, Math.max(0, (picked.get(itemId) ?? 0) + by));
    setPicked(next);
    setRecorded(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !seatPayment) return;
    const seatNumber = seat.trim().toUpperCase();
    await onAct({
      kind: 'trolleySale',
      lines,
      seatNumber,
      ...(pass?.ticketNumber && { ticketNumber: pass.ticketNumber }),
      ...(pass && { passengerName: `${pass.firstName} ${pass.lastName}`.trim() }),
      idChecked: needsId && idChecked,
      ...(over.length > 0 && { dutyDueConfirmed }),
      payment: seatPayment,
    });
    setPicked(new Map());
    setSeat('');
    setPass(null);
    setIdChecked(false);
    setDutyDueConfirmed(false);
    setPayment(emptyPayment(payment.currencyCode));
    setRecorded(fill(t.trolley.recorded, { seat: seatNumber }));
  };

  return (
    <section>
      <h1 className="h4">{t.trolley.title}</h1>
      <p aria-live="polite" className={recorded ? 'alert alert-success' : 'visually-hidden'}>
        {recorded}
      </p>
      {pack.trolley.length === 0 ? (
        <p>{t.trolley.empty}</p>
      ) : (
        <form className="crew-form" onSubmit={submit}>
          <label className="form-label" htmlFor="crew-find-item">
            {t.trolley.find}
          </label>
          <input
            id="crew-find-item"
            type="search"
            className="form-control mb-3"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul className="list-unstyled">
            {pack.trolley
              .filter((item) => (picked.get(item.itemId) ?? 0) > 0 || matchesItem(item, search))
              .map((item) => (
                <TrolleyRow
                  key={item.itemId}
                  item={item}
                  left={left.get(item.itemId) ?? 0}
                  quantity={picked.get(item.itemId) ?? 0}
                  destination={pack.flight.destination}
                  t={t}
                  onChange={(by) => change(item.itemId, by)}
                />
              ))}
          </ul>
          {lines.length === 0 ? (
            <p>{t.trolley.pick}</p>
          ) : (
            <>
              <p className="h5" data-testid="sale-total">
                {fill(t.trolley.total, { amount: money(totalMinor, pack.currencyCode) })}
              </p>
              <label className="form-label" htmlFor="crew-seat">
                {t.trolley.seat}
              </label>
              <input
                id="crew-seat"
                className="form-control mb-3"
                maxLength={5}
                autoComplete="off"
                value={seat}
                onChange={(event) => setSeat(event.target.value)}
                required
              />
              <ScanButton
                t={t}
                onCode={(code) => {
                  if (code.kind !== 'boardingPass') return;
                  setPass(code.pass);
                  if (code.pass.seat) setSeat(code.pass.seat);
                }}
              />
              <p role="status" className={pass ? 'mb-3' : 'visually-hidden'}>
                {pass && passHolder(pass, t)}
              </p>
              {needsId && (
                <div className="form-check crew-check mb-3">
                  <input
                    id="crew-sale-id-checked"
                    type="checkbox"
                    className="form-check-input"
                    checked={idChecked}
                    onChange={(event) => setIdChecked(event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor="crew-sale-id-checked">
                    {legalAge === null
                      ? t.handOver.idChecked
                      : fill(t.trolley.idCheckedAge, { age: legalAge })}
                  </label>
                </div>
              )}
              {over.length > 0 && (
                <div className="alert alert-warning" data-testid="allowance-warning">
                  {over.map((use) => (
                    <p key={use.allowance} className="mb-2">
                      {fill(t.trolley.overAllowance, {
                        destination: pack.flight.destination,
                        used: use.used,
                        allowed: use.allowed,
                        unit: unitOf(use),
                      })}
                    </p>
                  ))}
                  <div className="form-check crew-check mb-0">
                    <input
                      id="crew-sale-duty-due"
                      type="checkbox"
                      className="form-check-input"
                      checked={dutyDueConfirmed}
                      onChange={(event) => setDutyDueConfirmed(event.target.checked)}
                    />
                    <label className="form-check-label" htmlFor="crew-sale-duty-due">
                      {t.trolley.dutyDueConfirmed}
                    </label>
                  </div>
                </div>
              )}
              <PaymentFields
                t={t}
                draft={payment}
                onChange={setPayment}
                dueMinor={dueMinor}
                currencies={rates.map((rate) => rate.code)}
              />
              <div className="crew-actions">
                <button type="submit" className="btn btn-primary crew-action" disabled={!ready}>
                  {t.trolley.confirm}
                </button>
              </div>
            </>
          )}
        </form>
      )}
      <OwnSales pack={pack} outbox={outbox} t={t} />
    </section>
  );
}

/**
 * The destination's legal age the ID check confirms for the sale's age-restricted lines (alcohol or
 * tobacco, by their customs kind): the highest that applies; null when the pack names none.
 */
function legalAgeFor(pack: FlightPack, lines: readonly { itemId: number }[]): number | null {
  const rule = pack.customs;
  if (!rule) return null;
  const kinds = new Map((pack.customsMeasures ?? []).map((measure) => [measure.itemId, measure.customsKind]));
  const ages = lines.flatMap((line) => {
    const kind = kinds.get(line.itemId);
    if (!kind) return [];
    const age = ['cigarettes', 'cigars'].includes(kind) ? rule.legalAgeTobacco : rule.legalAgeAlcohol;
    return age === null ? [] : [age];
  });
  return ages.length === 0 ? null : Math.max(...ages);
}

/** Finds a trolley item by its name or code, as the crew types them; the items in the sale always show. */
function matchesItem(item: TrolleyItem, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return (
    wanted === '' ||
    [item.name, item.names?.ar ?? '', item.names?.zh ?? '', item.itemCode].some((field) =>
      field.toLowerCase().includes(wanted),
    )
  );
}

function TrolleyRow({
  item,
  left,
  quantity,
  destination,
  t,
  onChange,
}: {
  item: TrolleyItem;
  left: number;
  quantity: number;
  destination: string;
  t: CrewStrings;
  onChange: (by: number) => void;
}) {
  const sellable = !item.bannedAtDestination && left > 0;
  return (
    <li className="card mb-2">
      <div className="card-body crew-row">
        <div className="crew-row-text">
          <h2 className="h6 mb-1">
            <bdi>{itemName(item, t)}</bdi>
          </h2>
          <p className="mb-0">
            <bdi>{money(fromMajor(item.unitPrice), 'USD')}</bdi> ·{' '}
            {left > 0 ? fill(t.trolley.left, { count: left }) : t.trolley.noneLeft}
          </p>
          {item.ageRestricted && <span className="badge text-bg-warning me-2">{t.bags.idCheck}</span>}
          {item.bannedAtDestination && (
            <p className="mb-0 text-danger-emphasis">{fill(t.trolley.banned, { destination })}</p>
          )}
        </div>
        {sellable && (
          <div className="crew-stepper">
            <button
              type="button"
              className="btn btn-outline-secondary crew-action"
              aria-label={fill(t.trolley.less, { name: itemName(item, t) })}
              disabled={quantity === 0}
              onClick={() => onChange(-1)}
            >
              −
            </button>
            <output aria-label={fill(t.trolley.inSale, { count: quantity })}>{quantity}</output>
            <button
              type="button"
              className="btn btn-outline-primary crew-action"
              aria-label={fill(t.trolley.more, { name: itemName(item, t) })}
              disabled={quantity >= left}
              onClick={() => onChange(1)}
            >
              +
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function stateText(state: SaleState, reason: CabinReason | undefined, t: CrewStrings): string {
  const why = reason ? t.reasons[reason] : '';
  switch (state) {
    case 'waiting':
      return t.trolley.waiting;
    case 'applied':
      return t.trolley.applied;
    case 'held':
      return t.bags.held;
    case 'refused':
      return fill(t.bags.refused, { reason: why });
    case 'conflict':
      return fill(t.bags.conflict, { reason: why });
  }
}

function OwnSales({ pack, outbox, t }: { pack: FlightPack; outbox: OutboxEntry[]; t: CrewStrings }) {
  const sales = ownSales(pack, outbox);
  return (
    <section aria-labelledby="crew-own-sales" className="mt-4">
      <h2 className="h5" id="crew-own-sales">
        {t.trolley.sales}
      </h2>
      {sales.length === 0 && <p>{t.trolley.noSales}</p>}
      <ul className="list-unstyled" data-testid="own-sales">
        {sales.map((entry) => {
          const { seatNumber, payment } = entry.action;
          const state = saleState(entry);
          return (
            <li key={entry.key} className="border-bottom py-2" data-state={state}>
              <bdi>
                {fill(t.trolley.sale, {
                  seat: seatNumber,
                  amount: money(fromMajor(payment.amount), payment.currencyCode),
                })}
              </bdi>{' '}
              · <span className="fw-semibold">{stateText(state, entry.outcome?.reason, t)}</span>
              {entry.outcome?.orderCode && (
                <>
                  {' '}
                  ·{' '}
                  <span data-testid="sale-order">
                    {fill(t.trolley.order, { code: isolate(entry.outcome.orderCode) })}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

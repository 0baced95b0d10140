import {
  type Bag,
  type FlightPack,
  looksLikeHandOverToken,
  type StaffFlight,
  type StaffFlightSearchQuery,
} from '@dutyfree/contracts';
import { fromMajor, onBoardDue } from '@dutyfree/pricing';
import { type FormEvent, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { startSession } from '../features/session/start-session.ts';
import { searchStaffFlights } from '../features/staff/crew/api/search-flights.ts';
import { startStaffSession, useStaffSession } from '../features/staff/shared/staff-session.ts';
import { signInStaff } from '../features/staff/shell/api/sign-in.ts';
import type { BoardingPass } from '../lib/boarding-pass.ts';
import { type BagState, bagState, bagsOfPass, matchesBag } from './bag-state.ts';
import { lookUpBagToken, type TokenLookup } from './bag-token.ts';
import { Closing } from './closing.tsx';
import { Conflicts } from './conflicts.tsx';
import { pullChanges, sendActions, takeFlight } from './crew-api.ts';
import {
  type CrewActionBody,
  type CrewDb,
  currentPack,
  deviceIdOf,
  type KeptConflicts,
  keepTakenFlight,
  keptConflicts,
  type OutboxEntry,
  outboxEntries,
  recordAction,
} from './crew-store.ts';
import { type CrewLanguage, type CrewStrings, crewLanguages, fill, itemName } from './crew-strings.ts';
import { PaymentFields } from './payment-fields.tsx';
import { passHolder, ScanButton } from './scan-button.tsx';
import { startSender } from './sender.ts';
import { emptyPayment, money, packRates, seatPaymentOf } from './trolley.ts';
import { TrolleySale } from './trolley-sale.tsx';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** The scanner, its decoder and the BCBP parser: fetched when the crew first opens it (precached offline). */

const languageNames: Record<CrewLanguage, string> = { en: 'English', ar: 'العربية', zh: '中文' };

interface Props {
  db: CrewDb;
  language: CrewLanguage;
  onLanguage: (language: CrewLanguage) => void;
}

/** The crew app: take a flight on the ground, then work its bags with or without a network. */
export function CrewApp({ db, language, onLanguage }: Props) {
  const t = crewLanguages[language];
  const online = useOnline();
  const [pack, setPack] = useState<FlightPack | null | undefined>(undefined);
  const [outbox, setOutbox] = useState<OutboxEntry[]>([]);
  const [ended, setEnded] = useState(false);
  const [sendNow, setSendNow] = useState<() => void>(() => () => undefined);
  const [screen, setScreen] = useState<Screen>('bags');

  const [conflicts, setConflicts] = useState<KeptConflicts | null>(null);

  const reload = useCallback(async () => {
    const kept = await currentPack(db);
    setPack(kept ?? null);
    setOutbox(await outboxEntries(db));
    setConflicts((kept && (await keptConflicts(db, kept.flight.flightId))) ?? null);
  }, [db]);

  useEffect(() => {
    void reload();
    const sender = startSender(db, { sendActions, pullChanges }, (result) => {
      if (!(result instanceof Error)) setEnded(!result.active);
      void reload();
    });
    setSendNow(() => sender.now);
    return sender.stop;
  }, [db, reload]);

  const act = async (body: CrewActionBody) => {
    await recordAction(db, body);
    await reload();
    sendNow();
  };

  const waiting = outbox.filter((entry) => entry.state === 'waiting').length;

  return (
    <div className="crew-app">
      <header className="crew-bar">
        <span className="fw-bold">{t.appName}</span>
        <span className={`badge ${online ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {online ? t.online : t.offline}
        </span>
        <output className="crew-waiting" aria-live="polite" data-testid="waiting-count">
          {waiting > 0 ? fill(t.waiting, { count: waiting }) : t.allSent}
        </output>
        <label className="crew-language">
          <span className="visually-hidden">{t.language}</span>
          <select
            className="form-select form-select-sm"
            value={language}
            onChange={(event) => onLanguage(event.target.value as CrewLanguage)}
          >
            {(Object.keys(languageNames) as CrewLanguage[]).map((code) => (
              <option key={code} value={code} lang={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
        </label>
      </header>
      {/* The one area that scrolls (crew.css): reachable by the keyboard even on a screen with nothing to focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys. */}
      <main className="crew-main" tabIndex={0}>
        {ended && (
          <div className="alert alert-warning" role="alert">
            {t.ended}
          </div>
        )}
        {pack === undefined ? null : pack === null ? (
          <TakeFlight db={db} t={t} online={online} waiting={waiting} onTaken={() => void reload()} />
        ) : screen === 'trolley' ? (
          <TrolleySale pack={pack} outbox={outbox} t={t} onAct={act} />
        ) : screen === 'close' ? (
          <Closing pack={pack} outbox={outbox} t={t} onAct={act} />
        ) : screen === 'conflicts' ? (
          <Conflicts pack={pack} kept={conflicts} t={t} online={online} onRefresh={sendNow} />
        ) : (
          <Bags pack={pack} outbox={outbox} t={t} onAct={act} onTakeAnother={() => setPack(null)} />
        )}
      </main>
      {pack && (
        <nav className="crew-nav" aria-label={t.nav.label}>
          {screens.map((name) => (
            <button
              key={name}
              type="button"
              className={`btn crew-action ${screen === name ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={screen === name ? 'page' : undefined}
              onClick={() => setScreen(name)}
            >
              {t.nav[name]}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}

const screens = ['bags', 'trolley', 'conflicts', 'close'] as const;
type Screen = (typeof screens)[number];

function TakeFlight({
  db,
  t,
  online,
  waiting,
  onTaken,
}: {
  db: CrewDb;
  t: CrewStrings;
  online: boolean;
  waiting: number;
  onTaken: () => void;
}) {
  const staff = useStaffSession();
  if (!online) return <p className="alert alert-info">{t.signIn.needsNetwork}</p>;
  if (waiting > 0) return <p className="alert alert-info">{t.take.waitingFirst}</p>;
  if (!staff) return <SignIn t={t} />;
  return <FlightList db={db} t={t} onTaken={onTaken} />;
}

function SignIn({ t }: { t: CrewStrings }) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailed(false);
    try {
      await startSession();
      startStaffSession(
        await signInStaff({ email: String(form.get('email')), password: String(form.get('password')) }),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="crew-form">
      <h1 className="h4">{t.signIn.title}</h1>
      {failed && (
        <p className="alert alert-danger" role="alert">
          {t.signIn.failed}
        </p>
      )}
      <label className="form-label" htmlFor="crew-email">
        {t.signIn.email}
      </label>
      <input
        id="crew-email"
        name="email"
        type="email"
        autoComplete="username"
        className="form-control mb-3"
        required
      />
      <label className="form-label" htmlFor="crew-password">
        {t.signIn.password}
      </label>
      <input
        id="crew-password"
        name="password"
        type="password"
        autoComplete="current-password"
        className="form-control mb-3"
        required
      />
      <button type="submit" className="btn btn-primary crew-action" disabled={busy}>
        {t.signIn.submit}
      </button>
    </form>
  );
}

function FlightList({ db, t, onTaken }: { db: CrewDb; t: CrewStrings; onTaken: () => void }) {
  const [flights, setFlights] = useState<StaffFlight[] | 'loading' | 'failed'>('loading');
  const [query, setQuery] = useState<StaffFlightSearchQuery>({});
  const [taking, setTaking] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setFlights('loading');
    searchStaffFlights(query, controller.signal).then(
      (answer) => setFlights(answer.flights),
      () => controller.signal.aborted || setFlights('failed'),
    );
    return () => controller.abort();
  }, [query]);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const flightNumber = String(form.get('flightNumber')).trim();
    const date = String(form.get('date'));
    setQuery({ ...(flightNumber && { flightNumber }), ...(date && { date }) });
  };
  const take = async (flightId: number) => {
    setTaking(flightId);
    try {
      await keepTakenFlight(db, await takeFlight(flightId, await deviceIdOf(db)));
      onTaken();
    } catch {
      setFlights('failed');
    } finally {
      setTaking(null);
    }
  };
  return (
    <section>
      <h1 className="h4">{t.take.title}</h1>
      <form className="crew-search mb-3" onSubmit={search}>
        <div>
          <label className="form-label" htmlFor="crew-flight-number">
            {t.take.flightNumber}
          </label>
          <input id="crew-flight-number" name="flightNumber" className="form-control" maxLength={10} />
        </div>
        <div>
          <label className="form-label" htmlFor="crew-flight-date">
            {t.take.date}
          </label>
          <input id="crew-flight-date" name="date" type="date" className="form-control" />
        </div>
        <button type="submit" className="btn btn-outline-primary crew-action">
          {t.take.search}
        </button>
      </form>
      {flights === 'loading' && <p role="status">{t.take.loading}</p>}
      {flights === 'failed' && (
        <p className="alert alert-danger" role="alert">
          {t.take.failed}
        </p>
      )}
      {Array.isArray(flights) && flights.length === 0 && <p>{t.take.none}</p>}
      {Array.isArray(flights) && (
        <ul className="list-unstyled">
          {flights.map((flight) => (
            <li key={flight.flightId} className="card mb-2">
              <div className="card-body">
                <p className="mb-1">
                  <bdi>{fill(t.bags.route, flight)}</bdi> ·{' '}
                  <bdi>{flight.departureAt.slice(0, 16).replace('T', ' ')} UTC</bdi> ·{' '}
                  {fill(t.take.bags, { count: flight.orderCount })}
                </p>
                <button
                  type="button"
                  className="btn btn-primary crew-action"
                  disabled={taking !== null}
                  onClick={() => void take(flight.flightId)}
                >
                  {fill(t.take.take, flight)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A bag opened for an action; `token`: it was found by its QR code, and the hand-over carries it. */
type Open = { kind: 'handOver' | 'notCollected'; bag: Bag; token?: string } | null;

/** The search box's text checked as a QR token, offline; null while it is not one. */
function useTokenLookup(pack: FlightPack, search: string): TokenLookup | null {
  const [lookup, setLookup] = useState<{ search: string; result: TokenLookup } | null>(null);
  const isToken = looksLikeHandOverToken(search);
  useEffect(() => {
    if (!isToken) return;
    let current = true;
    void lookUpBagToken(pack, search).then((result) => current && setLookup({ search, result }));
    return () => {
      current = false;
    };
  }, [pack, search, isToken]);
  return isToken && lookup?.search === search ? lookup.result : null;
}

function tokenMessage(lookup: TokenLookup, t: CrewStrings): string | null {
  switch (lookup.kind) {
    case 'found':
      return fill(t.token.checked, { code: lookup.bag.orderCode });
    case 'forged':
      return t.token.forged;
    case 'otherFlight':
      return fill(t.token.otherFlight, { code: lookup.orderCode });
    case 'notOnList':
      return fill(t.token.notOnList, { code: lookup.orderCode });
    case 'noKey':
      return t.token.noKey;
    case 'notToken':
      return null;
  }
}

function Bags({
  pack,
  outbox,
  t,
  onAct,
  onTakeAnother,
}: {
  pack: FlightPack;
  outbox: OutboxEntry[];
  t: CrewStrings;
  onAct: (body: CrewActionBody) => Promise<void>;
  onTakeAnother: () => void;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  // A token (scanned, or typed by a hand-held scanner) opens its bag alone, once its signature checks out.
  const lookup = useTokenLookup(pack, search);
  const byToken = looksLikeHandOverToken(search);
  const [scanned, setScanned] = useState<BoardingPass | null>(null);
  const found =
    lookup?.kind === 'found'
      ? [lookup.bag]
      : byToken
        ? []
        : scanned
          ? bagsOfPass(pack.bags, scanned)
          : pack.bags.filter((bag) => matchesBag(bag, search));
  const message = lookup && tokenMessage(lookup, t);
  if (open?.kind === 'handOver') {
    return (
      <HandOver
        bag={open.bag}
        token={open.token}
        pack={pack}
        t={t}
        onDone={async (body) => {
          await onAct(body);
          setOpen(null);
        }}
        onBack={() => setOpen(null)}
      />
    );
  }
  if (open?.kind === 'notCollected') {
    return (
      <section className="crew-form">
        <h1 className="h4">{fill(t.notCollected.title, { code: open.bag.orderCode })}</h1>
        <div className="crew-actions">
          <button
            type="button"
            className="btn btn-outline-secondary crew-action"
            onClick={() => setOpen(null)}
          >
            {t.handOver.cancel}
          </button>
          <button
            type="button"
            className="btn btn-warning crew-action"
            onClick={async () => {
              await onAct({ kind: 'notCollected', orderCode: open.bag.orderCode });
              setOpen(null);
            }}
          >
            {t.notCollected.confirm}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section>
      <h1 className="h4">{fill(t.bags.title, pack.flight)}</h1>
      <p className="text-body-secondary">
        <bdi>{fill(t.bags.route, pack.flight)}</bdi>
      </p>
      <label className="form-label" htmlFor="crew-find">
        {t.bags.find}
      </label>
      <input
        id="crew-find"
        type="search"
        className="form-control mb-3"
        value={search}
        autoComplete="off"
        onChange={(event) => {
          setScanned(null);
          setSearch(event.target.value);
        }}
      />
      <ScanButton
        t={t}
        onCode={(code) => {
          // An order's QR code is checked as a typed token is; a boarding pass finds by name and seat.
          setSearch(code.kind === 'orderToken' ? code.token : '');
          setScanned(code.kind === 'boardingPass' ? code.pass : null);
        }}
      />
      <div role="status">
        {scanned && (
          <div className="crew-scanned mb-3">
            <p className="mb-1 fw-semibold">{passHolder(scanned, t)}</p>
            {found.length === 0 && <p className="mb-1">{t.scan.none}</p>}
          </div>
        )}
      </div>
      {scanned && (
        <button type="button" className="btn btn-link crew-action mb-2" onClick={() => setScanned(null)}>
          {t.scan.clear}
        </button>
      )}
      {message && (
        <p
          className={`alert ${lookup?.kind === 'found' ? 'alert-success' : 'alert-danger'}`}
          role={lookup?.kind === 'found' ? 'status' : 'alert'}
          data-testid="token-result"
          data-result={lookup?.kind}
        >
          {message}
        </p>
      )}
      {pack.bags.length === 0 && <p>{t.bags.empty}</p>}
      {pack.bags.length > 0 && !scanned && !byToken && found.length === 0 && <p>{t.bags.none}</p>}
      {found.map((bag) => (
        <BagCard
          key={bag.orderCode}
          bag={bag}
          state={bagState(bag, outbox)}
          t={t}
          onOpen={(kind) => setOpen({ kind, bag, ...(lookup?.kind === 'found' && { token: lookup.token }) })}
        />
      ))}
      <button type="button" className="btn btn-link crew-action" onClick={onTakeAnother}>
        {t.bags.takeAnother}
      </button>
    </section>
  );
}

function stateText(state: BagState, t: CrewStrings): string | null {
  switch (state.kind) {
    case 'open':
      return null;
    case 'done':
      return state.as === 'handOver' ? t.bags.handedOver : t.bags.markedNotCollected;
    case 'pending':
      return state.as === 'handOver' ? t.bags.pendingHandOver : t.bags.pendingNotCollected;
    case 'answered':
      if (state.outcome === 'held') return t.bags.held;
      return fill(state.outcome === 'refused' ? t.bags.refused : t.bags.conflict, {
        reason: state.reason ? t.reasons[state.reason] : '',
      });
  }
}

function BagCard({
  bag,
  state,
  t,
  onOpen,
}: {
  bag: Bag;
  state: BagState;
  t: CrewStrings;
  onOpen: (kind: 'handOver' | 'notCollected') => void;
}) {
  const status = stateText(state, t);
  const actionable = state.kind === 'open' && bag.handOverRefusal === null;
  return (
    <article className="card mb-2" aria-labelledby={`bag-${bag.orderCode}`}>
      <div className="card-body">
        <h2 className="h5" id={`bag-${bag.orderCode}`}>
          {bag.seatNumber ? fill(t.bags.seat, { seat: bag.seatNumber }) : t.bags.noSeat} ·{' '}
          <bdi>{bag.passengerName}</bdi>
        </h2>
        <p className="mb-1">{fill(t.bags.order, { code: bag.orderCode })}</p>
        <ul className="mb-1">
          {bag.lines.map((line) => (
            <li key={line.itemId}>
              {line.quantity} × <bdi>{itemName(line, t)}</bdi>
            </li>
          ))}
        </ul>
        {bag.idCheck && <span className="badge text-bg-warning me-2">{t.bags.idCheck}</span>}
        {bag.collect.kind === 'onBoard' && (
          <span className="badge text-bg-info">
            {fill(t.bags.collect, {
              amount: money(fromMajor(bag.collect.amount), bag.collect.currencyCode),
            })}
          </span>
        )}
        {status && (
          <p className="mt-2 mb-0 fw-semibold" data-state={state.kind}>
            {status}
          </p>
        )}
        {actionable && (
          <div className="crew-actions mt-2">
            <button
              type="button"
              className="btn btn-outline-secondary crew-action"
              onClick={() => onOpen('notCollected')}
            >
              {t.bags.notCollected}
            </button>
            <button type="button" className="btn btn-primary crew-action" onClick={() => onOpen('handOver')}>
              {t.bags.handOver}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

function HandOver({
  bag,
  token,
  pack,
  t,
  onDone,
  onBack,
}: {
  bag: Bag;
  /** The order's QR token when the bag was found by it: the server checks it again. */
  token?: string | undefined;
  pack: FlightPack;
  t: CrewStrings;
  onDone: (body: CrewActionBody) => Promise<void>;
  onBack: () => void;
}) {
  const [idChecked, setIdChecked] = useState(false);
  const collect = bag.collect.kind === 'onBoard' ? bag.collect : null;
  const [payment, setPayment] = useState(() => emptyPayment(collect?.currencyCode ?? pack.currencyCode));
  // The order's own currency at its fixed rate, or another the flight takes at the rate fixed for it.
  const rates = collect?.usdAmount === undefined ? [] : packRates(pack);
  const order = collect && {
    currencyCode: collect.currencyCode,
    dueMinor: fromMajor(collect.amount),
    usdMinor: fromMajor(collect.usdAmount ?? 0),
  };
  const dueMinor = order ? (onBoardDue(order, payment.currencyCode, rates) ?? order.dueMinor) : 0;
  const seatPayment = collect ? seatPaymentOf(payment, dueMinor) : undefined;
  const ready = (!bag.idCheck || idChecked) && seatPayment !== null;
  const currencies = collect
    ? [
        collect.currencyCode,
        ...rates.map((rate) => rate.code).filter((code) => code !== collect.currencyCode),
      ]
    : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    await onDone({
      kind: 'handOver',
      orderCode: bag.orderCode,
      idChecked: bag.idCheck ? idChecked : false,
      payment: seatPayment ?? undefined,
      ...(token && { token }),
    });
  };

  return (
    <form className="crew-form" onSubmit={submit}>
      <h1 className="h4">{fill(t.handOver.title, { code: bag.orderCode })}</h1>
      <p>
        {bag.seatNumber ? fill(t.bags.seat, { seat: bag.seatNumber }) : t.bags.noSeat} ·{' '}
        <bdi>{bag.passengerName}</bdi>
      </p>
      {bag.idCheck && (
        <div className="form-check crew-check mb-3">
          <input
            id="crew-id-checked"
            type="checkbox"
            className="form-check-input"
            checked={idChecked}
            onChange={(event) => setIdChecked(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="crew-id-checked">
            {t.handOver.idChecked}
          </label>
        </div>
      )}
      {collect && (
        <PaymentFields
          t={t}
          draft={payment}
          onChange={setPayment}
          dueMinor={dueMinor}
          currencies={currencies}
        />
      )}
      <div className="crew-actions">
        <button type="button" className="btn btn-outline-secondary crew-action" onClick={onBack}>
          {t.handOver.cancel}
        </button>
        <button type="submit" className="btn btn-primary crew-action" disabled={!ready}>
          {t.handOver.confirm}
        </button>
      </div>
    </form>
  );
}

import { createHash, randomBytes } from 'node:crypto';
import {
  type Bag,
  type CabinAction,
  type CabinActionsResponse,
  type CabinChangesResponse,
  type CabinConflict,
  type CabinOutcome,
  type CabinReason,
  type CloseTrolleyRequest,
  type FlightPack,
  fixedError,
  type ReconciliationLine,
  type ShopError,
  type TakeFlightRequest,
  type TrolleyReconciliation,
} from '@dutyfree/contracts';
import {
  type CabinRate,
  dueInCurrency,
  fromMajor,
  type GoodsValueAllowance,
  judgeTrolleySale,
  onBoardDue,
  toMajor,
} from '@dutyfree/pricing';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { csvFile } from '../../http/csv-file.ts';
import { conflict, FieldErrors, HttpProblem, notFound, unauthorized } from '../../http/problems.ts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import type { FlightsService } from '../flights/flights.module.ts';
import type { OnBoard } from '../onboard/onboard.module.ts';
import type {
  FulfilmentService,
  HandOverTokens,
  OnBoardPaymentTaken,
  OrderRecord,
  TrolleySaleOrder,
  TrolleySaleOrders,
} from '../orders/orders.module.ts';
import { chargedMinor, orderAuditSubject, orderUsdMinor } from '../orders/orders.module.ts';
import type { PackingService } from '../packing/packing.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import type {
  CabinRepository,
  ClosingRecord,
  ConflictRecord,
  DutySessionRecord,
} from './cabin.repository.ts';
import {
  placeInOrder,
  reconcileCash,
  reconcileTrolley,
  refusedBagChange,
  sessionAccepts,
  takenByActions,
} from './cabin.rules.ts';

export type CabinDependencies = {
  /** The transaction a trolley sale, its stock and its kept outcome are written in. */
  db: Executor;
  cabin: CabinRepository;
  stock: StockService;
  packing: PackingService;
  fulfilment: FulfilmentService;
  /** The orders module's entry that makes a trolley sale an on-board order, in the sale's transaction. */
  sales: TrolleySaleOrders;
  /** The ticket a trolley sale names, and the journey's end its customs rules come from. */
  flights: Pick<FlightsService, 'ticketOnFlight'>;
  trolley: OnBoard['catalogue'];
  currencies: CurrenciesService;
  audit: StaffAuditLog;
  handOverTokens: Pick<HandOverTokens, 'verify' | 'publicKey'>;
  /** Whether the staff member may still work: a disabled account's duty sessions end with it. */
  staffActive: (staffId: number) => Promise<boolean>;
  /** How long after the flight's arrival its duty sessions still take actions. */
  marginMs: number;
  now: () => number;
};

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a kept action's outcome answers, whenever the same key comes again. */
type Decided = {
  outcome: CabinOutcome['outcome'];
  status?: number;
  reason?: CabinReason;
  orderCode?: string;
  reconciliation?: TrolleyReconciliation;
};

type CloseAction = Extract<CabinAction, { kind: 'closeTrolley' }>;
type BagAction = Extract<CabinAction, { kind: 'handOver' | 'notCollected' }>;
type TrolleySale = Extract<CabinAction, { kind: 'trolleySale' }>;
type Keep = (decided: Omit<Decided, 'reconciliation'>, executor?: Executor) => Promise<number>;

/**
 * The crew's flight without a network: a duty session per crew member, device and flight; the actions its
 * device sends, each applied once in the device's own order, its outcome kept with it in the same
 * transaction; and the conflicts the written rules settle (docs/decisions/0045).
 */
export class CabinService {
  private readonly deps: CabinDependencies;
  constructor(deps: CabinDependencies) {
    this.deps = deps;
  }

  async takeFlight(staffId: number, request: TakeFlightRequest): Promise<FlightPack> {
    const { cabin, packing, now } = this.deps;
    const list = await packing.packingList(request.flightId);
    const acceptsUntil = Date.parse(list.flight.arrivalAt) + this.deps.marginMs;
    const token = randomBytes(32).toString('base64url');
    // The rates fixed for the flight when it is taken: kept with the duty session, so that what the crew
    // takes in the air is checked at the rates the device showed.
    const rates = perDollar(await this.deps.currencies.rates());
    const live = await cabin.liveSessionOf(staffId, request.deviceId, request.flightId);
    // Taking the flight again (a reinstalled app, a lost token) renews the token of the same session.
    let dutySessionId = live?.id;
    if (dutySessionId !== undefined) {
      await cabin.renewToken(dutySessionId, { tokenHash: hashOf(token), acceptsUntil, rates });
    } else {
      dutySessionId = await cabin.openSession({
        staffId,
        deviceId: request.deviceId,
        flightId: request.flightId,
        tokenHash: hashOf(token),
        createdAt: now(),
        acceptsUntil,
        rates,
      });
    }
    const [rules, changes] = await Promise.all([
      this.deps.trolley.trolleyRulesOf(request.flightId),
      packing.changesOf(request.flightId, Number.MAX_SAFE_INTEGER),
    ]);
    return {
      dutySessionId,
      dutyToken: token,
      acceptsUntil: new Date(acceptsUntil).toISOString(),
      flight: list.flight,
      bags: list.bags,
      load: list.load,
      currencyCode: 'USD',
      trolley: rules.trolley,
      customs: rules.customs && atFlightRate(rules.customs, rates),
      customsMeasures: rules.customsMeasures,
      currencies: rates.map((rate) => ({ ...rate, decimals: 2 })),
      cursor: String(changes.latest),
      appliedThrough: await cabin.lastSeqOf(request.deviceId),
      handOverKey: this.deps.handOverTokens.publicKey,
    };
  }

  /** The live duty session of a duty token; 401 for an unknown one. An ended session still answers: its actions are held. */
  async sessionOf(token: string | undefined): Promise<DutySessionRecord> {
    const session = token ? await this.deps.cabin.sessionByTokenHash(hashOf(token)) : undefined;
    if (!session) throw unauthorized(fixedError('staff.dutySessionInvalid'));
    return session;
  }

  /** Applies the device's actions in its own order, each once; answers every outcome, in the order sent. */
  async act(
    session: DutySessionRecord,
    deviceId: string,
    actions: CabinAction[],
  ): Promise<CabinActionsResponse> {
    if (deviceId !== session.deviceId) throw unauthorized(fixedError('staff.dutySessionInvalid'));
    const outcomes: CabinOutcome[] = [];
    for (const action of [...actions].sort((a, b) => a.seq - b.seq)) {
      outcomes.push({ key: action.key, seq: action.seq, ...(await this.actOnce(session, action)) });
    }
    const bySent = new Map(outcomes.map((outcome) => [outcome.key, outcome]));
    return {
      outcomes: actions.map((action) => bySent.get(action.key)!),
      appliedThrough: await this.deps.cabin.lastSeqOf(session.deviceId),
    };
  }

  async changes(session: DutySessionRecord, cursor: string): Promise<CabinChangesResponse> {
    const since = Number(cursor);
    const { bags, gone, latest } = await this.deps.packing.changesOf(
      session.flightId,
      Number.isFinite(since) ? since : 0,
    );
    return {
      bags,
      gone,
      cursor: String(latest),
      active: await this.accepting(session),
      conflicts: await this.conflicts(session.flightId),
    };
  }

  async conflicts(flightId: number): Promise<CabinConflict[]> {
    const conflicts = await this.deps.cabin.conflictsOf(flightId);
    return conflicts.map(toWireConflict);
  }

  async endDuty(adminId: number, holder: { staffId?: number; deviceId?: string }): Promise<number> {
    const ended = await this.deps.cabin.endSessions(holder, 'ended by an admin', this.deps.now());
    await this.deps.audit.record({
      staffId: adminId,
      action: 'cabin.endDuty',
      subject: holder.staffId !== undefined ? `staff:${holder.staffId}` : `device:${holder.deviceId}`,
      before: null,
      after: { ended },
    });
    return ended;
  }

  /**
   * Closes the flight's trolley on arrival, once: each item's expected figure (loaded − handed over − sold
   * + not collected) beside the crew's count, every difference with the crew's reason (400 without one),
   * the cash by currency against what the actions say; the trolley's figures go to 0 and the counted goods
   * back to the warehouse, in one transaction with the kept closing. The same closing sent again (its key)
   * answers the same reconciliation; another one is refused (409 `staff.trolleyClosed`).
   */
  async closeTrolley(staffId: number, request: CloseTrolleyRequest): Promise<TrolleyReconciliation> {
    const { cabin, stock } = this.deps;
    const flightId = request.flightId;
    const kept = await cabin.closingOf(flightId);
    if (kept) return this.sameClosing(kept, request.key);
    const { flight } = await this.deps.packing.packingList(flightId);
    const [figures, bodies] = await Promise.all([
      stock.trolleyTotals(flightId),
      cabin.countedActionsOf(flightId),
    ]);
    const taken = takenByActions(bodies.map((body) => JSON.parse(body) as CabinAction));
    const lines = reconcileTrolley(
      figures,
      taken.sold,
      new Map(request.counts.map((count) => [count.itemId, count])),
    );
    refuseUnexplained(request, lines);
    const countedMinor = new Map<string, number>();
    for (const { currencyCode, amount } of request.cash) {
      countedMinor.set(currencyCode, (countedMinor.get(currencyCode) ?? 0) + fromMajor(amount));
    }
    const cash = reconcileCash(taken.cashMinor, countedMinor);
    const closing = {
      flightId,
      key: request.key,
      staffId,
      closedAt: this.deps.now(),
      returnedUnits: lines.reduce((sum, line) => sum + line.counted, 0),
      differences:
        lines.filter((line) => line.difference !== 0).length +
        cash.filter((currency) => currency.countedMinor !== currency.expectedMinor).length,
      lines: JSON.stringify(lines),
      cash: JSON.stringify(cash),
    };
    try {
      await withTransaction(this.deps.db, async (trx) => {
        // Kept first: a second closing of the flight at the same moment stops here, before any stock moves.
        await cabin.on(trx).keepClosing(closing);
        await stock.on(trx).closeTrolley(
          flightId,
          lines.map((line) => [line.itemId, line.counted] as const),
          staffId,
        );
        await this.deps.audit.record(
          {
            staffId,
            action: 'cabin.closeTrolley',
            subject: `flight:${flightId}`,
            before: null,
            after: { differences: closing.differences, returnedUnits: closing.returnedUnits },
          },
          trx,
        );
      });
    } catch (error) {
      const other = isUniqueViolation(error) ? await cabin.closingOf(flightId) : undefined;
      if (!other) throw error;
      return this.sameClosing(other, request.key);
    }
    return toReconciliation((await cabin.closingOf(flightId))!, flight);
  }

  /** The flight's trolley reconciliation, or null while the trolley is not closed (404: no such flight). */
  async reconciliation(flightId: number): Promise<TrolleyReconciliation | null> {
    const { flight } = await this.deps.packing.packingList(flightId);
    const kept = await this.deps.cabin.closingOf(flightId);
    return kept ? toReconciliation(kept, flight) : null;
  }

  /** The reconciliation as a CSV download: the items, then the cash by currency. */
  async reconciliationCsv(
    flightId: number,
  ): Promise<{ flightNumber: string; departureAt: string; csv: string }> {
    const reconciliation = await this.reconciliation(flightId);
    if (!reconciliation) throw notFound(fixedError('staff.trolleyNotClosed'));
    return {
      flightNumber: reconciliation.flightNumber,
      departureAt: reconciliation.departureAt,
      csv: csvFile([
        [
          'Item code',
          'Item',
          'Loaded',
          'Handed over',
          'Sold',
          'Not collected',
          'Expected',
          'Counted',
          'Difference',
          'Reason',
        ],
        ...reconciliation.lines.map((line) => [
          line.itemCode,
          line.name,
          line.loaded,
          line.handedOver,
          line.sold,
          line.notCollected,
          line.expected,
          line.counted,
          line.difference,
          line.reason ?? '',
        ]),
        [],
        ['Currency', 'Cash expected', 'Cash counted', 'Difference'],
        ...reconciliation.cash.map((cash) => [
          cash.currencyCode,
          cash.expected,
          cash.counted,
          cash.difference,
        ]),
      ]),
    };
  }

  /** Trolley sales received since `since`, and flights closed since then with a difference (the dashboard's). */
  tradeSince(since: number): Promise<{ trolleySales: number; flightsWithDifferences: number }> {
    return this.deps.cabin.tradeSince(since);
  }

  /** A closing sent again: the same key answers what was closed; another key is a second closing, refused. */
  private async sameClosing(kept: ClosingRecord, key: string): Promise<TrolleyReconciliation> {
    if (kept.key !== key) throw conflict(fixedError('staff.trolleyClosed'));
    const { flight } = await this.deps.packing.packingList(kept.flightId);
    return toReconciliation(kept, flight);
  }

  /** A session takes actions until it ends, expires, or its staff member's account is disabled. */
  private async accepting(session: DutySessionRecord): Promise<boolean> {
    return sessionAccepts(session, this.deps.now()) && (await this.deps.staffActive(session.staffId));
  }

  private async actOnce(session: DutySessionRecord, action: CabinAction): Promise<Decided> {
    const { cabin } = this.deps;
    const fingerprint = hashOf(JSON.stringify(action));
    const kept = await cabin.actionByKey(action.key);
    const reused: Decided = { outcome: 'refused', status: 409, reason: 'keyReused' };
    if (kept && kept.fingerprint === fingerprint && kept.deviceId === session.deviceId) {
      const decided = decidedOf(kept);
      // A closing sent again answers the reconciliation it closed, as the server keeps it.
      if (kept.kind === 'closeTrolley' && decided.outcome === 'applied') {
        const reconciliation = await this.reconciliation(session.flightId);
        if (reconciliation) return { ...decided, reconciliation };
      }
      return decided;
    }
    const place = placeInOrder(await cabin.lastSeqOf(session.deviceId), action.seq);
    if (place === 'reused') return reused;
    if (kept) {
      // A key already taken (another body, or another device's action replayed) under this device's next
      // number: refused, and kept under a key of its own so that the device's later actions do not wait
      // behind a number the server never filled.
      if (place === 'next') await this.keepRefusedReuse(session, action, fingerprint, reused);
      return reused;
    }
    if (place === 'waiting') return { outcome: 'waiting' };
    const keep = (decided: Decided, executor?: Executor) =>
      (executor ? cabin.on(executor) : cabin).keepAction({
        dutySessionId: session.id,
        deviceId: session.deviceId,
        seq: action.seq,
        key: action.key,
        kind: action.kind,
        fingerprint,
        body: JSON.stringify(action),
        outcome: decided.outcome,
        status: decided.status ?? null,
        reason: decided.reason ?? null,
        orderCode: decided.orderCode ?? null,
        actedAt: action.at,
        receivedAt: this.deps.now(),
      });
    try {
      if (!(await this.accepting(session))) {
        const held: Decided = { outcome: 'held', status: 403, reason: 'sessionEnded' };
        await keep(held);
        return held;
      }
      if (action.kind === 'trolleySale') return await this.sellFromTrolley(session, action, keep);
      if (action.kind === 'closeTrolley') return await this.closeOnDuty(session, action, keep);
      return await this.applyBagAction(session, action, keep);
    } catch (error) {
      // The same action sent twice at once: the other request kept it first; answer what it kept.
      if (isUniqueViolation(error)) {
        const other = await cabin.actionByKey(action.key);
        if (other) return decidedOf(other);
        return { outcome: 'waiting' };
      }
      throw error;
    }
  }

  /**
   * A sale from the trolley at a seat: priced by the flight's trolley as the pack carried it (a price
   * changed since is refused, and the device takes the flight again), the ID check and the payment checked,
   * then the units taken off the trolley in the same transaction as the kept outcome. Units the trolley no
   * longer held (the last one sold on two devices) were sold all the same: the sale stands, and each such
   * item is listed as `oversold` for the closing count.
   */
  private async sellFromTrolley(
    session: DutySessionRecord,
    action: TrolleySale,
    keep: Keep,
  ): Promise<Decided> {
    const ticket = action.ticketNumber
      ? await this.deps.flights.ticketOnFlight(action.ticketNumber, session.flightId)
      : undefined;
    // A traveller in transit is judged by the customs of the journey's end, when the sale names the ticket.
    const leg = ticket?.customsLeg;
    const rules = await this.deps.trolley.trolleyRulesOf(
      session.flightId,
      leg && leg.flightId !== session.flightId
        ? { country: leg.destinationCountry, isEu: leg.isDestinationInEu }
        : undefined,
    );
    const trolley = new Map(rules.trolley.map((item) => [item.itemId, item]));
    // The same judgement the crew's device made before it queued the sale (packages/pricing).
    const judged = judgeTrolleySale(
      action.lines,
      trolley,
      action.idChecked,
      rules.customs
        ? {
            allowances: rules.customs.allowances,
            goodsValue: atFlightRate(rules.customs, session.rates).goodsValue,
            measures: rules.customsMeasures,
            dutyDueConfirmed: action.dutyDueConfirmed === true,
          }
        : undefined,
    );
    if ('refused' in judged) return this.refuse(keep, judged.refused.status, judged.refused.reason);
    const due = dueInCurrency(judged.totalMinor, action.payment.currencyCode, session.rates);
    if (due === undefined || fromMajor(action.payment.amount) !== due) {
      return this.refuse(keep, 422, 'paymentMismatch');
    }
    const [{ flight }, currencies] = await Promise.all([
      this.deps.packing.packingList(session.flightId),
      this.deps.currencies.rates(),
    ]);
    const currency = currencies.find((candidate) => candidate.code === action.payment.currencyCode);
    const rate = session.rates.find((candidate) => candidate.code === action.payment.currencyCode);
    if (!currency || !rate) return this.refuse(keep, 422, 'paymentMismatch');
    const at = this.deps.now();
    const owner = await this.deps.sales.ownerOf({ ticket: ticket ?? null });
    return withTransaction(this.deps.db, async (trx) => {
      const short = await this.deps.stock.on(trx).sellFromTrolley(
        session.flightId,
        action.lines.map((line) => [line.itemId, line.quantity] as const),
        session.staffId,
      );
      // The sale is an on-board order of the flight, written with the units it took and the kept outcome:
      // the same action again answers this order, never a second one.
      const order: TrolleySaleOrder = {
        key: action.key,
        staffId: session.staffId,
        flight: {
          id: flight.flightId,
          flightNumber: flight.flightNumber,
          origin: flight.origin,
          destination: flight.destination,
          departureAt: Date.parse(flight.departureAt),
        },
        seatNumber: action.seatNumber,
        ticket: ticket ?? (action.ticketNumber ? unlistedTicket(action.ticketNumber) : null),
        passengerName: action.passengerName ?? null,
        lines: action.lines.map((line) => ({
          itemId: line.itemId,
          quantity: line.quantity,
          unitPriceCents: fromMajor(line.unitPrice),
        })),
        payment: {
          method: action.payment.method,
          currencyId: currency.id,
          currencyCode: currency.code,
          usdRateMicros: rate.usdRateMicros,
          amountMinor: fromMajor(action.payment.amount),
          ...(action.payment.terminalReference && { terminalReference: action.payment.terminalReference }),
        },
        // Over an allowance, the crew confirmed the traveller was told duty is due: the order records when.
        dutyDueConfirmedAt: judged.overAllowance ? at : null,
        customsRule: rules.customsJudgedBy,
        at,
      };
      const orderCode = await this.deps.sales.record(trx, order, owner);
      const decided: Decided =
        short.size === 0
          ? { outcome: 'applied', orderCode }
          : { outcome: 'conflict', status: 409, reason: 'oversold', orderCode };
      const actionId = await keep(decided, trx);
      for (const [itemId, units] of short) {
        await this.deps.cabin.on(trx).listConflict({
          flightId: session.flightId,
          cabinActionId: actionId,
          reason: 'oversold',
          orderCode: null,
          itemId,
          stands: `the trolley held none of ${units} unit(s) of ${trolley.get(itemId)?.name ?? itemId} any more`,
          against: `sold at seat ${action.seatNumber} on device ${session.deviceId} at ${action.at} (order ${orderCode})`,
          refund: null,
          at,
        });
      }
      await this.deps.audit.record(
        {
          staffId: session.staffId,
          action: 'cabin.trolleySale',
          subject: orderAuditSubject(orderCode),
          before: null,
          after: {
            seat: action.seatNumber,
            device: session.deviceId,
            payment: `${action.payment.amount.toFixed(2)} ${currency.code} ${action.payment.method}`,
          },
        },
        trx,
      );
      return decided;
    });
  }

  /**
   * The trolley closed from the crew's device, as its last action (so on the duty token, whenever the
   * network returns): the same closing as `CloseTrolley`, its key the action's. The closing keeps itself
   * (its key unique with the flight); the action is kept after it, and a replay after a crash in between
   * closes nothing twice (the same key answers the same reconciliation). Refusals answer as the call's.
   */
  private async closeOnDuty(session: DutySessionRecord, action: CloseAction, keep: Keep): Promise<Decided> {
    try {
      const reconciliation = await this.closeTrolley(session.staffId, {
        flightId: session.flightId,
        key: action.key,
        counts: action.counts,
        cash: action.cash,
      });
      await keep({ outcome: 'applied' });
      return { outcome: 'applied', reconciliation };
    } catch (error) {
      if (error instanceof FieldErrors) {
        const unknown = Object.values(error.errors)
          .flat()
          .some((problem) => problem.code === 'staff.closingItemUnknown');
        return this.refuse(keep, 400, unknown ? 'closingItemUnknown' : 'differenceReasonRequired');
      }
      if (error instanceof HttpProblem && error.statusCode === 409)
        return this.refuse(keep, 409, 'trolleyClosed');
      throw error;
    }
  }

  /**
   * A hand-over or a not-collected mark: applied through the orders module's fulfilment, the action kept in
   * the same transaction (so a crash between the two cannot apply it twice); a refusal is kept on its own,
   * and a refusal the rules call a conflict is listed with both facts.
   */
  private async applyBagAction(session: DutySessionRecord, action: BagAction, keep: Keep): Promise<Decided> {
    const orderCode = action.orderCode.trim().toUpperCase();
    // A bag found by its QR code: the token must be the shop's, for this order on this flight.
    if (action.kind === 'handOver' && action.token !== undefined) {
      const token = this.deps.handOverTokens.verify(action.token);
      if (!token) return this.refuse(keep, 422, 'tokenForged', orderCode);
      if (token.orderCode !== orderCode || token.flightId !== session.flightId) {
        return this.refuse(keep, 422, 'tokenMismatch', orderCode);
      }
    }
    const order = await this.deps.fulfilment.standing(orderCode);
    if (!order || order.flightId !== session.flightId) {
      return this.refuse(keep, 404, 'foreignOrder', orderCode);
    }
    const applied: Decided = { outcome: 'applied', orderCode };
    const inTransaction = async (executor: Executor) => {
      await keep(applied, executor);
    };
    try {
      if (action.kind === 'handOver') {
        const bag = await this.deps.packing.bag(orderCode);
        if (bag?.idCheck && !action.idChecked) return this.refuse(keep, 422, 'idNotChecked', orderCode);
        const payment = paymentOf(order, action, session.rates);
        if (payment === 'mismatch') return this.refuse(keep, 422, 'paymentMismatch', orderCode);
        await this.deps.fulfilment.deliver(orderCode, session.staffId, payment, inTransaction);
      } else {
        await this.deps.fulfilment.markNotCollected(orderCode, session.staffId, inTransaction);
      }
      return applied;
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.statusCode !== 409) throw error;
      return this.settleRefusedBag(session, action, orderCode, keep);
    }
  }

  private async settleRefusedBag(
    session: DutySessionRecord,
    action: BagAction,
    orderCode: string,
    keep: Keep,
  ): Promise<Decided> {
    const now = (await this.deps.fulfilment.standing(orderCode))!;
    const decision = refusedBagChange(now.status);
    if ('refused' in decision) return this.refuse(keep, 409, decision.refused, orderCode);
    const bag = await this.deps.packing.bag(orderCode);
    const decided: Decided = { outcome: 'conflict', status: 409, reason: decision.conflict, orderCode };
    const actionId = await keep(decided);
    const cash = action.kind === 'handOver' ? action.payment : undefined;
    await this.deps.cabin.listConflict({
      flightId: session.flightId,
      cabinActionId: actionId,
      reason: decision.conflict,
      orderCode,
      itemId: null,
      stands: standingFact(now, bag),
      against: `${action.kind === 'handOver' ? 'handed over' : 'marked not collected'} on device ${session.deviceId} at ${action.at}`,
      // Money taken a second time (or for an order no longer sold) goes back to the traveller.
      refund: cash ? { currencyCode: cash.currencyCode, amountMinor: fromMajor(cash.amount) } : null,
      at: this.deps.now(),
    });
    return decided;
  }

  /** Keeps a refused reuse of a key at its place in the device's order (a race kept it first: so be it). */
  private async keepRefusedReuse(
    session: DutySessionRecord,
    action: CabinAction,
    fingerprint: string,
    decided: Decided,
  ): Promise<void> {
    try {
      await this.deps.cabin.keepAction({
        dutySessionId: session.id,
        deviceId: session.deviceId,
        seq: action.seq,
        key: `reused:${hashOf(`${session.deviceId}\n${action.seq}\n${action.key}`)}`,
        kind: action.kind,
        fingerprint,
        body: JSON.stringify(action),
        outcome: decided.outcome,
        status: decided.status ?? null,
        reason: decided.reason ?? null,
        orderCode: null,
        actedAt: action.at,
        receivedAt: this.deps.now(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async refuse(
    keep: (decided: Decided) => Promise<number>,
    status: number,
    reason: CabinReason,
    orderCode?: string,
  ): Promise<Decided> {
    const decided: Decided = { outcome: 'refused', status, reason, ...(orderCode && { orderCode }) };
    await keep(decided);
    return decided;
  }
}

/** A ticket the crew gave that the airline does not list on this flight: kept as typed, with no e-mail. */
function unlistedTicket(ticketNumber: string) {
  return { ticketNumber: ticketNumber.trim().toUpperCase(), passengerName: '', email: null };
}

/** Micro-units of each currency per US dollar, the catalogue's currency. */
function perDollar(currencies: { code: string; usdRateMicros: number }[]): CabinRate[] {
  const usd = currencies.find((currency) => currency.code === 'USD')?.usdRateMicros ?? 1_000_000;
  return currencies.map((currency) => ({
    code: currency.code,
    usdRateMicros: Math.round((currency.usdRateMicros * 1_000_000) / usd),
  }));
}

/**
 * The destination's value allowance at the rate fixed for the flight, the one the crew's device judges a
 * sale by (none when the flight took no rate for its currency).
 */
function atFlightRate<Rule extends { goodsValue: GoodsValueAllowance | null }>(
  rule: Rule,
  rates: readonly CabinRate[],
): Rule {
  const value = rule.goodsValue;
  const rate = value && rates.find((candidate) => candidate.code === value.currencyCode);
  return { ...rule, goodsValue: value && rate ? { ...value, usdRateMicros: rate.usdRateMicros } : null };
}

/**
 * The payment taken at the seat; only a Pay On-Board order takes one. The traveller pays in any of the
 * shop's currencies: the order's own at its fixed rate, another at the rate fixed for the flight.
 */
function paymentOf(
  order: OrderRecord,
  action: Extract<CabinAction, { kind: 'handOver' }>,
  rates: CabinRate[],
): OnBoardPaymentTaken | undefined | 'mismatch' {
  const onBoard = order.paymentOption === 'Cash On Board';
  if (!action.payment) return onBoard ? 'mismatch' : undefined;
  if (!onBoard) return 'mismatch';
  const { currencyCode, amount, method } = action.payment;
  const due = onBoardDue(
    { currencyCode: order.currencyCode, dueMinor: chargedMinor(order), usdMinor: orderUsdMinor(order) },
    currencyCode,
    rates,
  );
  if (due === undefined || fromMajor(amount) !== due) return 'mismatch';
  const rate = rates.find((candidate) => candidate.code === currencyCode);
  return {
    method,
    amount,
    ...(currencyCode !== order.currencyCode && rate && { paidIn: rate }),
  };
}

function decidedOf(kept: {
  outcome: string;
  status: number | null;
  reason: string | null;
  orderCode: string | null;
}): Decided {
  return {
    outcome: kept.outcome as Decided['outcome'],
    ...(kept.status !== null && { status: kept.status }),
    ...(kept.reason !== null && { reason: kept.reason as CabinReason }),
    ...(kept.orderCode !== null && { orderCode: kept.orderCode }),
  };
}

/** The fact that stands, as the crew and admins read it beside the action that disagreed. */
function standingFact(order: OrderRecord, bag: Bag | undefined): string {
  const handOver = bag?.handOver;
  if (handOver) {
    const outcome = bag?.handOverRefusal === 'notCollected' ? 'marked not collected' : 'handed over';
    return `${outcome} by ${handOver.staffName} at ${handOver.at}`;
  }
  return `order ${order.status.toLowerCase()} on the server`;
}

function toWireConflict(conflict: ConflictRecord): CabinConflict {
  return {
    id: conflict.id,
    reason: conflict.reason as CabinReason,
    orderCode: conflict.orderCode,
    itemId: conflict.itemId,
    stands: conflict.stands,
    against: conflict.against,
    refundDue: conflict.refund && {
      currencyCode: conflict.refund.currencyCode,
      amount: toMajor(conflict.refund.amountMinor),
    },
    at: new Date(conflict.at).toISOString(),
  };
}

/** A count of an item the trolley never carried, and a difference without a reason, are refused (400). */
function refuseUnexplained(request: CloseTrolleyRequest, lines: readonly ReconciliationLine[]): void {
  const errors: Record<string, ShopError[]> = {};
  const carried = new Set(lines.map((line) => line.itemId));
  request.counts.forEach((count, index) => {
    if (!carried.has(count.itemId))
      errors[`Counts.${index}.ItemId`] = [fixedError('staff.closingItemUnknown')];
  });
  for (const line of lines) {
    if (line.difference !== 0 && line.reason === null) {
      errors[`Items.${line.itemId}.Reason`] = [fixedError('staff.differenceReasonRequired')];
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

function toReconciliation(
  kept: ClosingRecord,
  flight: { flightId: number; flightNumber: string; departureAt: string },
): TrolleyReconciliation {
  const cash = JSON.parse(kept.cash) as ReturnType<typeof reconcileCash>;
  return {
    flightId: flight.flightId,
    flightNumber: flight.flightNumber,
    departureAt: flight.departureAt,
    closedAt: new Date(kept.closedAt).toISOString(),
    closedBy: kept.closedBy,
    lines: JSON.parse(kept.lines) as ReconciliationLine[],
    cash: cash.map((currency) => ({
      currencyCode: currency.currencyCode,
      expected: toMajor(currency.expectedMinor),
      counted: toMajor(currency.countedMinor),
      difference: toMajor(currency.countedMinor - currency.expectedMinor),
    })),
    returnedUnits: kept.returnedUnits,
    differences: kept.differences,
  };
}

import type { CabinRate } from '@dutyfree/pricing';
import type { Executor } from '../../db/transaction.ts';

export type DutySessionRecord = {
  id: number;
  staffId: number;
  deviceId: string;
  flightId: number;
  acceptsUntil: number;
  endedAt: number | null;
  /** The rates fixed when the flight was taken (none for a session opened before they were kept). */
  rates: CabinRate[];
};

/** An action as the server received it, with what became of it. */
export type CabinActionRecord = {
  id: number;
  dutySessionId: number;
  deviceId: string;
  seq: number;
  key: string;
  kind: string;
  fingerprint: string;
  outcome: string;
  status: number | null;
  reason: string | null;
  orderCode: string | null;
};

export type NewCabinAction = Omit<CabinActionRecord, 'id'> & {
  body: string;
  actedAt: string;
  receivedAt: number;
};

export type NewConflict = {
  flightId: number;
  cabinActionId: number;
  reason: string;
  orderCode: string | null;
  itemId: number | null;
  stands: string;
  against: string;
  refund: { currencyCode: string; amountMinor: number } | null;
  at: number;
};

export type ConflictRecord = NewConflict & { id: number };

/** A flight's trolley as it was closed: the reconciliation's lines and cash are kept as JSON text. */
export type NewClosing = {
  flightId: number;
  key: string;
  staffId: number;
  closedAt: number;
  returnedUnits: number;
  differences: number;
  lines: string;
  cash: string;
};

export type ClosingRecord = NewClosing & { closedBy: string };

type SessionRow = {
  id: number;
  staff_id: number;
  device_id: string;
  flight_id: number;
  accepts_until: number | string;
  ended_at: number | string | null;
  rates: string | null;
};

const toSession = (row: SessionRow): DutySessionRecord => ({
  id: row.id,
  staffId: row.staff_id,
  deviceId: row.device_id,
  flightId: row.flight_id,
  // PostgreSQL's bigint comes back as text.
  acceptsUntil: Number(row.accepts_until),
  endedAt: row.ended_at === null ? null : Number(row.ended_at),
  rates: row.rates === null ? [] : (JSON.parse(row.rates) as CabinRate[]),
});

const sessionColumns = [
  'id',
  'staff_id',
  'device_id',
  'flight_id',
  'accepts_until',
  'ended_at',
  'rates',
] as const;

/** Duty sessions, the actions crew devices sent, and the conflicts the rules settled. */
export class CabinRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository on a transaction. */
  on(executor: Executor): CabinRepository {
    return new CabinRepository(executor);
  }

  async openSession(session: {
    staffId: number;
    deviceId: string;
    flightId: number;
    tokenHash: string;
    createdAt: number;
    acceptsUntil: number;
    rates: CabinRate[];
  }): Promise<number> {
    const row = await this.db
      .insertInto('duty_session')
      .values({
        staff_id: session.staffId,
        device_id: session.deviceId,
        flight_id: session.flightId,
        token_hash: session.tokenHash,
        created_at: session.createdAt,
        accepts_until: session.acceptsUntil,
        rates: JSON.stringify(session.rates),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A session not ended of this staff member, device and flight: taking the flight again renews its token. */
  async liveSessionOf(
    staffId: number,
    deviceId: string,
    flightId: number,
  ): Promise<DutySessionRecord | undefined> {
    const row = await this.db
      .selectFrom('duty_session')
      .select(sessionColumns)
      .where('staff_id', '=', staffId)
      .where('device_id', '=', deviceId)
      .where('flight_id', '=', flightId)
      .where('ended_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toSession(row);
  }

  /** Taking the flight again: a new token, and the rates as they stand now fixed for what follows. */
  async renewToken(
    sessionId: number,
    renewal: { tokenHash: string; acceptsUntil: number; rates: CabinRate[] },
  ): Promise<void> {
    await this.db
      .updateTable('duty_session')
      .set({
        token_hash: renewal.tokenHash,
        accepts_until: renewal.acceptsUntil,
        rates: JSON.stringify(renewal.rates),
      })
      .where('id', '=', sessionId)
      .execute();
  }

  async sessionByTokenHash(tokenHash: string): Promise<DutySessionRecord | undefined> {
    const row = await this.db
      .selectFrom('duty_session')
      .select(sessionColumns)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toSession(row);
  }

  /** Ends every live session of the staff member or the device; answers how many. */
  async endSessions(
    holder: { staffId?: number; deviceId?: string },
    reason: string,
    at: number,
  ): Promise<number> {
    let query = this.db
      .updateTable('duty_session')
      .set({ ended_at: at, ended_reason: reason })
      .where('ended_at', 'is', null);
    if (holder.staffId !== undefined) query = query.where('staff_id', '=', holder.staffId);
    if (holder.deviceId !== undefined) query = query.where('device_id', '=', holder.deviceId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The device's last action the server holds (0 for a new device): its actions are numbered without gaps. */
  async lastSeqOf(deviceId: string): Promise<number> {
    const row = await this.db
      .selectFrom('cabin_action')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('device_id', '=', deviceId)
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async actionByKey(key: string): Promise<CabinActionRecord | undefined> {
    const row = await this.db
      .selectFrom('cabin_action')
      .select([
        'id',
        'duty_session_id',
        'device_id',
        'seq',
        'action_key',
        'kind',
        'fingerprint',
        'outcome',
        'status',
        'reason',
        'order_code',
      ])
      .where('action_key', '=', key)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        dutySessionId: row.duty_session_id,
        deviceId: row.device_id,
        seq: row.seq,
        key: row.action_key,
        kind: row.kind,
        fingerprint: row.fingerprint,
        outcome: row.outcome,
        status: row.status,
        reason: row.reason,
        orderCode: row.order_code,
      }
    );
  }

  /** Keeps an action and its outcome; the key and the device's number are unique, so a second keeping fails. */
  async keepAction(action: NewCabinAction): Promise<number> {
    const row = await this.db
      .insertInto('cabin_action')
      .values({
        duty_session_id: action.dutySessionId,
        device_id: action.deviceId,
        seq: action.seq,
        action_key: action.key,
        kind: action.kind,
        fingerprint: action.fingerprint,
        body: action.body,
        outcome: action.outcome,
        status: action.status,
        reason: action.reason,
        order_code: action.orderCode,
        acted_at: action.actedAt,
        received_at: action.receivedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async listConflict(conflict: NewConflict): Promise<void> {
    await this.db
      .insertInto('cabin_conflict')
      .values({
        flight_id: conflict.flightId,
        cabin_action_id: conflict.cabinActionId,
        reason: conflict.reason,
        order_code: conflict.orderCode,
        item_id: conflict.itemId,
        stands: conflict.stands,
        against: conflict.against,
        refund_currency: conflict.refund?.currencyCode ?? null,
        refund_amount_minor: conflict.refund?.amountMinor ?? null,
        at: conflict.at,
      })
      .execute();
  }

  async conflictsOf(flightId: number): Promise<ConflictRecord[]> {
    const rows = await this.db
      .selectFrom('cabin_conflict')
      .selectAll()
      .where('flight_id', '=', flightId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      flightId: row.flight_id,
      cabinActionId: row.cabin_action_id,
      reason: row.reason,
      orderCode: row.order_code,
      itemId: row.item_id,
      stands: row.stands,
      against: row.against,
      refund:
        row.refund_currency === null || row.refund_amount_minor === null
          ? null
          : { currencyCode: row.refund_currency, amountMinor: row.refund_amount_minor },
      at: Number(row.at),
    }));
  }

  /** The bodies of the flight's actions that moved goods or money: applied, or settled as conflicts. */
  async countedActionsOf(flightId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('cabin_action')
      .innerJoin('duty_session', 'duty_session.id', 'cabin_action.duty_session_id')
      .select('cabin_action.body')
      .where('duty_session.flight_id', '=', flightId)
      .where('cabin_action.kind', 'in', ['trolleySale', 'handOver'])
      .where('cabin_action.outcome', 'in', ['applied', 'conflict'])
      .orderBy('cabin_action.id')
      .execute();
    return rows.map((row) => row.body);
  }

  async closingOf(flightId: number): Promise<ClosingRecord | undefined> {
    const row = await this.db
      .selectFrom('trolley_closing')
      .innerJoin('staff_member', 'staff_member.id', 'trolley_closing.staff_id')
      .selectAll('trolley_closing')
      .select('staff_member.name as closed_by')
      .where('trolley_closing.flight_id', '=', flightId)
      .executeTakeFirst();
    return (
      row && {
        flightId: row.flight_id,
        key: row.closing_key,
        staffId: row.staff_id,
        closedAt: Number(row.closed_at),
        returnedUnits: row.returned_units,
        differences: row.differences,
        lines: row.lines,
        cash: row.cash,
        closedBy: row.closed_by,
      }
    );
  }

  /** Keeps a flight's closing; the flight and the key are unique, so a second closing fails. */
  async keepClosing(closing: NewClosing): Promise<void> {
    await this.db
      .insertInto('trolley_closing')
      .values({
        flight_id: closing.flightId,
        closing_key: closing.key,
        staff_id: closing.staffId,
        closed_at: closing.closedAt,
        returned_units: closing.returnedUnits,
        differences: closing.differences,
        lines: closing.lines,
        cash: closing.cash,
      })
      .execute();
  }

  /** Trolley sales received since `since`, and flights closed since then with a difference. */
  async tradeSince(since: number): Promise<{ trolleySales: number; flightsWithDifferences: number }> {
    const [sales, closings] = await Promise.all([
      this.db
        .selectFrom('cabin_action')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('kind', '=', 'trolleySale')
        .where('outcome', 'in', ['applied', 'conflict'])
        .where('received_at', '>=', since)
        .executeTakeFirst(),
      this.db
        .selectFrom('trolley_closing')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('differences', '>', 0)
        .where('closed_at', '>=', since)
        .executeTakeFirst(),
    ]);
    return { trolleySales: Number(sales?.count ?? 0), flightsWithDifferences: Number(closings?.count ?? 0) };
  }
}

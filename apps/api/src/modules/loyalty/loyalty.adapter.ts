import { templatedError } from '@dutyfree/contracts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { HttpProblem } from '../../http/problems.ts';
import { verifyPassword } from '../auth/auth.module.ts';
import type { LoyaltyMemberRecord, LoyaltyRepository, MilesTransactionRecord } from './loyalty.repository.ts';

// The airline's loyalty programme (ShebaMiles) as the shop sees it. A deployment may put the airline's
// real programme behind this interface; the embedded default keeps members and a miles ledger in the
// shop's own database.

export type LoyaltyMember = Omit<LoyaltyMemberRecord, 'passwordHash'>;

export type MilesMovement = {
  transactionId: number;
  memberId: string;
  /** Signed: negative for a debit. */
  miles: number;
  /** The balance once this movement is on the ledger. */
  balance: number;
  /** True when the idempotency key had already been used and nothing new was booked. */
  replayed: boolean;
};

type MilesMovementRequest = {
  memberId: string;
  /** A positive whole number; `debit` books it as negative. */
  miles: number;
  /** The same key books the movement once, however often the call is repeated (an order code, say). */
  idempotencyKey: string;
  reason: string;
  orderId?: number;
};

export interface LoyaltyProgramme {
  /** The member when the membership number and password match, otherwise null, taking as long either way. */
  authenticate(memberId: string, password: string): Promise<LoyaltyMember | null>;
  findMember(memberId: string): Promise<LoyaltyMember | undefined>;
  balance(memberId: string): Promise<number>;
  /** Takes miles off; refuses with InsufficientMilesError rather than let the balance go below zero. */
  debit(
    memberId: string,
    miles: number,
    idempotencyKey: string,
    reason: string,
    orderId?: number,
  ): Promise<MilesMovement>;
  /** Adds miles: accrual for an order, or the refund of a debit. */
  credit(
    memberId: string,
    miles: number,
    idempotencyKey: string,
    reason: string,
    orderId?: number,
  ): Promise<MilesMovement>;
  /**
   * Members whose number, name or e-mail contains `search` (any when not given), with their balance, in
   * number order, up to `limit` numbered after `after`: an admin looking a traveller up.
   */
  members(search: string | undefined, after: string | undefined, limit: number): Promise<MemberWithBalance[]>;
  /** The miles an order took or gave back, oldest first. */
  movementsOfOrder(orderId: number): Promise<MilesTransactionRecord[]>;
  /**
   * The same programme, its movements booked in the caller's transaction (an order's, so that its miles
   * are taken or given back with it, or not at all) instead of one of their own.
   */
  on(executor: Executor): LoyaltyProgramme;
}

export type MemberWithBalance = LoyaltyMember & { milesBalance: number };

export class InsufficientMilesError extends HttpProblem {
  readonly balance: number;
  readonly requested: number;
  constructor(balance: number, requested: number) {
    super(409, templatedError('orders.notEnoughMiles', { needed: requested, available: balance }));
    this.balance = balance;
    this.requested = requested;
  }
}

export class UnknownMemberError extends HttpProblem {
  constructor(memberId: string) {
    super(404, templatedError('request.noSuchRecord', { what: 'ShebaMiles member', id: memberId }));
  }
}

/** A programming error: one idempotency key must always stand for the same movement. */
export class IdempotencyKeyReusedError extends Error {}

function withoutPassword({ passwordHash: _hash, ...member }: LoyaltyMemberRecord): LoyaltyMember {
  return member;
}

export class EmbeddedLoyaltyProgramme implements LoyaltyProgramme {
  private readonly db: Executor;
  private readonly repository: LoyaltyRepository;
  private readonly now: () => number;
  /** True when `db` is a transaction the caller opened: movements are booked in it. */
  private readonly inCallersTransaction: boolean;
  /** `db` is the database the ledger is in, on which each miles movement opens its transaction. */
  constructor(
    db: Executor,
    repository: LoyaltyRepository,
    now: () => number = Date.now,
    inCallersTransaction = false,
  ) {
    this.db = db;
    this.repository = repository;
    this.now = now;
    this.inCallersTransaction = inCallersTransaction;
  }

  on(executor: Executor): LoyaltyProgramme {
    return new EmbeddedLoyaltyProgramme(executor, this.repository.on(executor), this.now, true);
  }

  async authenticate(memberId: string, password: string): Promise<LoyaltyMember | null> {
    const member = await this.repository.findMember(memberId);
    const matches = await verifyPassword(member?.passwordHash, password);
    return member && matches ? withoutPassword(member) : null;
  }

  async findMember(memberId: string): Promise<LoyaltyMember | undefined> {
    const member = await this.repository.findMember(memberId);
    return member && withoutPassword(member);
  }

  balance(memberId: string): Promise<number> {
    return this.repository.balance(memberId);
  }

  async members(
    search: string | undefined,
    after: string | undefined,
    limit: number,
  ): Promise<MemberWithBalance[]> {
    return (await this.repository.members(search, after, limit)).map(
      ({ passwordHash: _hash, ...member }) => member,
    );
  }

  movementsOfOrder(orderId: number): Promise<MilesTransactionRecord[]> {
    return this.repository.transactionsOfOrder(orderId);
  }

  debit(memberId: string, miles: number, idempotencyKey: string, reason: string, orderId?: number) {
    return this.book({ memberId, miles, idempotencyKey, reason, orderId }, -1);
  }

  credit(memberId: string, miles: number, idempotencyKey: string, reason: string, orderId?: number) {
    return this.book({ memberId, miles, idempotencyKey, reason, orderId }, 1);
  }

  private async book(request: MilesMovementRequest, sign: 1 | -1): Promise<MilesMovement> {
    if (!Number.isSafeInteger(request.miles) || request.miles <= 0) {
      throw new RangeError(`Miles must be a positive whole number, not ${request.miles}`);
    }
    const miles = sign * request.miles;
    const inTransaction = <T>(work: (trx: Executor) => Promise<T>) =>
      this.inCallersTransaction ? work(this.db) : withTransaction(this.db, work);
    return inTransaction(async (trx) => {
      const ledger = this.repository.on(trx);
      if (!(await ledger.lockMember(request.memberId))) throw new UnknownMemberError(request.memberId);
      const earlier = await ledger.findTransaction(request.idempotencyKey);
      if (earlier)
        return this.replay(earlier, request.memberId, miles, await ledger.balance(request.memberId));

      const balance = await ledger.balance(request.memberId);
      if (balance + miles < 0) throw new InsufficientMilesError(balance, request.miles);
      const booked = await ledger.insertTransaction({
        memberId: request.memberId,
        miles,
        reason: request.reason,
        idempotencyKey: request.idempotencyKey,
        orderId: request.orderId ?? null,
        createdAt: this.now(),
      });
      return {
        transactionId: booked.id,
        memberId: booked.memberId,
        miles,
        balance: balance + miles,
        replayed: false,
      };
    });
  }

  private replay(
    earlier: MilesTransactionRecord,
    memberId: string,
    miles: number,
    balance: number,
  ): MilesMovement {
    if (earlier.memberId !== memberId || earlier.miles !== miles) {
      throw new IdempotencyKeyReusedError(
        `Idempotency key ${earlier.idempotencyKey} already booked ${earlier.miles} miles for ${earlier.memberId}`,
      );
    }
    return { transactionId: earlier.id, memberId, miles, balance, replayed: true };
  }
}

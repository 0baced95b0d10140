import type { CustomerMobileNumber } from '@dutyfree/contracts';
import type { Expression, Selectable } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { mobileNumberOf } from '../../db/mobile-number-columns.ts';
import type { LoyaltyMemberTable, MilesTransactionTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type LoyaltyMemberRecord = {
  memberId: string;
  passwordHash: string;
  title: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: CustomerMobileNumber | null;
  nationality: string | null;
  tier: string;
  /** When the member joined, epoch ms. */
  createdAt: number;
};

export type MilesTransactionRecord = {
  id: number;
  memberId: string;
  /** Positive for a credit, negative for a debit. */
  miles: number;
  reason: string;
  idempotencyKey: string;
  orderId: number | null;
  createdAt: number;
};

export type NewMilesTransaction = Omit<MilesTransactionRecord, 'id'>;

function toMember(row: Selectable<LoyaltyMemberTable>): LoyaltyMemberRecord {
  return {
    memberId: row.member_id,
    passwordHash: row.password_hash,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobileNumber: mobileNumberOf(row),
    nationality: row.nationality,
    tier: row.tier,
    createdAt: row.created_at,
  };
}

/** A member's balance: the sum of their ledger, the only place a balance comes from. */
function balanceOf(db: Executor, memberId: string | Expression<string>) {
  return db
    .selectFrom('miles_transaction')
    .select((t) => t.fn.coalesce(t.fn.sum<number>('miles_transaction.miles'), t.lit(0)).as('balance'))
    .where('miles_transaction.member_id', '=', memberId);
}

/** What a member search looks in. */
const MEMBER_SEARCHED = ['member_id', 'email', 'first_name', 'last_name'] as const;

function toTransaction(row: Selectable<MilesTransactionTable>): MilesTransactionRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    miles: row.miles,
    reason: row.reason,
    idempotencyKey: row.idempotency_key,
    orderId: row.order_id,
    createdAt: row.created_at,
  };
}

/** The embedded loyalty programme's members and their miles ledger. */
export class LoyaltyRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): LoyaltyRepository {
    return new LoyaltyRepository(executor, this.engine);
  }

  async findMember(memberId: string): Promise<LoyaltyMemberRecord | undefined> {
    const row = await this.db
      .selectFrom('loyalty_member')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row && toMember(row);
  }

  /**
   * Reads the member inside a transaction so that ledger movements for one member run one after another.
   * PostgreSQL locks the member's row. SQLite needs no lock: Kysely runs one transaction at a time on its
   * single connection, and a second process writing in between makes this transaction fail, not overdraw.
   */
  async lockMember(memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('loyalty_member')
      .select('member_id')
      .where('member_id', '=', memberId)
      .$if(this.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Members whose number, name or e-mail contains `search` (any when not given), with their balance, in
   * number order, up to `limit` numbered after `after`.
   */
  async members(
    search: string | undefined,
    after: string | undefined,
    limit: number,
  ): Promise<(LoyaltyMemberRecord & { milesBalance: number })[]> {
    // SQLite's LIKE ignores the case of ASCII letters already; PostgreSQL needs ILIKE for that.
    const operator = this.engine === 'postgres' ? 'ilike' : 'like';
    const rows = await this.db
      .selectFrom('loyalty_member')
      .selectAll()
      .select((eb) => balanceOf(this.db, eb.ref('loyalty_member.member_id')).as('miles_balance'))
      .$if(after !== undefined, (q) => q.where('member_id', '>', after!))
      .$if(search !== undefined, (q) =>
        q.where((eb) => eb.or(MEMBER_SEARCHED.map((column) => eb(column, operator, `%${search}%`)))),
      )
      .orderBy('member_id')
      .limit(limit)
      .execute();
    // PostgreSQL sums integers as NUMERIC, which its driver hands over as a string.
    return rows.map((row) => ({ ...toMember(row), milesBalance: Number(row.miles_balance ?? 0) }));
  }

  /** The ledger's movements that name the order, oldest first. */
  async transactionsOfOrder(orderId: number): Promise<MilesTransactionRecord[]> {
    const rows = await this.db
      .selectFrom('miles_transaction')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map(toTransaction);
  }

  async insertMember(member: LoyaltyMemberRecord): Promise<void> {
    await this.db
      .insertInto('loyalty_member')
      .values({
        member_id: member.memberId,
        password_hash: member.passwordHash,
        title: member.title,
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        mobile_country_code: member.mobileNumber?.countryCode ?? null,
        mobile_number: member.mobileNumber?.number ?? null,
        nationality: member.nationality,
        tier: member.tier,
        created_at: member.createdAt,
      })
      .execute();
  }

  /** The sum of the member's ledger. */
  async balance(memberId: string): Promise<number> {
    const row = await balanceOf(this.db, memberId).executeTakeFirstOrThrow();
    // PostgreSQL sums integers as NUMERIC, which its driver hands over as a string.
    return Number(row.balance);
  }

  async findTransaction(idempotencyKey: string): Promise<MilesTransactionRecord | undefined> {
    const row = await this.db
      .selectFrom('miles_transaction')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row && toTransaction(row);
  }

  async insertTransaction(transaction: NewMilesTransaction): Promise<MilesTransactionRecord> {
    const row = await this.db
      .insertInto('miles_transaction')
      .values({
        member_id: transaction.memberId,
        miles: transaction.miles,
        reason: transaction.reason,
        idempotency_key: transaction.idempotencyKey,
        order_id: transaction.orderId,
        created_at: transaction.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTransaction(row);
  }
}

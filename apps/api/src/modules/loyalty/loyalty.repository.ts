import type { CustomerMobileNumber } from '@dutyfree/contracts';
import type { Selectable } from 'kysely';
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
  };
}

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

  async insertMember(member: LoyaltyMemberRecord, createdAt: number): Promise<void> {
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
        created_at: createdAt,
      })
      .execute();
  }

  /** The sum of the member's ledger; the only place a balance comes from. */
  async balance(memberId: string): Promise<number> {
    const row = await this.db
      .selectFrom('miles_transaction')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('miles'), eb.lit(0)).as('balance'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
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

import { type CustomerLanguage, type CustomerMobileNumber, customerLanguages } from '@dutyfree/contracts';
import type { Selectable } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { mobileNumberOf } from '../../db/mobile-number-columns.ts';
import type { CustomerTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

// Usernames and e-mail addresses are stored lowercased, so that equality is case-insensitive on both
// engines and the unique indexes of the initial schema enforce it.

export type CustomerProfile = {
  email: string;
  title: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nationality: string | null;
  mobileNumber: CustomerMobileNumber | null;
  language: CustomerLanguage;
};

export type CustomerRecord = CustomerProfile & {
  id: number;
  username: string;
  passwordHash: string;
  membershipNumber: string | null;
  /** When the account was opened, epoch ms. */
  createdAt: number;
};

export type NewCustomer = Omit<CustomerRecord, 'id' | 'createdAt'>;

/** What a customer search looks in. */
const SEARCHED = ['username', 'email', 'first_name', 'last_name', 'membership_number'] as const;

/** Which unique values of a would-be customer already belong to someone else. */
export type TakenValues = { username: boolean; email: boolean; membershipNumber: boolean };

const isLanguage = (value: string): value is CustomerLanguage =>
  (customerLanguages as readonly string[]).includes(value);

function toCustomer(row: Selectable<CustomerTable>): CustomerRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    title: row.title,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    nationality: row.nationality,
    mobileNumber: mobileNumberOf(row),
    membershipNumber: row.membership_number,
    language: isLanguage(row.language) ? row.language : 'en',
    createdAt: row.created_at,
  };
}

function profileColumns(profile: CustomerProfile) {
  return {
    email: profile.email.toLowerCase(),
    title: profile.title,
    first_name: profile.firstName,
    middle_name: profile.middleName,
    last_name: profile.lastName,
    nationality: profile.nationality,
    mobile_country_code: profile.mobileNumber?.countryCode ?? null,
    mobile_number: profile.mobileNumber?.number ?? null,
    language: profile.language,
  };
}

export class CustomersRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  async findById(id: number): Promise<CustomerRecord | undefined> {
    const row = await this.db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCustomer(row);
  }

  /** Epoch ms from which the customer's user tokens count (see CustomerSessions). */
  async sessionsValidFrom(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('customer')
      .select('sessions_valid_from')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.sessions_valid_from;
  }

  /** By username or, when the login holds an `@` (usernames cannot), by e-mail address. */
  async findByLogin(login: string): Promise<CustomerRecord | undefined> {
    const column = login.includes('@') ? 'email' : 'username';
    const row = await this.db
      .selectFrom('customer')
      .selectAll()
      .where(column, '=', login.trim().toLowerCase())
      .executeTakeFirst();
    return row && toCustomer(row);
  }

  async findByMembershipNumber(membershipNumber: string): Promise<CustomerRecord | undefined> {
    const row = await this.db
      .selectFrom('customer')
      .selectAll()
      .where('membership_number', '=', membershipNumber)
      .executeTakeFirst();
    return row && toCustomer(row);
  }

  async takenValues(
    wanted: { username?: string; email?: string; membershipNumber?: string | null },
    exceptCustomerId?: number,
  ): Promise<TakenValues> {
    const username = wanted.username?.toLowerCase();
    const email = wanted.email?.toLowerCase();
    const membershipNumber = wanted.membershipNumber ?? undefined;
    const rows = await this.db
      .selectFrom('customer')
      .select(['username', 'email', 'membership_number'])
      .where((eb) =>
        eb.or([
          ...(username ? [eb('username', '=', username)] : []),
          ...(email ? [eb('email', '=', email)] : []),
          ...(membershipNumber ? [eb('membership_number', '=', membershipNumber)] : []),
        ]),
      )
      .$if(exceptCustomerId !== undefined, (query) => query.where('id', '!=', exceptCustomerId ?? 0))
      .execute();
    return {
      username: rows.some((r) => username !== undefined && r.username === username),
      email: rows.some((r) => email !== undefined && r.email === email),
      membershipNumber: rows.some(
        (r) => membershipNumber !== undefined && r.membership_number === membershipNumber,
      ),
    };
  }

  /**
   * Newest first, up to `limit` older than the customer `before`: a name, e-mail address, user name or
   * membership number containing `search` (any when not given).
   */
  async search(
    search: string | undefined,
    before: number | undefined,
    limit: number,
  ): Promise<CustomerRecord[]> {
    // SQLite's LIKE ignores the case of ASCII letters already; PostgreSQL needs ILIKE for that.
    const operator = this.engine === 'postgres' ? 'ilike' : 'like';
    const rows = await this.db
      .selectFrom('customer')
      .selectAll()
      .$if(before !== undefined, (q) => q.where('id', '<', before!))
      .$if(search !== undefined, (q) =>
        q.where((eb) => eb.or(SEARCHED.map((column) => eb(column, operator, `%${search}%`)))),
      )
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toCustomer);
  }

  async insert(customer: NewCustomer, now: number): Promise<number> {
    const row = await this.db
      .insertInto('customer')
      .values({
        ...profileColumns(customer),
        username: customer.username.toLowerCase(),
        password_hash: customer.passwordHash,
        membership_number: customer.membershipNumber,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateProfile(id: number, profile: CustomerProfile, now: number): Promise<void> {
    await this.db
      .updateTable('customer')
      .set({ ...profileColumns(profile), updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}

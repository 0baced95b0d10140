import type { StaffRole } from '@dutyfree/contracts';
import type { Selectable } from 'kysely';
import type { StaffMemberTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

// E-mail addresses are stored lowercased, so that equality is case-insensitive on both engines and the
// unique index enforces it.

export type StaffRecord = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Null while an invited member has not chosen a password yet. */
  passwordHash: string | null;
  active: boolean;
  /** An admin's authenticator secret (base32), once set up. */
  totpSecret: string | null;
  /** Epoch ms: the member's tokens issued earlier are refused. */
  sessionsValidFrom: number;
};

export type NewStaffMember = { email: string; name: string; role: StaffRole; passwordHash: string | null };

function toStaff(row: Selectable<StaffMemberTable>): StaffRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash === '' ? null : row.password_hash,
    active: row.is_active === 1,
    totpSecret: row.totp_secret,
    sessionsValidFrom: Number(row.sessions_valid_from),
  };
}

export class StaffRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): StaffRepository {
    return new StaffRepository(executor);
  }

  async findByEmail(email: string): Promise<StaffRecord | undefined> {
    const row = await this.db
      .selectFrom('staff_member')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  async findById(id: number): Promise<StaffRecord | undefined> {
    const row = await this.db.selectFrom('staff_member').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  /** Every member, by name: the airline's staff is counted in hundreds, not millions. */
  async list(): Promise<StaffRecord[]> {
    const rows = await this.db.selectFrom('staff_member').selectAll().orderBy('name').orderBy('id').execute();
    return rows.map(toStaff);
  }

  async insert(member: NewStaffMember, now: number): Promise<number> {
    const row = await this.db
      .insertInto('staff_member')
      .values({
        email: member.email.toLowerCase(),
        name: member.name,
        role: member.role,
        password_hash: member.passwordHash ?? '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.db
      .updateTable('staff_member')
      .set({ is_active: active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  async setRole(id: number, role: StaffRole): Promise<void> {
    await this.db.updateTable('staff_member').set({ role }).where('id', '=', id).execute();
  }

  /** The member's tokens issued before `now` are refused from now on. */
  async endSessions(id: number, now: number): Promise<void> {
    await this.db
      .updateTable('staff_member')
      .set({ sessions_valid_from: now })
      .where('id', '=', id)
      .execute();
  }

  /** A new password (and an admin's authenticator): every session signed in before `now` ends. */
  async setCredentials(
    id: number,
    credentials: { passwordHash: string; totpSecret: string | null },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('staff_member')
      .set({
        password_hash: credentials.passwordHash,
        ...(credentials.totpSecret !== null && { totp_secret: credentials.totpSecret }),
        sessions_valid_from: now,
      })
      .where('id', '=', id)
      .execute();
  }
}

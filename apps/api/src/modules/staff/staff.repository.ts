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
  passwordHash: string;
  active: boolean;
};

export type NewStaffMember = { email: string; name: string; role: StaffRole; passwordHash: string };

function toStaff(row: Selectable<StaffMemberTable>): StaffRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash,
    active: row.is_active === 1,
  };
}

export class StaffRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
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

  async insert(member: NewStaffMember, now: number): Promise<number> {
    const row = await this.db
      .insertInto('staff_member')
      .values({
        email: member.email.toLowerCase(),
        name: member.name,
        role: member.role,
        password_hash: member.passwordHash,
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
}

import type { Executor } from '../../db/transaction.ts';

export type NewAuditEntry = {
  at: number;
  staffId: number;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
};

export type AuditEntryRecord = NewAuditEntry & { id: number; staffName: string };

const toJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export class StaffAuditRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): StaffAuditRepository {
    return new StaffAuditRepository(executor);
  }

  async insert(entry: NewAuditEntry): Promise<void> {
    await this.db
      .insertInto('staff_audit_entry')
      .values({
        at: entry.at,
        staff_id: entry.staffId,
        action: entry.action,
        subject: entry.subject,
        before_json: toJson(entry.before),
        after_json: toJson(entry.after),
      })
      .execute();
  }

  /** Newest first: up to `limit` entries older than the entry `before` (keyset paging by id). */
  async list(before: number | undefined, limit: number): Promise<AuditEntryRecord[]> {
    let query = this.entries().orderBy('a.id', 'desc').limit(limit);
    if (before !== undefined) query = query.where('a.id', '<', before);
    return (await query.execute()).map(toEntry);
  }

  /** Every entry about `subject`, oldest first. */
  async about(subject: string): Promise<AuditEntryRecord[]> {
    return (await this.entries().where('a.subject', '=', subject).orderBy('a.id').execute()).map(toEntry);
  }

  private entries() {
    return this.db
      .selectFrom('staff_audit_entry as a')
      .innerJoin('staff_member as s', 's.id', 'a.staff_id')
      .select([
        'a.id',
        'a.at',
        'a.staff_id',
        's.name as staff_name',
        'a.action',
        'a.subject',
        'a.before_json',
        'a.after_json',
      ]);
  }
}

function toEntry(row: {
  id: number;
  at: number;
  staff_id: number;
  staff_name: string;
  action: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
}): AuditEntryRecord {
  return {
    id: row.id,
    at: row.at,
    staffId: row.staff_id,
    staffName: row.staff_name,
    action: row.action,
    subject: row.subject,
    before: fromJson(row.before_json),
    after: fromJson(row.after_json),
  };
}

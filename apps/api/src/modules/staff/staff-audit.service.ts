import type { AuditLogResponse } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import type { AuditEntryRecord, NewAuditEntry, StaffAuditRepository } from './staff-audit.repository.ts';

/** What a staff member did: the clock and the id come from here, the rest from the caller. */
export type AuditRecord = Omit<NewAuditEntry, 'at'>;

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log: every staff action (sign-in, sign-out, hand-over, not collected) with who, when, what,
 * and the state before and after. A change made in a transaction writes its entry in the same one, so
 * the log never tells of a change that did not happen, nor misses one that did.
 */
export class StaffAuditLog {
  private readonly entries: StaffAuditRepository;
  private readonly now: () => number;
  constructor(deps: { entries: StaffAuditRepository; now: () => number }) {
    this.entries = deps.entries;
    this.now = deps.now;
  }

  /** Writes the entry; pass `executor` (from `withTransaction`) to write it in the change's transaction. */
  record(entry: AuditRecord, executor?: Executor): Promise<void> {
    const entries = executor ? this.entries.on(executor) : this.entries;
    return entries.insert({ ...entry, at: this.now() });
  }

  /** What staff did to one subject (an order, an item …), oldest first. */
  about(subject: string): Promise<AuditEntryRecord[]> {
    return this.entries.about(subject);
  }

  async page(before: number | undefined, limit = AUDIT_PAGE_SIZE): Promise<AuditLogResponse> {
    // One more than asked tells whether another page follows.
    const rows = await this.entries.list(before, limit + 1);
    const entries = rows.slice(0, limit);
    return {
      entries: entries.map((e) => ({
        id: e.id,
        at: new Date(e.at).toISOString(),
        staffId: e.staffId,
        staffName: e.staffName,
        action: e.action,
        subject: e.subject,
        before: e.before,
        after: e.after,
      })),
      nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null,
    };
  }
}

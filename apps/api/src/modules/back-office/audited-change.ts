import { type Executor, withTransaction } from '../../db/transaction.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';

/** What a change did, as the staff audit log keeps it (the states are the back office's answers), and the call's answer. */
export type AuditedOutcome<Answer> =
  | { action: string; subject: string; before: unknown; after: unknown; answer: Answer }
  /** The change found nothing to do: no entry is written. */
  | { unchanged: Answer };

export type AuditedChangesDependencies = {
  database: Executor;
  audit: StaffAuditLog;
  /**
   * What must follow a committed change: the caches that show the changed data dropped, so it shows at
   * once. Given the audited subject (`item:12`) when the change wrote one.
   */
  afterCommit?: (subject?: string) => void;
};

/**
 * The back office's one way of changing the shop: the owning module's write (through its facade, given the
 * transaction) and the staff audit entry (who, what, the state before and after) in one transaction; once
 * it is committed, `afterCommit`. A refused change writes nothing and drops nothing.
 */
export class AuditedChanges {
  private readonly deps: AuditedChangesDependencies;
  constructor(deps: AuditedChangesDependencies) {
    this.deps = deps;
  }

  async make<Answer>(
    staffId: number,
    change: (executor: Executor) => Promise<AuditedOutcome<Answer>>,
  ): Promise<Answer> {
    let changed: string | undefined;
    const answer = await withTransaction(this.deps.database, async (executor) => {
      const outcome = await change(executor);
      if ('unchanged' in outcome) return outcome.unchanged;
      const { action, subject, before, after } = outcome;
      await this.deps.audit.record({ staffId, action, subject, before, after }, executor);
      changed = subject;
      return outcome.answer;
    });
    this.deps.afterCommit?.(changed);
    return answer;
  }

  /**
   * A change of many records at once, all or nothing: one audit entry each (none when nothing changed),
   * all in the change's one transaction; once it is committed, `afterCommit` for each subject.
   */
  async makeEach<Answer>(
    staffId: number,
    change: (executor: Executor) => Promise<{ entries: AuditEntry[]; answer: Answer }>,
  ): Promise<Answer> {
    let changed: string[] = [];
    const answer = await withTransaction(this.deps.database, async (executor) => {
      const { entries, answer } = await change(executor);
      for (const entry of entries) await this.deps.audit.record({ staffId, ...entry }, executor);
      changed = entries.map((entry) => entry.subject);
      return answer;
    });
    for (const subject of new Set(changed)) this.deps.afterCommit?.(subject);
    return answer;
  }
}

/** One audit entry of a change that writes several (a schedule file: one per flight it changed). */
export type AuditEntry = { action: string; subject: string; before: unknown; after: unknown };

/** A change of one record, as its owning module answers it: the record before (null: it is new) and after. */
export type RecordChange<R> = { before: R | null; after: R };

/**
 * The outcome of a change of one record: audited as `action` on `subject`, with both states and the answer
 * in the back office's shape (`toWire`).
 */
export function recordChanged<R, W>(
  action: string,
  subject: string,
  { before, after }: RecordChange<R>,
  toWire: (record: R) => W,
): AuditedOutcome<W> {
  const answer = toWire(after);
  return { action, subject, before: before === null ? null : toWire(before), after: answer, answer };
}

import type { Selectable } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { JobState, JobTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type JobRecord = {
  id: number;
  kind: string;
  payload: unknown;
  idempotencyKey: string;
  state: JobState;
  attempts: number;
  runAfter: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
};

export type NewJob = { kind: string; idempotencyKey: string; payload: unknown; runAfter: number };

/**
 * Jobs of one kind not done, in one state: queued ones due now (`waiting`) apart from those waiting for
 * a later time (`scheduled`: a retry's delay, or the grace the enqueuing process has to run its own).
 */
export type JobBacklog = {
  kind: string;
  state: 'waiting' | 'scheduled' | 'running' | 'failed';
  count: number;
  /** For waiting jobs: since when the oldest has been due (epoch ms); null for the other states. */
  oldestDueAt: number | null;
};

/** A runner's hold on the jobs it claims: its name, and until when the claim stands. */
export type Claim = { runner: string; now: number; until: number };

function toJob(row: Selectable<JobTable>): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload),
    idempotencyKey: row.idempotency_key,
    state: row.state,
    attempts: row.attempts,
    runAfter: row.run_after,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The job table: the outbox the services write to in their transactions, and the runners' claims. */
export class JobsRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  on(executor: Executor): JobsRepository {
    return new JobsRepository(executor, this.engine);
  }

  /** Writes the job unless one with its key exists: the same consequence enqueued twice runs once. */
  async enqueue(job: NewJob, now: number): Promise<void> {
    await this.db
      .insertInto('job')
      .values({
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        idempotency_key: job.idempotencyKey,
        state: 'queued',
        attempts: 0,
        run_after: job.runAfter,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  }

  /**
   * Claims up to `limit` due jobs: queued ones whose time has come, and running ones whose claim ran out
   * (their process died). On PostgreSQL the candidates are locked with SKIP LOCKED, so runners in other
   * processes pass over them instead of waiting; SQLite has one writer at a time, so the conditional
   * update alone keeps two claims apart. Only jobs of `kinds` are claimed: the sandbox payment provider
   * keeps its webhooks in the same table, and a shop process has no handler for them.
   */
  async claimDue(claim: Claim, kinds: readonly string[], limit: number): Promise<JobRecord[]> {
    if (kinds.length === 0) return [];
    let due = this.db
      .selectFrom('job')
      .select('id')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', claim.now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', claim.now)]),
        ]),
      )
      .orderBy('run_after')
      .orderBy('id')
      .limit(limit);
    if (this.engine === 'postgres') due = due.forUpdate().skipLocked();
    const rows = await this.claiming(claim).where('id', 'in', due).returningAll().execute();
    // An UPDATE … RETURNING answers its rows in no promised order: due first, then as they were queued.
    return rows.map(toJob).sort((a, b) => a.runAfter - b.runAfter || a.id - b.id);
  }

  /**
   * Claims the job with this key whatever its run_after: the process that enqueued it runs it at once,
   * and the other runners only take it over if that process is gone by then. Undefined when it is done,
   * failed, or claimed by someone else.
   */
  async claimByKey(idempotencyKey: string, claim: Claim): Promise<JobRecord | undefined> {
    const row = await this.claiming(claim)
      .where('idempotency_key', '=', idempotencyKey)
      .returningAll()
      .executeTakeFirst();
    return row && toJob(row);
  }

  /**
   * The claim's update, for jobs free to take: queued, or running on a claim that ran out. Conditional,
   * so that of two runners updating one job, one gets it.
   */
  private claiming(claim: Claim) {
    return this.db
      .updateTable('job')
      .set((eb) => ({
        state: 'running',
        locked_by: claim.runner,
        locked_until: claim.until,
        attempts: eb('attempts', '+', 1),
        updated_at: claim.now,
      }))
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', claim.now)]),
        ]),
      );
  }

  /** Done, if this runner still holds the claim. */
  async complete(jobId: number, runner: string, now: number): Promise<void> {
    await this.settle(jobId, runner, { state: 'done', last_error: null, updated_at: now });
  }

  /**
   * A job this runner claimed and will not run after all, its process stopping: queued again for any
   * runner at once, the claim's attempt not counted.
   */
  async handBack(jobId: number, runner: string, now: number): Promise<void> {
    await this.db
      .updateTable('job')
      .set((eb) => ({
        state: 'queued',
        run_after: now,
        attempts: eb('attempts', '-', 1),
        locked_by: null,
        locked_until: null,
        updated_at: now,
      }))
      .where('id', '=', jobId)
      .where('locked_by', '=', runner)
      .where('state', '=', 'running')
      .execute();
  }

  /** Back in the queue until `runAfter`, or failed for good when `runAfter` is null. */
  async retryOrFail(
    jobId: number,
    runner: string,
    error: string,
    runAfter: number | null,
    now: number,
  ): Promise<void> {
    await this.settle(jobId, runner, {
      state: runAfter === null ? 'failed' : 'queued',
      ...(runAfter !== null && { run_after: runAfter }),
      last_error: error,
      updated_at: now,
    });
  }

  private async settle(
    jobId: number,
    runner: string,
    values: Partial<Pick<Selectable<JobTable>, 'state' | 'run_after' | 'last_error' | 'updated_at'>>,
  ): Promise<void> {
    await this.db
      .updateTable('job')
      .set({ ...values, locked_by: null, locked_until: null })
      .where('id', '=', jobId)
      .where('state', '=', 'running')
      .where('locked_by', '=', runner)
      .execute();
  }

  /** Deletes the jobs done before `before`; failed ones stay for an admin. Answers how many went. */
  async pruneDone(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('job')
      .where('state', '=', 'done')
      .where('updated_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The job queued under this key, whatever became of it. */
  async byKey(idempotencyKey: string): Promise<JobRecord | undefined> {
    const row = await this.db
      .selectFrom('job')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row && toJob(row);
  }

  /** Jobs that ran out of attempts, newest first. */
  async failed(limit: number): Promise<JobRecord[]> {
    const rows = await this.db
      .selectFrom('job')
      .selectAll()
      .where('state', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toJob);
  }

  /** The jobs not done at `now`, by kind and state; read by the index on state (done ones are not read). */
  async backlog(now: number): Promise<JobBacklog[]> {
    const rows = await this.db
      .selectFrom('job')
      .select((eb) => [
        'kind',
        'state',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn
          .sum<number | string | null>(eb.case().when('run_after', '>', now).then(1).else(0).end())
          .as('later'),
        eb.fn.min('run_after').as('oldest'),
      ])
      .where('state', 'in', ['queued', 'running', 'failed'])
      .groupBy(['kind', 'state'])
      .execute();
    return rows.flatMap((row): JobBacklog[] => {
      const count = Number(row.count);
      if (row.state === 'queued') {
        const later = Number(row.later ?? 0);
        const oldest = Number(row.oldest);
        return [
          {
            kind: row.kind,
            state: 'waiting',
            count: count - later,
            oldestDueAt: oldest <= now ? oldest : null,
          },
          { kind: row.kind, state: 'scheduled', count: later, oldestDueAt: null },
        ];
      }
      return [
        { kind: row.kind, state: row.state === 'running' ? 'running' : 'failed', count, oldestDueAt: null },
      ];
    });
  }

  /** Jobs not yet done or failed: what a drain waits for. */
  async outstanding(): Promise<number> {
    const row = await this.db
      .selectFrom('job')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transaction.ts';
import type { Claim, JobBacklog, JobRecord, JobsRepository } from './jobs.repository.ts';
import { nextAttemptAt, type RetryPolicy } from './jobs.rules.ts';

/** Does a job's work; throwing means "try again later". It must be safe to run more than once. */
export type JobHandler<P> = (payload: P) => Promise<void>;

/** A consequence to run after the change that enqueues it; its key names it once. */
export type JobRequest<P> = { kind: string; idempotencyKey: string; payload: P };

export type JobRunnerOptions = {
  /** On the database: the runner's claims are its own, outside any service's transaction. */
  jobs: JobsRepository;
  logger: FastifyBaseLogger;
  /** How often the runner looks for due jobs. */
  pollMs: number;
  /** How long a claim stands before another runner may take the job over. */
  claimMs: number;
  /**
   * How long a done job is kept before the runner deletes it. Its key no longer stops the same job
   * being queued again after that, which is harmless: every handler does its work once by its own key.
   */
  keepDoneMs: number;
  retry: RetryPolicy;
  now?: () => number;
};

/**
 * The process that enqueued a job runs it straight after its commit; other runners wait this long
 * before taking it over, so that they step in only when that process is gone.
 */
const OWN_RUN_GRACE_MS = 5_000;
const BATCH = 20;
/** How often a runner deletes the done jobs past their keeping time. */
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The transactional outbox and its runner. A service enqueues a job with the Executor of its own
 * transaction, so the job exists exactly when the change does; after the commit it asks `runNow` to run
 * it in this process. Every API process polls for due jobs as well, which picks up whatever a crashed
 * process left behind and retries failures with growing delays. Handlers are idempotent, so a job run
 * twice (a process killed between the work and marking it done) does its work once.
 */
export class JobRunner {
  private readonly options: JobRunnerOptions;
  private readonly now: () => number;
  private readonly handlers = new Map<string, JobHandler<never>>();
  /** Names this process's claims, so a runner only settles jobs it still holds. */
  readonly name = `runner-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<unknown> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(options: JobRunnerOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** Declares who runs jobs of `kind`; each kind has one handler. */
  handle<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for ${kind} jobs is already registered`);
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /**
   * Writes the job in the transaction `executor` belongs to (or on its own when given the database);
   * answers its key, for `runNow` after the commit.
   */
  async enqueue<P>(executor: Executor, job: JobRequest<P>): Promise<string> {
    const now = this.now();
    await this.options.jobs.on(executor).enqueue({ ...job, runAfter: now + OWN_RUN_GRACE_MS }, now);
    return job.idempotencyKey;
  }

  /**
   * Runs the jobs with these keys now, in this process, one after the other. A job that fails stays
   * queued for its retry; this never throws, since the change that enqueued it is already committed.
   */
  async runNow(...keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        const job = await this.options.jobs.claimByKey(key, this.claim());
        if (job) await this.track(this.run(job));
      } catch (error) {
        // The database itself failed: the job is still queued, and a runner takes it up later.
        this.options.logger.error({ err: error, key }, 'job could not be run now');
      }
    }
  }

  /** One pass over the due jobs; answers how many it ran. */
  async runDue(): Promise<number> {
    const due = await this.options.jobs.claimDue(this.claim(), [...this.handlers.keys()], BATCH);
    for (const job of due) {
      // Stopping (a rolling restart): the jobs not begun go back to the queue for the other processes.
      if (this.stopped) await this.options.jobs.handBack(job.id, this.name, this.now());
      else await this.track(this.run(job));
    }
    return due.length;
  }

  /** Deletes the jobs done longer ago than the keeping time; answers how many went. */
  async pruneDone(): Promise<number> {
    this.prunedAt = this.now();
    return this.options.jobs.pruneDone(this.prunedAt - this.options.keepDoneMs);
  }

  /** The job queued under this key, whatever became of it (a module's facade names its jobs' keys). */
  job(idempotencyKey: string): Promise<JobRecord | undefined> {
    return this.options.jobs.byKey(idempotencyKey);
  }

  /** The jobs that ran out of attempts, newest first, for an admin to look into. */
  /** The jobs not done now, by kind and state, as every runner sees them (read from the job table). */
  backlog(): Promise<JobBacklog[]> {
    return this.options.jobs.backlog(this.now());
  }

  failed(limit: number): Promise<JobRecord[]> {
    return this.options.jobs.failed(limit);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => {
      if (this.polling || this.stopped) return;
      const prune = this.now() - this.prunedAt >= PRUNE_EVERY_MS;
      this.polling = Promise.all([this.runDue(), prune && this.pruneDone()])
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'job runner pass failed'))
        .finally(() => {
          this.polling = undefined;
        });
    }, this.options.pollMs);
    this.timer.unref();
  }

  /** Stops polling, waits for the job it is running and hands back the ones it claimed but had not begun. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.polling;
    await Promise.all(this.inFlight);
  }

  private claim(): Claim {
    const now = this.now();
    return { runner: this.name, now, until: now + this.options.claimMs };
  }

  private async track(running: Promise<void>): Promise<void> {
    this.inFlight.add(running);
    try {
      await running;
    } finally {
      this.inFlight.delete(running);
    }
  }

  private async run(job: JobRecord): Promise<void> {
    const { jobs, logger, retry } = this.options;
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for ${job.kind} jobs in this process`);
      await handler(job.payload as never);
      await jobs.complete(job.id, this.name, this.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const runAfter = nextAttemptAt(job.attempts, this.now(), retry);
      const line = {
        err: error,
        jobId: job.id,
        kind: job.kind,
        key: job.idempotencyKey,
        attempts: job.attempts,
      };
      if (runAfter === null) logger.error(line, 'job failed for good: it is kept as failed');
      else
        logger.warn({ ...line, retryAt: new Date(runAfter).toISOString() }, 'job failed: it will be retried');
      await jobs.retryOrFail(job.id, this.name, message, runAfter, this.now());
    }
  }
}

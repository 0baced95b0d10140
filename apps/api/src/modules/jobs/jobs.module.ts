import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { JobRunner } from './job-runner.service.ts';
import { JobsRepository } from './jobs.repository.ts';
import { jobsRoutes } from './jobs.routes.ts';

export type { JobHandler, JobRequest, JobRunner } from './job-runner.service.ts';
export type { JobBacklog, JobRecord } from './jobs.repository.ts';

/** A failing job is tried again after 1 s, 2 s, 4 s … at most 10 minutes apart, 10 times in all (about 25 minutes). */
const RETRY = { capMs: 10 * 60_000, maxAttempts: 10 };

/**
 * The durable jobs every module enqueues in its own transactions, and this process's runner of them.
 * Modules register their handlers while they are created; `app.ts` starts the runner.
 */
export function createJobs(config: Config, database: Database, logger: FastifyBaseLogger): JobRunner {
  return new JobRunner({
    jobs: new JobsRepository(database.db, database.engine),
    logger,
    pollMs: config.jobs.pollMs,
    claimMs: config.jobs.claimMs,
    keepDoneMs: config.jobs.keepDoneMs,
    retry: { ...RETRY, baseMs: config.jobs.retryBaseMs },
  });
}

/** The admins' list of failed jobs, under the staff calls. */
export async function registerJobsRoutes(api: FastifyInstance, jobs: JobRunner): Promise<void> {
  await api.register(jobsRoutes, { jobs });
}

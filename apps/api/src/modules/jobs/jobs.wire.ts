import type { FailedJob } from '@dutyfree/contracts';
import type { JobRecord } from './jobs.repository.ts';

export function failedJobWire(job: JobRecord): FailedJob {
  return {
    id: job.id,
    kind: job.kind,
    key: job.idempotencyKey,
    attempts: job.attempts,
    lastError: job.lastError,
    failedAt: new Date(job.updatedAt).toISOString(),
  };
}

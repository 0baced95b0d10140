import { actionPrivileges, apiPaths, failedJobsQuery, failedJobsResponse } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobRunner } from './job-runner.service.ts';
import { failedJobWire } from './jobs.wire.ts';

const DEFAULT_LIMIT = 50;

export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobRunner }> = async (app, { jobs }) => {
  app.get(
    apiPaths.staffFailedJobs,
    {
      config: { privilege: actionPrivileges.staffFailedJobs, staffRole: 'admin', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'Jobs that failed every attempt (a refund, a mail, a webhook), newest first (admins only)',
        querystring: failedJobsQuery,
        response: { 200: failedJobsResponse },
      },
    },
    async (request) => ({
      jobs: (await jobs.failed(request.query.limit ?? DEFAULT_LIMIT)).map(failedJobWire),
    }),
  );
};

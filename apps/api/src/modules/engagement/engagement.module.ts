import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { EngagementRepository } from './engagement.repository.ts';
import { engagementRoutes } from './engagement.routes.ts';
import { EngagementService } from './engagement.service.ts';

/** Feedback messages and newsletter subscriptions, each rate-limited per address. */
export function createEngagement(
  config: Config,
  database: Database,
  rateLimiter: RateLimiter,
): EngagementService {
  return new EngagementService({
    repository: new EngagementRepository(database.db),
    rateLimiter,
    limits: config.rateLimits,
  });
}

export async function registerEngagementRoutes(
  api: FastifyInstance,
  engagement: EngagementService,
): Promise<void> {
  await api.register(engagementRoutes, { engagement });
}

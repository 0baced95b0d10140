import { timingSafeEqual } from 'node:crypto';
import { fixedError } from '@dutyfree/contracts';
import { compile } from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { HttpProblem } from '../http/problems.ts';
import type { Readiness } from './readiness.ts';

/**
 * Whether a request may read the metrics: it carries METRICS_TOKEN as a bearer token, or its client (as
 * TRUST_PROXY resolves it: behind the cluster's balancer, the address the balancer was called from, never
 * the balancer's own) is at one of METRICS_ALLOW's addresses.
 */
export function metricsAccess({ token, allow }: Config['metrics']): (request: FastifyRequest) => boolean {
  const allowed = allow.length > 0 ? compile(allow) : () => false;
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
  return (request) => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return allowed(request.ip, 0);
  };
}

/**
 * The operators' calls, outside the API and its tokens: `/health` says the process is alive (and reads
 * nothing, so that a slow database never gets a live process restarted); `/ready` says it can serve, or
 * answers 503 with the check that failed, for a load balancer to send requests elsewhere meanwhile;
 * `/metrics` in Prometheus's text format, for those `metricsAccess` lets in.
 */
export async function registerOperationsRoutes(
  app: FastifyInstance,
  { config, readiness, registry }: { config: Config; readiness: Readiness; registry: Registry },
): Promise<void> {
  const mayReadMetrics = metricsAccess(config.metrics);
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, checks } = await readiness.check();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', checks });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request)) throw new HttpProblem(403, fixedError('request.notAllowed'));
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

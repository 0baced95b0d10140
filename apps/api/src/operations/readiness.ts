import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** A check that takes longer than this has failed: a load balancer asks every few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckOutcome = 'ok' | 'failed';

export type Readiness = {
  /** Each check by name, and whether all passed. */
  check(): Promise<{ ready: boolean; checks: Record<string, CheckOutcome> }>;
  /**
   * From now on the process says it is not ready (`draining` failed) while it goes on serving, so that a
   * load balancer stops sending it requests before it stops listening (a rolling restart).
   */
  drain(): void;
  close(): void;
};

function withinTimeout(work: Promise<unknown>): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
  });
  return Promise.race([
    work.then(
      (): CheckOutcome => 'ok',
      (): CheckOutcome => 'failed',
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process can serve: the database answers a query, and Redis (when REDIS_URL is set: rate
 * limits, signed-out tokens and cache invalidation live there) answers a ping, each within two seconds.
 * Redis is asked on a connection of its own, which fails fast instead of queueing while Redis is away.
 * `failed` says which; why is logged by `onFailure`, not told to whoever asks.
 */
export function createReadiness(
  database: Database,
  redisUrl: string | undefined,
  onFailure: (check: string, error: unknown) => void,
): Readiness {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        connectTimeout: CHECK_TIMEOUT_MS,
      })
    : undefined;
  // Connection trouble is reported by the ping that needed the connection.
  redis?.on('error', () => undefined);

  const reported = (name: string, work: () => Promise<unknown>) =>
    withinTimeout(
      work().catch((error: unknown) => {
        onFailure(name, error);
        throw error;
      }),
    );

  let draining = false;
  return {
    async check() {
      const checks: Record<string, CheckOutcome> = {
        ...(draining && { draining: 'failed' }),
        database: await reported('database', () => sql`select 1`.execute(database.db)),
      };
      if (redis) {
        checks.redis = await reported('redis', async () => {
          if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
          return redis.ping();
        });
      }
      return { ready: Object.values(checks).every((outcome) => outcome === 'ok'), checks };
    },
    drain() {
      draining = true;
    },
    close() {
      redis?.disconnect();
    },
  };
}

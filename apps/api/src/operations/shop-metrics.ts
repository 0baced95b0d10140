import type { PaymentOption } from '@dutyfree/contracts';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { CacheUse } from '../modules/catalog/catalog.module.ts';
import type { JobBacklog } from '../modules/jobs/jobs.module.ts';
import type { OrderTransitionName, OrderWatch } from '../modules/orders/orders.module.ts';

// What the shop tells Prometheus (docs/decisions/0039), per process: each API process is scraped on its
// own port and Prometheus adds them up. Events are counted as they happen (requests, orders, gateway
// events); states are read when scraped (the job table, the caches, the database's connections), so that
// every process reports the same jobs and nothing is kept in step by hand.

/**
 * Latency buckets, in seconds: a kept catalogue answer takes well under a millisecond, an uncached search
 * tens of milliseconds, a checkout a few; the top buckets catch a stalled database or provider.
 */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How a payment option reads as a label. */
const paymentLabel: Record<PaymentOption, string> = {
  Card: 'card',
  Miles: 'miles',
  'Cash On Board': 'on_board',
};

/** What the metrics read when scraped, from the modules that own it. */
export type ScrapedSources = {
  jobs: { backlog(): Promise<JobBacklog[]> };
  catalogCaches: () => CacheUse[];
  database: Pick<Database, 'use'>;
};

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/** The registry of one process's metrics, with Node's own (event loop delay, heap, GC, CPU). */
export function createShopMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'dutyfree_http_request_duration_seconds',
    help: 'Requests answered, by route pattern, method and status, with the time taken to answer',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'dutyfree_orders_placed_total',
    help: 'Orders placed, by how they are paid',
    labelNames: ['payment'] as const,
    registers,
  });
  const orderTransitions = new Counter({
    name: 'dutyfree_order_transitions_total',
    help: 'Order lifecycle transitions made: pay (paid), cancel (cancelled), deliver (handed over), markNotCollected, failPayment, expire, resubmit, resubmitPayOnBoard',
    labelNames: ['transition'] as const,
    registers,
  });
  const gatewayEvents = new Counter({
    name: 'dutyfree_payment_gateway_events_total',
    help: 'Card payment outcomes the gateway reported, by event type (each event once, replays left out)',
    labelNames: ['type'] as const,
    registers,
  });

  /** Told by the orders module once each change is committed. */
  const orderWatch: OrderWatch = {
    placed: (paymentOption: PaymentOption) => ordersPlaced.inc({ payment: paymentLabel[paymentOption] }),
    moved: (transition: OrderTransitionName) => orderTransitions.inc({ transition }),
    gatewayEvent: (type: string) => gatewayEvents.inc({ type }),
  };

  /** Gauges read at each scrape from the modules that own what they measure. */
  function readWhenScraped({ jobs, catalogCaches, database }: ScrapedSources): void {
    // Both job gauges are collected in the same scrape: they share one read of the job table.
    let backlogRead: Promise<JobBacklog[]> | undefined;
    const backlog = () => {
      backlogRead ??= jobs.backlog().finally(() => {
        backlogRead = undefined;
      });
      return backlogRead;
    };
    new Gauge({
      name: 'dutyfree_jobs',
      help: 'Durable jobs not done, by kind and state: waiting (due now), scheduled (a retry or grace later), running, failed',
      labelNames: ['kind', 'state'] as const,
      registers,
      async collect() {
        const jobsNotDone = await backlog();
        this.reset();
        for (const { kind, state, count } of jobsNotDone) this.set({ kind, state }, count);
      },
    });
    new Gauge({
      name: 'dutyfree_jobs_oldest_waiting_seconds',
      help: 'How long the oldest job due and not yet claimed has waited, by kind (0 when none waits)',
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        const jobsNotDone = await backlog();
        const now = Date.now();
        this.reset();
        for (const { kind, state, oldestDueAt } of jobsNotDone) {
          if (state === 'waiting') this.set({ kind }, oldestDueAt === null ? 0 : (now - oldestDueAt) / 1000);
        }
      },
    });
    new Counter({
      name: 'dutyfree_catalogue_cache_reads_total',
      help: "Reads of the catalogue's caches since the process started, by cache and result (hit or miss)",
      labelNames: ['cache', 'result'] as const,
      registers,
      collect() {
        this.reset();
        for (const { name, hits, misses } of catalogCaches()) {
          this.inc({ cache: name, result: 'hit' }, hits);
          this.inc({ cache: name, result: 'miss' }, misses);
        }
      },
    });
    /** A gauge of one label whose values are read, all of them afresh, at each scrape. */
    const readGauge = (name: string, help: string, label: string, read: () => [string, number][]) =>
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers,
        collect() {
          this.reset();
          for (const [value, measured] of read()) this.set({ [label]: value }, measured);
        },
      });
    readGauge(
      'dutyfree_catalogue_cache_bytes',
      "Bytes the catalogue's answer caches hold, by cache (the others are counted in entries only)",
      'cache',
      () =>
        catalogCaches().flatMap(({ name, bytes }): [string, number][] => (bytes > 0 ? [[name, bytes]] : [])),
    );
    readGauge(
      'dutyfree_database_connections',
      "PostgreSQL: the pool's connections by state (busy, idle), its size (max) and the queries waiting for one",
      'state',
      () => {
        const use = database.use();
        if (use.engine !== 'postgres') return [];
        return [
          ['busy', use.connections - use.idle],
          ['idle', use.idle],
          ['max', use.max],
          ['waiting', use.waiting],
        ];
      },
    );
    readGauge(
      'dutyfree_sqlite_bytes',
      'SQLite: the database file and its write-ahead log, in bytes (a log that keeps growing means checkpoints cannot finish)',
      'file',
      () => {
        const use = database.use();
        return use.engine === 'sqlite'
          ? [
              ['database', use.fileBytes],
              ['wal', use.walBytes],
            ]
          : [];
      },
    );
  }

  return { registry, requests, orderWatch, readWhenScraped };
}

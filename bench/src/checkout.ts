import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@dutyfree/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_NODE_FLAGS, apiEnvironment } from '../../apps/api/src/cli/node-flags.ts';
import { benchmarkDatabase } from './catalogue-database.ts';
import { guestHeaders } from './guest.ts';
import { confirmedOnce, jobsSettled, lastOrderId, payOrders, startUpChecksDone } from './paid-orders.ts';
import { cpuMs, type Server, startServer } from './processes.ts';

// `npm run bench:checkout -- --postgres postgres://… [--products 2000 --duration 10 --connections 20
// --port 3421 --payment Card|'Cash On Board']`
// Orders a second that guests place (UpdatePreOrder) on the demo shop, with one API process and then two
// side by side on the same PostgreSQL database, and what each order costs the database: its transactions
// (every statement sent outside BEGIN … COMMIT is one) and rows written. Every order takes one random
// item of 60, so orders race for the same stock rows as a busy shop's do, without all queueing on one.
// The database is seeded afresh (--reset): point it at a database kept for benchmarks. The sandbox payment
// provider runs in a process of its own (ports --port + 10 and + 11), as in production, and its CPU per
// order is printed apart from the API processes'. With card orders (the default) a last row pays each
// order end to end against one API process (paid-orders.ts) and counts in the database that every paid
// order was confirmed exactly once; the run fails when one was not.

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'string' },
    products: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3421' },
    payment: { type: 'string', default: 'Card' },
    // Extra arguments for the API processes' node, e.g. `--node-args="--cpu-prof --cpu-prof-dir=/tmp/prof"`.
    'node-args': { type: 'string', default: '' },
  },
});
if (!options.postgres) throw new Error('--postgres postgres://… names the database to seed and order on');
const duration = Number(options.duration);
const connections = Number(options.connections);
const port = Number(options.port);
const root = join(import.meta.dirname, '..', '..');
const databaseUrl = await benchmarkDatabase(Number(options.products), options.postgres);

const TICKET = { number: '0712345678901', lastName: 'Tesfaye' };
/** More than any run can sell, so that no order is refused for want of stock. */
const PLENTY = 1_000_000_000;

type DatabaseCounters = { commits: number; inserted: number; updated: number; orders: number };

async function counters(client: pg.Client): Promise<DatabaseCounters> {
  // The statistics are per transaction snapshot unless cleared: each reading sees them anew.
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<Record<keyof DatabaseCounters, string>>(
    `select xact_commit as commits, tup_inserted as inserted, tup_updated as updated,
            (select count(*) from customer_order) as orders
       from pg_stat_database where datname = current_database()`,
  );
  const [row] = rows;
  return {
    commits: Number(row!.commits),
    inserted: Number(row!.inserted),
    updated: Number(row!.updated),
    orders: Number(row!.orders),
  };
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows: sectors } = await client.query<{
  id: number;
  flight_number: string;
  origin: string;
  destination: string;
  departure_at: string;
}>(
  `select s.id, f.flight_number, f.origin, f.destination, f.departure_at
     from passenger_sector s join flight f on f.id = s.flight_id
    where s.ticket_number = $1 order by f.departure_at limit 1`,
  [TICKET.number],
);
const sector = sectors[0];
if (!sector) throw new Error(`the demo ticket ${TICKET.number} has no flight: seed the demo shop`);

/** The sandbox payment provider's address: its own process, on the port after the API processes'. */
const providerUrl = `http://127.0.0.1:${port + 11}`;

function shopProcess(offset: number): Promise<Server> {
  return startServer(
    join(root, 'apps/api/src/server.ts'),
    port + offset,
    {
      ...apiEnvironment(process.env),
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'bench/.no-web'),
      PAYMENT_SANDBOX: 'false',
      PAYMENT_PROVIDER_URL: providerUrl,
    },
    '/health',
    [...API_NODE_FLAGS, ...options['node-args'].split(' ').filter(Boolean)],
  );
}

/** The provider, as in production a server apart from the shop's processes (decision 0019). */
function providerProcess(): Promise<Server> {
  return startServer(
    join(root, 'bench/src/payment-sandbox.ts'),
    port + 10,
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER_URL: providerUrl,
      SHOP_URL: `http://127.0.0.1:${port}`,
    },
    '/',
  );
}

/** A guest's headers for placing orders: its tokens, and the JSON body's type. */
async function ordererHeaders(url: string): Promise<Record<string, string>> {
  return { ...(await guestHeaders(url)), 'content-type': 'application/json' };
}

async function itemsOnSale(url: string, headers: Record<string, string>): Promise<number[]> {
  const response = await fetch(`${url}${apiPaths.searchItems}?searchType=2&pageSize=60&currencyId=2`, {
    headers,
  });
  const page = (await response.json()) as { items: { id: number }[] };
  return page.items.map((item) => item.id);
}

function orderBody(itemId: number, paymentOption = options.payment): string {
  return JSON.stringify({
    pickFrom: 'On Board',
    origin: sector!.origin,
    destination: sector!.destination,
    flightNumber: sector!.flight_number,
    departureDate: new Date(Number(sector!.departure_at)).toISOString(),
    ticketNumber: TICKET.number,
    passengerLastName: TICKET.lastName,
    seatNumber: '12C',
    paxSectorId: sector!.id,
    orderItemRequet: [{ itemId, quantity: 1 }],
    paymentOption,
    currencyId: 2,
    language: 'en',
    guest: {
      firstName: 'Bench',
      lastName: 'Traveller',
      email: 'bench.traveller@example.com',
      mobileNumber: { countryCode: '+251', number: '911223344' },
    },
  });
}

/** Places orders on every process at once for the run's duration; answers orders a second in all. */
async function placeOrders(servers: Server[], itemIds: number[]) {
  const runs = await Promise.all(
    servers.map(async (server) => {
      const headers = await ordererHeaders(server.url);
      return autocannon({
        url: server.url,
        connections: Math.max(1, Math.round(connections / servers.length)),
        duration,
        headers,
        requests: [
          {
            method: 'PUT',
            path: apiPaths.updatePreOrder,
            setupRequest: (request) => ({
              ...request,
              body: orderBody(itemIds[Math.floor(Math.random() * itemIds.length)]!),
            }),
          },
        ],
      });
    }),
  );
  return {
    ordersPerSecond: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    refused: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  };
}

async function measure(processes: number, itemIds: number[], provider: Server) {
  const started = Date.now();
  const servers = await Promise.all(Array.from({ length: processes }, (_, index) => shopProcess(index)));
  try {
    await startUpChecksDone(client, started, processes);
    const cpu = () => servers.reduce((sum, server) => sum + cpuMs(server.process.pid), 0);
    const [before, cpuBefore, providerBefore] = [await counters(client), cpu(), cpuMs(provider.process.pid)];
    const load = await placeOrders(servers, itemIds);
    const [after, cpuAfter, providerAfter] = [await counters(client), cpu(), cpuMs(provider.process.pid)];
    const orders = after.orders - before.orders;
    const per = (key: keyof DatabaseCounters) => (orders ? (after[key] - before[key]) / orders : 0);
    return {
      processes,
      ...load,
      orders,
      apiCpuMs: orders ? (cpuAfter - cpuBefore) / orders : 0,
      providerCpuMs: orders ? (providerAfter - providerBefore) / orders : 0,
      commits: per('commits'),
      inserted: per('inserted'),
      updated: per('updated'),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * Card orders paid end to end against one API process (paid-orders.ts), then the database's count of
 * what was confirmed: a run whose paid orders were not each confirmed exactly once says so and fails.
 */
async function measurePaid(itemIds: number[], provider: Server) {
  const started = Date.now();
  const server = await shopProcess(0);
  try {
    await startUpChecksDone(client, started, 1);
    const afterId = await lastOrderId(client);
    const [cpuBefore, providerBefore] = [cpuMs(server.process.pid), cpuMs(provider.process.pid)];
    const clientBefore = process.cpuUsage();
    const run = await payOrders(
      server.url,
      await ordererHeaders(server.url),
      () => orderBody(itemIds[Math.floor(Math.random() * itemIds.length)]!, 'Card'),
      connections,
      duration,
    );
    const clientCpu = process.cpuUsage(clientBefore);
    const [cpuAfter, providerAfter] = [cpuMs(server.process.pid), cpuMs(provider.process.pid)];
    // Late webhooks and mails still queued are given time to land before the count.
    const outstanding = await jobsSettled(client, 30_000);
    const confirmation = await confirmedOnce(client, afterId, run);
    const paid = run.paid.size;
    return {
      ...run,
      ...confirmation,
      outstanding,
      apiCpuMs: paid ? (cpuAfter - cpuBefore) / paid : 0,
      providerCpuMs: paid ? (providerAfter - providerBefore) / paid : 0,
      clientCpuMs: paid ? (clientCpu.user + clientCpu.system) / 1000 / paid : 0,
    };
  } finally {
    await server.stop();
  }
}

try {
  const probe = await shopProcess(0);
  const itemIds = await itemsOnSale(probe.url, await ordererHeaders(probe.url)).finally(() => probe.stop());
  await client.query('update item set stock = $1 where id = any($2)', [PLENTY, itemIds]);
  const provider = await providerProcess();
  const results = await (async () => {
    try {
      return {
        placeOnly: [await measure(1, itemIds, provider), await measure(2, itemIds, provider)],
        paid: options.payment === 'Card' ? await measurePaid(itemIds, provider) : undefined,
      };
    } finally {
      await provider.stop();
    }
  })();

  console.log(
    `\nGuest pre-orders paid by ${options.payment}, one random item of ${itemIds.length}, on PostgreSQL; ${connections} connections, ${duration} s each.\n`,
  );
  console.log(
    '| API processes | orders/s | p99 ms | refused | API CPU ms per order | provider CPU ms per order | transactions per order | rows inserted / updated per order |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results.placeOnly) {
    console.log(
      `| ${r.processes} | ${Math.round(r.ordersPerSecond)} | ${r.p99} | ${r.refused} | ${r.apiCpuMs.toFixed(2)} | ${r.providerCpuMs.toFixed(2)} | ${r.commits.toFixed(1)} | ${r.inserted.toFixed(1)} / ${r.updated.toFixed(1)} |`,
    );
  }
  const { paid } = results;
  if (paid) {
    const placeOnly = results.placeOnly[0]!;
    console.log(
      `\nThe same card orders paid end to end by ${connections} travellers, one API process, ${duration} s: placed, the provider's page loaded and submitted with the succeeding test card, its webhook delivered, the confirmed order read.\n`,
    );
    console.log(
      '| API processes | orders paid and confirmed/s | ratio to placed only (1 process, same run) | journey p99 ms | failed journeys | API CPU ms per paid order | provider CPU ms per paid order |',
    );
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| 1 | ${Math.round(paid.ordersPerSecond)} | ${(paid.ordersPerSecond / placeOnly.ordersPerSecond).toFixed(2)} | ${paid.p99} | ${paid.failed} | ${paid.apiCpuMs.toFixed(2)} (${(paid.apiCpuMs / placeOnly.apiCpuMs).toFixed(2)} × placed only) | ${paid.providerCpuMs.toFixed(2)} (${(paid.providerCpuMs / placeOnly.providerCpuMs).toFixed(2)} × placed only) |`,
    );
    console.log(
      `\n${paid.paid.size} orders paid of ${paid.placed.size} placed; ${paid.confirmedOnReturn} read confirmed on return from the provider; in the database ${paid.created} orders created, ${paid.confirmed} confirmed and paid; ${paid.outstanding} jobs still outstanding after waiting; load generator ${paid.clientCpuMs.toFixed(2)} ms of CPU per paid order.`,
    );
    if (paid.firstFailure) console.log(`First failed journey: ${paid.firstFailure}`);
    if (paid.faults.length) {
      console.log(`\nNOT every paid order was confirmed exactly once:\n- ${paid.faults.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      console.log('Every paid order was confirmed exactly once (counted in the database).');
    }
  }
} finally {
  await client.end();
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_ACCESS_HEADER,
  type OrderStatus,
  type TokenIssueResponse,
  type UpdatePreOrderRequest,
  type UpdatePreOrderResponse,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { insertCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { insertTravelFixture } from '../modules/flights/flights.fixtures.ts';
import { holdsStock, orderTransitions } from '../modules/orders/order-lifecycle.ts';
import { cardPreOrder } from '../modules/orders/orders.fixtures.ts';
import { startSandboxProvider } from '../modules/payments/payments.module.ts';
import { sandboxTestCards } from '../modules/payments/sandbox-gateway.adapter.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// The crash drill: API processes on one PostgreSQL database and the sandbox payment provider, each its own
// process, take a stream of card checkouts while one API process and the provider are killed together
// (SIGKILL: no shutdown, no finally) at random moments and started again. The shoppers behave as people do:
// they retry a checkout or a payment that failed with the same idempotency key, sometimes press the
// button twice, and sometimes change their unpaid order while its first payment page is being paid, so
// that double charges are really provoked. After each restart the drill measures how long until every
// payment the provider had taken is a confirmed order; the abandoned-payment sweep cannot help (it waits
// PAYMENT_ABANDON_MINUTES, 30), and the provider retries its webhooks on production timings (a delivery
// its killed process held is taken over only after a minute). Once the load stops and the jobs have
// drained, the books must balance, read at the provider: no money kept without a confirmed order, no
// order charged twice, no refund of a confirmed order's payment, one confirmation mail per confirmed
// order and the stock equal to what the orders hold. The suite runs a small drill; the full one by hand:
//
//   node tools/node24.mjs apps/api/src/testing/crash-drill.ts --runs 25 --processes 2 --kills 4

export type DrillOptions = {
  /** API processes sharing the database; one of them is killed with the provider each time. */
  processes: number;
  kills: number;
  /** The API processes listen here and on the ports after it; the provider on the port after them. */
  basePort: number;
  /** Checkouts running at once. */
  shoppers: number;
  /** Between kills, a random pause up to this long. */
  maxPauseMs: number;
};

export type DrillFigures = {
  /** Checkouts begun (each may be several requests: retries, double submits, a changed order). */
  checkouts: number;
  /** Kills that landed while a request to the killed API process or to the provider was in flight. */
  killsDuringRequests: number;
  /** Payments the provider took (kept or refunded), from its own books. */
  paidAtGateway: number;
  /** Payments the provider gave back, from its own books. */
  refundsAtGateway: number;
  confirmedOrders: number;
  /** Money kept by the provider whose order is not confirmed. */
  paidWithoutOrder: number;
  /** Orders with more than one payment kept by the provider. */
  doubleCharges: number;
  /** Confirmed orders whose every payment was given back: a refund the shop did not owe. */
  refundedConfirmedOrders: number;
  /** Restarts after which some payment the provider had taken was not a confirmed order within 30 s. */
  unsettledAfter30s: number;
  /** The longest a restart left a taken payment unconfirmed, in seconds (0: none was left). */
  slowestSettleSeconds: number;
  /** Confirmed orders without exactly one confirmation mail. */
  lostOrDoubledMails: number;
  /** Units the stock and the orders disagree by. */
  stockDifference: number;
  /** Jobs still outstanding or failed after the drain. */
  unfinishedJobs: number;
};

const STOCK = 100_000;
/** Where a paid order's payment takes it. */
const confirmedStatus = orderTransitions.pay.to;
const successCard = sandboxTestCards.find((card) => card.outcome === 'succeeded')!.number;
const SETTLE_LIMIT_MS = 30_000;
/** How long after a restart the drill keeps watching payments that have not settled, to report how late. */
const SETTLE_WATCH_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chance = (probability: number) => Math.random() < probability;

type Child = { url: string; port: number; child: ChildProcess };

function startChild(port: number, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return { url: `http://127.0.0.1:${port}`, port, child };
}

const startApi = (port: number, env: NodeJS.ProcessEnv) =>
  startChild(port, [join(import.meta.dirname, '..', 'server.ts')], env);

const startProvider = (port: number, env: NodeJS.ProcessEnv) =>
  startChild(port, [import.meta.filename, '--provider'], env);

async function healthy(process: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { exitCode } = process.child;
    if (exitCode !== null) throw new Error(`${process.url} exited with code ${exitCode}`);
    try {
      if ((await fetch(`${process.url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${process.url} did not answer /health in time`);
}

function killed(process: Child): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    process.child.once('exit', () => resolve());
    process.child.kill('SIGKILL');
  });
}

/** Requests under way, by the origin they went to: the drill tells whether a kill cut one short. */
class RequestsInFlight {
  private readonly counts = new Map<string, number>();
  async fetch(url: string, init: RequestInit): Promise<Response> {
    const { origin } = new URL(url);
    this.counts.set(origin, (this.counts.get(origin) ?? 0) + 1);
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } finally {
      this.counts.set(origin, this.counts.get(origin)! - 1);
    }
  }
  to(...origins: string[]): number {
    return origins.reduce((sum, origin) => sum + (this.counts.get(origin) ?? 0), 0);
  }
}

/** A traveller's actions, each retried as a person retries after an error page: up to 5 times. */
async function retried(action: () => Promise<Response>): Promise<Response | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await action().catch(() => undefined);
    if (answer && answer.status < 500) return answer;
    await sleep(200 + Math.random() * 300);
  }
  return undefined;
}

/** Pressed once, or twice at once (a double click); answers the first answer. */
async function pressed(action: () => Promise<Response | undefined>): Promise<Response | undefined> {
  const presses = chance(0.2) ? [action(), action()] : [action()];
  return (await Promise.all(presses))[0];
}

type Shopper = {
  requests: RequestsInFlight;
  /** An API process picked at random for each request, as a load balancer would. */
  api(): string;
  order(overrides?: Partial<UpdatePreOrderRequest>): UpdatePreOrderRequest;
};

/**
 * One traveller's card checkout, as the browser makes it: the order placed under one idempotency key
 * (retried and sometimes double-submitted), sometimes changed while its first page is being paid (both
 * pages paid: one payment too many, which the shop must give back), the payment page submitted (retried
 * and sometimes twice), then the return page read as it follows the payment.
 */
async function checkout({ requests, api, order }: Shopper): Promise<void> {
  const tokenAnswer = await retried(() =>
    requests.fetch(`${api()}${apiPaths.tokenIssue}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'web' }),
    }),
  );
  if (tokenAnswer?.status !== 200) return;
  const tokens = (await tokenAnswer.json()) as TokenIssueResponse;
  const headers = (accessToken?: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${tokens.clientAccessToken}`,
    [USER_TOKEN_HEADER]: tokens.accessToken,
    [ACTION_PRIVILEGE_HEADER]: actionPrivileges.preOrderAccess,
    ...(accessToken && { [ORDER_ACCESS_HEADER]: accessToken }),
  });
  const place = (body: UpdatePreOrderRequest, key: string, accessToken?: string) =>
    pressed(() =>
      retried(() =>
        requests.fetch(`${api()}${apiPaths.updatePreOrder}`, {
          method: 'PUT',
          headers: { ...headers(accessToken), [IDEMPOTENCY_KEY_HEADER]: key },
          body: JSON.stringify(body),
        }),
      ),
    );
  const pay = (paymentUrl: string) =>
    pressed(() =>
      retried(() =>
        requests.fetch(paymentUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ action: 'pay', cardNumber: successCard }).toString(),
          redirect: 'manual',
        }),
      ),
    );

  const placedAnswer = await place(order(), randomUUID());
  if (placedAnswer?.status !== 200) return;
  const placed = (await placedAnswer.json()) as UpdatePreOrderResponse;
  const { orderCode } = placed.paymentSummary;
  const payments = [pay(placed.paymentUrl!)];
  if (chance(0.15)) {
    // Changed in another tab while the first page is paid: a new attempt with its own page.
    const changed = order({
      orderCode,
      orderItemRequet: [{ itemId: order().orderItemRequet[0]!.itemId, quantity: 2 }],
    });
    const again = await place(changed, randomUUID(), placed.orderAccessToken);
    if (again?.status === 200) {
      const { paymentUrl } = (await again.json()) as UpdatePreOrderResponse;
      if (paymentUrl && paymentUrl !== placed.paymentUrl) payments.push(pay(paymentUrl));
    }
  }
  await Promise.all(payments);
  // The return page reads the order as it lands on it.
  await retried(() =>
    requests.fetch(
      `${api()}${apiPaths.paymentSummary}?${new URLSearchParams({ orderCode, currencyId: '2' })}`,
      { headers: headers(placed.orderAccessToken) },
    ),
  );
}

async function outstandingJobs(database: TestDatabase): Promise<number> {
  const rows = await database.db
    .selectFrom('job')
    .select('id')
    .where('state', 'in', ['queued', 'running'])
    .execute();
  return rows.length;
}

/** The payments the provider has taken and kept whose order is not confirmed (yet). */
async function takenNotConfirmed(database: TestDatabase): Promise<Set<string>> {
  const rows = await database.db
    .selectFrom('sandbox_payment_session as s')
    .innerJoin('payment as p', 'p.provider_reference', 's.session_id')
    .innerJoin('customer_order as o', 'o.id', 'p.order_id')
    .select('s.session_id')
    .where('s.status', '=', 'succeeded')
    .where('o.status', '!=', confirmedStatus)
    .execute();
  return new Set(rows.map((row) => row.session_id));
}

/**
 * How long, from a restart, until every payment the provider had taken by then is a confirmed order
 * (or given back); watched for at most SETTLE_WATCH_MS, which it then answers.
 */
async function settleTimeAfterRestart(database: TestDatabase, restartedAt: number): Promise<number> {
  const waiting = await takenNotConfirmed(database);
  while (waiting.size > 0 && Date.now() - restartedAt < SETTLE_WATCH_MS) {
    await sleep(250);
    const still = await takenNotConfirmed(database);
    for (const sessionId of waiting) if (!still.has(sessionId)) waiting.delete(sessionId);
  }
  return Date.now() - restartedAt;
}

type Books = Pick<
  DrillFigures,
  | 'paidAtGateway'
  | 'refundsAtGateway'
  | 'confirmedOrders'
  | 'paidWithoutOrder'
  | 'doubleCharges'
  | 'refundedConfirmedOrders'
  | 'lostOrDoubledMails'
  | 'stockDifference'
  | 'unfinishedJobs'
>;

/** Counts what the books say, the provider's first, once every process has drained its jobs. */
async function audit(database: TestDatabase, itemId: number): Promise<Books> {
  const { db } = database;
  const sessions = await db
    .selectFrom('sandbox_payment_session as s')
    .innerJoin('payment as p', 'p.provider_reference', 's.session_id')
    .innerJoin('customer_order as o', 'o.id', 'p.order_id')
    .select(['s.status as gatewayStatus', 'o.order_code as orderCode'])
    .where('s.status', 'in', ['succeeded', 'refunded'])
    .execute();
  const orders = await db.selectFrom('customer_order').select(['order_code', 'status']).execute();
  const mails = await db.selectFrom('mail_outbox').select('subject').execute();
  const lines = await db
    .selectFrom('order_line')
    .innerJoin('customer_order', 'customer_order.id', 'order_line.order_id')
    .select(['customer_order.status', 'order_line.quantity'])
    .where('order_line.item_id', '=', itemId)
    .execute();
  const { stock } = await db
    .selectFrom('item')
    .select('stock')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  const failedJobs = await db.selectFrom('job').select('id').where('state', '=', 'failed').execute();

  const kept = new Map<string, number>();
  const takenBy = new Set<string>();
  for (const session of sessions) {
    takenBy.add(session.orderCode);
    if (session.gatewayStatus === 'succeeded')
      kept.set(session.orderCode, (kept.get(session.orderCode) ?? 0) + 1);
  }
  const confirmed = orders.filter((o) => o.status === confirmedStatus);
  const isConfirmed = new Set(confirmed.map((o) => o.order_code));
  const mailsOf = (orderCode: string) => mails.filter((mail) => mail.subject.includes(orderCode)).length;
  const held = lines
    .filter((line) => holdsStock(line.status as OrderStatus))
    .reduce((sum, line) => sum + line.quantity, 0);
  return {
    paidAtGateway: sessions.length,
    refundsAtGateway: sessions.filter((s) => s.gatewayStatus === 'refunded').length,
    confirmedOrders: confirmed.length,
    paidWithoutOrder: [...kept.keys()].filter((orderCode) => !isConfirmed.has(orderCode)).length,
    doubleCharges: [...kept.values()].filter((count) => count > 1).length,
    refundedConfirmedOrders: confirmed.filter((o) => takenBy.has(o.order_code) && !kept.has(o.order_code))
      .length,
    lostOrDoubledMails:
      confirmed.filter((o) => mailsOf(o.order_code) !== 1).length +
      orders.filter((o) => o.status !== confirmedStatus && mailsOf(o.order_code) > 0).length,
    stockDifference: Math.abs(STOCK - held - stock),
    unfinishedJobs: (await outstandingJobs(database)) + failedJobs.length,
  };
}

/** One drill on a fresh database: load, kills and restarts, settling measured, drain, audit. */
export async function runCrashDrill(options: DrillOptions): Promise<DrillFigures> {
  const database = await createTestDatabase('postgres');
  const webDist = mkdtempSync(join(tmpdir(), 'dutyfree-crash-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sheba Duty Free</title>');
  const processes: Child[] = [];
  let provider: Child | undefined;
  try {
    await seedReferenceData(database.db);
    const catalog = await insertCatalogFixture(database.db);
    const travel = await insertTravelFixture(database.db);
    const itemId = catalog.items.darkChocolate;
    await database.db.updateTable('item').set({ stock: STOCK }).execute();

    const apiPorts = Array.from({ length: options.processes }, (_, index) => options.basePort + index);
    const providerPort = options.basePort + options.processes;
    const providerUrl = `http://127.0.0.1:${providerPort}`;
    const env = {
      DATABASE_URL: database.url,
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      PAYMENT_PROVIDER_URL: providerUrl,
    };
    // The provider on production job timings: its webhook retries are what the shop must not wait for.
    const providerEnv = { ...env, DRILL_SHOP_PORTS: apiPorts.join(',') };
    // The shop's processes take over a job a killed process held after 2 s, so the drain stays short.
    const apiEnv = { ...env, PAYMENT_SANDBOX: 'false', JOB_CLAIM_SECONDS: '2' };
    provider = startProvider(providerPort, providerEnv);
    for (const port of apiPorts) processes.push(startApi(port, apiEnv));
    await Promise.all([provider, ...processes].map((child) => healthy(child)));

    const requests = new RequestsInFlight();
    let loading = true;
    let checkouts = 0;
    const shoppers = Array.from({ length: options.shoppers }, async (_, shopper) => {
      const order = (overrides: Partial<UpdatePreOrderRequest> = {}) =>
        cardPreOrder(catalog, travel, {
          orderItemRequet: [{ itemId, quantity: 1 }],
          guest: {
            firstName: 'Crash',
            lastName: 'Drill',
            email: `shopper${shopper}@example.com`,
            mobileNumber: { countryCode: '+251', number: '911223344' },
          },
          ...overrides,
        });
      const api = () => processes[Math.floor(Math.random() * processes.length)]!.url;
      while (loading) {
        checkouts += 1;
        await checkout({ requests, api, order }).catch(() => sleep(50));
      }
    });

    let killsDuringRequests = 0;
    const settleTimes: number[] = [];
    for (let kill = 0; kill < options.kills; kill++) {
      await sleep(300 + Math.random() * options.maxPauseMs);
      const index = Math.floor(Math.random() * processes.length);
      const victim = processes[index]!;
      if (requests.to(victim.url, providerUrl) > 0) killsDuringRequests += 1;
      await Promise.all([killed(victim), killed(provider)]);
      provider = startProvider(providerPort, providerEnv);
      processes[index] = startApi(victim.port, apiEnv);
      await Promise.all([healthy(provider), healthy(processes[index]!)]);
      settleTimes.push(await settleTimeAfterRestart(database, Date.now()));
    }
    loading = false;
    await Promise.all(shoppers);

    // The provider's webhooks held by a killed process are taken over after its 60 s claim.
    const deadline = Date.now() + 180_000;
    while ((await outstandingJobs(database)) > 0 && Date.now() < deadline) await sleep(250);
    return {
      checkouts,
      killsDuringRequests,
      unsettledAfter30s: settleTimes.filter((ms) => ms > SETTLE_LIMIT_MS).length,
      slowestSettleSeconds: Math.round(Math.max(0, ...settleTimes) / 100) / 10,
      ...(await audit(database, itemId)),
    };
  } finally {
    await Promise.all([...processes, ...(provider ? [provider] : [])].map(killed));
    rmSync(webDist, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * The drill's provider process: the sandbox provider alone, on PORT, posting each webhook to one of the
 * shop's processes (DRILL_SHOP_PORTS) picked at random, as a provider posts to a load balancer.
 */
async function runProvider(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  const shopPorts = (process.env.DRILL_SHOP_PORTS ?? '').split(',');
  await startSandboxProvider({
    config,
    database,
    listen: { host: config.host, port: config.port },
    shopUrl: config.publicBaseUrl,
    deliver: async ({ url: path, body, headers }) => {
      const port = shopPorts[Math.floor(Math.random() * shopPorts.length)];
      const url = `http://127.0.0.1:${port}${path}`;
      return (await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) }))
        .status;
    },
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      provider: { type: 'boolean', default: false },
      runs: { type: 'string', default: '25' },
      processes: { type: 'string', default: '2' },
      kills: { type: 'string', default: '4' },
      port: { type: 'string', default: '3623' },
    },
  });
  if (values.provider) return runProvider();
  const totals: Record<string, number> = {};
  for (let run = 1; run <= Number(values.runs); run++) {
    const figures = await runCrashDrill({
      processes: Number(values.processes),
      kills: Number(values.kills),
      basePort: Number(values.port),
      shoppers: 6,
      maxPauseMs: 2_000,
    });
    console.log(`run ${run}: ${JSON.stringify(figures)}`);
    for (const [name, value] of Object.entries(figures)) {
      const total = totals[name] ?? 0;
      totals[name] = name === 'slowestSettleSeconds' ? Math.max(total, value) : total + value;
    }
  }
  // slowestSettleSeconds: the slowest of every run.
  console.log(`total: ${JSON.stringify(totals)}`);
}

if (import.meta.main) await main();

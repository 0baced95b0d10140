import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  type OrderStatus,
  type TokenIssueResponse,
  type UpdatePreOrderRequest,
  type UpdatePreOrderResponse,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { loadConfig } from '../config.ts';
import { insertCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { insertTravelFixture } from '../modules/flights/flights.fixtures.ts';
import { holdsStock, orderTransitions } from '../modules/orders/order-lifecycle.ts';
import { cardPreOrder } from '../modules/orders/orders.fixtures.ts';
import { type SandboxProvider, startSandboxProvider } from '../modules/payments/payments.module.ts';
import { sandboxTestCards } from '../modules/payments/sandbox-gateway.adapter.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// The crash drill: API processes on one PostgreSQL database take a stream of card checkouts while one of
// them is killed (SIGKILL: no shutdown, no finally) at random moments and started again. Once the load
// stops and the job runners have drained, the books must balance: no money taken without a confirmed
// order or a refund, no payment taken or given back twice, one confirmation mail per confirmed order and
// the stock equal to what the orders hold. The sandbox payment provider is not killed: it runs in the
// drill's own process and posts each webhook to an API process picked at random. The suite runs a small drill; a bigger one runs by hand:
//
//   node tools/node24.mjs apps/api/src/testing/crash-drill.ts --runs 25 --processes 2 --kills 4

export type DrillOptions = {
  /** API processes sharing the database; one of them is killed each time. */
  processes: number;
  kills: number;
  /** The first process listens here, the next ones on the ports after it. */
  basePort: number;
  /** Checkouts running at once. */
  shoppers: number;
  /** Between kills, a random pause up to this long. */
  maxPauseMs: number;
};

export type DrillFigures = {
  checkouts: number;
  paidAtGateway: number;
  confirmedOrders: number;
  /** Money taken whose order is neither confirmed nor refunded. */
  paidWithoutOrder: number;
  /** Orders with more than one payment taken at the gateway and not given back. */
  doubleCharges: number;
  /** Refunds beyond one per order. */
  doubleRefunds: number;
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ApiProcess = { url: string; port: number; child: ChildProcess };

function startProcess(port: number, env: NodeJS.ProcessEnv): ApiProcess {
  const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'server.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return { url: `http://127.0.0.1:${port}`, port, child };
}

async function healthy(api: ApiProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`${api.url} exited with code ${api.child.exitCode}`);
    try {
      if ((await fetch(`${api.url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${api.url} did not answer /health in time`);
}

function killed(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    api.child.once('exit', () => resolve());
    api.child.kill('SIGKILL');
  });
}

/** One traveller's card checkout, as the browser makes it; any failure (a killed process) ends it. */
async function checkout(url: string, order: UpdatePreOrderRequest): Promise<void> {
  const tokens = (await (
    await fetch(`${url}${apiPaths.tokenIssue}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'web' }),
    })
  ).json()) as TokenIssueResponse;
  const placed = await fetch(`${url}${apiPaths.updatePreOrder}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.clientAccessToken}`,
      [USER_TOKEN_HEADER]: tokens.accessToken,
      [ACTION_PRIVILEGE_HEADER]: actionPrivileges.preOrderAccess,
    },
    body: JSON.stringify(order),
  });
  if (placed.status !== 200) return;
  const { paymentUrl } = (await placed.json()) as UpdatePreOrderResponse;
  await fetch(paymentUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', cardNumber: successCard }).toString(),
    redirect: 'manual',
  });
}

async function outstandingJobs(database: TestDatabase): Promise<number> {
  const rows = await database.db
    .selectFrom('job')
    .select('id')
    .where('state', 'in', ['queued', 'running'])
    .execute();
  return rows.length;
}

/** Counts what the books say once every process has drained its jobs. */
async function audit(database: TestDatabase, itemId: number, checkouts: number): Promise<DrillFigures> {
  const { db } = database;
  const sessions = await db
    .selectFrom('sandbox_payment_session as s')
    .innerJoin('payment as p', 'p.provider_reference', 's.session_id')
    .innerJoin('customer_order as o', 'o.id', 'p.order_id')
    .select(['s.status as gatewayStatus', 'o.order_code as orderCode', 'o.status as orderStatus'])
    .execute();
  const orders = await db.selectFrom('customer_order').select(['id', 'order_code', 'status']).execute();
  const mails = await db.selectFrom('mail_outbox').select('subject').execute();
  const refundJobs = await db
    .selectFrom('job')
    .select('idempotency_key')
    .where('kind', 'in', ['orders.refund', 'orders.latePaymentRefund'])
    .where('state', '=', 'done')
    .execute();
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

  const paid = sessions.filter((s) => s.gatewayStatus === 'succeeded');
  const takenPerOrder = new Map<string, number>();
  for (const s of paid) takenPerOrder.set(s.orderCode, (takenPerOrder.get(s.orderCode) ?? 0) + 1);
  const confirmed = orders.filter((o) => o.status === confirmedStatus);
  const mailsOf = (orderCode: string) => mails.filter((mail) => mail.subject.includes(orderCode)).length;
  const held = lines
    .filter((line) => holdsStock(line.status as OrderStatus))
    .reduce((sum, line) => sum + line.quantity, 0);
  return {
    checkouts,
    paidAtGateway: paid.length,
    confirmedOrders: confirmed.length,
    paidWithoutOrder: paid.filter((s) => s.orderStatus !== confirmedStatus).length,
    doubleCharges: [...takenPerOrder.values()].filter((taken) => taken > 1).length,
    doubleRefunds: refundJobs.length - new Set(refundJobs.map((job) => job.idempotency_key)).size,
    lostOrDoubledMails:
      confirmed.filter((o) => mailsOf(o.order_code) !== 1).length +
      orders.filter((o) => o.status !== confirmedStatus && mailsOf(o.order_code) > 0).length,
    stockDifference: Math.abs(STOCK - held - stock),
    unfinishedJobs: (await outstandingJobs(database)) + failedJobs.length,
  };
}

/** One drill on a fresh database: load, kills and restarts, drain, audit. */
export async function runCrashDrill(options: DrillOptions): Promise<DrillFigures> {
  const database = await createTestDatabase('postgres');
  const webDist = mkdtempSync(join(tmpdir(), 'dutyfree-crash-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sheba Duty Free</title>');
  const processes: ApiProcess[] = [];
  let provider: SandboxProvider | undefined;
  try {
    await seedReferenceData(database.db);
    const catalog = await insertCatalogFixture(database.db);
    const travel = await insertTravelFixture(database.db);
    const itemId = catalog.items.darkChocolate;
    await database.db.updateTable('item').set({ stock: STOCK }).execute();
    const order = (shopper: number) =>
      cardPreOrder(catalog, travel, {
        orderItemRequet: [{ itemId, quantity: 1 }],
        guest: {
          firstName: 'Crash',
          lastName: 'Drill',
          email: `shopper${shopper}@example.com`,
          mobileNumber: { countryCode: '+251', number: '911223344' },
        },
      });

    const env = {
      DATABASE_URL: database.url,
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      JOB_POLL_MS: '200',
      JOB_RETRY_BASE_MS: '200',
      // A job its killed process held is taken over after this, so the drill's drain stays short.
      JOB_CLAIM_SECONDS: '2',
    };
    provider = await startSandboxProvider({
      config: loadConfig(env),
      database,
      listen: { host: '127.0.0.1', port: 0 },
      shopUrl: `http://127.0.0.1:${options.basePort}`,
      deliver: async ({ url: path, body, headers }) => {
        const api = processes[Math.floor(Math.random() * processes.length)]!;
        return (await fetch(`${api.url}${path}`, { method: 'POST', body, headers })).status;
      },
    });
    const apiEnv = { ...env, PAYMENT_SANDBOX: 'false', PAYMENT_PROVIDER_URL: provider.url };
    for (let index = 0; index < options.processes; index++) {
      processes.push(startProcess(options.basePort + index, apiEnv));
    }
    await Promise.all(processes.map((api) => healthy(api)));

    let loading = true;
    let checkouts = 0;
    const shoppers = Array.from({ length: options.shoppers }, async (_, shopper) => {
      while (loading) {
        const api = processes[Math.floor(Math.random() * processes.length)]!;
        checkouts += 1;
        await checkout(api.url, order(shopper)).catch(() => sleep(50));
      }
    });
    for (let kill = 0; kill < options.kills; kill++) {
      await sleep(300 + Math.random() * options.maxPauseMs);
      const index = Math.floor(Math.random() * processes.length);
      const victim = processes[index]!;
      await killed(victim);
      processes[index] = startProcess(victim.port, apiEnv);
      await healthy(processes[index]!);
    }
    loading = false;
    await Promise.all(shoppers);

    const deadline = Date.now() + 90_000;
    while ((await outstandingJobs(database)) > 0 && Date.now() < deadline) await sleep(250);
    return await audit(database, itemId, checkouts);
  } finally {
    await Promise.all(processes.map(killed));
    await provider?.close();
    rmSync(webDist, { recursive: true, force: true });
    await database.drop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '25' },
      processes: { type: 'string', default: '2' },
      kills: { type: 'string', default: '4' },
      port: { type: 'string', default: '3623' },
    },
  });
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
    for (const [name, value] of Object.entries(figures)) totals[name] = (totals[name] ?? 0) + value;
  }
  console.log(`total: ${JSON.stringify(totals)}`);
}

if (import.meta.main) await main();

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  ORDER_ACCESS_HEADER,
  type PassengerFromTicketResponse,
  type PaxSector,
  type PaymentOption,
  type PaymentSummary,
  type SignInResponse,
  type TokenIssueResponse,
  type UpdatePreOrderRequest,
  type UpdatePreOrderResponse,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registrationPayload } from '../modules/customers/customers.fixtures.ts';
import { testCards } from '../modules/orders/orders.fixtures.ts';
import { demoTickets } from '../seed/travel.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { testRedisReachable, testRedisUrl } from '../testing/test-redis.ts';
import { type Cluster, clusterProblem, haproxyConfig, startCluster } from './cluster.ts';
import { API_ENVIRONMENT, API_NODE_FLAGS, apiEnvironment } from './node-flags.ts';

// The money rules with several API processes behind a real load balancer, on PostgreSQL and Redis: what
// one process counts or takes, every other process sees. CI provides PostgreSQL, Redis and HAProxy; on a
// machine without them only the launcher's refusal is checked.

const postgres = testEngines.includes('postgres');
const redis = await testRedisReachable();
const haproxy =
  clusterProblem(loadConfig({ DATABASE_URL: 'postgres://x@y/z', REDIS_URL: testRedisUrl })) === null;
const runnable = postgres && redis && haproxy;

describe('start:cluster refuses what cannot be shared', () => {
  it('names what is missing: PostgreSQL, Redis', () => {
    expect(clusterProblem(loadConfig({}))).toMatch(/DATABASE_URL=postgres/);
    expect(clusterProblem(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }))).toMatch(/REDIS_URL/);
  });

  it('balances over every process and checks their health', () => {
    const config = haproxyConfig({ host: '127.0.0.1', port: 3000 }, [3001, 3002]);
    expect(config).toContain('bind 127.0.0.1:3000');
    expect(config).toContain('server api1 127.0.0.1:3001 check');
    expect(config).toContain('server api2 127.0.0.1:3002 check');
    expect(config).toContain('option httpchk GET /ready');
  });

  // CI's PostgreSQL run must run the cluster tests below; elsewhere they run where the three are installed.
  if (process.env.CI === 'true' && postgres) {
    it('has PostgreSQL, Redis and HAProxy in CI', () => {
      expect({ postgres, redis, haproxy }).toEqual({ postgres: true, redis: true, haproxy: true });
    });
  }
});

const describeWhereRunnable = runnable ? describe : () => undefined;

describeWhereRunnable('two API processes behind HAProxy on PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let cluster: Cluster;
  let providerUrl: string;
  let webDist: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    webDist = mkdtempSync(join(tmpdir(), 'dutyfree-cluster-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sheba Duty Free</title>');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      PORT: String(port),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
    };
    const config = loadConfig(env);
    providerUrl = config.payments.providerUrl;
    cluster = await startCluster({ config, processes: 2, env, stdio: 'ignore' });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    rmSync(webDist, { recursive: true, force: true });
  }, 60_000);

  async function call<T = unknown>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> },
    url = cluster.url,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function headers(privilege: string): Promise<Record<string, string>> {
    const { body: tokens } = await call<TokenIssueResponse>(apiPaths.tokenIssue, {
      method: 'POST',
      body: { clientId: 'web' },
    });
    return {
      authorization: `Bearer ${tokens.clientAccessToken}`,
      [USER_TOKEN_HEADER]: tokens.accessToken,
      [ACTION_PRIVILEGE_HEADER]: privilege,
    };
  }

  it('every process is up behind the one address', async () => {
    for (const url of [cluster.url, ...cluster.processUrls]) {
      expect((await fetch(`${url}/health`)).status).toBe(200);
    }
  });

  it('starts every process with the API node flags and C library settings', () => {
    // Each API process is the one node process whose environment names its port.
    const processes = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          const read = (file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0');
          return { args: read('cmdline'), env: read('environ') };
        } catch {
          return undefined; // ended meanwhile, or another user's
        }
      })
      .filter((found) => found?.args.some((arg) => arg.endsWith('server.ts')));
    for (const url of cluster.processUrls) {
      const own = processes.find((found) => found?.env.includes(`PORT=${new URL(url).port}`));
      expect(own?.args).toEqual(expect.arrayContaining([...API_NODE_FLAGS]));
      const expected = apiEnvironment(process.env);
      for (const name of Object.keys(API_ENVIRONMENT))
        expect(own?.env).toContain(`${name}=${expected[name]}`);
    }
  });

  it('runs one sandbox payment provider beside them, on its own port', async () => {
    expect(new URL(providerUrl).port).not.toBe(new URL(cluster.url).port);
    expect((await fetch(`${providerUrl}/health`)).status).toBe(200);
    // Its API is for the shop's processes only, which hold the shared secret.
    expect((await fetch(`${providerUrl}/v1/checkout-sessions/cs_none`)).status).toBe(401);
  });

  it('shares one sign-in budget between the processes', async () => {
    const username = `nobody-${Date.now()}`;
    const statuses: number[] = [];
    // Round robin sends consecutive attempts to alternate processes; in-process counters would allow 3 each.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(apiPaths.signIn, {
        method: 'POST',
        headers: await headers(actionPrivileges.accountSave),
        body: { username, password: 'wrong password' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('refuses a signed-out token on every process at once', async () => {
    const registered = await call<SignInResponse>(apiPaths.customerProfileCreate, {
      method: 'POST',
      headers: await headers(actionPrivileges.accountSave),
      body: registrationPayload(),
    });
    expect(registered.status).toBe(200);
    const signedIn = {
      ...(await headers(actionPrivileges.preOrderAccess)),
      [USER_TOKEN_HEADER]: registered.body.token,
    };
    const myOrdersOnEachProcess = () =>
      Promise.all(
        cluster.processUrls.map(
          async (url) => (await call(apiPaths.myOrders, { headers: signedIn }, url)).status,
        ),
      );
    expect(await myOrdersOnEachProcess()).toEqual([200, 200]);

    const signedOut = await call(apiPaths.signOut, {
      method: 'POST',
      body: {},
      headers: { ...signedIn, [ACTION_PRIVILEGE_HEADER]: actionPrivileges.accountSave },
    });
    expect(signedOut.status).toBe(200);
    expect(await myOrdersOnEachProcess()).toEqual([401, 401]);
  });

  /** An item on sale, its stock set to `stock`; `rank` picks another item for another test. */
  async function itemWithStock(stock: number, rank: number): Promise<number> {
    const { db } = database;
    const item = await db
      .selectFrom('item')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .offset(rank)
      .executeTakeFirstOrThrow();
    await db.updateTable('item').set({ stock }).where('id', '=', item.id).execute();
    return item.id;
  }

  const { ticketNumber, lastName } = demoTickets.find((ticket) => ticket.case === 'oneFlight')!;

  /** The demo ticket's flight still open for pre-orders. */
  async function openSector(): Promise<PaxSector> {
    const lookup = await call<PassengerFromTicketResponse>(
      `${apiPaths.onBoardPassengerFromTicket}?TicketNumber=${ticketNumber}&LastName=${lastName}`,
      { headers: await headers(actionPrivileges.onBoardPassengerFromTicket) },
    );
    return lookup.body.paxSectorsRes.find((candidate) => candidate.isPreOrderOpen)!;
  }

  function preOrder(
    sector: PaxSector,
    itemId: number,
    buyer: number,
    paymentOption: PaymentOption,
  ): UpdatePreOrderRequest {
    return {
      pickFrom: 'On Board',
      origin: sector.origin,
      destination: sector.destination,
      flightNumber: sector.flightNumber,
      departureDate: sector.departureDate,
      ticketNumber,
      passengerLastName: lastName,
      seatNumber: '12C',
      paxSectorId: sector.id,
      orderItemRequet: [{ itemId, quantity: 1 }],
      paymentOption,
      currencyId: 2,
      language: 'en',
      guest: {
        firstName: 'Buyer',
        lastName: `Number${String.fromCharCode(65 + buyer)}`,
        email: `buyer${buyer}@example.com`,
        mobileNumber: { countryCode: '+251', number: '911223344' },
      },
    };
  }

  it('sells the last unit to exactly one of 30 buyers spread over the processes', async () => {
    const itemId = await itemWithStock(1, 0);
    const sector = await openSector();
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async (_, buyer) => {
        const buyerHeaders = await headers(actionPrivileges.preOrderAccess);
        return call(apiPaths.updatePreOrder, {
          method: 'PUT',
          headers: buyerHeaders,
          body: preOrder(sector, itemId, buyer, 'Cash On Board'),
        });
      }),
    );
    const statuses = buyers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const left = await database.db
      .selectFrom('item')
      .select('stock')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(left.stock).toBe(0);
  }, 60_000);

  it('gives ten re-submits of one card order, spread over the processes, one payment session; paying confirms it once', async () => {
    const itemId = await itemWithStock(100, 1);
    const sector = await openSector();
    const buyer = await headers(actionPrivileges.preOrderAccess);
    const order = preOrder(sector, itemId, 1, 'Card');
    const placed = await call<UpdatePreOrderResponse>(apiPaths.updatePreOrder, {
      method: 'PUT',
      headers: buyer,
      body: order,
    });
    expect(placed.status).toBe(200);
    const { orderCode } = placed.body.paymentSummary;
    const owner = { ...buyer, [ORDER_ACCESS_HEADER]: placed.body.orderAccessToken! };

    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<UpdatePreOrderResponse>(apiPaths.updatePreOrder, {
          method: 'PUT',
          headers: owner,
          body: { ...order, orderCode },
        }),
      ),
    );
    expect(again.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(again.map((answer) => answer.body.paymentUrl))).toEqual(new Set([placed.body.paymentUrl]));

    // The traveller pays on the provider's page; its webhook reaches whichever process the balancer picks.
    const paid = await fetch(placed.body.paymentUrl!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', cardNumber: testCards.success }).toString(),
    });
    expect(paid.status).toBeLessThan(400);
    const summaryPath = `${apiPaths.paymentSummary}?orderCode=${orderCode}&currencyId=2`;
    await expect
      .poll(async () => (await call<PaymentSummary>(summaryPath, { headers: owner })).body.orderStatus, {
        timeout: 30_000,
      })
      .toBe('Confirmed');
    const payments = await database.db
      .selectFrom('payment')
      .innerJoin('customer_order', 'customer_order.id', 'payment.order_id')
      .select('payment.status')
      .where('customer_order.order_code', '=', orderCode)
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(['Paid']);
  }, 60_000);

  it('replaces every process in turn under load: no request fails, no job is lost or run twice, every order placed is stored', async () => {
    const itemId = await itemWithStock(100_000, 2);
    const sector = await openSector();
    const startedAt = Date.now();
    const failures: string[] = [];
    let placed = 0;
    let reads = 0;
    let loading = true;
    const shoppers = Array.from({ length: 6 }, async (_, shopper) => {
      const buyer = await headers(actionPrivileges.preOrderAccess);
      for (let round = 0; loading; round++) {
        const request =
          round % 2 === 0
            ? call(apiPaths.updatePreOrder, {
                method: 'PUT',
                headers: buyer,
                body: preOrder(sector, itemId, shopper, 'Cash On Board'),
              })
            : call(`${apiPaths.searchItems}?currencyId=2`, { headers: buyer });
        const answer = await request.catch((error: unknown) => ({ status: 0, body: String(error) }));
        if (answer.status !== 200) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        else if (round % 2 === 0) placed += 1;
        else reads += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await cluster.roll();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await Promise.all(shoppers);

    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    const stored = await database.db
      .selectFrom('customer_order')
      .select('order_code')
      .where('created_at', '>=', startedAt)
      .execute();
    expect(stored).toHaveLength(placed);
    // Each order's confirmation mail is a job: done once, by whichever process held it.
    await expect
      .poll(
        async () =>
          (
            await database.db
              .selectFrom('job')
              .select('id')
              .where('state', 'in', ['queued', 'running', 'failed'])
              .execute()
          ).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    const mails = await database.db.selectFrom('mail_outbox').select('subject').execute();
    for (const { order_code } of stored) {
      expect(mails.filter((mail) => mail.subject.includes(order_code))).toHaveLength(1);
    }
  }, 120_000);
});

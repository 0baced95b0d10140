import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderShop, openOrderShop, testCards } from '../modules/orders/orders.fixtures.ts';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { testRedisReachable, testRedisUrl } from '../testing/test-redis.ts';

const redisAvailable = await testRedisReachable();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

type LogLine = { reqId?: string; msg: string; level: number };

describe.each(testEngines)('operating the shop on %s', (engine) => {
  describe('after a card checkout', () => {
    let shop: OrderShop;
    const logLines: string[] = [];
    beforeAll(async () => {
      shop = await openOrderShop(
        engine,
        { LOG_LEVEL: 'info' },
        { logStream: { write: (l) => logLines.push(l) } },
      );
    });
    afterAll(() => shop.close());

    const logged = () => logLines.map((line) => JSON.parse(line) as LogLine);
    const metrics = async () => {
      const response = await shop.app.inject({ url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('shows the order, its payment and the request that placed it in /metrics', async () => {
      const placing = await shop.place(await shop.guest(), shop.preOrder());
      expect(placing.statusCode).toBe(200);
      const placed = placing.json();
      expect((await shop.pay(placed.paymentUrl, testCards.success)).statusCode).toBe(303);
      expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed' });

      const read = await metrics();
      expect(sample(read, 'dutyfree_orders_placed_total{payment="card"}')).toBe(1);
      expect(sample(read, 'dutyfree_order_transitions_total{transition="pay"}')).toBe(1);
      expect(sample(read, 'dutyfree_payment_gateway_events_total{type="payment.succeeded"}')).toBe(1);
      const placedBy = `route="${apiPaths.updatePreOrder}",method="PUT",status="200"`;
      expect(sample(read, `dutyfree_http_request_duration_seconds_count{${placedBy}}`)).toBe(1);
      expect(sample(read, `dutyfree_http_request_duration_seconds_sum{${placedBy}}`)).toBeGreaterThan(0);
      // The route's pattern, never the URL with its query.
      expect(read).not.toContain('orderCode=');
      expect(sample(read, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      if (engine === 'postgres') {
        expect(sample(read, 'dutyfree_database_connections{state="max"}')).toBe(10);
      } else {
        expect(sample(read, 'dutyfree_sqlite_bytes{file="database"}')).toBeGreaterThan(0);
      }
    });

    it('counts the catalogue cache hits and misses, and the jobs waiting, from what they hold when scraped', async () => {
      const headers = callHeaders(await issueTokens(shop.app), actionPrivileges.preOrderAccess);
      const url = `${apiPaths.preOrderItems}?currencyId=2`;
      const before = await metrics();
      const hit = 'dutyfree_catalogue_cache_reads_total{cache="preOrderItems",result="hit"}';
      const miss = 'dutyfree_catalogue_cache_reads_total{cache="preOrderItems",result="miss"}';
      for (const _ of [1, 2, 3]) expect((await shop.app.inject({ url, headers })).statusCode).toBe(200);
      const after = await metrics();
      expect((sample(after, miss) ?? 0) - (sample(before, miss) ?? 0)).toBe(1);
      expect((sample(after, hit) ?? 0) - (sample(before, hit) ?? 0)).toBe(2);
      const route = `route="${apiPaths.preOrderItems}",method="GET",status="200"`;
      // Answers sent from a kept copy before validation are timed too.
      expect(sample(after, `dutyfree_http_request_duration_seconds_count{${route}}`)).toBe(3);
      await shop.app.inject({ url: '/PreOrder/api/V1.0/No/Such/Call?id=1' });
      const unmatched = 'route="(no route)",method="GET",status="404"';
      expect(sample(await metrics(), `dutyfree_http_request_duration_seconds_count{${unmatched}}`)).toBe(1);

      await shop.db
        .insertInto('job')
        .values({
          kind: 'operations.test',
          payload: '{}',
          idempotency_key: 'operations-test-waiting',
          state: 'queued',
          attempts: 0,
          run_after: Date.now() - 60_000,
          created_at: Date.now() - 60_000,
          updated_at: Date.now() - 60_000,
        })
        .execute();
      const jobs = await metrics();
      expect(sample(jobs, 'dutyfree_jobs{kind="operations.test",state="waiting"}')).toBe(1);
      expect(
        sample(jobs, 'dutyfree_jobs_oldest_waiting_seconds{kind="operations.test"}'),
      ).toBeGreaterThanOrEqual(60);
    });

    it('puts the request id on every answer and on every log line written for the request', async () => {
      const logsBefore = logLines.length;
      await shop.shop.provider.close();
      const refused = await shop.place(await shop.guest(), shop.preOrder());
      expect(refused.statusCode).toBe(502);
      const requestId = String(refused.headers['x-request-id']);
      expect(requestId).toMatch(UUID);
      // Written by the checkout service through the shop's logger, outside Fastify's request logger.
      const gatewayDown = logged()
        .slice(logsBefore)
        .filter((line) => line.msg === 'payment gateway unavailable');
      expect(gatewayDown).toHaveLength(1);
      expect(gatewayDown[0]?.reqId).toBe(requestId);
    });
  });

  describe('/metrics, /health and /ready', () => {
    let shop: TestApp;
    const token = 'metrics-token-of-at-least-32-characters';
    beforeAll(async () => {
      shop = await createTestApp(engine, { METRICS_TOKEN: token, TRUST_PROXY: 'true' });
    });
    afterAll(() => shop.close());

    it('serves the metrics to this machine and to the token, and to no one else', async () => {
      const outside = { remoteAddress: '203.0.113.7' };
      expect((await shop.app.inject({ url: '/metrics' })).statusCode).toBe(200);
      expect((await shop.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(403);
      const withToken = { authorization: `Bearer ${token}` };
      expect((await shop.app.inject({ url: '/metrics', ...outside, headers: withToken })).statusCode).toBe(
        200,
      );
      const wrongToken = { authorization: `Bearer ${'x'.repeat(token.length)}` };
      expect((await shop.app.inject({ url: '/metrics', ...outside, headers: wrongToken })).statusCode).toBe(
        403,
      );
      // Through a balancer on this machine: the client it names is who asks, not the balancer.
      const throughBalancer = { 'x-forwarded-for': '198.51.100.4' };
      expect((await shop.app.inject({ url: '/metrics', headers: throughBalancer })).statusCode).toBe(403);
    });

    it('keeps the request id the balancer sends, when well-formed', async () => {
      const id = async (requestId: string) =>
        String(
          (await shop.app.inject({ url: '/health', headers: { 'x-request-id': requestId } })).headers[
            'x-request-id'
          ],
        );
      expect(await id('haproxy-0A1B:2F_17')).toBe('haproxy-0A1B:2F_17');
      expect(await id('two words')).toMatch(UUID);
    });

    it('says it is ready while the database answers, and alive whatever the database does', async () => {
      expect((await shop.app.inject({ url: '/ready' })).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok' },
      });
      await shop.database.destroy();
      const unready = await shop.app.inject({ url: '/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toEqual({ status: 'unready', checks: { database: 'failed' } });
      expect((await shop.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    });
  });

  it(`checks Redis when the shop uses it (Redis ${redisAvailable ? 'reachable' : 'unreachable'} at ${testRedisUrl})`, async () => {
    const nowhere = await createTestApp(engine, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const unready = await nowhere.app.inject({ url: '/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json().checks).toEqual({ database: 'ok', redis: 'failed' });
    } finally {
      await nowhere.close();
    }
    if (!redisAvailable) return;
    const shared = await createTestApp(engine, { REDIS_URL: testRedisUrl });
    try {
      expect((await shared.app.inject({ url: '/ready' })).json().checks).toEqual({
        database: 'ok',
        redis: 'ok',
      });
    } finally {
      await shared.close();
    }
  });
});

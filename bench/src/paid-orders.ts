import http from 'node:http';
import {
  apiPaths,
  ORDER_ACCESS_HEADER,
  paymentReturnPaths,
  type UpdatePreOrderResponse,
} from '@dutyfree/contracts';
import type pg from 'pg';
import { orderTransitions } from '../../apps/api/src/modules/orders/order-lifecycle.ts';
import { paymentTransitions } from '../../apps/api/src/modules/orders/payment-lifecycle.ts';
import { sandboxTestCards } from '../../apps/api/src/modules/payments/sandbox-gateway.adapter.ts';

// The checkout benchmark's card orders paid end to end, as a traveller's browser pays them: the order
// placed (which opens the provider's payment session), the provider's page loaded and submitted with the
// test card that succeeds, the provider's signed webhook delivered to the shop (before the provider
// redirects the browser), and the shop's page reading the confirmed order. Then the database is asked
// whether every order paid was confirmed exactly once.

const SUCCEEDING_CARD = sandboxTestCards.find((card) => card.outcome === 'succeeded')!.number;

type Answer = { status: number; location: string | undefined; body: string };

/** Keep-alive connections, so that the load generator costs little of the two cores it shares. */
const agent = new http.Agent({ keepAlive: true });

function call(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function expectStatus(answer: Answer, status: number, step: string): Answer {
  if (answer.status !== status) {
    throw new Error(`${step} answered ${answer.status}, not ${status}: ${answer.body.slice(0, 200)}`);
  }
  return answer;
}

/** What the run's travellers saw; codes of the orders they placed and of those whose page they paid. */
export type PaidRun = {
  placed: Set<string>;
  paid: Set<string>;
  /** Paid orders that the shop's page, read straight after the provider's redirect, showed confirmed. */
  confirmedOnReturn: number;
  /** Journeys that stopped on an unexpected answer, and the first such answer. */
  failed: number;
  firstFailure: string | undefined;
  ordersPerSecond: number;
  /** The whole journey's (four requests') 99th percentile, ms. */
  p99: number;
};

/**
 * `connections` travellers, each paying one order after another on `shopUrl` until `durationS` has passed.
 * `orderBody` gives a new card order's body; `headers` are a guest's token headers.
 */
export async function payOrders(
  shopUrl: string,
  headers: Record<string, string>,
  orderBody: () => string,
  connections: number,
  durationS: number,
): Promise<PaidRun> {
  const run: PaidRun = {
    placed: new Set(),
    paid: new Set(),
    confirmedOnReturn: 0,
    failed: 0,
    firstFailure: undefined,
    ordersPerSecond: 0,
    p99: 0,
  };
  const journeys: number[] = [];

  async function payOne(): Promise<void> {
    const placedAnswer = expectStatus(
      await call(shopUrl + apiPaths.updatePreOrder, 'PUT', headers, orderBody()),
      200,
      'UpdatePreOrder',
    );
    const placed = JSON.parse(placedAnswer.body) as UpdatePreOrderResponse;
    const { orderCode } = placed.paymentSummary;
    run.placed.add(orderCode);
    if (!placed.paymentUrl) throw new Error(`order ${orderCode} opened no payment session`);
    const page = { accept: 'text/html' };
    expectStatus(await call(placed.paymentUrl, 'GET', page), 200, "the provider's payment page");
    const submitted = expectStatus(
      await call(
        placed.paymentUrl,
        'POST',
        { ...page, 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ action: 'pay', cardNumber: SUCCEEDING_CARD }).toString(),
      ),
      303,
      "the provider's payment page, submitted",
    );
    const back = new URL(submitted.location ?? '/', shopUrl);
    if (back.pathname !== paymentReturnPaths.paid || back.searchParams.get('orderCode') !== orderCode) {
      throw new Error(`the provider sent the traveller to ${submitted.location}, not the order's page`);
    }
    run.paid.add(orderCode);
    const query = new URLSearchParams({ orderCode, currencyId: '2' });
    const summary = expectStatus(
      await call(`${shopUrl}${apiPaths.paymentSummary}?${query}`, 'GET', {
        ...headers,
        [ORDER_ACCESS_HEADER]: placed.orderAccessToken,
      }),
      200,
      'PaymentSummary',
    );
    const { orderStatus } = JSON.parse(summary.body) as { orderStatus: string };
    if (orderStatus === orderTransitions.pay.to) run.confirmedOnReturn += 1;
  }

  const started = performance.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          await payOne();
          journeys.push(performance.now() - start);
        } catch (error) {
          run.failed += 1;
          run.firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  run.ordersPerSecond = journeys.length / ((performance.now() - started) / 1000);
  journeys.sort((a, b) => a - b);
  run.p99 = Math.round(journeys[Math.floor(journeys.length * 0.99)] ?? 0);
  return run;
}

/** The highest order id now: the run's orders are those above it. */
export async function lastOrderId(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ id: string | null }>('select max(id) as id from customer_order');
  return Number(rows[0]!.id ?? 0);
}

/** Waits (up to `timeoutMs`) until no durable job is queued or running: late webhooks, mails, refunds. */
export async function jobsSettled(client: pg.Client, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from job where state in ('queued', 'running')`,
    );
    const outstanding = Number(rows[0]!.n);
    if (outstanding === 0 || Date.now() > deadline) return outstanding;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until each of `processes` API processes started since `since` (ms) has finished its start-up
 * check of open card payments: it asks the provider about every order an earlier row left unpaid, which
 * would otherwise be counted in the CPU per order of the row measured next.
 */
export async function startUpChecksDone(client: pg.Client, since: number, processes: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await client.query<{ done: string; outstanding: string }>(
      `select count(*) filter (where kind = 'orders.openPaymentsCheck' and state = 'done'
                                and created_at >= $1) as done,
              count(*) filter (where state in ('queued', 'running')) as outstanding
         from job`,
      [since],
    );
    if (Number(rows[0]!.done) >= processes && Number(rows[0]!.outstanding) === 0) return;
    if (Date.now() > deadline)
      throw new Error('the API processes did not finish their start-up checks in 2 min');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type Confirmation = {
  /** Orders the run created in the database, and of them those confirmed and paid. */
  created: number;
  confirmed: number;
  /** What broke "every paid order confirmed exactly once", one line each; empty when it held. */
  faults: string[];
};

/**
 * Counts, for every order created after `afterId`: its status, its payments taken, the provider's
 * webhooks the shop recorded for it, its confirmation mails and any refund. Every order the travellers
 * paid must be confirmed and paid, with one payment taken, one webhook (the provider's, not the shop's
 * own question to the provider) and one confirmation mail; no other order may be confirmed; nothing may
 * be refunded.
 */
export async function confirmedOnce(client: pg.Client, afterId: number, run: PaidRun): Promise<Confirmation> {
  const { rows } = await client.query<{
    order_code: string;
    order_status: string;
    payment_status: string;
    taken: string;
    webhooks: string;
    mails: string;
    refunds: string;
  }>(
    `select o.order_code, o.status as order_status, o.payment_status,
            (select count(*) from payment p where p.order_id = o.id and p.status = $2) as taken,
            (select count(*) from payment_event e join payment p on p.id = e.payment_id
              where p.order_id = o.id and e.status = 'payment.succeeded'
                and e.event_id not like 'reconciled-%') as webhooks,
            (select count(*) from mail_outbox m
              where m.dedup_key = 'confirmation-mail-' || o.order_code) as mails,
            (select count(*) from payment p where p.order_id = o.id and p.status = $3) as refunds
       from customer_order o where o.id > $1`,
    [afterId, paymentTransitions.succeed.to, paymentTransitions.refund.to],
  );
  const faults: string[] = [];
  const fault = (what: string, codes: string[]) => {
    if (codes.length) faults.push(`${codes.length} ${what} (${codes.slice(0, 5).join(', ')})`);
  };
  const confirmed = rows.filter(
    (row) =>
      row.order_status === orderTransitions.pay.to && row.payment_status === paymentTransitions.succeed.to,
  );
  const paid = rows.filter((row) => run.paid.has(row.order_code));
  fault(
    'orders paid at the provider but not confirmed and paid in the shop',
    paid.filter((row) => !confirmed.includes(row)).map((row) => row.order_code),
  );
  fault(
    'orders confirmed that no traveller paid',
    confirmed.filter((row) => !run.paid.has(row.order_code)).map((row) => row.order_code),
  );
  fault(
    'orders paid whose travellers the run never saw placing them',
    [...run.paid].filter((code) => !rows.some((row) => row.order_code === code)),
  );
  for (const [column, what] of [
    ['taken', 'payments taken'],
    ['webhooks', "provider's succeeded webhooks recorded"],
    ['mails', 'confirmation mails'],
  ] as const) {
    fault(
      `paid orders without exactly one of their ${what}`,
      paid.filter((row) => Number(row[column]) !== 1).map((row) => row.order_code),
    );
  }
  fault(
    'orders with a refund',
    rows.filter((row) => Number(row.refunds) > 0).map((row) => row.order_code),
  );
  return { created: rows.length, confirmed: confirmed.length, faults };
}

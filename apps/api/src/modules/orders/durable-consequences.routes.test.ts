import { apiPaths, ORDER_ACCESS_HEADER, type UpdatePreOrderResponse } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { JobRunner } from '../jobs/job-runner.service.ts';
import { createJobs } from '../jobs/jobs.module.ts';
import { injectedWebhookDelivery, paymentWebhookSecret } from '../payments/payments.module.ts';
import { type SandboxSessionStatus, SandboxSessionsRepository } from '../payments/sandbox.repository.ts';
import { SandboxGateway } from '../payments/sandbox-gateway.adapter.ts';
import { PAYMENT_WEBHOOK_PATH } from '../payments/webhook.routes.ts';
import { type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';

// What follows an order's change (the webhook, the refund, the confirmation mail) is a job written with
// the change: when it fails it is retried until it is done, and running it twice does it once. The app's
// runner polls often and retries soon here, so the retries happen within a test.
describe.each(testEngines)('consequences that survive failures on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine, { JOB_POLL_MS: '50', JOB_RETRY_BASE_MS: '50' });
  });
  afterAll(() => shop.close());

  const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

  async function paidOrder(): Promise<UpdatePreOrderResponse> {
    const placed = await shop.placed(await shop.guest());
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
    return placed;
  }

  const sessionStatus = async (sessionId: string) =>
    (await new SandboxSessionsRepository(shop.db).find(sessionId))?.status;

  /** What the gateway says of the payment, whatever the shop was told. */
  const setGatewayStatus = (sessionId: string, status: SandboxSessionStatus) =>
    shop.db
      .updateTable('sandbox_payment_session')
      .set({ status })
      .where('session_id', '=', sessionId)
      .execute();

  /** The order's payment window closed a moment ago: the sweep looks at it. */
  const abandonedSinceAMoment = (orderCode: string) =>
    shop.db
      .updateTable('customer_order')
      .set({ payment_expires_at: Date.now() - 1 })
      .where('order_code', '=', orderCode)
      .execute();

  const jobOf = (idempotencyKey: string) =>
    shop.db
      .selectFrom('job')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();

  it('ends a cancelled order refunded when the card refund fails the first time', async () => {
    const placed = await paidOrder();
    const { orderCode } = placed.paymentSummary;
    const sessionId = await shop.sessionIdOf(orderCode);
    // The gateway cannot refund a session that is not settled: the first refund fails.
    await setGatewayStatus(sessionId, 'pending');

    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...(await shop.guest()).headers(), [ORDER_ACCESS_HEADER]: placed.orderAccessToken },
      payload: { orderCode, ReasonOfCancellation: 1 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Paid' });
    // The runner retries every 50 ms here: on a busy machine it may have failed more than once already.
    const failedRefund = await jobOf(`refund-${orderCode}`);
    expect(['queued', 'running']).toContain(failedRefund.state);
    expect(failedRefund.attempts).toBeGreaterThanOrEqual(1);
    expect(failedRefund.last_error).toContain('cannot be refunded');

    await setGatewayStatus(sessionId, 'succeeded');
    await waitFor(async () => {
      expect(await shop.summaryOf(placed)).toMatchObject({
        orderStatus: 'Cancelled',
        paymentStatus: 'Refunded',
      });
      // The refund job is done once its mail (that the money is back) is sent too.
      expect((await jobOf(`refund-${orderCode}`)).state).toBe('done');
    });
    expect(await sessionStatus(sessionId)).toBe('refunded');
    const doneRefund = await jobOf(`refund-${orderCode}`);
    expect(doneRefund.attempts).toBeGreaterThan(failedRefund.attempts);
  });

  it('sends the confirmation mail once even when its job runs twice', async () => {
    const placed = await paidOrder();
    const { orderCode } = placed.paymentSummary;
    const key = `confirmation-mail-${orderCode}`;
    expect(await jobOf(key)).toMatchObject({ state: 'done', attempts: 1 });
    // As if the process died after sending and before marking the job done: it runs again.
    await shop.db
      .updateTable('job')
      .set({ state: 'queued', run_after: 0 })
      .where('idempotency_key', '=', key)
      .execute();
    await waitFor(async () => expect(await jobOf(key)).toMatchObject({ state: 'done', attempts: 2 }));
    const mails = await shop.mailsTo('abebe.kebede@example.com');
    expect(mails.filter((mail) => mail.subject.includes(orderCode))).toHaveLength(1);
  });

  it("queues a Pay On-Board order's confirmation mail with the order, so a death after the commit loses no mail", async () => {
    // Anything queued outside a transaction is lost, as it would be by a process killed after the commit.
    const enqueue = JobRunner.prototype.enqueue;
    const dying = vi.spyOn(JobRunner.prototype, 'enqueue').mockImplementation(async function (
      this: JobRunner,
      executor,
      job,
    ) {
      if (!executor.isTransaction) throw new Error('the process died after the commit');
      return enqueue.call(this, executor, job);
    });
    try {
      await shop.place(await shop.guest(), shop.preOrder({ paymentOption: 'Cash On Board' }));
    } finally {
      dying.mockRestore();
    }
    const [order] = await shop.db
      .selectFrom('customer_order')
      .select('order_code')
      .where('email', '=', 'abebe.kebede@example.com')
      .where('payment_option', '=', 'Cash On Board')
      .orderBy('id', 'desc')
      .execute();
    expect(order).toBeDefined();
    expect(await jobOf(`confirmation-mail-${order!.order_code}`)).toMatchObject({
      kind: 'orders.confirmationMail',
    });
    await waitFor(async () => {
      const mails = await shop.mailsTo('abebe.kebede@example.com');
      expect(mails.filter((mail) => mail.subject.includes(order!.order_code))).toHaveLength(1);
    });
  });

  it('delivers a webhook the shop could not take the first time', async () => {
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    const sessionId = await shop.sessionIdOf(orderCode);
    const deliver = vi.fn(injectedWebhookDelivery(shop.app)).mockResolvedValueOnce(503);
    // A provider whose first delivery meets a shop that is down; the test app's provider retries it.
    const gateway = new SandboxGateway({
      db: shop.db,
      sessions: new SandboxSessionsRepository(shop.db),
      jobs: createJobs(shop.shop.config, shop.shop.database, shop.app.log),
      secret: await paymentWebhookSecret(shop.shop.config, shop.shop.database),
      webhookUrl: PAYMENT_WEBHOOK_PATH,
      deliver,
      pendingSettleMs: 60_000,
      logger: shop.app.log,
    });
    await gateway.pay(sessionId, testCards.success);
    // Refused once (503): only the retry can confirm the order. Its status is not read in between: on a
    // busy machine the retry may already have come.
    expect(deliver).toHaveBeenCalledOnce();
    await expect(deliver.mock.results[0]?.value).resolves.toBe(503);

    // The confirmation mail is sent just after the order is confirmed: both are waited for.
    await waitFor(async () => {
      expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
      const mails = await shop.mailsTo('abebe.kebede@example.com');
      expect(mails.filter((mail) => mail.subject.includes(orderCode))).toHaveLength(1);
    });
  });

  it('leaves alone an order the gateway says is paid though its webhook never came, and confirms it', async () => {
    const { darkChocolate } = shop.catalog.items;
    const stock = await shop.stockOf(darkChocolate);
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    const sessionId = await shop.sessionIdOf(orderCode);
    // The money was taken, and the process died before the webhook was queued.
    await setGatewayStatus(sessionId, 'succeeded');
    await abandonedSinceAMoment(orderCode);

    expect(await shop.sweeper.sweep()).toBe(0);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
    expect(await shop.stockOf(darkChocolate)).toBe(stock - 1);
    expect(await sessionStatus(sessionId)).toBe('succeeded');
    const mails = await shop.mailsTo('abebe.kebede@example.com');
    expect(mails.filter((mail) => mail.subject.includes(orderCode))).toHaveLength(1);
  });

  it('keeps an order whose payment is still waiting for the bank at the gateway', async () => {
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    await setGatewayStatus(await shop.sessionIdOf(orderCode), 'pending');
    await abandonedSinceAMoment(orderCode);

    expect(await shop.sweeper.sweep()).toBe(0);
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PendingPayment',
      paymentStatus: 'Pending',
    });
  });
});

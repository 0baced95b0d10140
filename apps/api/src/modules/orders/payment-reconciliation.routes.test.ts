import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { type OrderShop, openOrderShop } from './orders.fixtures.ts';

// A payment the provider took whose webhook never reached the shop (the provider died holding it, or its
// retries are minutes apart): the shop asks the provider instead of waiting for the webhook or the sweep.

describe.each(testEngines)('payments settled by asking the provider on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
  });
  afterAll(() => shop.close());

  /** The provider took the money; its webhook is lost. */
  async function takenAtProvider(orderCode: string): Promise<string> {
    const sessionId = await shop.sessionIdOf(orderCode);
    const taken = await shop.db
      .updateTable('sandbox_payment_session')
      .set({ status: 'succeeded' })
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    expect(Number(taken.numUpdatedRows)).toBe(1);
    return sessionId;
  }

  const statusOf = async (orderCode: string) =>
    shop.db
      .selectFrom('customer_order')
      .select(['status', 'payment_status'])
      .where('order_code', '=', orderCode)
      .executeTakeFirstOrThrow();

  it('confirms the order when the return page reads it, with one confirmation mail', async () => {
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    await takenAtProvider(orderCode);

    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'Confirmed',
      paymentStatus: 'Paid',
      awaitingPayment: false,
    });
    // The webhook arriving after all changes nothing.
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed' });
    const mails = await shop.db.selectFrom('mail_outbox').select('subject').execute();
    expect(mails.filter((mail) => mail.subject.includes(orderCode))).toHaveLength(1);
  });

  it('leaves an order whose payment page is still open awaiting its payment', async () => {
    const placed = await shop.placed(await shop.guest());
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PendingPayment',
      paymentStatus: 'Pending',
      awaitingPayment: true,
    });
  });

  it('confirms, in a process that starts, the orders whose payments were taken while no shop was up', async () => {
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    const open = await shop.placed(await shop.guest());
    await takenAtProvider(orderCode);

    const restarted = await buildApp({ config: shop.shop.config, database: shop.shop.database });
    try {
      await restarted.ready();
      const deadline = Date.now() + 10_000;
      while ((await statusOf(orderCode)).status !== 'Confirmed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await statusOf(orderCode)).toEqual({ status: 'Confirmed', payment_status: 'Paid' });
      expect(await statusOf(open.paymentSummary.orderCode)).toEqual({
        status: 'PendingPayment',
        payment_status: 'Pending',
      });
    } finally {
      await restarted.close();
    }
  });

  it('gives back, in a process that starts, money taken on an attempt that a change of the order cancelled', async () => {
    const guest = await shop.guest();
    const placed = await shop.placed(guest);
    const { orderCode } = placed.paymentSummary;
    const firstAttempt = await shop.sessionIdOf(orderCode);
    const changed = await shop.place(
      guest,
      shop.preOrder({
        orderCode,
        orderItemRequet: [{ itemId: shop.catalog.items.darkChocolate, quantity: 2 }],
      }),
      placed.orderAccessToken,
    );
    expect(changed.statusCode).toBe(200);
    // The first page was paid all the same, and its webhook is lost.
    await shop.db
      .updateTable('sandbox_payment_session')
      .set({ status: 'succeeded' })
      .where('session_id', '=', firstAttempt)
      .execute();

    const restarted = await buildApp({ config: shop.shop.config, database: shop.shop.database });
    try {
      await restarted.ready();
      const deadline = Date.now() + 10_000;
      while ((await shop.gateway.session(firstAttempt))?.status !== 'refunded' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await shop.gateway.session(firstAttempt))?.status).toBe('refunded');
    } finally {
      await restarted.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';

describe.each(testEngines)('card payments on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
  });
  afterAll(() => shop.close());

  const succeeded = (eventId: string, sessionId: string) => ({
    id: eventId,
    type: 'payment.succeeded',
    data: { sessionId },
  });

  it('refuses a webhook with a bad signature and leaves the order unpaid', async () => {
    const placed = await shop.placed(await shop.guest());
    const sessionId = await shop.sessionIdOf(placed.paymentSummary.orderCode);
    const forged = await shop.postWebhook(
      succeeded('evt_forged', sessionId),
      'not-the-shop-secret-not-the-shop-secret',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'The webhook signature is not valid.' });
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PendingPayment',
      paymentStatus: 'Pending',
    });
  });

  it('pays once when the same webhook arrives ten times, crediting no accrual miles before the hand-over', async () => {
    const member = await shop.member(0);
    const placed = await shop.placed(member, {
      orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }],
    });
    const { orderCode } = placed.paymentSummary;
    const sessionId = await shop.sessionIdOf(orderCode);
    const gatewayPaid = await shop.db
      .updateTable('sandbox_payment_session')
      .set({ status: 'succeeded' })
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    expect(Number(gatewayPaid.numUpdatedRows)).toBe(1);

    const deliveries = [];
    for (let i = 0; i < 10; i++)
      deliveries.push(await shop.postWebhook(succeeded('evt_ten_times', sessionId)));
    expect(deliveries.map((d) => d.statusCode)).toEqual(Array(10).fill(200));

    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
    // Accrual miles are credited when the crew hands the goods over (docs/decisions/0011).
    expect(await shop.loyalty.balance(member.memberId)).toBe(0);
    const events = await shop.db
      .selectFrom('payment_event')
      .selectAll()
      .where('event_id', '=', 'evt_ten_times')
      .execute();
    expect(events).toHaveLength(1);
    const mails = await shop.db.selectFrom('mail_outbox').select('subject').execute();
    expect(mails.filter((m) => m.subject.includes(orderCode))).toHaveLength(1);
  });

  it('sends a declined card to /payment-failure and gives the stock back', async () => {
    const { londonGin } = shop.catalog.items;
    const stock = await shop.stockOf(londonGin);
    const placed = await shop.placed(await shop.guest(), {
      orderItemRequet: [{ itemId: londonGin, quantity: 2 }],
    });
    expect(await shop.stockOf(londonGin)).toBe(stock - 2);
    const declined = await shop.pay(placed.paymentUrl!, testCards.decline);
    expect(declined.statusCode).toBe(303);
    expect(declined.location).toBe(
      shop.shopPage(`/payment-failure?orderCode=${placed.paymentSummary.orderCode}`),
    );
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PaymentFailed',
      paymentStatus: 'Declined',
    });
    expect(await shop.stockOf(londonGin)).toBe(stock);
  });

  it('sends a traveller who cancels on the payment page to /payment-cancel', async () => {
    const placed = await shop.placed(await shop.guest());
    const cancelled = await shop.submitPaymentPage(placed.paymentUrl!, { action: 'cancel', cardNumber: '' });
    expect(cancelled.location).toBe(
      shop.shopPage(`/payment-cancel?orderCode=${placed.paymentSummary.orderCode}`),
    );
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PaymentFailed',
      paymentStatus: 'Cancelled',
    });
  });

  it('sends a processing error to /payment-error', async () => {
    const placed = await shop.placed(await shop.guest());
    const failed = await shop.pay(placed.paymentUrl!, testCards.error);
    expect(failed.location).toBe(
      shop.shopPage(`/payment-error?orderCode=${placed.paymentSummary.orderCode}`),
    );
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PaymentFailed',
      paymentStatus: 'Error',
    });
  });

  it('shows the payment page again for a number that is not a test card, charging nothing', async () => {
    const placed = await shop.placed(await shop.guest());
    const again = await shop.pay(placed.paymentUrl!, '5555 5555 5555 4444');
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('role="alert"');
    expect(again.body).toContain('aria-invalid="true"');
    expect(await shop.summaryOf(placed)).toMatchObject({ paymentStatus: 'Pending' });
  });

  it('holds a pending payment, sends the traveller to /payment-pending and confirms when the bank answers', async () => {
    const placed = await shop.placed(await shop.guest());
    const pending = await shop.pay(placed.paymentUrl!, testCards.pending);
    expect(pending.location).toBe(
      shop.shopPage(`/payment-pending?orderCode=${placed.paymentSummary.orderCode}`),
    );
    // The summary says what the pages decide by: a pending page follows the order until it is confirmed.
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'PendingPayment',
      paymentStatus: 'Pending',
      awaitingPayment: true,
      confirmed: false,
      cancelled: false,
    });
    // Pending payments are not abandoned: the sweep leaves the order alone.
    expect(await shop.sweeper.sweep()).toBe(0);

    const sessionId = await shop.sessionIdOf(placed.paymentSummary.orderCode);
    expect(await shop.gateway.settlePending(sessionId)).toBe(true);
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'Confirmed',
      paymentStatus: 'Paid',
      awaitingPayment: false,
      confirmed: true,
    });
  });

  it('settles a pending payment after a restart, when the bank answers, once', async () => {
    const placed = await shop.placed(await shop.guest());
    await shop.pay(placed.paymentUrl!, testCards.pending);
    const sessionId = await shop.sessionIdOf(placed.paymentSummary.orderCode);
    // The process that held the timer is gone, and the answer is due.
    await shop.db
      .updateTable('sandbox_payment_session')
      .set({ settles_at: Date.now() - 1 })
      .where('session_id', '=', sessionId)
      .execute();

    const [restarted, another] = [shop.sandboxGateway(), shop.sandboxGateway()];
    expect(await restarted.resumePendingSettlements()).toBeGreaterThanOrEqual(1);
    expect(await another.resumePendingSettlements()).toBeGreaterThanOrEqual(1);
    await vi.waitFor(async () =>
      expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' }),
    );
    expect(await shop.gateway.settlePending(sessionId)).toBe(false);
    await Promise.all([restarted.close(), another.close()]);
  });

  it('gives the stock of an abandoned payment back after the timeout, and refunds a payment made too late', async () => {
    const { cedarToilette } = shop.catalog.items;
    const stock = await shop.stockOf(cedarToilette);
    const placed = await shop.placed(await shop.guest(), {
      orderItemRequet: [{ itemId: cedarToilette, quantity: 1 }],
    });
    expect(await shop.sweeper.sweep()).toBe(0);
    const { orderCode } = placed.paymentSummary;
    await shop.db
      .updateTable('customer_order')
      .set({ payment_expires_at: Date.now() - 1 })
      .where('order_code', '=', orderCode)
      .execute();

    expect(await shop.sweeper.sweep()).toBe(1);
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'Expired',
      paymentStatus: 'Cancelled',
    });
    expect(await shop.stockOf(cedarToilette)).toBe(stock);

    const late = await shop.pay(placed.paymentUrl!, testCards.success);
    expect(late.statusCode).toBe(303);
    const session = await shop.gateway.session(await shop.sessionIdOf(orderCode));
    expect(session?.status).toBe('refunded');
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Expired' });
  });

  it('lets a traveller fix an order after a declined card: same number, stock taken again, paid', async () => {
    const { londonGin, darkChocolate } = shop.catalog.items;
    const guest = await shop.guest();
    const first = await shop.placed(guest, { orderItemRequet: [{ itemId: londonGin, quantity: 1 }] });
    await shop.pay(first.paymentUrl!, testCards.decline);
    const [gin, chocolate] = [await shop.stockOf(londonGin), await shop.stockOf(darkChocolate)];

    const { orderCode } = first.paymentSummary;
    const retry = await shop.place(
      guest,
      shop.preOrder({ orderCode, orderItemRequet: [{ itemId: darkChocolate, quantity: 1 }] }),
      first.orderAccessToken,
    );
    expect(retry.statusCode).toBe(200);
    const second = retry.json();
    expect(second.paymentSummary).toMatchObject({ orderCode, orderStatus: 'PendingPayment', totalPrice: 15 });
    expect(second.paymentUrl).not.toBe(first.paymentUrl);
    expect(await shop.stockOf(londonGin)).toBe(gin);
    expect(await shop.stockOf(darkChocolate)).toBe(chocolate - 1);

    await shop.pay(second.paymentUrl, testCards.success);
    expect(await shop.summaryOf(second)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
    const paidAgain = await shop.place(guest, shop.preOrder({ orderCode }), first.orderAccessToken);
    expect(paidAgain.statusCode).toBe(409);
  });

  it('does not let anyone change an order without its access token', async () => {
    const placed = await shop.placed(await shop.guest());
    const stranger = await shop.place(
      await shop.guest(),
      shop.preOrder({ orderCode: placed.paymentSummary.orderCode }),
    );
    expect(stranger.statusCode).toBe(404);
  });
});

import { apiPaths, IDEMPOTENCY_KEY_HEADER, orderMessages } from '@dutyfree/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type Caller, type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';

// A double click on Pay sends the same order twice, or ten times, at once. Whatever the order in which
// the answers come back, there is one order and one payment session to pay.

const AT_ONCE = 10;
const TRIALS = 10;

describe.each(testEngines)('re-submitted checkouts on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
  });
  afterAll(() => shop.close());

  async function pendingPaymentsOf(orderCode: string): Promise<number> {
    const rows = await shop.db
      .selectFrom('payment')
      .innerJoin('customer_order', 'customer_order.id', 'payment.order_id')
      .select('payment.id')
      .where('customer_order.order_code', '=', orderCode)
      .where('payment.status', '=', 'Pending')
      .execute();
    return rows.length;
  }

  function placeWithKey(caller: Caller, body: object, key: string): Promise<LightMyRequestResponse> {
    return shop.app.inject({
      method: 'PUT',
      url: apiPaths.updatePreOrder,
      headers: { ...caller.headers(), [IDEMPOTENCY_KEY_HEADER]: key },
      payload: body,
    });
  }

  it(`answers ${AT_ONCE} re-submits of one unpaid card order at once with one payment session, ${TRIALS} times of ${TRIALS}`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const guest = await shop.guest();
      const placed = await shop.placed(guest);
      const { orderCode } = placed.paymentSummary;
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          shop.place(guest, shop.preOrder({ orderCode }), placed.orderAccessToken),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(AT_ONCE).fill(200));
      expect(new Set(answers.map((answer) => answer.json().paymentUrl))).toEqual(
        new Set([placed.paymentUrl]),
      );
      expect(await pendingPaymentsOf(orderCode)).toBe(1);
      expect(await shop.summaryOf(placed)).toMatchObject({
        orderStatus: 'PendingPayment',
        paymentStatus: 'Pending',
      });
    }
  });

  it('opens a new payment session when the re-submitted order costs something else', async () => {
    const guest = await shop.guest();
    const placed = await shop.placed(guest);
    const { orderCode } = placed.paymentSummary;
    const changed = await shop.place(
      guest,
      shop.preOrder({
        orderCode,
        orderItemRequet: [{ itemId: shop.catalog.items.darkChocolate, quantity: 2 }],
      }),
      placed.orderAccessToken,
    );
    expect(changed.statusCode).toBe(200);
    const { paymentUrl } = changed.json();
    expect(paymentUrl).not.toBe(placed.paymentUrl);
    expect(await pendingPaymentsOf(orderCode)).toBe(1);

    await shop.pay(paymentUrl, testCards.success);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', totalPrice: 30 });
  });

  it(`places one order for ${AT_ONCE} submits of a new order carrying one idempotency key`, async () => {
    for (let trial = 0; trial < 3; trial++) {
      const guest = await shop.guest();
      const before = await shop.orderCount();
      const key = `double-click-${engine}-${trial}`;
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => placeWithKey(guest, shop.preOrder(), key)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(AT_ONCE).fill(200));
      const bodies = answers.map((answer) => answer.json());
      expect(new Set(bodies.map((body) => body.paymentSummary.orderCode)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.paymentUrl)).size).toBe(1);
      expect(await shop.orderCount()).toBe(before + 1);

      const later = await placeWithKey(guest, shop.preOrder(), key);
      expect(later.json()).toMatchObject({
        paymentSummary: { orderCode: bodies[0].paymentSummary.orderCode },
        paymentUrl: bodies[0].paymentUrl,
      });
    }
  });

  it('refuses an idempotency key sent again with another order, or by someone else', async () => {
    const guest = await shop.guest();
    const first = await placeWithKey(guest, shop.preOrder(), `reused-${engine}`);
    expect(first.statusCode).toBe(200);
    const other = shop.preOrder({ seatNumber: '14A' });
    const reused = await placeWithKey(guest, other, `reused-${engine}`);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      message: orderMessages.idempotencyKeyReused,
      code: 'orders.idempotencyKeyReused',
      params: {},
    });
    const stranger = await placeWithKey(await shop.guest(), shop.preOrder(), `reused-${engine}`);
    expect(stranger.statusCode).toBe(409);
  });

  it('forgets a key after a day', async () => {
    const guest = await shop.guest();
    const key = `day-old-${engine}`;
    const first = (await placeWithKey(guest, shop.preOrder(), key)).json();
    await shop.db
      .updateTable('checkout_request')
      .set({ created_at: Date.now() - 25 * 60 * 60_000 })
      .where('idempotency_key', '=', key)
      .execute();
    const later = await placeWithKey(guest, shop.preOrder({ seatNumber: '3A' }), key);
    expect(later.statusCode).toBe(200);
    expect(later.json().paymentSummary.orderCode).not.toBe(first.paymentSummary.orderCode);
  });

  it('refuses an idempotency key that is not a short token', async () => {
    const response = await placeWithKey(await shop.guest(), shop.preOrder(), 'a\u0001b');
    expect(response.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderShop, openOrderShop } from './orders.fixtures.ts';

// A traveller changes an unpaid order (its first payment attempt is cancelled, a new one opened) while
// the provider is telling the shop that the first attempt was paid. Found by the crash drill: the
// webhook's conditional updates read the payment before the change committed and after it, matched
// neither, and the money stayed taken for an order then paid again. PostgreSQL only: SQLite runs one
// write transaction at a time, so the two never interleave there.

describe('a payment webhook racing a change of its order on postgres', () => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop('postgres');
  });
  afterAll(() => shop.close());

  it('gives back the money of the attempt the change cancelled', async () => {
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    const sessionId = await shop.sessionIdOf(orderCode);
    await shop.db
      .updateTable('sandbox_payment_session')
      .set({ status: 'succeeded' })
      .where('session_id', '=', sessionId)
      .execute();

    // The change, as checkout's replace makes it: the order locked, its pending attempt cancelled; the
    // webhook arrives before it commits.
    let webhook: ReturnType<OrderShop['postWebhook']> | undefined;
    await shop.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('customer_order')
        .select('id')
        .where('order_code', '=', orderCode)
        .forUpdate()
        .execute();
      await trx
        .updateTable('payment')
        .set({ status: 'Cancelled', updated_at: Date.now() })
        .where('provider_reference', '=', sessionId)
        .execute();
      webhook = shop.postWebhook({
        id: 'evt_racing_a_change',
        type: 'payment.succeeded',
        data: { sessionId },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await webhook!).statusCode).toBe(200);

    const deadline = Date.now() + 5_000;
    while ((await shop.gateway.session(sessionId))?.status !== 'refunded' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await shop.gateway.session(sessionId))?.status).toBe('refunded');
  });
});

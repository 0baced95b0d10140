import { notRedeemableMessage, orderMessages, SHOP_LANGUAGE_HEADER } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type Caller, type OrderShop, openOrderShop } from './orders.fixtures.ts';

describe.each(testEngines)('paying with miles on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
  });
  afterAll(() => shop.close());

  const malt = () => [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }];

  it('lets a loyalty member pay with miles and sees the balance drop', async () => {
    const member = await shop.member(30_000);
    const response = await shop.place(
      member,
      shop.preOrder({ paymentOption: 'Miles', orderItemRequet: malt() }),
    );
    expect(response.statusCode).toBe(200);
    const { paymentSummary, paymentUrl } = response.json();
    expect(paymentUrl).toBeNull();
    expect(paymentSummary).toMatchObject({
      paymentOption: 'Miles',
      paymentStatus: 'Paid',
      orderStatus: 'Confirmed',
      customerName: 'Hanna Tesfaye',
      totalPriceForRedemptionInMiles: 24_690,
    });
    expect(paymentSummary.orderItemRes[0].totalPriceForRedemptionInMiles).toBe(24_690);
    // Redeemed miles earn no accrual miles.
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
  });

  it('refuses a miles payment the balance cannot cover, writing nothing', async () => {
    const member = await shop.member(1_000);
    const { highlandMalt } = shop.catalog.items;
    const [stock, orders] = [await shop.stockOf(highlandMalt), await shop.orderCount()];
    const response = await shop.place(
      member,
      shop.preOrder({ paymentOption: 'Miles', orderItemRequet: malt() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Not enough miles: 24690 needed, 1000 available.' });
    expect(await shop.stockOf(highlandMalt)).toBe(stock);
    expect(await shop.orderCount()).toBe(orders);
    const ledger = await shop.db
      .selectFrom('miles_transaction')
      .select('id')
      .where('member_id', '=', member.memberId)
      .execute();
    expect(ledger).toHaveLength(1);
  });

  it('asks a traveller without a membership to sign in with one to pay in miles', async () => {
    const response = await shop.place(
      await shop.guest(),
      shop.preOrder({ paymentOption: 'Miles', orderItemRequet: malt() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ PaymentOption: [orderMessages.milesNeedMembership] });
  });

  it('refuses miles for an item that has no miles price', async () => {
    const member = await shop.member(100_000);
    const response = await shop.place(member, shop.preOrder({ paymentOption: 'Miles' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Dark Chocolate Box cannot be paid with miles.' });
  });

  it("names the item that has no miles price in the caller's language", async () => {
    const { darkChocolate } = shop.catalog.items;
    await shop.db
      .updateTable('item')
      .set({ name_ar: 'علبة شوكولاتة داكنة' })
      .where('id', '=', darkChocolate)
      .execute();
    const member = await shop.member(100_000);
    const inArabic: Caller = {
      headers: (privilege) => ({ ...member.headers(privilege), [SHOP_LANGUAGE_HEADER]: 'ar' }),
    };
    const response = await shop.place(inArabic, shop.preOrder({ paymentOption: 'Miles' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'orders.notRedeemable',
      message: notRedeemableMessage('علبة شوكولاتة داكنة'),
      params: { name: 'علبة شوكولاتة داكنة' },
    });
  });

  it('finishes a miles payment interrupted before the debit, taking the miles only once', async () => {
    const member = await shop.member(50_000);
    const placed = await shop.placed(member, { paymentOption: 'Miles', orderItemRequet: malt() });
    const { orderCode } = placed.paymentSummary;
    // As if the process had stopped between writing the order and debiting the miles.
    await shop.db
      .updateTable('customer_order')
      .set({ status: 'PendingPayment', payment_status: 'Pending', payment_expires_at: Date.now() - 1 })
      .where('order_code', '=', orderCode)
      .execute();
    expect(await shop.sweeper.sweep()).toBe(1);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
    expect(await shop.loyalty.balance(member.memberId)).toBe(50_000 - 24_690);
  });
});

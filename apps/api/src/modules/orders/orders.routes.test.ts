import {
  accountMessages,
  actionPrivileges,
  apiPaths,
  ORDER_ACCESS_HEADER,
  orderMessages,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { registerCustomer } from '../customers/customers.fixtures.ts';
import { type Caller, type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';

describe.each(testEngines)('reading, cancelling and tracking orders on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
  });
  afterAll(() => shop.close());

  async function customer(): Promise<Caller> {
    const registered = await registerCustomer(shop.app);
    return { headers: (privilege = actionPrivileges.preOrderAccess) => registered.headers(privilege) };
  }

  function myOrders(caller: Caller) {
    return shop.app.inject({
      method: 'GET',
      url: apiPaths.myOrders,
      query: { currencyId: '2' },
      headers: caller.headers(),
    });
  }

  function cancel(caller: Caller, orderCode: string, reason: unknown = 1) {
    return shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: caller.headers(),
      payload: { orderCode, ReasonOfCancellation: reason },
    });
  }

  async function track(email: string, orderCode: string, remoteAddress = '203.0.113.1') {
    return shop.app.inject({
      method: 'POST',
      url: apiPaths.trackOrder,
      headers: (await shop.guest()).headers(),
      payload: { email, orderCode },
      remoteAddress,
    });
  }

  it("lists a customer's own orders, newest first, and nobody else's", async () => {
    const [ana, ben] = [await customer(), await customer()];
    const first = await shop.placed(ana, { paymentOption: 'Cash On Board' });
    const second = await shop.placed(ana, { paymentOption: 'Cash On Board' });
    await shop.placed(ben, { paymentOption: 'Cash On Board' });
    const response = await myOrders(ana);
    expect(response.statusCode).toBe(200);
    expect(response.json().preOrderList.map((o: { orderCode: string }) => o.orderCode)).toEqual([
      second.paymentSummary.orderCode,
      first.paymentSummary.orderCode,
    ]);
  });

  it('gives a traveller who is not signed in no order list', async () => {
    const response = await myOrders(await shop.guest());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: accountMessages.signInRequired });
  });

  it("does not let one customer read or cancel another's order", async () => {
    const [ana, ben] = [await customer(), await customer()];
    const bens = await shop.placed(ben, { paymentOption: 'Cash On Board' });
    const { orderCode } = bens.paymentSummary;
    expect((await shop.summary(ana, orderCode)).statusCode).toBe(404);
    const cancelled = await cancel(ana, orderCode);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json()).toMatchObject({ message: orderMessages.orderNotFound });
    const own = await shop.summary(ben, orderCode);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ orderStatus: 'Confirmed', customerName: 'Sara Bekele' });
  });

  it("shows a guest's order only to whoever holds its access token", async () => {
    const placed = await shop.placed(await shop.guest());
    const other = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    expect((await shop.summary(await shop.guest(), orderCode)).statusCode).toBe(404);
    expect((await shop.summary(await shop.guest(), orderCode, other.orderAccessToken)).statusCode).toBe(404);
    expect((await shop.summary(await shop.guest(), orderCode, placed.orderAccessToken)).statusCode).toBe(200);
  });

  it('cancels a miles order before the cut-off: the stock, the units sold and the miles come back', async () => {
    const member = await shop.member(30_000);
    const { highlandMalt } = shop.catalog.items;
    const stock = await shop.stockOf(highlandMalt);
    const unitsSold = await shop.unitsSoldOf(highlandMalt);
    const placed = await shop.placed(member, {
      paymentOption: 'Miles',
      orderItemRequet: [{ itemId: highlandMalt, quantity: 1 }],
    });
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
    expect(await shop.unitsSoldOf(highlandMalt)).toBe(unitsSold + 1);

    const response = await cancel(member, placed.paymentSummary.orderCode, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderStatus: 'Cancelled',
      paymentStatus: 'Refunded',
      reasonOfCancellation: 2,
      isCancellable: false,
      cancelled: true,
      confirmed: false,
    });
    expect(await shop.stockOf(highlandMalt)).toBe(stock);
    expect(await shop.unitsSoldOf(highlandMalt)).toBe(unitsSold);
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000);
    expect((await cancel(member, placed.paymentSummary.orderCode)).json()).toEqual({
      message: orderMessages.notCancellable,
      code: 'orders.notCancellable',
      params: {},
    });
  });

  it('refunds a card order through the gateway when cancelled, taking no miles: none were credited yet', async () => {
    const member = await shop.member(0);
    const placed = await shop.placed(member, {
      orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }],
    });
    await shop.pay(placed.paymentUrl!, testCards.success);
    // Accrual miles wait for the hand-over (docs/decisions/0011), so a cancelled order never earned any.
    expect(await shop.loyalty.balance(member.memberId)).toBe(0);

    const response = await cancel(member, placed.paymentSummary.orderCode, 3);
    expect(response.json()).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
    const session = await shop.gateway.session(await shop.sessionIdOf(placed.paymentSummary.orderCode));
    expect(session?.status).toBe('refunded');
    expect(await shop.loyalty.balance(member.memberId)).toBe(0);
  });

  it('closes cancellation 24 hours before departure', async () => {
    const ana = await customer();
    const placed = await shop.placed(ana, { paymentOption: 'Cash On Board' });
    const { orderCode } = placed.paymentSummary;
    await shop.db
      .updateTable('customer_order')
      .set({ departure_at: Date.now() + 23 * 3_600_000 })
      .where('order_code', '=', orderCode)
      .execute();
    expect((await shop.summary(ana, orderCode)).json().isCancellable).toBe(false);
    const response = await cancel(ana, orderCode);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: orderMessages.cancelClosed });
  });

  it('takes the cancellation reason only as one of the listed integers', async () => {
    const ana = await customer();
    const placed = await shop.placed(ana, { paymentOption: 'Cash On Board' });
    const response = await cancel(ana, placed.paymentSummary.orderCode, 'changed my mind');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ ReasonOfCancellation: [orderMessages.reasonRequired] });
  });

  it('tracks an order by the e-mail address used and the order number, in any case', async () => {
    const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
    const { orderCode } = placed.paymentSummary;
    const found = await track('Abebe.Kebede@Example.com', orderCode.toLowerCase());
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ orderCode, orderStatus: 'Confirmed' });

    const wrongEmail = await track('someone.else@example.com', orderCode);
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json()).toMatchObject({
      message:
        'There is no pre-order on the email address you gave. Please remember to provide the email address that was used to place the order.',
    });
  });

  it('lets whoever tracked an order cancel it with the access token tracking hands out', async () => {
    const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
    const { orderCode } = placed.paymentSummary;
    const stranger = await shop.guest();
    expect((await cancel(stranger, orderCode)).statusCode).toBe(404);

    const found = await track('abebe.kebede@example.com', orderCode, '203.0.113.7');
    const { orderAccessToken } = found.json();
    expect(orderAccessToken).toBe(placed.orderAccessToken);
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...stranger.headers(), [ORDER_ACCESS_HEADER]: orderAccessToken },
      payload: { orderCode, ReasonOfCancellation: 1 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderCode, orderStatus: 'Cancelled' });
  });

  it('slows down someone guessing order numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await track('guess@example.com', `DF-GUESS${i}`, '203.0.113.99')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});

import {
  actionPrivileges,
  apiPaths,
  ORDER_ACCESS_HEADER,
  type UpdatePreOrderResponse,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { testCards } from './orders.fixtures.ts';

// Miles and money in one order (docs/decisions/0059): a member spends part of their miles and pays the
// rest by card or on board; the miles are taken with the order and go back with its stock.
describe.each(testEngines)('miles and money in one order on %s', (engine) => {
  let shop: OnBoardShop;
  let crew: SignedInTestStaff;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.31');
  });
  afterAll(() => shop.close());

  // The malt costs 123.45 USD or 24,690 miles; the chocolate 15.00 USD and has no miles price. Half the
  // malt's miles (12,345) pay half its price: 61.725, rounded once to 61.73.
  const maltAndChocolate = () => [
    { itemId: shop.catalog.items.highlandMalt, quantity: 1 },
    { itemId: shop.catalog.items.darkChocolate, quantity: 1 },
  ];
  const malt = () => [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }];

  const cancel = async (placed: UpdatePreOrderResponse) =>
    shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...(await shop.guest()).headers(), [ORDER_ACCESS_HEADER]: placed.orderAccessToken },
      payload: { orderCode: placed.paymentSummary.orderCode, ReasonOfCancellation: 1 },
    });
  const staffPost = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: crew.headers(actionPrivileges.staffHandOver), payload });
  const sessionOf = async (placed: UpdatePreOrderResponse) =>
    shop.gateway.session(await shop.sessionIdOf(placed.paymentSummary.orderCode));

  it('takes the miles with the order and charges the card only the rest; a cancellation returns both', async () => {
    const member = await shop.member(30_000);
    const placed = await shop.placed(member, { orderItemRequet: maltAndChocolate(), milesToSpend: 12_345 });
    expect(placed.paymentSummary).toMatchObject({
      paymentOption: 'Card',
      orderStatus: 'PendingPayment',
      totalPrice: 138.45,
      totalPriceForRedemptionInMiles: 12_345,
      totalPaidInMoney: 76.72,
    });
    expect(placed.paymentSummary.orderItemRes.map((line) => line.totalPriceForRedemptionInMiles)).toEqual([
      12_345, 0,
    ]);
    // Taken in the order's transaction, before the card is paid.
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 12_345);
    expect((await sessionOf(placed))?.amountMinor).toBe(6_172 + 1_500);

    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });

    const cancelled = await cancel(placed);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'Cancelled',
      paymentStatus: 'Refunded',
    });
    expect((await sessionOf(placed))?.status).toBe('refunded');
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000);
    // A second cancellation changes nothing.
    expect((await cancel(placed)).statusCode).toBe(409);
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000);
  });

  it('returns the miles when the card part is declined, and takes them anew when the order is paid again', async () => {
    const member = await shop.member(20_000);
    const placed = await shop.placed(member, { orderItemRequet: malt(), milesToSpend: 5_000 });
    expect(await shop.loyalty.balance(member.memberId)).toBe(15_000);
    await shop.pay(placed.paymentUrl!, testCards.decline);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'PaymentFailed' });
    expect(await shop.loyalty.balance(member.memberId)).toBe(20_000);

    const again = await shop.place(
      member,
      shop.preOrder({
        orderCode: placed.paymentSummary.orderCode,
        orderItemRequet: malt(),
        milesToSpend: 6_000,
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await shop.loyalty.balance(member.memberId)).toBe(14_000);
  });

  it('returns the miles when the card payment is abandoned', async () => {
    const member = await shop.member(20_000);
    const placed = await shop.placed(member, { orderItemRequet: malt(), milesToSpend: 5_000 });
    await shop.db
      .updateTable('customer_order')
      .set({ payment_expires_at: Date.now() - 1 })
      .where('order_code', '=', placed.paymentSummary.orderCode)
      .execute();
    await shop.sweeper.sweep();
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Expired' });
    expect(await shop.loyalty.balance(member.memberId)).toBe(20_000);
  });

  it('returns both parts of a bag not collected', async () => {
    const member = await shop.member(30_000);
    const placed = await shop.placed(member, { orderItemRequet: malt(), milesToSpend: 12_345 });
    await shop.pay(placed.paymentUrl!, testCards.success);
    const closed = await staffPost(apiPaths.staffNotCollected, {
      orderCode: placed.paymentSummary.orderCode,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await shop.summaryOf(placed)).toMatchObject({
      orderStatus: 'NotCollected',
      paymentStatus: 'Refunded',
    });
    expect((await sessionOf(placed))?.status).toBe('refunded');
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000);
  });

  it('earns accrual miles on the money part only, at the hand-over', async () => {
    const member = await shop.member(30_000);
    const placed = await shop.placed(member, { orderItemRequet: malt(), milesToSpend: 12_345 });
    await shop.pay(placed.paymentUrl!, testCards.success);
    const handed = await staffPost(apiPaths.staffHandOver, { orderCode: placed.paymentSummary.orderCode });
    expect(handed.statusCode, handed.body).toBe(200);
    // The malt earns 123 miles paid all in money; 61.72 of its 123.45 was paid in money: 61.495 → 61.
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 12_345 + 61);
  });

  it('asks the crew for the money part only of a Pay On-Board order, and returns its miles when not collected', async () => {
    const member = await shop.member(30_000);
    const paid = await shop.placed(member, {
      orderItemRequet: maltAndChocolate(),
      milesToSpend: 24_690,
      paymentOption: 'Cash On Board',
    });
    expect(paid.paymentSummary).toMatchObject({ orderStatus: 'Confirmed', totalPaidInMoney: 15 });
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
    const wrong = await staffPost(apiPaths.staffHandOver, {
      orderCode: paid.paymentSummary.orderCode,
      payment: { method: 'Cash', amount: 138.45 },
    });
    expect(wrong.statusCode).toBe(400);
    const taken = await staffPost(apiPaths.staffHandOver, {
      orderCode: paid.paymentSummary.orderCode,
      payment: { method: 'Cash', amount: 15 },
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const other = await shop.placed(member, {
      orderItemRequet: malt(),
      milesToSpend: 1_000,
      paymentOption: 'Cash On Board',
    });
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690 - 1_000);
    await staffPost(apiPaths.staffNotCollected, { orderCode: other.paymentSummary.orderCode });
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
  });

  it('is an order paid in miles when the miles cover everything', async () => {
    const member = await shop.member(30_000);
    const placed = await shop.placed(member, { orderItemRequet: malt(), milesToSpend: 24_690 });
    expect(placed.paymentUrl).toBeNull();
    expect(placed.paymentSummary).toMatchObject({
      paymentOption: 'Miles',
      orderStatus: 'Confirmed',
      totalPaidInMoney: 0,
    });
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
  });

  it('refuses more miles than the order is worth or the balance holds, writing nothing', async () => {
    const member = await shop.member(10_000);
    const orders = await shop.orderCount();
    const beyondOrder = await shop.place(
      member,
      shop.preOrder({ orderItemRequet: maltAndChocolate(), milesToSpend: 24_691 }),
    );
    expect(beyondOrder.statusCode).toBe(409);
    expect(beyondOrder.json()).toMatchObject({ code: 'orders.milesBeyondOrder' });
    const beyondBalance = await shop.place(
      member,
      shop.preOrder({ orderItemRequet: malt(), milesToSpend: 10_001 }),
    );
    expect(beyondBalance.statusCode).toBe(409);
    expect(beyondBalance.json()).toMatchObject({ code: 'orders.notEnoughMiles' });
    const guest = await shop.place(
      await shop.guest(),
      shop.preOrder({ orderItemRequet: malt(), milesToSpend: 1 }),
    );
    expect(guest.statusCode).toBe(400);
    expect(await shop.orderCount()).toBe(orders);
    expect(await shop.loyalty.balance(member.memberId)).toBe(10_000);
  });

  it('lets exactly one of 20 concurrent orders, each spending more than half the balance, through', async () => {
    const member = await shop.member(10_000);
    const orders = await shop.orderCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.place(member, shop.preOrder({ orderItemRequet: malt(), milesToSpend: 6_000 })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
    }
    expect(await shop.loyalty.balance(member.memberId)).toBe(4_000);
    // The refused orders wrote nothing.
    expect(await shop.orderCount()).toBe(orders + 1);
  });
});

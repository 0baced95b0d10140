import {
  actionPrivileges,
  apiPaths,
  notEnoughOnBoardMessage,
  ORDER_ACCESS_HEADER,
  onBoardMessages,
  orderMessages,
  promoCodeStatuses,
  SHOP_LANGUAGE_HEADER,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { listUnderPurchaseRule } from '../catalog/catalog.fixtures.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { testCards } from '../orders/orders.fixtures.ts';
import { type OnBoardShop, onBoardUnits, openOnBoardShop } from './onboard.fixtures.ts';

describe.each(testEngines)('SubmitOnBoardOrder on %s', (engine) => {
  let shop: OnBoardShop;
  let inTheAir: number;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    inTheAir = shop.travel.flights.toDubaiInTheAir.id;
  });
  afterAll(() => shop.close());

  /** Puts `units` of an item on the flight in the air, carried before or not. */
  async function shelve(itemId: number, units: number) {
    await shop.db
      .deleteFrom('onboard_stock')
      .where('flight_id', '=', inTheAir)
      .where('item_id', '=', itemId)
      .execute();
    await shop.db
      .insertInto('onboard_stock')
      .values({ flight_id: inTheAir, item_id: itemId, quantity: units })
      .execute();
  }

  async function cancel(accessToken: string, orderCode: string) {
    return shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...(await shop.guest()).headers(), [ORDER_ACCESS_HEADER]: accessToken },
      payload: { orderCode, ReasonOfCancellation: 1 },
    });
  }

  it("takes the flight's stock, never the warehouse's, and tells the traveller the crew brings it to the seat", async () => {
    const { highlandMalt } = shop.catalog.items;
    const [onBoard, warehouse] = [
      await shop.onBoardStockOf(inTheAir, highlandMalt),
      await shop.stockOf(highlandMalt),
    ];
    const placed = await shop.submitted(await shop.guest());
    expect(placed.paymentUrl).toBeNull();
    expect(placed.paymentSummary).toMatchObject({
      orderStatus: 'Confirmed',
      paymentOption: 'Cash On Board',
      paymentStatus: 'Pay On-Board',
      isOnBoard: true,
      flightNumber: 'ET 602',
      seatNumber: '14A',
      pickFrom: 'On Board',
      ticketNumber: fixtureTickets.inTheAir,
      isCancellable: true,
    });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(onBoard - 1);
    expect(await shop.stockOf(highlandMalt)).toBe(warehouse);
    expect((await shop.summaryOf(placed)).isOnBoard).toBe(true);

    const [mail] = await shop.mailsTo('yonas.bekele@example.com');
    expect(mail?.text_body).toContain('The cabin crew will bring your items to your seat, 14A.');
    expect(mail?.text_body).toContain('Seat: 14A');
    expect(mail?.text_body).toContain('cancel it until the crew hands it to you');
  });

  it('refuses a cosmetic banned in the EU on a flight landing in the EU, as a pre-order is refused', async () => {
    const { roseParfum } = shop.catalog.items;
    const ban = await listUnderPurchaseRule(shop.db, 'euBan', roseParfum);
    await shelve(roseParfum, 3);
    const lines = [{ itemId: roseParfum, quantity: 1 }];
    await shop.db.updateTable('flight').set({ destination: 'FRA' }).where('id', '=', inTheAir).execute();
    try {
      const response = await shop.submit(await shop.guest(), shop.onBoardOrder({ orderItemRequet: lines }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'orders.euBannedItem',
        params: { name: 'Rose Eau de Parfum', airport: 'Frankfurt Airport', reason: ban.reason },
      });
      expect(await shop.onBoardStockOf(inTheAir, roseParfum)).toBe(3);
    } finally {
      await shop.db.updateTable('flight').set({ destination: 'DXB' }).where('id', '=', inTheAir).execute();
    }
    // Landing outside the EU, the same order goes through.
    await shop.submitted(await shop.guest(), { orderItemRequet: lines });
    expect(await shop.onBoardStockOf(inTheAir, roseParfum)).toBe(2);
  });

  it("never lets a pre-order take a flight's stock", async () => {
    const { darkChocolate } = shop.catalog.items;
    const toDubai = shop.travel.flights.toDubai.id;
    const warehouse = await shop.stockOf(darkChocolate);
    const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
    expect(placed.paymentSummary.isOnBoard).toBe(false);
    expect(await shop.onBoardStockOf(toDubai, darkChocolate)).toBe(onBoardUnits.toDubai.darkChocolate);
    expect(await shop.stockOf(darkChocolate)).toBe(warehouse - 1);
  });

  it('sells the last 2 units on board exactly twice to 20 travellers ordering at once', async () => {
    const { cedarToilette } = shop.catalog.items;
    await shelve(cedarToilette, 2);
    const ordersBefore = await shop.orderCount();
    const travellers = await Promise.all(Array.from({ length: 20 }, () => shop.guest()));
    const responses = await Promise.all(
      travellers.map((traveller) =>
        shop.submit(
          traveller,
          shop.onBoardOrder({ orderItemRequet: [{ itemId: cedarToilette, quantity: 1 }] }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: notEnoughOnBoardMessage('cedar eau de toilette', 0),
      code: 'onBoard.notEnoughOnBoard',
      params: { name: 'cedar eau de toilette', available: 0 },
    });
    expect(await shop.onBoardStockOf(inTheAir, cedarToilette)).toBe(0);
    expect(await shop.orderCount()).toBe(ordersBefore + 2);
  });

  it('refuses more than the flight has, naming the item, and writes nothing', async () => {
    const { highlandMalt, londonGin } = shop.catalog.items;
    await shelve(highlandMalt, 1);
    const ordersBefore = await shop.orderCount();
    const tooMany = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({ orderItemRequet: [{ itemId: highlandMalt, quantity: 2 }] }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: notEnoughOnBoardMessage('Highland Single Malt 12 Years', 1),
    });
    // A traveller reading Chinese is told the malt's Chinese name.
    const guest = await shop.guest();
    const inChinese = await shop.submit(
      { headers: (privilege) => ({ ...guest.headers(privilege), [SHOP_LANGUAGE_HEADER]: 'zh' }) },
      shop.onBoardOrder({ orderItemRequet: [{ itemId: highlandMalt, quantity: 2 }] }),
    );
    expect(inChinese.json()).toEqual({
      message: notEnoughOnBoardMessage('高地单一麦芽威士忌12年', 1),
      code: 'onBoard.notEnoughOnBoard',
      params: { name: '高地单一麦芽威士忌12年', available: 1 },
    });
    // The gin is carried but sold out; the malt before it in the order was taken, then given back.
    const soldOut = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({
        orderItemRequet: [
          { itemId: highlandMalt, quantity: 1 },
          { itemId: londonGin, quantity: 1 },
        ],
      }),
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ message: notEnoughOnBoardMessage('London Dry Gin', 0) });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(1);
    expect(await shop.orderCount()).toBe(ordersBefore);
  });

  it('refuses an item the flight does not carry, even with the warehouse full of it', async () => {
    const response = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({ orderItemRequet: [{ itemId: shop.catalog.items.cognacXo, quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: notEnoughOnBoardMessage('Cognac XO Rare Reserve', 0) });
  });

  it('hands out a buy-get gift from the flight, and leaves out a gift the flight does not carry', async () => {
    const { darkChocolate, milkChocolate } = shop.catalog.items;
    await shelve(darkChocolate, 4);
    await shelve(milkChocolate, 4);
    const twoBoxes = { orderItemRequet: [{ itemId: darkChocolate, quantity: 2 }] };
    const withGift = await shop.submitted(await shop.guest(), twoBoxes);
    expect(withGift.paymentSummary.orderItemRes).toMatchObject([
      { itemId: darkChocolate, quantity: 2, totalPrice: 30 },
      { itemId: milkChocolate, quantity: 1, totalPrice: 0, isFreeOffer: true },
    ]);
    expect(await shop.onBoardStockOf(inTheAir, milkChocolate)).toBe(3);

    await shop.db
      .deleteFrom('onboard_stock')
      .where('flight_id', '=', inTheAir)
      .where('item_id', '=', milkChocolate)
      .execute();
    const withoutGift = await shop.submitted(await shop.guest(), twoBoxes);
    expect(withoutGift.paymentSummary.orderItemRes).toMatchObject([
      { itemId: darkChocolate, quantity: 2, totalPrice: 30 },
    ]);
    expect(withoutGift.paymentSummary.totalPrice).toBe(30);
    expect(await shop.onBoardStockOf(inTheAir, darkChocolate)).toBe(0);
  });

  it('charges the promotion code and volume tiers the cart charges', async () => {
    const { roseParfum, highlandMalt } = shop.catalog.items;
    await shelve(roseParfum, 2);
    await shelve(highlandMalt, 10);
    const priced = await shop.app.inject({
      method: 'POST',
      url: apiPaths.priceCart,
      headers: (await shop.guest()).headers(),
      payload: {
        currencyId: 2,
        promoCode: 'SAVE10',
        lines: [
          { itemId: roseParfum, quantity: 1 },
          { itemId: highlandMalt, quantity: 4 },
        ],
      },
    });
    const placed = await shop.submitted(await shop.guest(), {
      promoCode: 'save10',
      orderItemRequet: [
        { itemId: roseParfum, quantity: 1 },
        { itemId: highlandMalt, quantity: 4 },
      ],
    });
    const cart = priced.json();
    expect(cart.promoStatus).toBe(promoCodeStatuses.valid);
    expect(cart.discountTotal).toBeGreaterThan(0);
    expect(placed.paymentSummary.totalPrice).toBe(cart.total);
    expect(placed.paymentSummary.discount).toBe(cart.discountTotal);
  });

  it('refuses a ticket that is not booked on the flight', async () => {
    const notOnIt = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({
        ticketNumber: fixtureTickets.oneFlight,
        passengerLastName: fixtureLastNames.oneFlight,
      }),
    );
    expect(notOnIt.statusCode).toBe(403);
    expect(notOnIt.json()).toMatchObject({ message: onBoardMessages.ticketNotOnFlight });
  });

  it("refuses an order on another passenger's ticket and seat", async () => {
    const notTheirs = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({ passengerLastName: 'Tesfaye' }),
    );
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ message: onBoardMessages.ticketNotOnFlight });
    const theirs = await shop.submit(await shop.guest(), shop.onBoardOrder({ passengerLastName: 'bekele' }));
    expect(theirs.statusCode).toBe(200);
  });

  it('refuses a flight before boarding and after landing', async () => {
    const { sectors } = shop.travel;
    const notYetOpen = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({
        paxSectorId: sectors.toDubai,
        ticketNumber: fixtureTickets.oneFlight,
        passengerLastName: fixtureLastNames.oneFlight,
      }),
    );
    expect(notYetOpen.statusCode).toBe(409);
    expect(notYetOpen.json()).toMatchObject({ message: onBoardMessages.notYetOpen });
    const landed = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder({
        paxSectorId: sectors.toLondonLanded,
        ticketNumber: fixtureTickets.landed,
        passengerLastName: fixtureLastNames.landed,
      }),
    );
    expect(landed.statusCode).toBe(409);
    expect(landed.json()).toMatchObject({ message: onBoardMessages.landed });
  });

  it('needs the tokens and the on-board order privilege', async () => {
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: apiPaths.submitOnBoardOrder,
      payload: shop.onBoardOrder(),
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongPrivilege = await shop.submit(
      await shop.guest(),
      shop.onBoardOrder(),
      actionPrivileges.preOrderAccess,
    );
    expect(wrongPrivilege.statusCode).toBe(403);
  });

  it('asks for the seat', async () => {
    const response = await shop.submit(await shop.guest(), shop.onBoardOrder({ seatNumber: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ SeatNumber: [onBoardMessages.seatNumberRequired] });
  });

  it('takes a card payment on the hosted page, and gives the units back to the flight when declined', async () => {
    const { highlandMalt } = shop.catalog.items;
    await shelve(highlandMalt, 3);
    const paid = await shop.submitted(await shop.guest(), { paymentOption: 'Card' });
    expect(paid.paymentUrl).toEqual(expect.any(String));
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(2);
    expect((await shop.pay(paid.paymentUrl!, testCards.success)).statusCode).toBe(303);
    expect(await shop.summaryOf(paid)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });

    const declined = await shop.submitted(await shop.guest(), { paymentOption: 'Card' });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(1);
    await shop.pay(declined.paymentUrl!, testCards.decline);
    expect(await shop.summaryOf(declined)).toMatchObject({ orderStatus: 'PaymentFailed' });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(2);
  });

  it('keeps a payment the bank answers later within the usual window, not the pre-order cut-off long past', async () => {
    const { highlandMalt } = shop.catalog.items;
    await shelve(highlandMalt, 3);
    const placed = await shop.submitted(await shop.guest(), { paymentOption: 'Card' });
    await shop.pay(placed.paymentUrl!, testCards.pending);
    const order = await shop.db
      .selectFrom('customer_order')
      .select('payment_expires_at')
      .where('order_code', '=', placed.paymentSummary.orderCode)
      .executeTakeFirstOrThrow();
    expect(Number(order.payment_expires_at)).toBeGreaterThan(Date.now());
    expect(await shop.sweeper.sweep()).toBe(0);
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'PendingPayment' });
  });

  it('gives the units of an abandoned card payment back to the flight', async () => {
    const { highlandMalt } = shop.catalog.items;
    await shelve(highlandMalt, 3);
    const abandoned = await shop.submitted(await shop.guest(), { paymentOption: 'Card' });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(2);
    await shop.db
      .updateTable('customer_order')
      .set({ payment_expires_at: Date.now() - 1 })
      .where('order_code', '=', abandoned.paymentSummary.orderCode)
      .execute();
    expect(await shop.sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await shop.summaryOf(abandoned)).toMatchObject({ orderStatus: 'Expired' });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(3);
  });

  it('takes miles from a member', async () => {
    const { highlandMalt } = shop.catalog.items;
    await shelve(highlandMalt, 3);
    const member = await shop.member(30_000);
    const response = await shop.submit(
      member,
      shop.onBoardOrder({ paymentOption: 'Miles', guest: undefined }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentSummary).toMatchObject({
      paymentStatus: 'Paid',
      orderStatus: 'Confirmed',
      totalPriceForRedemptionInMiles: 24_690,
      isOnBoard: true,
    });
    expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
    const mine = await shop.app.inject({ method: 'GET', url: apiPaths.myOrders, headers: member.headers() });
    expect(mine.json().preOrderList).toMatchObject([
      { isOnBoard: true, flightNumber: 'ET 602', seatNumber: '14A' },
    ]);
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(2);
  });

  it('cancels an on-board order after departure and gives the units back to the flight', async () => {
    const { highlandMalt } = shop.catalog.items;
    await shelve(highlandMalt, 3);
    const warehouse = await shop.stockOf(highlandMalt);
    const placed = await shop.submitted(await shop.guest());
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(2);
    const response = await cancel(placed.orderAccessToken, placed.paymentSummary.orderCode);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderStatus: 'Cancelled', isCancellable: false });
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(3);
    expect(await shop.stockOf(highlandMalt)).toBe(warehouse);
  });

  it('changes an unpaid on-board order under its number, but never turns a pre-order into one', async () => {
    const { highlandMalt } = shop.catalog.items;
    await shelve(highlandMalt, 3);
    const guest = await shop.guest();
    const first = await shop.submitted(guest, { paymentOption: 'Card' });
    const { orderCode } = first.paymentSummary;
    const changed = await shop.submit(
      guest,
      shop.onBoardOrder({ orderCode, orderItemRequet: [{ itemId: highlandMalt, quantity: 2 }] }),
      actionPrivileges.submitOnBoardOrder,
      first.orderAccessToken,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().paymentSummary.orderCode).toBe(orderCode);
    expect(await shop.onBoardStockOf(inTheAir, highlandMalt)).toBe(1);

    const preOrder = await shop.placed(guest, { paymentOption: 'Card' });
    const turned = await shop.submit(
      guest,
      shop.onBoardOrder({ orderCode: preOrder.paymentSummary.orderCode }),
      actionPrivileges.submitOnBoardOrder,
      preOrder.orderAccessToken,
    );
    expect(turned.statusCode).toBe(409);
    expect(turned.json()).toMatchObject({ message: orderMessages.orderClosed });
  });
});

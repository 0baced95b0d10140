import {
  accountMessages,
  apiPaths,
  euBannedItemMessage,
  flightMessages,
  ORDER_ACCESS_HEADER,
  orderMessages,
  outOfStockMessage,
  SHOP_LANGUAGE_HEADER,
} from '@dutyfree/contracts';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine } from '../../db/database.ts';
import { browse } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { listUnderPurchaseRule } from '../catalog/catalog.fixtures.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type Caller, type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';
import { type OrderRecord, OrdersRepository } from './orders.repository.ts';

/** The same caller, reading the shop in another language. */
const readingIn = (language: string, caller: Caller): Caller => ({
  headers: (privilege) => ({ ...caller.headers(privilege), [SHOP_LANGUAGE_HEADER]: language }),
});

describe.each(testEngines)('UpdatePreOrder on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
  });
  afterAll(() => shop.close());

  it('lets a guest pre-order and pay by card on the hosted page, then confirms the order', async () => {
    const { darkChocolate } = shop.catalog.items;
    const stockBefore = await shop.stockOf(darkChocolate);
    const guest = await shop.guest();
    const response = await shop.place(guest, shop.preOrder());
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed.paymentUrl).toBe(
      `${shop.shop.provider.url}/sandbox-pay/${await shop.sessionIdOf(placed.paymentSummary.orderCode)}`,
    );
    expect(placed.paymentUrl).toMatch(/\/sandbox-pay\/cs_[0-9a-f]{32}$/);
    expect(placed.paymentSummary).toMatchObject({
      orderCode: expect.stringMatching(/^DF-[0-9A-HJKMNP-TV-Z]{8}$/),
      customerName: 'Abebe Kebede',
      paymentOption: 'Card',
      paymentStatus: 'Pending',
      orderStatus: 'PendingPayment',
      currency: 'USD',
      totalPrice: 15,
      flightNumber: 'ET 600',
      origin: 'ADD',
      destination: 'DXB',
      originTimeZone: 'Africa/Addis_Ababa',
      ticketNumber: fixtureTickets.oneFlight,
      seatNumber: '12C',
      isCancellable: true,
    });
    expect(await shop.stockOf(darkChocolate)).toBe(stockBefore - 1);

    const page = await browse(placed.paymentUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('USD 15.00');
    expect(page.body).toContain(testCards.success);

    const paid = await shop.pay(placed.paymentUrl, testCards.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.location).toBe(shop.shopPage(`/confirmation?orderCode=${placed.paymentSummary.orderCode}`));
    const summary = await shop.summaryOf(placed);
    expect(summary).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });
    expect(summary.orderItemRes).toEqual([
      {
        itemId: darkChocolate,
        itemName: 'Dark Chocolate Box',
        imageUrl: '/media/items/darkChocolate.jpg',
        quantity: 1,
        unitPrice: 15,
        totalPrice: 15,
        totalPriceForRedemptionInMiles: 0,
        isFreeOffer: false,
      },
    ]);

    const [mail] = await shop.mailsTo('abebe.kebede@example.com');
    expect(mail?.subject).toBe(`Your Sheba Duty Free order ${placed.paymentSummary.orderCode}`);
    expect(mail?.text_body).toContain('show this order number to the cabin crew');
    const tracking = `${shop.shop.config.publicBaseUrl}/order-tracking?orderCode=${placed.paymentSummary.orderCode}&lng=en`;
    expect(mail?.text_body).toContain(`cancel it until 24 hours before departure, open:\n\n${tracking}`);
    expect(mail?.html_body).toContain(`href="${tracking.replaceAll('&', '&amp;')}"`);
  });

  it("opens the hosted payment page in the order's language and currency", async () => {
    const placed = await shop.placed(await shop.guest(), { language: 'ar', currencyId: 3 });
    const page = await browse(placed.paymentUrl!);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(`<bdi>EUR ${placed.paymentSummary.totalPrice.toFixed(2)}</bdi>`);
    expect(page.body).toContain(placed.paymentSummary.orderCode);
  });

  it('prices every line on the server and ignores client prices and statuses', async () => {
    const { darkChocolate, milkChocolate } = shop.catalog.items;
    const giftStock = await shop.stockOf(milkChocolate);
    const body = {
      ...shop.preOrder({ orderItemRequet: [{ itemId: darkChocolate, quantity: 2 }] }),
      totalPrice: 0.01,
      paymentStatus: 'Paid',
      orderRequestStatus: 'Confirmed',
    };
    const tampered = { ...body, orderItemRequet: [{ itemId: darkChocolate, quantity: 2, price: 0.01 }] };
    const response = await shop.place(await shop.guest(), tampered);
    expect(response.statusCode).toBe(200);
    const { paymentSummary } = response.json();
    expect(paymentSummary).toMatchObject({
      orderStatus: 'PendingPayment',
      paymentStatus: 'Pending',
      totalPrice: 30,
    });
    // Buying two boxes earns a milk chocolate bar: a line at price 0 whose unit leaves the shelf too.
    expect(paymentSummary.orderItemRes).toMatchObject([
      { itemId: darkChocolate, quantity: 2, totalPrice: 30, isFreeOffer: false },
      { itemId: milkChocolate, quantity: 1, totalPrice: 0, isFreeOffer: true },
    ]);
    expect(await shop.stockOf(milkChocolate)).toBe(giftStock - 1);
  });

  it("keeps the order's currency and exchange rate as they were when it was placed", async () => {
    const placed = await shop.placed(await shop.guest(), {
      paymentOption: 'Cash On Board',
      currencyId: 3,
      orderItemRequet: [{ itemId: shop.catalog.items.cedarToilette, quantity: 1 }],
    });
    // 55.00 USD (the running Summer prices offer) at 0.9215 EUR per USD.
    expect(placed.paymentSummary).toMatchObject({ currency: 'EUR', totalPrice: 50.68 });
    await shop.db.updateTable('currency').set({ usd_rate_micros: 2_000_000 }).where('id', '=', 3).execute();
    expect((await shop.summaryOf(placed)).totalPrice).toBe(50.68);
    await shop.db.updateTable('currency').set({ usd_rate_micros: 921_500 }).where('id', '=', 3).execute();
  });

  it('confirms Pay On-Board at once, stored as Cash On Board with nothing paid online', async () => {
    const response = await shop.place(await shop.guest(), shop.preOrder({ paymentOption: 'Cash On Board' }));
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed.paymentUrl).toBeNull();
    expect(placed.paymentSummary).toMatchObject({
      paymentOption: 'Cash On Board',
      paymentStatus: 'Pay On-Board',
      orderStatus: 'Confirmed',
    });
  });

  it('sells the last three units to exactly three of twenty travellers ordering at once', async () => {
    const { cognacXo } = shop.catalog.items;
    await shop.db.updateTable('item').set({ stock: 3 }).where('id', '=', cognacXo).execute();
    const ordersBefore = await shop.orderCount();
    const travellers = await Promise.all(Array.from({ length: 20 }, () => shop.guest()));
    const responses = await Promise.all(
      travellers.map((traveller) =>
        shop.place(traveller, shop.preOrder({ orderItemRequet: [{ itemId: cognacXo, quantity: 1 }] })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: 'Cognac XO Rare Reserve is out of stock. Please remove it from your cart.',
      code: 'orders.outOfStock',
      params: { name: 'Cognac XO Rare Reserve', available: 0 },
    });
    expect(await shop.stockOf(cognacXo)).toBe(0);
    expect(await shop.orderCount()).toBe(ordersBefore + 3);
  });

  it('refuses more than the stock, naming the item, and writes nothing', async () => {
    const { lowlandBlend, londonGin } = shop.catalog.items;
    await shop.db.updateTable('item').set({ stock: 3 }).where('id', '=', lowlandBlend).execute();
    const [blendStock, ginStock, ordersBefore] = [
      await shop.stockOf(lowlandBlend),
      await shop.stockOf(londonGin),
      await shop.orderCount(),
    ];
    const response = await shop.place(
      await shop.guest(),
      shop.preOrder({
        orderItemRequet: [
          { itemId: londonGin, quantity: 1 },
          { itemId: lowlandBlend, quantity: blendStock + 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Only ${blendStock} of Lowland Blended Whisky left in stock. Please lower the quantity.`,
    );
    expect(await shop.stockOf(londonGin)).toBe(ginStock);
    expect(await shop.stockOf(lowlandBlend)).toBe(blendStock);
    expect(await shop.orderCount()).toBe(ordersBefore);
  });

  it('refuses an order from a checkout whose cart has changed since, charging and writing nothing', async () => {
    const { darkChocolate, londonGin } = shop.catalog.items;
    const guest = await shop.guest();
    const cartId = 'cart-0123456789abcdef';
    /** The browser tells the shop what its cart holds now, and learns the cart's revision. */
    const noteCart = async (lines: { itemId: number; quantity: number }[]) => {
      const response = await shop.app.inject({
        method: 'POST',
        url: apiPaths.priceCart,
        headers: guest.headers(),
        payload: { lines, cartId },
      });
      expect(response.statusCode).toBe(200);
      return response.json().cartRevision as number;
    };
    const chocolate = [{ itemId: darkChocolate, quantity: 1 }];
    const shown = await noteCart(chocolate);
    // The checkout showed the chocolate; then the line was taken out in the cart (the last one: empty).
    expect(await noteCart([])).toBe(shown + 1);
    const [stockBefore, ordersBefore] = [await shop.stockOf(darkChocolate), await shop.orderCount()];

    const stale = await shop.place(
      guest,
      shop.preOrder({ orderItemRequet: chocolate, cartId, cartRevision: shown }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'orders.cartChanged', message: orderMessages.cartChanged });
    expect(await shop.stockOf(darkChocolate)).toBe(stockBefore);
    expect(await shop.orderCount()).toBe(ordersBefore);

    // Lines the cart does not hold at the revision shown are refused too; what it holds is sold.
    const gin = [{ itemId: londonGin, quantity: 2 }];
    const current = await noteCart(gin);
    const other = await shop.place(
      guest,
      shop.preOrder({ orderItemRequet: chocolate, cartId, cartRevision: current }),
    );
    expect(other.statusCode).toBe(409);
    const fewer = await shop.place(
      guest,
      shop.preOrder({ orderItemRequet: [{ itemId: londonGin, quantity: 1 }], cartId, cartRevision: current }),
    );
    expect(fewer.statusCode).toBe(409);
    const sold = await shop.place(
      guest,
      shop.preOrder({ orderItemRequet: gin, cartId, cartRevision: current }),
    );
    expect(sold.statusCode).toBe(200);
    expect(await shop.orderCount()).toBe(ordersBefore + 1);
  });

  it('back from the payment page unpaid: the same cart sent again places no second order; the order is paid again or cancelled', async () => {
    const { darkChocolate } = shop.catalog.items;
    const guest = await shop.guest();
    const cartId = 'cart-back-from-the-payment-page';
    const lines = [{ itemId: darkChocolate, quantity: 1 }];
    const priced = await shop.app.inject({
      method: 'POST',
      url: apiPaths.priceCart,
      headers: guest.headers(),
      payload: { lines, cartId },
    });
    const order = { orderItemRequet: lines, cartId, cartRevision: priced.json().cartRevision };
    const stockBefore = await shop.stockOf(darkChocolate);
    const placed = await shop.placed(guest, order);
    const ordersBefore = await shop.orderCount();

    // Back from the payment page, the same checkout sent again: refused, the first order still holds the stock.
    const again = await shop.place(guest, shop.preOrder(order));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'orders.awaitingPayment',
      message: orderMessages.awaitingPayment,
    });
    expect(await shop.orderCount()).toBe(ordersBefore);
    expect(await shop.stockOf(darkChocolate)).toBe(stockBefore - 1);

    // Continue paying: the same order's payment page; only its holder may ask for it.
    const withToken = { ...guest.headers(), [ORDER_ACCESS_HEADER]: placed.orderAccessToken };
    const resume = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'PUT',
        url: apiPaths.resumePayment,
        headers,
        payload: { orderCode: placed.paymentSummary.orderCode },
      });
    expect((await resume((await shop.guest()).headers())).statusCode).toBe(404);
    const resumed = await resume(withToken);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().paymentUrl).toBe(placed.paymentUrl);
    expect(resumed.json().paymentSummary.orderCode).toBe(placed.paymentSummary.orderCode);
    expect(await shop.orderCount()).toBe(ordersBefore);

    // Cancel order: the stock is back at once, and the cart may be ordered again.
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: withToken,
      payload: { orderCode: placed.paymentSummary.orderCode, ReasonOfCancellation: 3 },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await shop.stockOf(darkChocolate)).toBe(stockBefore);
    expect((await resume(withToken)).statusCode).toBe(409);
    expect((await shop.place(guest, shop.preOrder(order))).statusCode).toBe(200);
  });

  it("names the item that ran out in the caller's language, so the translated message does too", async () => {
    const { highlandMalt } = shop.catalog.items;
    await shop.db.updateTable('item').set({ stock: 1 }).where('id', '=', highlandMalt).execute();
    const stock = await shop.stockOf(highlandMalt);
    const tooMany = shop.preOrder({ orderItemRequet: [{ itemId: highlandMalt, quantity: stock + 1 }] });
    const arabicName = 'ويسكي هايلاند سينجل مالت 12 سنة';

    const inArabic = await shop.place(readingIn('ar', await shop.guest()), tooMany);
    expect(inArabic.statusCode).toBe(409);
    expect(inArabic.json()).toEqual({
      code: 'orders.outOfStock',
      message: outOfStockMessage(arabicName, stock),
      params: { name: arabicName, available: stock },
    });
    // A browser's own list of languages is understood too.
    const inChinese = await shop.place(readingIn('zh-CN,zh;q=0.9', await shop.guest()), tooMany);
    expect(inChinese.json().params).toEqual({ name: '高地单一麦芽威士忌12年', available: stock });
    const inEnglish = await shop.place(await shop.guest(), tooMany);
    expect(inEnglish.json().params).toEqual({ name: 'Highland Single Malt 12 Years', available: stock });
  });

  it('refuses a cosmetic banned in the EU on a flight to the EU, naming it and the rule, and writes nothing', async () => {
    const { roseParfum, darkChocolate } = shop.catalog.items;
    const ban = await listUnderPurchaseRule(shop.db, 'euBan', roseParfum);
    const [parfumStock, chocolateStock, ordersBefore] = [
      await shop.stockOf(roseParfum),
      await shop.stockOf(darkChocolate),
      await shop.orderCount(),
    ];
    const lines = [
      { itemId: darkChocolate, quantity: 1 },
      { itemId: roseParfum, quantity: 1 },
    ];
    const toFrankfurt = shop.preOrder({
      destination: 'FRA',
      flightNumber: 'ET 706',
      departureDate: new Date(shop.travel.flights.toFrankfurt.departureAt).toISOString(),
      ticketNumber: fixtureTickets.euDestination,
      passengerLastName: fixtureLastNames.euDestination,
      paxSectorId: shop.travel.sectors.toFrankfurt,
      orderItemRequet: lines,
    });
    const response = await shop.place(await shop.guest(), toFrankfurt);
    expect(response.statusCode).toBe(409);
    const { message } = response.json();
    expect(message).toBe(euBannedItemMessage('Rose Eau de Parfum', 'Frankfurt Airport', ban.reason));
    expect(message).toContain('Lilial (butylphenyl methylpropional)');
    // In Chinese the perfume is named by its Chinese name and the rule gives its Chinese reason; the
    // perfume has no Arabic name, so Arabic falls back to English for it, not for the reason or the airport.
    const inChinese = await shop.place(readingIn('zh', await shop.guest()), toFrankfurt);
    expect(inChinese.statusCode).toBe(409);
    expect(inChinese.json()).toMatchObject({
      code: 'orders.euBannedItem',
      message: euBannedItemMessage('玫瑰香水', '法兰克福机场', ban.reasonZh),
      params: { name: '玫瑰香水', airport: '法兰克福机场', reason: ban.reasonZh },
    });
    const inArabic = await shop.place(readingIn('ar', await shop.guest()), toFrankfurt);
    expect(inArabic.json().params).toEqual({
      name: 'Rose Eau de Parfum',
      airport: 'مطار فرانكفورت',
      reason: ban.reasonAr,
    });
    expect(await shop.stockOf(roseParfum)).toBe(parfumStock);
    expect(await shop.stockOf(darkChocolate)).toBe(chocolateStock);
    expect(await shop.orderCount()).toBe(ordersBefore);

    // Outside the EU the same cart flies.
    const toDubai = await shop.place(await shop.guest(), shop.preOrder({ orderItemRequet: lines }));
    expect(toDubai.statusCode).toBe(200);
  });

  it('closes pre-orders 24 hours before the real departure, whatever date the form sends', async () => {
    const response = await shop.place(
      await shop.guest(),
      shop.preOrder({
        ticketNumber: fixtureTickets.within24Hours,
        passengerLastName: fixtureLastNames.within24Hours,
        paxSectorId: shop.travel.sectors.fromDubaiSoon,
        departureDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: orderMessages.tooLateToPreOrder });
  });

  it('asks for a flight when the one sent is not on the ticket', async () => {
    const response = await shop.place(
      await shop.guest(),
      shop.preOrder({ paxSectorId: shop.travel.sectors.toNairobi }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ PaxSectorId: [flightMessages.flightNotSelected] });
  });

  it("refuses a pre-order on another passenger's ticket and seat, from a guest or a member", async () => {
    const ordersBefore = await shop.orderCount();
    // The guest's own name, not the ticket's: answered as a flight that is not on the ticket.
    const notTheirs = shop.preOrder({ passengerLastName: 'Kebede' });
    const asGuest = await shop.place(await shop.guest(), notTheirs);
    expect(asGuest.statusCode).toBe(400);
    expect(asGuest.json().errors).toEqual({ PaxSectorId: [flightMessages.flightNotSelected] });
    const unknownTicket = await shop.place(
      await shop.guest(),
      shop.preOrder({ ticketNumber: '0710000000000', passengerLastName: 'Kebede' }),
    );
    expect(asGuest.body).toBe(unknownTicket.body);
    const asMember = await shop.place(await shop.member(0), { ...notTheirs, paymentOption: 'Cash On Board' });
    expect(asMember.statusCode).toBe(400);
    expect(asMember.json().errors).toEqual({ PaxSectorId: [flightMessages.flightNotSelected] });
    expect(await shop.orderCount()).toBe(ordersBefore);
    // The ticket's own last name, in another case and with its spaces, is enough.
    const theirs = await shop.place(await shop.guest(), shop.preOrder({ passengerLastName: ' TESFAYE ' }));
    expect(theirs.statusCode).toBe(200);
  });

  it('names every missing field of the payment form', async () => {
    const response = await shop.place(await shop.guest(), {
      ...shop.preOrder(),
      pickFrom: '',
      origin: ' ',
      flightNumber: '',
      departureDate: '',
      destination: '',
      ticketNumber: '0712',
      passengerLastName: '',
      seatNumber: '',
      paxSectorId: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      PickFrom: [orderMessages.pickFromRequired],
      Origin: [orderMessages.originRequired],
      FlightNumber: [orderMessages.flightNumberRequired],
      DepartureDate: [orderMessages.departureDateRequired],
      Destination: [orderMessages.destinationRequired],
      TicketNumber: ['Ticket Number Character length should be 13. Current character length (4).'],
      PassengerLastName: [accountMessages.lastNameRequired],
      SeatNumber: [orderMessages.seatNumberRequired],
      PaxSectorId: [flightMessages.flightNotSelected],
    });
  });

  it('asks a traveller who is not signed in for their details', async () => {
    const response = await shop.place(await shop.guest(), { ...shop.preOrder(), guest: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Guest: [orderMessages.guestRequired] });
  });
});

/**
 * Counts every statement the process sends its database while `run` runs (transaction control included):
 * on PostgreSQL every pg client's queries, on SQLite every run of a better-sqlite3 statement.
 */
async function countingStatements(engine: Engine, run: () => Promise<void>): Promise<number> {
  if (engine === 'postgres') {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await run();
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }
  const probe = new BetterSqlite3(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as BetterSqlite3.Statement;
  probe.close();
  const spies = [vi.spyOn(statement, 'all'), vi.spyOn(statement, 'run'), vi.spyOn(statement, 'get')];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

// How many statements one order costs, so that the number cannot creep back up: a guest's card pre-order
// of one item that earns a gift, after a first order warmed the process. Counted from the request to the
// answer, the in-process sandbox gateway's own statements included. On PostgreSQL the order, its lines,
// its payment, its stock, its units sold and its stock movements are one statement; SQLite, whose
// statements run in process, writes them one by one (the movements made it 14, decision 0035). The items,
// their gifts and their pictures are one read on both. The destination's customs rule and what customs
// measure of the goods are two more reads (decision 0051).
const statementsOfOneCardOrder: Record<Engine, number> = { sqlite: 16, postgres: 11 };
describe.each(testEngines)('the statements of one card order on %s', (engine) => {
  let shop: OrderShop;
  beforeAll(async () => {
    // The job runner's first pass (a claim and a prune) must not fall inside the count: it polls rarely.
    shop = await openOrderShop(engine, { JOB_POLL_MS: '600000' });
    expect((await shop.place(await shop.guest(), shop.preOrder())).statusCode).toBe(200);
  });
  afterAll(() => shop.close());

  it('places a card order of an item with a gift in a fixed number of statements', async () => {
    const guest = await shop.guest();
    const body = shop.preOrder();
    const statements = await countingStatements(engine, async () => {
      expect((await shop.place(guest, body)).statusCode).toBe(200);
    });
    expect(statements).toBe(statementsOfOneCardOrder[engine]);
  });

  it('answers a new order with exactly what reading it back gives', async () => {
    const built = vi.spyOn(OrdersRepository.prototype, 'inserted');
    try {
      for (const paymentOption of ['Card', 'Cash On Board'] as const) {
        const body = shop.preOrder({
          paymentOption,
          // Two earn the gift, so that the answer has a gift's line too.
          orderItemRequet: [{ itemId: shop.catalog.items.darkChocolate, quantity: 2 }],
        });
        expect((await shop.place(await shop.guest(), body)).statusCode).toBe(200);
      }
      const answered = built.mock.results.map((result) => result.value as OrderRecord);
      expect(answered.map((order) => order.lines.map((line) => line.isFreeOffer))).toEqual([
        [false, true],
        [false, true],
      ]);
      const orders = new OrdersRepository(shop.db, engine);
      const readBack = await Promise.all(answered.map((order) => orders.findById(order.id)));
      expect(answered).toEqual(readBack);
    } finally {
      built.mockRestore();
    }
  });
});

// What placing one order sends PostgreSQL, read off every pg client's calls (BEGIN and COMMIT included):
// the order, its lines, its stock, its payment or its mail job are written in one transaction.
// The statements are counted on PostgreSQL's client: on SQLite there is nothing to count, so nothing is
// declared.
if (testEngines.includes('postgres')) {
  describe('the statements of one checkout on postgres', () => {
    let shop: OrderShop;
    beforeAll(async () => {
      shop = await openOrderShop('postgres');
    });
    afterAll(() => shop.close());

    async function statementsOfPlacing(paymentOption: 'Card' | 'Cash On Board'): Promise<string[]> {
      const guest = await shop.guest();
      const body = shop.preOrder({ paymentOption });
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        expect((await shop.place(guest, body)).statusCode).toBe(200);
        return query.mock.calls.map(([text]) =>
          typeof text === 'string' ? text : (text as { text: string }).text,
        );
      } finally {
        query.mockRestore();
      }
    }

    /** The statements between the one BEGIN and its COMMIT. */
    function transactionOf(statements: string[]): string[] {
      expect(statements.filter((text) => /^commit\b/i.test(text))).toHaveLength(1);
      return statements.slice(statements.indexOf('begin') + 1, statements.indexOf('commit'));
    }

    /** The writes of one statement, in the order it makes them: a statement may insert into several tables. */
    const writesIn = (text: string) =>
      [
        ...text.matchAll(
          /insert into "(?:customer_order|stock_movement|order_line|payment|job)"|update "item"/g,
        ),
      ].map(([write]) => write);
    const writesOf = (statements: string[]) => statements.flatMap(writesIn);
    /** Each statement that writes, as the list of its writes. */
    const writingStatements = (statements: string[]) =>
      statements.map(writesIn).filter((writes) => writes.length > 0);

    it('writes a card order, its stock and its payment in one commit, and never reads it back', async () => {
      const statements = await statementsOfPlacing('Card');
      const transaction = transactionOf(statements);
      expect(writesOf(statements)).toEqual(writesOf(transaction));
      // The stock, the order, the stock's movements, its lines and its payment in one statement.
      expect(writingStatements(transaction)).toEqual([
        [
          'update "item"',
          'insert into "customer_order"',
          'insert into "stock_movement"',
          'insert into "order_line"',
          'insert into "payment"',
        ],
      ]);
      expect(statements.filter((text) => /from "customer_order"/.test(text))).toHaveLength(0);
    });

    it('writes a pay-on-board order with its confirmation mail job in one commit', async () => {
      const transaction = transactionOf(await statementsOfPlacing('Cash On Board'));
      expect(writingStatements(transaction)).toEqual([
        [
          'update "item"',
          'insert into "customer_order"',
          'insert into "stock_movement"',
          'insert into "order_line"',
        ],
        ['insert into "job"'],
      ]);
    });
  });
}

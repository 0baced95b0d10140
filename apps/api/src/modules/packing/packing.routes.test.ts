import { actionPrivileges, apiPaths, type Bag, type PackingListResponse } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { testCards } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

describe.each(testEngines)('packing list and hand-over on %s', (engine) => {
  let shop: OnBoardShop;
  let crew: SignedInTestStaff;
  let admin: SignedInTestStaff;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.21');
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'), '203.0.113.22');
  });
  afterAll(() => shop.close());

  const packingList = async (flightId: number): Promise<PackingListResponse> => {
    const response = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffPackingList,
      query: { flightId: String(flightId) },
      headers: crew.headers(actionPrivileges.staffPackingList),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const handOver = (orderCode: string, payment?: object, by = crew) =>
    shop.app.inject({
      method: 'POST',
      url: apiPaths.staffHandOver,
      headers: by.headers(actionPrivileges.staffHandOver),
      payload: { orderCode, ...(payment && { payment }) },
    });

  const notCollected = (orderCode: string, by = crew) =>
    shop.app.inject({
      method: 'POST',
      url: apiPaths.staffNotCollected,
      headers: by.headers(actionPrivileges.staffHandOver),
      payload: { orderCode },
    });

  /** A card pre-order, paid on the gateway's page. */
  async function paidCardOrder(
    overrides: Parameters<OnBoardShop['preOrder']>[0] = {},
    caller?: OnBoardShop['guest'],
  ) {
    const placed = await shop.placed(caller ? await caller() : await shop.guest(), overrides);
    const paid = await shop.pay(placed.paymentUrl!, testCards.success);
    expect(paid.statusCode).toBe(303);
    return placed;
  }

  describe('flights', () => {
    it("finds today's and tomorrow's flights without a search, and a flight by number and date", async () => {
      const search = (query: Record<string, string>) =>
        shop.app.inject({
          method: 'GET',
          url: apiPaths.staffFlights,
          query,
          headers: crew.headers(actionPrivileges.staffPackingList),
        });
      const soon = (await search({})).json().flights;
      const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      for (const flight of soon) {
        expect(Date.parse(flight.departureAt)).toBeGreaterThanOrEqual(today);
        expect(Date.parse(flight.departureAt)).toBeLessThan(today + 2 * 86_400_000);
      }
      expect(soon.map((f: { flightId: number }) => f.flightId)).toContain(
        shop.travel.flights.fromDubaiSoon.id,
      );

      const date = new Date(shop.travel.flights.toDubai.departureAt).toISOString().slice(0, 10);
      const found = (await search({ flightNumber: 'et600', date })).json().flights;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        flightId: shop.travel.flights.toDubai.id,
        flightNumber: 'ET 600',
        origin: 'ADD',
        destination: 'DXB',
        originTimeZone: 'Africa/Addis_Ababa',
      });
      expect((await search({ date: 'tomorrow' })).statusCode).toBe(400);
    });

    it('answers 404 for a flight that does not exist', async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: apiPaths.staffPackingList,
        query: { flightId: '999999' },
        headers: crew.headers(actionPrivileges.staffPackingList),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'staff.flightNotFound' });
    });
  });

  describe('the packing list', () => {
    it("loads the sum of the flight's confirmed pre-order lines and lists one bag per order by seat", async () => {
      const { highlandMalt, darkChocolate, londonGin } = shop.catalog.items;
      const flightId = shop.travel.flights.fromNairobi.id;
      const onFlight = {
        origin: 'NBO',
        destination: 'ADD',
        flightNumber: 'ET 309',
        departureDate: new Date(shop.travel.flights.fromNairobi.departureAt).toISOString(),
        paxSectorId: shop.travel.sectors.fromNairobi,
        ticketNumber: fixtureTickets.twoFlights,
        passengerLastName: fixtureLastNames.twoFlights,
      };

      const malt = await paidCardOrder({
        ...onFlight,
        seatNumber: '12C',
        orderItemRequet: [
          { itemId: highlandMalt, quantity: 1 },
          { itemId: darkChocolate, quantity: 2 },
        ],
      });
      const cash = await shop.placed(await shop.guest(), {
        ...onFlight,
        seatNumber: '3A',
        paymentOption: 'Cash On Board',
        orderItemRequet: [{ itemId: darkChocolate, quantity: 3 }],
      });
      const noSeat = await shop.placed(await shop.guest(), {
        ...onFlight,
        seatNumber: '40K',
        paymentOption: 'Cash On Board',
        orderItemRequet: [{ itemId: londonGin, quantity: 1 }],
      });
      // The shop asks every traveller for a seat; an order without one (changed at the gate) is packed last.
      await shop.db
        .updateTable('customer_order')
        .set({ seat_number: null })
        .where('order_code', '=', noSeat.paymentSummary.orderCode)
        .execute();
      // Unpaid orders are not packed.
      await shop.placed(await shop.guest(), { ...onFlight, seatNumber: '1A' });

      const list = await packingList(flightId);
      expect(list.flight).toMatchObject({
        flightId,
        flightNumber: 'ET 309',
        originTimeZone: 'Africa/Nairobi',
        orderCount: 3,
      });
      expect(list.final).toBe(false);
      expect(Date.parse(list.cutOffAt)).toBe(shop.travel.flights.fromNairobi.departureAt - 24 * 3_600_000);
      expect(list.bags.map((b) => b.seatNumber)).toEqual(['3A', '12C', null]);

      const lines = await shop.db
        .selectFrom('order_line')
        .innerJoin('customer_order', 'customer_order.id', 'order_line.order_id')
        .select(['order_line.item_id', 'order_line.quantity'])
        .where('customer_order.flight_id', '=', flightId)
        .where('customer_order.status', '=', 'Confirmed')
        .where('customer_order.kind', '=', 'preorder')
        .execute();
      const expected = new Map<number, number>();
      for (const line of lines) expected.set(line.item_id, (expected.get(line.item_id) ?? 0) + line.quantity);
      expect(new Map(list.load.map((l) => [l.itemId, l.quantity]))).toEqual(expected);
      expect(list.load.find((l) => l.itemId === darkChocolate)?.quantity).toBeGreaterThanOrEqual(5);

      const bagOf = (code: string) => list.bags.find((b) => b.orderCode === code)!;
      const maltBag = bagOf(malt.paymentSummary.orderCode);
      expect(maltBag).toMatchObject({
        kind: 'preorder',
        status: 'Confirmed',
        idCheck: true,
        collect: { kind: 'paid' },
        handOverRefusal: null,
      });
      expect(maltBag.passengerName).toBeTruthy();
      expect(maltBag.lines.find((l) => l.itemId === highlandMalt)?.ageRestricted).toBe(true);
      expect(maltBag.lines.find((l) => l.itemId === darkChocolate)?.ageRestricted).toBe(false);

      const cashBag = bagOf(cash.paymentSummary.orderCode);
      expect(cashBag.idCheck).toBe(false);
      expect(cashBag.collect).toEqual({
        kind: 'onBoard',
        amount: cash.paymentSummary.totalPrice,
        currencyCode: cash.paymentSummary.currency,
        // Placed in US dollars, the catalogue's currency: the same total before any conversion.
        usdAmount: cash.paymentSummary.totalPrice,
      });
      expect(cash.paymentSummary.currency).toBe('USD');
      expect(bagOf(noSeat.paymentSummary.orderCode).idCheck).toBe(true);
    });

    it("lists the on-board orders of a flight in the air as bags, but not in the warehouse's load", async () => {
      const flightId = shop.travel.flights.toDubaiInTheAir.id;
      const { highlandMalt } = shop.catalog.items;
      const placed = await shop.submitted(await shop.guest(), { seatNumber: '14A' });
      const list = await packingList(flightId);
      expect(list.final).toBe(true);
      expect(list.load).toEqual([]);
      const bag = list.bags.find((b) => b.orderCode === placed.paymentSummary.orderCode);
      expect(bag).toMatchObject({
        kind: 'onboard',
        seatNumber: '14A',
        idCheck: true,
        collect: { kind: 'onBoard' },
      });

      // Not collected: the bottle goes back on the aircraft's shelf, not into the warehouse.
      const [aboard, warehouse] = [
        await shop.onBoardStockOf(flightId, highlandMalt),
        await shop.stockOf(highlandMalt),
      ];
      expect((await notCollected(placed.paymentSummary.orderCode)).statusCode).toBe(200);
      expect(await shop.onBoardStockOf(flightId, highlandMalt)).toBe(aboard + 1);
      expect(await shop.stockOf(highlandMalt)).toBe(warehouse);
      // The bag says why it can no longer be handed over, in the lifecycle's own words.
      const marked = (await packingList(flightId)).bags.find(
        (b) => b.orderCode === placed.paymentSummary.orderCode,
      );
      expect(marked).toMatchObject({ status: 'NotCollected', handOverRefusal: 'notCollected' });
    });

    it('says the list is final from the cut-off on', async () => {
      const list = await packingList(shop.travel.flights.fromDubaiSoon.id);
      expect(list.final).toBe(true);
    });

    it('downloads the same list as CSV, one row per bag line, safe to open in a spreadsheet', async () => {
      const placed = await shop.placed(await shop.guest(), {
        seatNumber: '7B',
        paymentOption: 'Cash On Board',
        orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }],
      });
      const response = await shop.app.inject({
        method: 'GET',
        url: apiPaths.staffPackingListCsv,
        query: { flightId: String(shop.travel.flights.toDubai.id) },
        headers: crew.headers(actionPrivileges.staffPackingList),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="packing-list-ET600-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(rows[0]).toBe('Seat,Passenger,Order,Item code,Item,Quantity,ID check,Collect');
      const list = await packingList(shop.travel.flights.toDubai.id);
      expect(rows).toHaveLength(1 + list.bags.reduce((n, bag) => n + bag.lines.length, 0));
      const row = rows.find((r) => r.includes(placed.paymentSummary.orderCode))!;
      expect(row).toMatch(/^7B,/);
      expect(row).toContain(
        `,1,yes,${placed.paymentSummary.totalPrice.toFixed(2)} ${placed.paymentSummary.currency}`,
      );
    });
  });

  describe('hand-over', () => {
    it('hands a bag over once, even when two crew members press at the same moment', async () => {
      const placed = await paidCardOrder();
      const { orderCode } = placed.paymentSummary;
      const answers = await Promise.all([handOver(orderCode), handOver(orderCode, undefined, admin)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.statusCode === 200)!.json() as Bag;
      expect(won).toMatchObject({ orderCode, status: 'Delivered', handOver: { outcome: 'Delivered' } });
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
        code: 'staff.alreadyHandedOver',
        message: 'This bag has already been handed over.',
      });
      const rows = await shop.db
        .selectFrom('order_handover')
        .innerJoin('customer_order', 'customer_order.id', 'order_handover.order_id')
        .select(['order_handover.outcome', 'order_handover.staff_id'])
        .where('customer_order.order_code', '=', orderCode)
        .execute();
      expect(rows).toHaveLength(1);
      expect([crew.id, admin.id]).toContain(rows[0]!.staff_id);
    });

    it('shows the traveller Delivered after the hand-over, and credits accrual miles then, once', async () => {
      const member = await shop.member(0);
      const placed = await shop.placed(member, {
        orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }],
      });
      await shop.pay(placed.paymentUrl!, testCards.success);
      expect(await shop.loyalty.balance(member.memberId)).toBe(0);

      const response = await handOver(placed.paymentSummary.orderCode);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ handOver: { outcome: 'Delivered', staffName: crew.name } });
      expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Delivered', paymentStatus: 'Paid' });
      const myOrders = await shop.app.inject({
        method: 'GET',
        url: apiPaths.myOrders,
        query: { currencyId: '2' },
        headers: member.headers(),
      });
      expect(myOrders.json().preOrderList).toContainEqual(
        expect.objectContaining({
          orderCode: placed.paymentSummary.orderCode,
          orderStatus: 'Delivered',
          isCancellable: false,
        }),
      );
      expect(await shop.loyalty.balance(member.memberId)).toBe(123);
      expect((await handOver(placed.paymentSummary.orderCode)).statusCode).toBe(409);
      expect(await shop.loyalty.balance(member.memberId)).toBe(123);
    });

    it('refuses the hand-over of a cancelled order, and of an unpaid one, with a clear message', async () => {
      const placed = await paidCardOrder();
      const cancelled = await shop.app.inject({
        method: 'PUT',
        url: apiPaths.cancelPreOrder,
        headers: { ...(await shop.guest()).headers(), 'order-access-token': placed.orderAccessToken },
        payload: { orderCode: placed.paymentSummary.orderCode, ReasonOfCancellation: 1 },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const refused = await handOver(placed.paymentSummary.orderCode);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'staff.cancelledOrder',
        message: 'This order was cancelled: do not hand it over.',
      });

      const unpaid = await shop.placed(await shop.guest());
      const notPaid = await handOver(unpaid.paymentSummary.orderCode);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({ code: 'staff.notPaid' });
      expect((await handOver('DF-NOSUCH')).statusCode).toBe(404);
    });

    it('hands a Pay On-Board bag over only with the payment taken, for the amount due', async () => {
      const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
      const { orderCode, totalPrice, currency } = placed.paymentSummary;

      const without = await handOver(orderCode);
      expect(without.statusCode).toBe(400);
      expect(without.json().errors).toEqual({
        Payment: ['Record the payment taken on board (cash or card, and the amount).'],
      });
      const wrong = await handOver(orderCode, { method: 'Cash', amount: totalPrice + 1 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors['Payment.Amount'][0]).toContain(`${totalPrice.toFixed(2)} ${currency}`);

      const taken = await handOver(orderCode, { method: 'Card', amount: totalPrice });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({
        status: 'Delivered',
        handOver: {
          outcome: 'Delivered',
          payment: { method: 'Card', amount: totalPrice, currencyCode: currency },
        },
      });
      expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Delivered', paymentStatus: 'Paid' });

      const paid = await paidCardOrder();
      const refused = await handOver(paid.paymentSummary.orderCode, { method: 'Cash', amount: 1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        Payment: ['This order is paid already: no payment is taken on board.'],
      });
    });
  });

  describe('not collected', () => {
    it('returns the stock once and refunds a card once, however often it is pressed', async () => {
      const { londonGin } = shop.catalog.items;
      const placed = await paidCardOrder({ orderItemRequet: [{ itemId: londonGin, quantity: 2 }] });
      const stock = await shop.stockOf(londonGin);
      const { orderCode } = placed.paymentSummary;
      const answers = await Promise.all([notCollected(orderCode), notCollected(orderCode, admin)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
        code: 'staff.alreadyNotCollected',
      });
      expect((await notCollected(orderCode)).statusCode).toBe(409);
      expect(await shop.stockOf(londonGin)).toBe(stock + 2);
      expect(await shop.summaryOf(placed)).toMatchObject({
        orderStatus: 'NotCollected',
        paymentStatus: 'Refunded',
      });
      const session = await shop.gateway.session(await shop.sessionIdOf(orderCode));
      expect(session?.status).toBe('refunded');
      expect((await handOver(orderCode)).json()).toMatchObject({ code: 'staff.alreadyNotCollected' });
    });

    it('gives redeemed miles back once, and simply closes a Pay On-Board order', async () => {
      const member = await shop.member(30_000);
      const miles = await shop.placed(member, {
        paymentOption: 'Miles',
        orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }],
      });
      expect(await shop.loyalty.balance(member.memberId)).toBe(30_000 - 24_690);
      const answers = await Promise.all([
        notCollected(miles.paymentSummary.orderCode),
        notCollected(miles.paymentSummary.orderCode),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await shop.loyalty.balance(member.memberId)).toBe(30_000);

      const cash = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
      const closed = await notCollected(cash.paymentSummary.orderCode);
      expect(closed.json()).toMatchObject({ status: 'NotCollected', handOver: { outcome: 'NotCollected' } });
      expect(await shop.summaryOf(cash)).toMatchObject({ orderStatus: 'NotCollected' });
    });
  });

  it('writes an audit entry, before and after, for each hand-over and not-collected, which admins read', async () => {
    const delivered = await paidCardOrder();
    const uncollected = await paidCardOrder();
    await handOver(delivered.paymentSummary.orderCode);
    await notCollected(uncollected.paymentSummary.orderCode, admin);
    const response = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffAuditLog,
      query: { limit: '2' },
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().entries).toEqual([
      expect.objectContaining({
        action: 'order.notCollected',
        subject: `order:${uncollected.paymentSummary.orderCode}`,
        staffId: admin.id,
        before: { status: 'Confirmed', paymentStatus: 'Paid' },
        after: { status: 'NotCollected', paymentStatus: 'Paid' },
      }),
      expect.objectContaining({
        action: 'order.handOver',
        subject: `order:${delivered.paymentSummary.orderCode}`,
        staffId: crew.id,
        staffName: crew.name,
        before: { status: 'Confirmed', paymentStatus: 'Paid' },
        after: { status: 'Delivered', paymentStatus: 'Paid' },
      }),
    ]);
  });
});

import { actionPrivileges, apiPaths, type PackingListResponse } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { testCards } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

// The order follows the ticket (decision 0052): an admin moves a traveller's ticket to another flight and
// their orders leave the old flight with it, packed for the new flight, brought by its trolley, or refunded.

const HOUR = 3_600_000;
const at = (fromNow: number) => new Date(Math.floor((Date.now() + fromNow) / 60_000) * 60_000).toISOString();

describe.each(testEngines)('an admin moves a ticket to another flight on %s', (engine) => {
  let shop: OnBoardShop;
  let admin: SignedInTestStaff;
  let crew: SignedInTestStaff;
  let tickets = 0;
  let numbers = 0;

  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'), '203.0.113.31');
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.32');
  });
  afterAll(() => shop.close());

  const post = (url: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url,
      headers: admin.headers(actionPrivileges.backOfficeFlights),
      payload,
    });
  const newFlight = async (departsIn: number): Promise<number> => {
    const created = await post(apiPaths.backOfficeCreateFlight, {
      flightNumber: `ET ${950 + ++numbers}`,
      origin: 'ADD',
      destination: 'DXB',
      departureAt: at(departsIn),
      arrivalAt: at(departsIn + 4 * HOUR),
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().id;
  };
  const load = (flightId: number, itemId: number, quantity: number) =>
    shop.db.insertInto('onboard_stock').values({ flight_id: flightId, item_id: itemId, quantity }).execute();

  /** A new ticket on the fixture flight to Dubai in 3 days, and its paid card pre-order of dark chocolate. */
  async function paidPreOrder() {
    const ticketNumber = `07195551${String(++tickets).padStart(5, '0')}`;
    const fromFlightId = shop.travel.flights.toDubai.id;
    const saved = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${fromFlightId}`, {
      ticketNumber,
      passengerName: 'Abebe Kebede',
      seatNumber: '12C',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sector = await shop.db
      .selectFrom('passenger_sector')
      .select('id')
      .where('ticket_number', '=', ticketNumber)
      .where('flight_id', '=', fromFlightId)
      .executeTakeFirstOrThrow();
    const placed = await shop.placed(await shop.guest(), {
      ticketNumber,
      passengerLastName: 'Kebede',
      paxSectorId: sector.id,
    });
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    return { ticketNumber, fromFlightId, orderCode: placed.paymentSummary.orderCode };
  }
  const move = (fromFlightId: number, ticketNumber: string, toFlightId: number) =>
    post(`${apiPaths.backOfficeMoveFlightTicket}?flightId=${fromFlightId}`, { ticketNumber, toFlightId });
  const orderOf = (orderCode: string) =>
    shop.db
      .selectFrom('customer_order')
      .select(['flight_id', 'kind', 'status', 'payment_status', 'flight_number'])
      .where('order_code', '=', orderCode)
      .executeTakeFirstOrThrow();
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
  const rebookingMails = async (orderCode: string) =>
    (await shop.mailsTo('abebe.kebede@example.com')).filter((mail) =>
      mail.subject.includes(`Your flight changed: Sheba Duty Free order ${orderCode}`),
    );

  it('moves a pre-order to the packing list of a flight more than 24 hours away, and tells the traveller', async () => {
    const { ticketNumber, fromFlightId, orderCode } = await paidPreOrder();
    const toFlightId = await newFlight(4 * 24 * HOUR);
    const warehouse = await shop.stockOf(shop.catalog.items.darkChocolate);

    const moved = await move(fromFlightId, ticketNumber, toFlightId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().orders).toEqual([{ orderCode, outcome: 'preorder' }]);
    expect(moved.json().tickets.map((t: { ticketNumber: string }) => t.ticketNumber)).not.toContain(
      ticketNumber,
    );

    expect((await packingList(toFlightId)).bags.map((bag) => bag.orderCode)).toEqual([orderCode]);
    expect((await packingList(fromFlightId)).bags.map((bag) => bag.orderCode)).not.toContain(orderCode);
    expect(await orderOf(orderCode)).toMatchObject({
      flight_id: toFlightId,
      kind: 'preorder',
      status: 'Confirmed',
    });
    // The warehouse packs it for either flight: nothing moved.
    expect(await shop.stockOf(shop.catalog.items.darkChocolate)).toBe(warehouse);
    expect(await rebookingMails(orderCode)).toHaveLength(1);
  });

  it('hands a pre-order to the trolley of a flight within 24 hours that carries the goods, through movements', async () => {
    const { ticketNumber, fromFlightId, orderCode } = await paidPreOrder();
    const toFlightId = await newFlight(10 * HOUR);
    await load(toFlightId, shop.catalog.items.darkChocolate, 5);
    const warehouse = await shop.stockOf(shop.catalog.items.darkChocolate);

    const moved = await move(fromFlightId, ticketNumber, toFlightId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().orders).toEqual([{ orderCode, outcome: 'onboard' }]);

    expect(await orderOf(orderCode)).toMatchObject({
      flight_id: toFlightId,
      kind: 'onboard',
      status: 'Confirmed',
    });
    expect(await shop.stockOf(shop.catalog.items.darkChocolate)).toBe(warehouse + 1);
    expect(await shop.onBoardStockOf(toFlightId, shop.catalog.items.darkChocolate)).toBe(4);
    const movements = await shop.db
      .selectFrom('stock_movement')
      .innerJoin('customer_order', 'customer_order.id', 'stock_movement.order_id')
      .select(['stock_movement.kind', 'stock_movement.flight_id', 'stock_movement.quantity'])
      .where('customer_order.order_code', '=', orderCode)
      .orderBy('stock_movement.id')
      .execute();
    expect(movements.slice(-2)).toEqual([
      { kind: 'rebooking', flight_id: null, quantity: 1 },
      { kind: 'sale', flight_id: toFlightId, quantity: -1 },
    ]);
    expect(await rebookingMails(orderCode)).toHaveLength(1);
  });

  it('refunds a pre-order when the flight within 24 hours does not carry the goods', async () => {
    const { ticketNumber, fromFlightId, orderCode } = await paidPreOrder();
    const toFlightId = await newFlight(10 * HOUR);
    const warehouse = await shop.stockOf(shop.catalog.items.darkChocolate);

    const moved = await move(fromFlightId, ticketNumber, toFlightId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().orders).toEqual([{ orderCode, outcome: 'refunded' }]);

    expect(await orderOf(orderCode)).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
    expect(await shop.stockOf(shop.catalog.items.darkChocolate)).toBe(warehouse + 1);
    expect((await packingList(fromFlightId)).bags.map((bag) => bag.orderCode)).not.toContain(orderCode);
    const [mail] = await rebookingMails(orderCode);
    expect(mail?.text_body).toContain('your order is cancelled and any payment is returned');
  });

  it('moves an on-board order from one trolley to another', async () => {
    const inTheAir = shop.travel.flights.toDubaiInTheAir.id;
    const placed = await shop.submitted(await shop.guest());
    const orderCode = placed.paymentSummary.orderCode;
    const malt = shop.catalog.items.highlandMalt;
    const toFlightId = await newFlight(5 * HOUR);
    await load(toFlightId, malt, 2);
    const before = await shop.onBoardStockOf(inTheAir, malt);

    const moved = await move(inTheAir, fixtureTickets.inTheAir, toFlightId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().orders).toEqual([{ orderCode, outcome: 'onboard' }]);
    expect(await orderOf(orderCode)).toMatchObject({ flight_id: toFlightId, kind: 'onboard' });
    expect(await shop.onBoardStockOf(inTheAir, malt)).toBe(before + 1);
    expect(await shop.onBoardStockOf(toFlightId, malt)).toBe(1);
  });

  it('refuses a ticket that is not on the flight, and a move to the same flight', async () => {
    const { ticketNumber, fromFlightId } = await paidPreOrder();
    const elsewhere = await newFlight(4 * 24 * HOUR);
    const notThere = await move(elsewhere, ticketNumber, fromFlightId);
    expect(notThere.statusCode).toBe(400);
    expect(notThere.body).toContain('This ticket is not on this flight.');
    const same = await move(fromFlightId, ticketNumber, fromFlightId);
    expect(same.statusCode).toBe(400);
    expect(same.body).toContain('Choose another flight to move the ticket to.');
  });
});

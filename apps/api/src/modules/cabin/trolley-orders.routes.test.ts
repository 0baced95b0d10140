import { randomUUID } from 'node:crypto';
import { actionPrivileges, apiPaths, type CabinAction, type FlightPack } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { listUnderPurchaseRule } from '../catalog/catalog.fixtures.ts';
import { registerCustomer, type TestCustomer } from '../customers/customers.fixtures.ts';
import { FIXTURE_FLIGHT_TIME_MS, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { cabinCalls } from './cabin.fixtures.ts';

// A trolley sale is an on-board order of the flight (docs/decisions/0057): through the real server on a
// real database, the sale's order shows in the back office, the audit log, the packing list and the
// traveller's account, and the same action sent again makes no second order.

describe.each(testEngines)('a trolley sale as an on-board order on %s', (engine) => {
  let shop: OnBoardShop;
  let crew: SignedInTestStaff;
  let admin: SignedInTestStaff;
  let traveller: TestCustomer;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.41');
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'), '203.0.113.42');
    traveller = await registerCustomer(shop.app);
    // The airline holds the traveller's e-mail address with the ticket: the sale goes to their account.
    await shop.db
      .updateTable('ticket')
      .set({ email: traveller.email })
      .where('ticket_number', '=', fixtureTickets.oneFlight)
      .execute();
  });
  afterAll(() => shop.close());

  const flightId = () => shop.travel.flights.toDubai.id;
  const calls = cabinCalls(() => shop);
  const { sent } = calls;
  const takeFlight = (deviceId: string) => calls.takeFlight(crew, deviceId, flightId());

  function sale(
    pack: FlightPack,
    seq: number,
    itemId: number,
    quantity: number,
    extra: Partial<Extract<CabinAction, { kind: 'trolleySale' }>> = {},
  ): CabinAction {
    const unitPrice = pack.trolley.find((item) => item.itemId === itemId)!.unitPrice;
    return {
      kind: 'trolleySale',
      key: randomUUID(),
      seq,
      at: new Date().toISOString(),
      lines: [{ itemId, quantity, unitPrice }],
      seatNumber: '12C',
      idChecked: true,
      payment: {
        method: 'Card',
        currencyCode: 'USD',
        amount: Math.round(unitPrice * quantity * 100) / 100,
        terminalReference: 'T-2001',
      },
      ...extra,
    };
  }

  const ordersOfFlight = () =>
    shop.db
      .selectFrom('customer_order')
      .select(['order_code', 'status', 'payment_status', 'seat_number', 'customer_id', 'ticket_number'])
      .where('flight_id', '=', flightId())
      .execute();

  it('makes the sale an order of the flight, once, seen in the back office, the audit log, the packing list and the account', async () => {
    const { darkChocolate } = shop.catalog.items;
    await shop.db
      .updateTable('item')
      .set({ name_ar: 'شوكولاتة داكنة', name_zh: '黑巧克力' })
      .where('id', '=', darkChocolate)
      .execute();
    const pack = await takeFlight('device-order');
    // The pack names its items in the crew's three languages.
    expect(pack.trolley.find((item) => item.itemId === darkChocolate)?.names).toEqual({
      ar: 'شوكولاتة داكنة',
      zh: '黑巧克力',
    });
    const before = await ordersOfFlight();
    const stockBefore = await shop.onBoardStockOf(flightId(), darkChocolate);
    const action = sale(pack, 1, darkChocolate, 2, { ticketNumber: fixtureTickets.oneFlight });
    const answer = await sent(pack, 'device-order', [action]);
    const orderCode = answer.outcomes[0]!.orderCode!;
    expect(answer.outcomes[0]).toMatchObject({ outcome: 'applied' });
    expect(orderCode).toMatch(/^[A-Z0-9-]+$/);

    // Sent again (the answer was lost): the same order, no second one, no unit taken twice.
    expect((await sent(pack, 'device-order', [action])).outcomes[0]).toMatchObject({ orderCode });
    const after = await ordersOfFlight();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((order) => order.order_code === orderCode)).toMatchObject({
      status: 'Delivered',
      payment_status: 'Paid',
      seat_number: '12C',
      customer_id: traveller.customerId,
      ticket_number: fixtureTickets.oneFlight,
    });
    expect(await shop.onBoardStockOf(flightId(), darkChocolate)).toBe(stockBefore - 2);
    const movements = await shop.db
      .selectFrom('stock_movement')
      .select(['quantity', 'order_id'])
      .where('flight_id', '=', flightId())
      .where('kind', '=', 'sale')
      .execute();
    expect(movements).toEqual([{ quantity: -2, order_id: null }]);

    const found = await shop.app.inject({
      method: 'GET',
      url: apiPaths.backOfficeOrders,
      query: { orderCode },
      headers: admin.headers(actionPrivileges.backOfficeOrders),
    });
    expect(found.json().orders).toEqual([expect.objectContaining({ orderCode, status: 'Delivered' })]);
    const page = await shop.app.inject({
      method: 'GET',
      url: apiPaths.backOfficeOrder,
      query: { orderCode },
      headers: admin.headers(actionPrivileges.backOfficeOrders),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().payments).toEqual([
      expect.objectContaining({ status: 'Paid', provider: 'aircraft-terminal' }),
    ]);

    const audit = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffAuditLog,
      query: { limit: '5' },
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    expect(audit.json().entries).toContainEqual(
      expect.objectContaining({
        action: 'cabin.trolleySale',
        subject: `order:${orderCode}`,
        staffId: crew.id,
      }),
    );

    const packing = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffPackingList,
      query: { flightId: String(flightId()) },
      headers: crew.headers(actionPrivileges.staffPackingList),
    });
    const bag = packing
      .json()
      .bags.find((candidate: { orderCode: string }) => candidate.orderCode === orderCode);
    expect(bag).toMatchObject({
      seatNumber: '12C',
      handOver: { outcome: 'Delivered' },
      lines: [{ itemId: darkChocolate, quantity: 2, names: { ar: 'شوكولاتة داكنة', zh: '黑巧克力' } }],
    });
    // A trolley sale is nothing to load: the load counts pre-orders only.
    expect(
      packing.json().load.find((line: { itemId: number }) => line.itemId === darkChocolate),
    ).toBeUndefined();

    const mine = await shop.app.inject({
      method: 'GET',
      url: apiPaths.myOrders,
      query: { currencyId: '2' },
      headers: traveller.headers(actionPrivileges.preOrderAccess),
    });
    expect(mine.json().preOrderList.map((order: { orderCode: string }) => order.orderCode)).toContain(
      orderCode,
    );
    const tracked = await shop.app.inject({
      method: 'POST',
      url: apiPaths.trackOrder,
      headers: (await shop.guest()).headers(),
      payload: { email: traveller.email, orderCode },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
  });

  it('makes no order of a refused sale, and closes the trolley with the sales counted once', async () => {
    const { darkChocolate } = shop.catalog.items;
    const pack = await takeFlight('device-close');
    const before = (await ordersOfFlight()).length;
    const refused = sale(pack, 1, darkChocolate, 1);
    if (refused.kind !== 'trolleySale') throw new Error('a sale');
    refused.payment.amount += 1;
    const answer = await sent(pack, 'device-close', [refused, sale(pack, 2, darkChocolate, 1)]);
    expect(answer.outcomes.map((outcome) => outcome.outcome)).toEqual(['refused', 'applied']);
    expect(answer.outcomes[0]!.orderCode).toBeUndefined();
    expect(await ordersOfFlight()).toHaveLength(before + 1);

    const held = await shop.onBoardStockOf(flightId(), darkChocolate);
    // Closed from the device as its next action, on the duty token: a difference without a reason is
    // refused (the rest of the batch goes on), the closing with its reason closes the trolley once.
    const closeAction = (seq: number, reason?: string): CabinAction => ({
      kind: 'closeTrolley',
      key: randomUUID(),
      seq,
      at: new Date().toISOString(),
      counts: [{ itemId: darkChocolate, counted: held - 1, ...(reason && { reason }) }],
      cash: [],
    });
    const closing = closeAction(4, 'One bar melted');
    const closed = await sent(pack, 'device-close', [closeAction(3), closing]);
    expect(closed.outcomes.map(({ outcome, status, reason }) => ({ outcome, status, reason }))).toEqual([
      { outcome: 'refused', status: 400, reason: 'differenceReasonRequired' },
      { outcome: 'applied', status: undefined, reason: undefined },
    ]);
    const line = closed.outcomes[1]!.reconciliation!.lines.find((l) => l.itemId === darkChocolate);
    // Three units sold in the two tests' sales, none of them counted as a bag handed over.
    expect(line).toMatchObject({ sold: 3, handedOver: 0, expected: held, counted: held - 1, difference: -1 });
    expect(await shop.onBoardStockOf(flightId(), darkChocolate)).toBe(0);
    // Sent again (the answer was lost): the same reconciliation; another closing is refused.
    const again = await sent(pack, 'device-close', [closing]);
    expect(again.outcomes[0]).toMatchObject({
      outcome: 'applied',
      reconciliation: closed.outcomes[1]!.reconciliation,
    });
    const other = await sent(pack, 'device-close', [closeAction(5, 'again')]);
    expect(other.outcomes[0]).toMatchObject({ outcome: 'refused', status: 409, reason: 'trolleyClosed' });
  });

  it('judges a sale by the destination’s customs: banned category, ID at the legal age, allowance confirmed and recorded, transit to the EU', async () => {
    const { highlandMalt, cedarToilette, darkChocolate } = shop.catalog.items;
    const uae = 'United Arab Emirates';
    // Dubai's rule for this test: 1 L of alcohol, chocolate's category banned; the malt is a 70 cl bottle.
    await shop.db
      .updateTable('item')
      .set({ customs_kind: 'spirits', volume_ml: 700 })
      .where('id', '=', highlandMalt)
      .execute();
    const category = await shop.db
      .selectFrom('item')
      .select('category_type')
      .where('id', '=', darkChocolate)
      .executeTakeFirstOrThrow();
    await shop.db
      .updateTable('customs_rule')
      .set({ alcohol_ml: 1000, banned_category_types: category.category_type })
      .where('destination', '=', uae)
      .execute();
    await listUnderPurchaseRule(shop.db, 'euBan', cedarToilette);
    await shop.db
      .insertInto('onboard_stock')
      .values([
        { flight_id: flightId(), item_id: highlandMalt, quantity: 10 },
        { flight_id: flightId(), item_id: cedarToilette, quantity: 3 },
      ])
      .execute();
    // A traveller flying on from Dubai to Frankfurt within the transit window: judged by the EU's rules.
    const arrival = shop.travel.flights.toDubai.departureAt + FIXTURE_FLIGHT_TIME_MS;
    const onward = await shop.db
      .insertInto('flight')
      .values({
        flight_number: 'ET 760',
        origin: 'DXB',
        destination: 'FRA',
        departure_at: arrival + 3 * 3_600_000,
        arrival_at: arrival + 9 * 3_600_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transit = '0719000000099';
    await shop.db
      .insertInto('ticket')
      .values({ ticket_number: transit, passenger_name: 'Omar Haddad' })
      .execute();
    await shop.db
      .insertInto('passenger_sector')
      .values([
        { ticket_number: transit, flight_id: flightId(), seat_number: '30A' },
        { ticket_number: transit, flight_id: onward.id, seat_number: '30A' },
      ])
      .execute();

    const pack = await takeFlight('device-customs');
    const item = (itemId: number) => pack.trolley.find((candidate) => candidate.itemId === itemId)!;
    expect(item(darkChocolate).bannedAtDestination).toBe(true);
    expect(item(cedarToilette).bannedAtDestination).toBe(false);
    // The value of other goods is judged on the device at the rate the flight fixed for the dirham.
    const dirham = pack.currencies.find((currency) => currency.code === 'AED')!;
    expect(pack.customs).toMatchObject({
      region: 'AE',
      allowances: { alcohol: 1000 },
      goodsValue: { allowed: 3000, currencyCode: 'AED', usdRateMicros: dirham.usdRateMicros },
    });
    expect(pack.customsMeasures).toContainEqual({
      itemId: highlandMalt,
      customsKind: 'spirits',
      volumeMl: 700,
      pieces: null,
      tobaccoG: null,
    });

    const ordersBefore = (await ordersOfFlight()).length;
    const answer = await sent(pack, 'device-customs', [
      sale(pack, 1, darkChocolate, 1),
      sale(pack, 2, highlandMalt, 1, { idChecked: false }),
      sale(pack, 3, highlandMalt, 2),
      sale(pack, 4, highlandMalt, 2, { dutyDueConfirmed: true }),
      sale(pack, 5, cedarToilette, 1, { ticketNumber: transit }),
      sale(pack, 6, cedarToilette, 1),
    ]);
    expect(answer.outcomes.map(({ outcome, status, reason }) => ({ outcome, status, reason }))).toEqual([
      { outcome: 'refused', status: 422, reason: 'bannedAtDestination' },
      { outcome: 'refused', status: 422, reason: 'idNotChecked' },
      { outcome: 'refused', status: 422, reason: 'dutyDueToConfirm' },
      { outcome: 'applied', status: undefined, reason: undefined },
      { outcome: 'refused', status: 422, reason: 'bannedAtDestination' },
      { outcome: 'applied', status: undefined, reason: undefined },
    ]);
    expect(await ordersOfFlight()).toHaveLength(ordersBefore + 2);
    const confirmed = await shop.db
      .selectFrom('customer_order')
      .select(['order_code', 'duty_due_confirmed_at'])
      .where('order_code', 'in', [answer.outcomes[3]!.orderCode!, answer.outcomes[5]!.orderCode!])
      .execute();
    const confirmedAt = new Map(confirmed.map((row) => [row.order_code, row.duty_due_confirmed_at]));
    expect(confirmedAt.get(answer.outcomes[3]!.orderCode!)).toBeGreaterThan(0);
    expect(confirmedAt.get(answer.outcomes[5]!.orderCode!)).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { actionPrivileges, apiPaths, type CabinAction, type FlightPack } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { listUnderPurchaseRule } from '../catalog/catalog.fixtures.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { testCards } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { cabinCalls } from './cabin.fixtures.ts';

// The crew's flight without a network, through the real server on a real database: a duty session taken on
// the ground, actions sent (and sent again) from devices, each applied once, conflicts listed.

describe.each(testEngines)('the crew app’s flight on %s', (engine) => {
  let shop: OnBoardShop;
  let crew: SignedInTestStaff;
  let otherCrew: SignedInTestStaff;
  let admin: SignedInTestStaff;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.31');
    otherCrew = await signInStaff(
      shop.app,
      await insertStaffMember(shop.shop.database, 'crew'),
      '203.0.113.32',
    );
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'), '203.0.113.33');
  });
  afterAll(() => shop.close());

  const calls = cabinCalls(() => shop);
  const { dutyHeaders, send, sent } = calls;
  const takeFlight = (by: SignedInTestStaff, deviceId: string, flight = flightId()) =>
    calls.takeFlight(by, deviceId, flight);
  const flightId = () => shop.travel.flights.toDubai.id;

  /** A duty call carries the client's token and the duty token, not a live staff session. */
  /** An action as the crew makes it, before the device numbers it (each kind of the union on its own). */
  type Unnumbered = CabinAction extends infer A
    ? A extends CabinAction
      ? Omit<A, 'key' | 'seq' | 'at'>
      : never
    : never;

  /** A device's actions, numbered in its own order from `first`. */
  function numbered(first: number, actions: Unnumbered[]): CabinAction[] {
    return actions.map(
      (action, index) =>
        ({ ...action, key: randomUUID(), seq: first + index, at: new Date().toISOString() }) as CabinAction,
    );
  }

  async function paidOrder(overrides: Parameters<OnBoardShop['preOrder']>[0] = {}) {
    const placed = await shop.placed(await shop.guest(), overrides);
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    return placed.paymentSummary.orderCode;
  }

  const statusOf = async (orderCode: string) =>
    (
      await shop.db
        .selectFrom('customer_order')
        .select('status')
        .where('order_code', '=', orderCode)
        .executeTakeFirstOrThrow()
    ).status;

  it('takes a flight with its bags, load, trolley and rates, and a duty token the server keeps only hashed', async () => {
    const orderCode = await paidOrder({
      orderItemRequet: [{ itemId: shop.catalog.items.darkChocolate, quantity: 1 }],
    });
    const pack = await takeFlight(crew, 'device-pack');
    expect(pack.flight.flightId).toBe(flightId());
    expect(pack.bags.map((bag) => bag.orderCode)).toContain(orderCode);
    expect(pack.trolley.length).toBeGreaterThan(0);
    expect(pack.trolley.every((item) => item.loaded > 0 && item.unitPrice > 0)).toBe(true);
    expect(pack.currencies.find((currency) => currency.code === 'USD')?.usdRateMicros).toBe(1_000_000);
    expect(pack.appliedThrough).toBe(0);
    expect(Date.parse(pack.acceptsUntil)).toBeGreaterThan(Date.parse(pack.flight.arrivalAt));
    const kept = await shop.db
      .selectFrom('duty_session')
      .select('token_hash')
      .where('id', '=', pack.dutySessionId)
      .executeTakeFirstOrThrow();
    expect(kept.token_hash).not.toContain(pack.dutyToken);
    expect(kept.token_hash).toHaveLength(64);
  });

  it('applies each action once, in the device’s order, whatever is sent again or out of order', async () => {
    const [first, second] = [await paidOrder(), await paidOrder()];
    const pack = await takeFlight(crew, 'device-once');
    const actions = numbered(1, [
      { kind: 'handOver', orderCode: first, idChecked: true },
      { kind: 'handOver', orderCode: second, idChecked: true },
    ]);
    // The second arrives first (the first was lost on the way): it waits, and nothing is applied.
    const early = await sent(pack, 'device-once', [actions[1]!]);
    expect(early.outcomes).toEqual([{ key: actions[1]!.key, seq: 2, outcome: 'waiting' }]);
    expect(await statusOf(second)).toBe('Confirmed');

    const both = await sent(pack, 'device-once', actions);
    expect(both.outcomes.map((o) => o.outcome)).toEqual(['applied', 'applied']);
    expect(both.appliedThrough).toBe(2);
    // The same batch again (the answer was lost in a tunnel of clouds): the same outcomes, nothing twice.
    const again = await sent(pack, 'device-once', actions);
    expect(again.outcomes).toEqual(both.outcomes);
    const handOvers = await shop.db
      .selectFrom('order_handover as h')
      .innerJoin('customer_order as o', 'o.id', 'h.order_id')
      .select('o.order_code')
      .where('o.order_code', 'in', [first, second])
      .execute();
    expect(handOvers).toHaveLength(2);
    // A key sent again with another body is refused, not applied.
    const forged = await sent(pack, 'device-once', [{ ...actions[0]!, orderCode: second } as CabinAction]);
    expect(forged.outcomes[0]).toMatchObject({ outcome: 'refused', status: 409, reason: 'keyReused' });
  });

  it('lists the same bag handed over on two devices as a conflict, with the second cash collection to refund', async () => {
    const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
    const { orderCode, totalPrice, currency } = placed.paymentSummary;
    const payment = {
      method: 'Cash' as const,
      currencyCode: currency,
      amount: totalPrice,
      tendered: totalPrice,
    };
    const one = await takeFlight(crew, 'device-a');
    const two = await takeFlight(otherCrew, 'device-b');
    const a = await sent(
      one,
      'device-a',
      numbered(one.appliedThrough + 1, [{ kind: 'handOver', orderCode, idChecked: true, payment }]),
    );
    const b = await sent(
      two,
      'device-b',
      numbered(two.appliedThrough + 1, [{ kind: 'handOver', orderCode, idChecked: true, payment }]),
    );
    expect(a.outcomes[0]).toMatchObject({ outcome: 'applied', orderCode });
    expect(b.outcomes[0]).toMatchObject({ outcome: 'conflict', reason: 'handedOverTwice', orderCode });
    expect(await statusOf(orderCode)).toBe('Delivered');

    const listed = await shop.app.inject({
      method: 'GET',
      url: apiPaths.cabinConflicts,
      query: { flightId: String(flightId()) },
      headers: admin.headers(actionPrivileges.cabinDuty),
    });
    const conflict = listed.json().conflicts.find((c: { orderCode: string }) => c.orderCode === orderCode);
    expect(conflict).toMatchObject({
      reason: 'handedOverTwice',
      refundDue: { currencyCode: currency, amount: totalPrice },
    });
    expect(conflict.stands).toContain('handed over by');
    expect(conflict.against).toContain('device-b');
  });

  it('lists a bag handed over offline after the order was cancelled online, and keeps the order cancelled', async () => {
    const placed = await shop.placed(await shop.guest());
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    const pack = await takeFlight(crew, 'device-cancel');
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...(await shop.guest()).headers(), 'order-access-token': placed.orderAccessToken },
      payload: { orderCode: placed.paymentSummary.orderCode, ReasonOfCancellation: 1 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = await sent(
      pack,
      'device-cancel',
      numbered(1, [{ kind: 'handOver', orderCode: placed.paymentSummary.orderCode, idChecked: true }]),
    );
    expect(answer.outcomes[0]).toMatchObject({ outcome: 'conflict', reason: 'cancelledMeanwhile' });
    expect(await statusOf(placed.paymentSummary.orderCode)).toBe('Cancelled');
  });

  it('refuses forged and foreign actions one by one, with their reasons, and applies the rest of the batch', async () => {
    const mine = await paidOrder();
    const malt = await paidOrder({
      orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 1 }],
    });
    const elsewhere = await shop.placed(await shop.guest(), {
      origin: 'NBO',
      destination: 'ADD',
      flightNumber: 'ET 309',
      departureDate: new Date(shop.travel.flights.fromNairobi.departureAt).toISOString(),
      paxSectorId: shop.travel.sectors.fromNairobi,
      ticketNumber: fixtureTickets.twoFlights,
      passengerLastName: fixtureLastNames.twoFlights,
    });
    const pack = await takeFlight(crew, 'device-forged');
    const answer = await sent(
      pack,
      'device-forged',
      numbered(1, [
        { kind: 'handOver', orderCode: elsewhere.paymentSummary.orderCode, idChecked: true },
        { kind: 'handOver', orderCode: malt, idChecked: false },
        {
          kind: 'handOver',
          orderCode: mine,
          idChecked: true,
          payment: { method: 'Cash', currencyCode: 'USD', amount: 1 },
        },
        { kind: 'handOver', orderCode: 'DF-NOSUCH', idChecked: true },
        { kind: 'notCollected', orderCode: mine },
      ]),
    );
    expect(answer.outcomes.map(({ outcome, status, reason }) => ({ outcome, status, reason }))).toEqual([
      { outcome: 'refused', status: 404, reason: 'foreignOrder' },
      { outcome: 'refused', status: 422, reason: 'idNotChecked' },
      { outcome: 'refused', status: 422, reason: 'paymentMismatch' },
      { outcome: 'refused', status: 404, reason: 'foreignOrder' },
      { outcome: 'applied', status: undefined, reason: undefined },
    ]);
    expect(await statusOf(elsewhere.paymentSummary.orderCode)).not.toBe('Delivered');
    expect(await statusOf(malt)).toBe('Confirmed');
    expect(await statusOf(mine)).toBe('NotCollected');

    // Another crew member's token, a made-up one, or another device's id on this token: 401, nothing applied.
    const other = await takeFlight(otherCrew, 'device-other');
    const foreignDevice = await send(
      other,
      'device-forged',
      numbered(6, [{ kind: 'handOver', orderCode: malt, idChecked: true }]),
    );
    expect(foreignDevice.statusCode).toBe(401);
    const madeUp = await send(
      { ...pack, dutyToken: 'not-a-token' },
      'device-forged',
      numbered(6, [{ kind: 'handOver', orderCode: malt, idChecked: true }]),
    );
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toMatchObject({ code: 'staff.dutySessionInvalid' });
    expect(await statusOf(malt)).toBe('Confirmed');
  });

  it('holds the actions of a duty session an admin ended, for review, and applies none of them', async () => {
    const orderCode = await paidOrder();
    const pack = await takeFlight(crew, 'device-ended');
    const ended = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cabinEndDuty,
      headers: admin.headers(actionPrivileges.cabinDuty),
      payload: { deviceId: 'device-ended' },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    const crewTries = await shop.app.inject({
      method: 'POST',
      url: apiPaths.cabinEndDuty,
      headers: crew.headers(actionPrivileges.cabinDuty),
      payload: { deviceId: 'device-ended' },
    });
    expect(crewTries.statusCode).toBe(403);

    const answer = await sent(
      pack,
      'device-ended',
      numbered(1, [{ kind: 'handOver', orderCode, idChecked: true }]),
    );
    expect(answer.outcomes[0]).toMatchObject({ outcome: 'held', reason: 'sessionEnded' });
    expect(await statusOf(orderCode)).toBe('Confirmed');
    const changes = await shop.app.inject({
      method: 'GET',
      url: apiPaths.cabinChanges,
      query: { cursor: pack.cursor },
      headers: await dutyHeaders(pack.dutyToken),
    });
    expect(changes.json().active).toBe(false);
  });

  it('holds the actions of a crew member an admin disabled meanwhile, whose staff session ended with it', async () => {
    const orderCode = await paidOrder();
    const leaving = await signInStaff(
      shop.app,
      await insertStaffMember(shop.shop.database, 'crew'),
      '203.0.113.34',
    );
    const pack = await takeFlight(leaving, 'device-disabled');
    const disabled = await shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeSetStaffActive,
      headers: admin.headers(actionPrivileges.backOfficeStaff),
      payload: { staffId: leaving.id, active: false },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const answer = await sent(
      pack,
      'device-disabled',
      numbered(1, [{ kind: 'handOver', orderCode, idChecked: true }]),
    );
    expect(answer.outcomes[0]).toMatchObject({ outcome: 'held', reason: 'sessionEnded' });
    expect(await statusOf(orderCode)).toBe('Confirmed');
  });

  /** Puts `quantity` units of an item on the trolley of the flight to Dubai (before the flight is taken). */
  async function onTrolley(itemId: number, quantity: number) {
    await shop.db
      .insertInto('onboard_stock')
      .values({ flight_id: flightId(), item_id: itemId, quantity })
      .execute();
  }

  const trolleyItem = (pack: FlightPack, itemId: number) =>
    pack.trolley.find((item) => item.itemId === itemId)!;

  /** A sale paid in US dollars, the catalogue's currency, at the pack's prices. */
  function sale(pack: FlightPack, lines: [itemId: number, quantity: number][], idChecked = true): Unnumbered {
    const priced = lines.map(([itemId, quantity]) => ({
      itemId,
      quantity,
      unitPrice: trolleyItem(pack, itemId).unitPrice,
    }));
    const amount = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    return {
      kind: 'trolleySale',
      lines: priced,
      seatNumber: '12C',
      idChecked,
      payment: { method: 'Cash', currencyCode: 'USD', amount: Math.round(amount * 100) / 100, tendered: 100 },
    };
  }

  /** A dollar amount in another currency at the pack's fixed rate, rounded to the cent. */
  const inCurrency = (dollars: number, currency: FlightPack['currencies'][number]) =>
    Math.round((Math.round(dollars * 100) * currency.usdRateMicros) / 1_000_000) / 100;

  /** An admin moves a currency's rate (confirmed, whatever the share). */
  async function setRate(code: string, usdRateMicros: number) {
    const rates = await shop.app.inject({
      method: 'GET',
      url: apiPaths.backOfficeExchangeRates,
      headers: admin.headers(actionPrivileges.backOfficePrices),
    });
    const currencyId = rates.json().rates.find((rate: { code: string }) => rate.code === code).currencyId;
    const set = await shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeSetExchangeRate,
      headers: admin.headers(actionPrivileges.backOfficePrices),
      payload: { currencyId, usdRateMicros, confirmed: true },
    });
    expect(set.statusCode, set.body).toBe(200);
  }

  it('takes a Pay On-Board payment in another currency at the rate fixed when the flight was taken, whatever an admin set since', async () => {
    const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
    const { orderCode, currency } = placed.paymentSummary;
    const pack = await takeFlight(crew, 'device-currency');
    const bag = pack.bags.find((candidate) => candidate.orderCode === orderCode)!;
    if (bag.collect.kind !== 'onBoard') throw new Error('A Pay On-Board bag collects on board');
    const other = pack.currencies.find((candidate) => ![currency, 'USD'].includes(candidate.code))!;
    const due = inCurrency(bag.collect.usdAmount, other);
    // The admin doubles the rate in the air: the crew's device still shows, and takes, the flight's.
    await setRate(other.code, other.usdRateMicros * 2);
    const payment = { method: 'Cash' as const, currencyCode: other.code, tendered: Math.ceil(due) + 5 };
    const answer = await sent(
      pack,
      'device-currency',
      numbered(1, [
        { kind: 'handOver', orderCode, idChecked: true, payment: { ...payment, amount: due * 2 } },
        { kind: 'handOver', orderCode, idChecked: true, payment: { ...payment, amount: due } },
      ]),
    );
    expect(answer.outcomes.map(({ outcome, reason }) => ({ outcome, reason }))).toEqual([
      { outcome: 'refused', reason: 'paymentMismatch' },
      { outcome: 'applied', reason: undefined },
    ]);
    const packed = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffPackingList,
      query: { flightId: String(flightId()) },
      headers: crew.headers(actionPrivileges.staffPackingList),
    });
    expect(
      packed.json().bags.find((b: { orderCode: string }) => b.orderCode === orderCode).handOver,
    ).toMatchObject({
      outcome: 'Delivered',
      payment: { method: 'Cash', amount: due, currencyCode: other.code },
    });
    await setRate(other.code, other.usdRateMicros);
  });

  const saleMovements = (itemId: number) =>
    shop.db
      .selectFrom('stock_movement')
      .select(['quantity', 'staff_id'])
      .where('flight_id', '=', flightId())
      .where('item_id', '=', itemId)
      .where('kind', '=', 'sale')
      .execute();

  it('sells from the trolley at a seat once, priced by the flight, paid in any currency at the fixed rate', async () => {
    const { darkChocolate, highlandMalt, londonGin } = shop.catalog.items;
    await onTrolley(highlandMalt, 5);
    const pack = await takeFlight(crew, 'device-sale');
    const before = await shop.onBoardStockOf(flightId(), darkChocolate);
    const dollars = sale(pack, [[darkChocolate, 2]]);
    const other = pack.currencies.find((currency) => currency.code !== 'USD')!;
    const inOther = sale(pack, [[darkChocolate, 1]]) as Extract<Unnumbered, { kind: 'trolleySale' }>;
    inOther.payment = {
      method: 'Card',
      currencyCode: other.code,
      amount: inCurrency(trolleyItem(pack, darkChocolate).unitPrice, other),
      terminalReference: 'T-1001',
    };
    const dearer = sale(pack, [[darkChocolate, 1]]) as Extract<Unnumbered, { kind: 'trolleySale' }>;
    dearer.lines[0]!.unitPrice += 1;
    const short = { ...inOther, payment: { ...inOther.payment, amount: inOther.payment.amount - 0.5 } };
    const actions = numbered(1, [
      dollars,
      inOther,
      dearer,
      sale(pack, [[highlandMalt, 1]], false),
      short,
      { ...dollars, lines: [{ itemId: londonGin, quantity: 1, unitPrice: 32 }] } as Unnumbered,
      sale(pack, [[highlandMalt, 1]], true),
    ]);
    const answer = await sent(pack, 'device-sale', actions);
    expect(answer.outcomes.map(({ outcome, status, reason }) => ({ outcome, status, reason }))).toEqual([
      { outcome: 'applied', status: undefined, reason: undefined },
      { outcome: 'applied', status: undefined, reason: undefined },
      { outcome: 'refused', status: 409, reason: 'priceChanged' },
      { outcome: 'refused', status: 422, reason: 'idNotChecked' },
      { outcome: 'refused', status: 422, reason: 'paymentMismatch' },
      { outcome: 'refused', status: 422, reason: 'unknownItem' },
      { outcome: 'applied', status: undefined, reason: undefined },
    ]);
    // Sent again (the answer was lost): the same outcomes, and the trolley gives no unit twice.
    expect((await sent(pack, 'device-sale', actions)).outcomes).toEqual(answer.outcomes);
    expect(await shop.onBoardStockOf(flightId(), darkChocolate)).toBe(before - 3);
    expect(await shop.onBoardStockOf(flightId(), highlandMalt)).toBe(4);
    expect(await saleMovements(darkChocolate)).toEqual([
      { quantity: -2, staff_id: crew.id },
      { quantity: -1, staff_id: crew.id },
    ]);
  });

  it('refuses a trolley sale of an item banned where the flight lands, as checkout does', async () => {
    const { cedarToilette } = shop.catalog.items;
    const toFrankfurt = shop.travel.flights.toFrankfurt.id;
    await listUnderPurchaseRule(shop.db, 'euBan', cedarToilette);
    await shop.db
      .insertInto('onboard_stock')
      .values([
        { flight_id: toFrankfurt, item_id: cedarToilette, quantity: 3 },
        { flight_id: flightId(), item_id: cedarToilette, quantity: 3 },
      ])
      .execute();
    const toEu = await takeFlight(crew, 'device-eu', toFrankfurt);
    expect(trolleyItem(toEu, cedarToilette).bannedAtDestination).toBe(true);
    const refused = await sent(toEu, 'device-eu', numbered(1, [sale(toEu, [[cedarToilette, 1]])]));
    expect(refused.outcomes[0]).toMatchObject({
      outcome: 'refused',
      status: 422,
      reason: 'bannedAtDestination',
    });
    expect(await shop.onBoardStockOf(toFrankfurt, cedarToilette)).toBe(3);
    // Dubai is outside the EU: the same item sells there.
    const toDxb = await takeFlight(crew, 'device-dxb');
    expect(trolleyItem(toDxb, cedarToilette).bannedAtDestination).toBe(false);
    const sold = await sent(toDxb, 'device-dxb', numbered(1, [sale(toDxb, [[cedarToilette, 1]])]));
    expect(sold.outcomes[0]).toMatchObject({ outcome: 'applied' });
  });

  it('lets the last unit sold on two devices stand twice, the trolley kept at zero and the sale listed oversold', async () => {
    const { milkChocolate } = shop.catalog.items;
    await onTrolley(milkChocolate, 1);
    const first = await takeFlight(crew, 'device-last-a');
    const second = await takeFlight(otherCrew, 'device-last-b');
    const a = await sent(first, 'device-last-a', numbered(1, [sale(first, [[milkChocolate, 1]])]));
    const b = await sent(second, 'device-last-b', numbered(1, [sale(second, [[milkChocolate, 1]])]));
    expect(a.outcomes[0]).toMatchObject({ outcome: 'applied' });
    expect(b.outcomes[0]).toMatchObject({ outcome: 'conflict', status: 409, reason: 'oversold' });
    expect(await shop.onBoardStockOf(flightId(), milkChocolate)).toBe(0);
    expect(await saleMovements(milkChocolate)).toEqual([{ quantity: -1, staff_id: crew.id }]);
    const listed = await shop.app.inject({
      method: 'GET',
      url: apiPaths.cabinConflicts,
      query: { flightId: String(flightId()) },
      headers: crew.headers(actionPrivileges.cabinDuty),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const oversold = listed.json().conflicts.filter((c: { reason: string }) => c.reason === 'oversold');
    expect(oversold).toEqual([
      expect.objectContaining({ itemId: milkChocolate, orderCode: null, refundDue: null }),
    ]);
    expect(oversold[0].against).toContain('device-last-b');
    // The crew's device reads the same list with the flight's changes, on its duty token alone.
    const pulled = await shop.app.inject({
      method: 'GET',
      url: apiPaths.cabinChanges,
      query: { cursor: second.cursor },
      headers: await dutyHeaders(second.dutyToken),
    });
    expect(pulled.json().conflicts).toEqual(listed.json().conflicts);
  });

  it('takes the last unit once when two devices’ sales of it arrive at the same moment', async () => {
    // On PostgreSQL both sales used to read the figure 1 and the second update then broke the figure's
    // check (a 500); each round sends both devices' sales of the item's last unit at once.
    const items = [shop.catalog.items.lowlandBlend, shop.catalog.items.londonGin];
    for (const itemId of items) {
      await shop.db
        .insertInto('onboard_stock')
        .values({ flight_id: flightId(), item_id: itemId, quantity: 1 })
        .onConflict((oc) => oc.columns(['flight_id', 'item_id']).doUpdateSet({ quantity: 1 }))
        .execute();
    }
    const devices = [
      { pack: await takeFlight(crew, 'device-race-a'), deviceId: 'device-race-a' },
      { pack: await takeFlight(otherCrew, 'device-race-b'), deviceId: 'device-race-b' },
    ];
    for (const [round, itemId] of items.entries()) {
      const racing = await Promise.all(
        devices.map(({ pack, deviceId }) =>
          send(pack, deviceId, numbered(round + 1, [sale(pack, [[itemId, 1]])])),
        ),
      );
      for (const response of racing) expect(response.statusCode, response.body).toBe(200);
      const outcomes = racing.map((response) => response.json().outcomes[0]);
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['applied', 'conflict']);
      expect(outcomes.find((outcome) => outcome.outcome === 'conflict')).toMatchObject({
        reason: 'oversold',
      });
      expect(await shop.onBoardStockOf(flightId(), itemId)).toBe(0);
      expect(await saleMovements(itemId)).toHaveLength(1);
    }
  });

  it('tells the device what changed on its flight since its cursor: new bags and cancelled ones', async () => {
    const pack = await takeFlight(crew, 'device-changes');
    const placed = await shop.placed(await shop.guest());
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    const pull = async (cursor: string) =>
      (
        await shop.app.inject({
          method: 'GET',
          url: apiPaths.cabinChanges,
          query: { cursor },
          headers: await dutyHeaders(pack.dutyToken),
        })
      ).json();
    const first = await pull(pack.cursor);
    expect(first.bags.map((bag: { orderCode: string }) => bag.orderCode)).toContain(
      placed.paymentSummary.orderCode,
    );
    expect(first.active).toBe(true);
    await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...(await shop.guest()).headers(), 'order-access-token': placed.orderAccessToken },
      payload: { orderCode: placed.paymentSummary.orderCode, ReasonOfCancellation: 1 },
    });
    const second = await pull(first.cursor);
    expect(second.gone).toContain(placed.paymentSummary.orderCode);
  });

  it('closes the trolley on arrival once: counts and cash against the figures, differences with reasons, goods back in the warehouse', async () => {
    const { darkChocolate, milkChocolate } = shop.catalog.items;
    const toFrankfurt = shop.travel.flights.toFrankfurt.id;
    // Loaded as the demo's seed loads a trolley: the figures alone, without movements.
    await shop.db
      .insertInto('onboard_stock')
      .values([
        { flight_id: toFrankfurt, item_id: darkChocolate, quantity: 4 },
        { flight_id: toFrankfurt, item_id: milkChocolate, quantity: 2 },
      ])
      .execute();
    const pack = await takeFlight(crew, 'device-close', toFrankfurt);
    const sold = sale(pack, [[darkChocolate, 1]]) as Extract<Unnumbered, { kind: 'trolleySale' }>;
    expect((await sent(pack, 'device-close', numbered(1, [sold]))).outcomes[0]?.outcome).toBe('applied');
    const warehouse = async (itemId: number) =>
      (await shop.db.selectFrom('item').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow())
        .stock;
    const [darkBefore, milkBefore] = [await warehouse(darkChocolate), await warehouse(milkChocolate)];
    // One box of dark chocolate is missing; everything else is counted as loaded.
    const counts = pack.trolley.map((item) =>
      item.itemId === darkChocolate
        ? { itemId: darkChocolate, counted: 2 }
        : { itemId: item.itemId, counted: item.loaded },
    );
    const closing = (key: string, reason?: string) => ({
      flightId: toFrankfurt,
      key,
      counts: counts.map((count) =>
        count.itemId === darkChocolate && reason ? { ...count, reason } : count,
      ),
      cash: [{ currencyCode: 'USD', amount: sold.payment.amount }],
    });
    const close = (by: SignedInTestStaff, payload: object) =>
      shop.app.inject({
        method: 'POST',
        url: apiPaths.cabinCloseTrolley,
        headers: by.headers(actionPrivileges.cabinDuty),
        payload,
      });

    const unexplained = await close(crew, closing('closing-key-1'));
    expect(unexplained.statusCode, unexplained.body).toBe(400);
    expect(unexplained.body).toContain(`Items.${darkChocolate}.Reason`);
    expect(await shop.onBoardStockOf(toFrankfurt, darkChocolate)).toBe(3);

    const closed = await close(crew, closing('closing-key-1', 'one box crushed'));
    expect(closed.statusCode, closed.body).toBe(200);
    const reconciliation = closed.json();
    expect(
      reconciliation.lines.find((line: { itemId: number }) => line.itemId === darkChocolate),
    ).toMatchObject({
      loaded: 4,
      handedOver: 0,
      sold: 1,
      notCollected: 0,
      expected: 3,
      counted: 2,
      difference: -1,
      reason: 'one box crushed',
    });
    expect(reconciliation.cash).toEqual([
      { currencyCode: 'USD', expected: sold.payment.amount, counted: sold.payment.amount, difference: 0 },
    ]);
    expect(reconciliation).toMatchObject({
      differences: 1,
      returnedUnits: counts.reduce((sum, count) => sum + count.counted, 0),
    });
    // The trolley is empty and what the crew counted is back in the warehouse, as movements.
    expect(await shop.onBoardStockOf(toFrankfurt, darkChocolate)).toBe(0);
    expect(await warehouse(darkChocolate)).toBe(darkBefore + 2);
    expect(await warehouse(milkChocolate)).toBe(milkBefore + 2);
    const arrivals = await shop.db
      .selectFrom('stock_movement')
      .select(['flight_id', 'quantity'])
      .where('item_id', '=', darkChocolate)
      .where('kind', '=', 'arrival_count')
      .execute();
    expect(arrivals).toEqual(
      expect.arrayContaining([
        { flight_id: toFrankfurt, quantity: -3 },
        { flight_id: null, quantity: 2 },
      ]),
    );

    // The same closing again answers the same; another one is refused, and nothing moves twice.
    const again = await close(crew, closing('closing-key-1', 'one box crushed'));
    expect(again.json()).toEqual(reconciliation);
    const second = await close(otherCrew, closing('closing-key-2', 'one box crushed'));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('staff.trolleyClosed');
    expect(await warehouse(darkChocolate)).toBe(darkBefore + 2);

    // Admins read it, as JSON and as CSV; the crew does not.
    const read = (by: SignedInTestStaff, url: string) =>
      shop.app.inject({
        method: 'GET',
        url,
        query: { flightId: String(toFrankfurt) },
        headers: by.headers(actionPrivileges.cabinDuty),
      });
    expect((await read(admin, apiPaths.cabinReconciliation)).json()).toEqual({ reconciliation });
    const csv = await read(admin, apiPaths.cabinReconciliationCsv);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('one box crushed');
    expect(csv.body).toContain('Cash expected');
    expect((await read(crew, apiPaths.cabinReconciliation)).statusCode).toBe(403);
    const notClosed = await shop.app.inject({
      method: 'GET',
      url: apiPaths.cabinReconciliation,
      query: { flightId: String(flightId()) },
      headers: admin.headers(actionPrivileges.cabinDuty),
    });
    expect(notClosed.json()).toEqual({ reconciliation: null });
    const audited = await shop.db
      .selectFrom('staff_audit_entry')
      .select('subject')
      .where('action', '=', 'cabin.closeTrolley')
      .execute();
    expect(audited).toEqual([{ subject: `flight:${toFrankfurt}` }]);
    // The dashboard counts the trolley sales and the flight closed with a difference.
    const dashboard = await shop.app.inject({
      method: 'GET',
      url: apiPaths.backOfficeDashboard,
      headers: admin.headers(actionPrivileges.backOfficeDashboard),
    });
    expect(dashboard.json().trolley).toMatchObject({ flightsWithDifferences: 1 });
    expect(dashboard.json().trolley.trolleySales).toBeGreaterThan(0);
  });

  it('answers one batch of forged, replayed and foreign actions one by one with a 4xx and its reason, applying only the rest', async () => {
    const { cedarToilette, cognacXo, darkChocolate } = shop.catalog.items;
    const toFrankfurt = shop.travel.flights.toFrankfurt.id;
    const { item_code: banned } = await shop.db
      .selectFrom('item')
      .select('item_code')
      .where('id', '=', cedarToilette)
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('purchase_rule_item')
      .values({ rule_code: 'euBan', item_code: banned })
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [itemId, quantity] of [
      [cedarToilette, 3],
      [cognacXo, 3],
      [darkChocolate, 5],
    ] as const) {
      await shop.db
        .insertInto('onboard_stock')
        .values({ flight_id: toFrankfurt, item_id: itemId, quantity })
        .onConflict((oc) => oc.columns(['flight_id', 'item_id']).doUpdateSet({ quantity }))
        .execute();
    }
    // An action another device made and the server applied, which this device then sends as its own.
    const elsewhere = await paidOrder();
    const origin = await takeFlight(crew, 'device-batch-origin');
    const [applied] = numbered(1, [{ kind: 'handOver', orderCode: elsewhere, idChecked: true }]);
    expect((await sent(origin, 'device-batch-origin', [applied!])).outcomes[0]?.outcome).toBe('applied');
    const foreign = await paidOrder();

    const pack = await takeFlight(crew, 'device-batch', toFrankfurt);
    const dearer = sale(pack, [[darkChocolate, 1]]) as Extract<Unnumbered, { kind: 'trolleySale' }>;
    dearer.lines[0]!.unitPrice += 1;
    dearer.payment.amount += 1;
    const actions = numbered(1, [
      sale(pack, [[cedarToilette, 1]]),
      dearer,
      sale(pack, [[cognacXo, 1]], false),
      { kind: 'handOver', orderCode: foreign, idChecked: true },
      { kind: 'handOver', orderCode: elsewhere, idChecked: true },
      sale(pack, [[darkChocolate, 2]]),
    ]);
    // The fifth is the other device's applied action, key and all, under this device's next number.
    actions[4] = { ...applied!, seq: 5 };
    const answer = await sent(pack, 'device-batch', actions);
    expect(
      answer.outcomes.map(({ seq, outcome, status, reason }) => ({ seq, outcome, status, reason })),
    ).toEqual([
      { seq: 1, outcome: 'refused', status: 422, reason: 'bannedAtDestination' },
      { seq: 2, outcome: 'refused', status: 409, reason: 'priceChanged' },
      { seq: 3, outcome: 'refused', status: 422, reason: 'idNotChecked' },
      { seq: 4, outcome: 'refused', status: 404, reason: 'foreignOrder' },
      { seq: 5, outcome: 'refused', status: 409, reason: 'keyReused' },
      { seq: 6, outcome: 'applied', status: undefined, reason: undefined },
    ]);
    expect(answer.appliedThrough).toBe(6);
    // Sent again (the answer was lost): the same outcomes.
    expect((await sent(pack, 'device-batch', actions)).outcomes).toEqual(answer.outcomes);
    // Nothing of the refused ones was applied: the trolley gave only the two units of the last sale.
    expect(await shop.onBoardStockOf(toFrankfurt, cedarToilette)).toBe(3);
    expect(await shop.onBoardStockOf(toFrankfurt, cognacXo)).toBe(3);
    expect(await shop.onBoardStockOf(toFrankfurt, darkChocolate)).toBe(3);
    expect(await statusOf(foreign)).toBe('Confirmed');
    const handOvers = await shop.db
      .selectFrom('order_handover as h')
      .innerJoin('customer_order as o', 'o.id', 'h.order_id')
      .select('h.staff_id')
      .where('o.order_code', '=', elsewhere)
      .execute();
    expect(handOvers).toHaveLength(1);
  });
});

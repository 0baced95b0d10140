import {
  actionPrivileges,
  apiPaths,
  customsBannedMessage,
  customsUnderAgeMessage,
  dutyDueOnGoodsValueMessage,
  dutyDueToConfirmMessage,
  euBannedItemMessage,
  SHOP_LANGUAGE_HEADER,
} from '@dutyfree/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomsRuleTable } from '../../db/schema.ts';
import { testEngines } from '../../testing/test-database.ts';
import { listUnderPurchaseRule } from '../catalog/catalog.fixtures.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type Caller, type OrderShop, openOrderShop } from './orders.fixtures.ts';

const UAE = 'United Arab Emirates';
const DUBAI = 'Dubai International Airport';

/** The same caller, reading the shop in another language. */
const readingIn = (language: string, caller: Caller): Caller => ({
  headers: (privilege) => ({ ...caller.headers(privilege), [SHOP_LANGUAGE_HEADER]: language }),
});

// The fixture's flight (ET 600) lands in Dubai; the UAE's rule is the one the migration keeps, with its
// source: 4 L of alcohol, legal age 18. The whisky is measured as a 70 cl bottle of spirits.
describe.each(testEngines)('the destination’s customs rules at checkout on %s', (engine) => {
  let shop: OrderShop;
  let seeded: CustomsRuleTable;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
    const { highlandMalt } = shop.catalog.items;
    await shop.db
      .updateTable('item')
      .set({ customs_kind: 'spirits', volume_ml: 700, strength_abv_tenths: 400, stock: 500 })
      .where('id', '=', highlandMalt)
      .execute();
    seeded = await shop.db
      .selectFrom('customs_rule')
      .selectAll()
      .where('destination', '=', UAE)
      .executeTakeFirstOrThrow();
  });
  afterEach(() => shop.db.updateTable('customs_rule').set(seeded).where('destination', '=', UAE).execute());
  afterAll(() => shop.close());

  const whisky = (quantity: number) => [{ itemId: shop.catalog.items.highlandMalt, quantity }];
  const confirmedAt = async (orderCode: string) =>
    (
      await shop.db
        .selectFrom('customer_order')
        .select('duty_due_confirmed_at')
        .where('order_code', '=', orderCode)
        .executeTakeFirstOrThrow()
    ).duty_due_confirmed_at;

  it('keeps each seeded rule with its source and the date it was read', async () => {
    const rules = await shop.db.selectFrom('customs_rule').selectAll().orderBy('destination').execute();
    // Every country of the timetable, and the EU for its airports; sorted here, as engines collate apart.
    expect(rules.map((rule) => rule.destination).sort()).toEqual([
      'China',
      'EU',
      'Ethiopia',
      'Kenya',
      'Saudi Arabia',
      'South Africa',
      UAE,
      'United Kingdom',
      'United States',
    ]);
    for (const rule of rules) {
      expect(rule.source_url).toMatch(/^https?:\/\//);
      expect(rule.source_read_on).toBe('2026-11-28');
    }
    expect(seeded).toMatchObject({ alcohol_ml: 4000, cigarettes: 400, cigars: 50, legal_age_alcohol: 18 });
    // Saudi customs ban intoxicants of every kind: its rule bans the drinks; version 2 added the value of
    // other goods (migration 0044), as it did for every rule but Ethiopia's.
    expect(rules.find((rule) => rule.destination === 'Saudi Arabia')).toMatchObject({
      banned_category_types: 'LIQUOR',
      goods_value: 3000,
      goods_value_currency: 'SAR',
      version: 2,
    });
    // Ethiopia's customs publish no allowance that was found: its rule is kept, every figure unknown.
    expect(rules.find((rule) => rule.destination === 'Ethiopia')).toMatchObject({
      legal_age_alcohol: null,
      alcohol_ml: null,
      spirits_ml: null,
      cigarettes: null,
      missing: expect.stringContaining('No page of the Ethiopian customs authority'),
    });
  });

  it('refuses an order over the allowance until the traveller confirms duty is due, and records the confirmation', async () => {
    const ordersBefore = await shop.orderCount();
    const overFour = shop.preOrder({ orderItemRequet: whisky(6) });
    const refused = await shop.place(await shop.guest(), overFour);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'orders.dutyDueToConfirm',
      message: dutyDueToConfirmMessage('alcohol', 4.2, 4, DUBAI),
      params: { allowance: 'alcohol', used: 4.2, allowed: 4, airport: DUBAI },
    });
    expect(await shop.orderCount()).toBe(ordersBefore);

    const placed = await shop.place(await shop.guest(), { ...overFour, dutyDueConfirmed: true });
    expect(placed.statusCode).toBe(200);
    expect(await confirmedAt(placed.json().paymentSummary.orderCode)).toEqual(expect.any(Number));
  });

  it('answers the priced cart with what customs measure of its goods, for the allowance shown before payment', async () => {
    const { highlandMalt, darkChocolate } = shop.catalog.items;
    const guest = await shop.guest();
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.priceCart,
      headers: guest.headers(),
      payload: { lines: [...whisky(3), { itemId: darkChocolate, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customsMeasures).toEqual([
      { itemId: highlandMalt, customsKind: 'spirits', volumeMl: 700, pieces: null, tobaccoG: null },
    ]);
  });

  it('refuses an over-allowance order when the confirmation is sent as false, as when it is left out', async () => {
    const refused = await shop.place(
      await shop.guest(),
      shop.preOrder({ orderItemRequet: whisky(6), dutyDueConfirmed: false }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('orders.dutyDueToConfirm');
  });

  it('places an order within the allowance without asking, and records no confirmation', async () => {
    const placed = await shop.place(await shop.guest(), shop.preOrder({ orderItemRequet: whisky(5) }));
    expect(placed.statusCode).toBe(200);
    expect(await confirmedAt(placed.json().paymentSummary.orderCode)).toBeNull();
  });

  it('counts perfume in millilitres against the destination’s perfume allowance', async () => {
    const { roseParfum } = shop.catalog.items;
    await shop.db
      .updateTable('item')
      .set({ customs_kind: 'perfume', volume_ml: 100 })
      .where('id', '=', roseParfum)
      .execute();
    const twoBottles = shop.preOrder({ orderItemRequet: [{ itemId: roseParfum, quantity: 2 }] });
    // Switched off (no perfume allowance kept, as the UAE publishes none): placed without asking.
    expect((await shop.place(await shop.guest(), twoBottles)).statusCode).toBe(200);
    await shop.db
      .updateTable('customs_rule')
      .set({ perfume_ml: 100 })
      .where('destination', '=', UAE)
      .execute();
    const refused = await shop.place(await shop.guest(), twoBottles);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'orders.dutyDueToConfirm',
      params: { allowance: 'perfume', used: 200, allowed: 100, airport: DUBAI },
    });
    const placed = await shop.place(await shop.guest(), { ...twoBottles, dutyDueConfirmed: true });
    expect(placed.statusCode).toBe(200);
  });

  it('counts the value of the goods without an allowance of their own, in the destination’s currency', async () => {
    // 200 dirhams allowed: the toilet water, on offer at 55.00 dollars, is worth 201.99 at 3.6725.
    await shop.db
      .updateTable('customs_rule')
      .set({ goods_value: 200, goods_value_currency: 'AED' })
      .where('destination', '=', UAE)
      .execute();
    // Two bottles of whisky (240 dollars) count against the alcohol allowance, not the value.
    expect(
      (await shop.place(await shop.guest(), shop.preOrder({ orderItemRequet: whisky(2) }))).statusCode,
    ).toBe(200);
    const toilette = shop.preOrder({
      orderItemRequet: [{ itemId: shop.catalog.items.cedarToilette, quantity: 1 }],
    });
    const refused = await shop.place(await shop.guest(), toilette);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'orders.dutyDueOnGoodsValue',
      message: dutyDueOnGoodsValueMessage(201.99, 200, 'AED', DUBAI),
      params: { used: 201.99, allowed: 200, currencyCode: 'AED', airport: DUBAI },
    });
    const placed = await shop.place(await shop.guest(), { ...toilette, dutyDueConfirmed: true });
    expect(placed.statusCode).toBe(200);
    expect(await confirmedAt(placed.json().paymentSummary.orderCode)).toEqual(expect.any(Number));
    // Switched off (no value kept): the same order is placed without asking.
    await shop.db
      .updateTable('customs_rule')
      .set({ goods_value: null })
      .where('destination', '=', UAE)
      .execute();
    expect((await shop.place(await shop.guest(), toilette)).statusCode).toBe(200);
  });

  it('refuses alcohol to a traveller younger than the destination’s legal age, read fresh from the rule', async () => {
    await shop.db
      .updateTable('customs_rule')
      .set({ legal_age_alcohol: 21 })
      .where('destination', '=', UAE)
      .execute();
    const twenty = shop.preOrder({ orderItemRequet: whisky(1), travellerAge: 20 });
    const refused = await shop.place(await shop.guest(), twenty);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'orders.customsUnderAge',
      message: customsUnderAgeMessage('Highland Single Malt 12 Years', DUBAI, 21),
    });
    const inArabic = await shop.place(readingIn('ar', await shop.guest()), twenty);
    expect(inArabic.json().params).toEqual({
      name: 'ويسكي هايلاند سينجل مالت 12 سنة',
      airport: 'مطار دبي الدولي',
      age: 21,
    });
    const placed = await shop.place(await shop.guest(), { ...twenty, travellerAge: 21 });
    expect(placed.statusCode).toBe(200);
  });

  it('refuses goods of a category the destination bans, naming them', async () => {
    await shop.db
      .updateTable('customs_rule')
      .set({ banned_category_types: 'LIQUOR' })
      .where('destination', '=', UAE)
      .execute();
    const refused = await shop.place(await shop.guest(), shop.preOrder({ orderItemRequet: whisky(1) }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'orders.customsBanned',
      message: customsBannedMessage('Highland Single Malt 12 Years', DUBAI),
    });
  });

  /**
   * Puts the fixture's one-flight ticket (to Dubai) on an onward flight from Dubai to `destination`,
   * leaving 3 hours after it lands (within the transit window), for the length of `journey`.
   */
  async function connectingTo(destination: string, journey: () => Promise<void>): Promise<void> {
    const { toDubai } = shop.travel.flights;
    const { arrival_at: arrival } = await shop.db
      .selectFrom('flight')
      .select('arrival_at')
      .where('id', '=', toDubai.id)
      .executeTakeFirstOrThrow();
    const onward = await shop.db
      .insertInto('flight')
      .values({
        flight_number: 'ET 9001',
        origin: 'DXB',
        destination,
        departure_at: arrival + 3 * 3_600_000,
        arrival_at: arrival + 17 * 3_600_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('passenger_sector')
      .values({ ticket_number: fixtureTickets.oneFlight, flight_id: onward.id, seat_number: '30A' })
      .execute();
    try {
      await journey();
    } finally {
      await shop.db.deleteFrom('passenger_sector').where('flight_id', '=', onward.id).execute();
      await shop.db.deleteFrom('flight').where('id', '=', onward.id).execute();
    }
  }

  it('judges a traveller in transit by the final destination: Dubai connecting to New York within the window', async () => {
    await shop.db
      .insertInto('airport')
      .values({
        code: 'JFK',
        name: 'John F. Kennedy International Airport',
        city: 'New York',
        country: 'United States',
        is_eu: 0,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await connectingTo('JFK', async () => {
      // The United States' legal age (21), not the UAE's (18), and New York's airport named in the refusal.
      const twenty = shop.preOrder({ orderItemRequet: whisky(1), travellerAge: 20 });
      const refused = await shop.place(await shop.guest(), twenty);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'orders.customsUnderAge',
        message: customsUnderAgeMessage(
          'Highland Single Malt 12 Years',
          'John F. Kennedy International Airport',
          21,
        ),
      });

      const guest = await shop.guest();
      const lookup = await shop.app.inject({
        method: 'GET',
        url: apiPaths.onBoardPassengerFromTicket,
        query: { TicketNumber: fixtureTickets.oneFlight, LastName: fixtureLastNames.oneFlight },
        headers: guest.headers(actionPrivileges.onBoardPassengerFromTicket),
      });
      const [toDubaiCard, onwardCard] = lookup.json().paxSectorsRes;
      expect(toDubaiCard).toMatchObject({
        destination: 'DXB',
        customs: { region: 'US', legalAgeAlcohol: 21 },
        customsDestination: {
          connectsAt: 'Dubai International Airport',
          destinationAirport: 'John F. Kennedy International Airport',
        },
      });
      expect(onwardCard).toMatchObject({ destination: 'JFK', customs: { region: 'US' } });
      expect(onwardCard).not.toHaveProperty('customsDestination');
    });
  });

  it('refuses a cosmetic banned in the EU to a traveller connecting in Dubai to Frankfurt', async () => {
    const { roseParfum } = shop.catalog.items;
    const ban = await listUnderPurchaseRule(shop.db, 'euBan', roseParfum);
    try {
      await connectingTo('FRA', async () => {
        const parfum = shop.preOrder({ orderItemRequet: [{ itemId: roseParfum, quantity: 1 }] });
        const refused = await shop.place(await shop.guest(), parfum);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'orders.euBannedItem',
          message: euBannedItemMessage('Rose Eau de Parfum', 'Frankfurt Airport', ban.reason),
        });
        // The flight card warns before checkout: the flight to Dubai counts as one into the EU.
        const lookup = await shop.app.inject({
          method: 'GET',
          url: apiPaths.onBoardPassengerFromTicket,
          query: { TicketNumber: fixtureTickets.oneFlight, LastName: fixtureLastNames.oneFlight },
          headers: (await shop.guest()).headers(actionPrivileges.onBoardPassengerFromTicket),
        });
        expect(lookup.json().paxSectorsRes[0]).toMatchObject({ destination: 'DXB', isDestinationInEu: true });
      });
    } finally {
      await shop.db.deleteFrom('purchase_rule_item').where('item_code', '=', ban.itemCode).execute();
    }
  });
});

import {
  actionPrivileges,
  apiPaths,
  type PassengerFromTicketResponse,
  type PaxSector,
} from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { callHeaders, issueTokens } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { DAY_MS, MINUTE_MS } from './durations.ts';
import { onBoardDemoTickets } from './onboard-demo-tickets.ts';
import { refreshOnBoardRotation } from './onboard-rotation.ts';
import { seedDemoShop } from './seed.ts';

const OPENS_BEFORE_MS = 60 * MINUTE_MS;

describe.each(testEngines)('the on-board rotation on %s', (engine) => {
  let shop: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    shop = await createTestDatabase(engine);
    // Seeded days ago: the regular timetable alone has nothing in the air now.
    await seedDemoShop(shop, { products: 100, now: Date.now() - 3 * DAY_MS });
    app = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: null },
      database: shop,
    });
  });
  afterAll(async () => {
    await app.close();
    await shop.drop();
  });

  async function cardsOf({
    ticketNumber,
    lastName,
  }: (typeof onBoardDemoTickets)[number]): Promise<PaxSector[]> {
    const tokens = await issueTokens(app);
    const response = await app.inject({
      method: 'GET',
      url: apiPaths.onBoardPassengerFromTicket,
      query: { TicketNumber: ticketNumber, LastName: lastName },
      headers: callHeaders(tokens, actionPrivileges.onBoardPassengerFromTicket),
    });
    return (response.json() as PassengerFromTicketResponse).paxSectorsRes;
  }

  const [inTheAir, boardingSoon, twoOpen] = onBoardDemoTickets;

  it('puts a flight in the air, one boarding soon and a ticket with two open flights around the start', async () => {
    const now = Date.now();
    expect(await refreshOnBoardRotation(shop.db, { now, opensBeforeDepartureMs: OPENS_BEFORE_MS })).toBe(
      true,
    );

    const [flying] = await cardsOf(inTheAir);
    expect(flying).toMatchObject({
      flightNumber: 'ET 920',
      onBoardWindow: 'open',
      isPreOrderOpen: false,
    });

    const [soon] = await cardsOf(boardingSoon);
    expect(soon?.onBoardWindow).toBe('notYetOpen');
    const opensIn = Date.parse(soon?.onBoardOpensAt ?? '') - now;
    expect(opensIn).toBeGreaterThan(28 * MINUTE_MS);
    expect(opensIn).toBeLessThanOrEqual(30 * MINUTE_MS);

    const both = await cardsOf(twoOpen);
    expect(both.map((card) => card.onBoardWindow)).toEqual(['open', 'open']);
    // Two demo passengers on the flight in the air, in different seats.
    expect(both[0]?.flightNumber).toBe(flying?.flightNumber);
    expect(both[0]?.seatNumber).not.toBe(flying?.seatNumber);
  });

  it('loads the trolley of every rotation flight with 20 to 40 products a cabin crew sells', async () => {
    const shelves = await shop.db
      .selectFrom('onboard_stock')
      .innerJoin('flight', 'flight.id', 'onboard_stock.flight_id')
      .innerJoin('item', 'item.id', 'onboard_stock.item_id')
      .select(['flight.flight_number', 'item.category_type', 'onboard_stock.quantity'])
      .where('flight.flight_number', 'in', ['ET 920', 'ET 922', 'ET 924'])
      .execute();
    for (const flightNumber of ['ET 920', 'ET 922', 'ET 924']) {
      const carried = shelves.filter((shelf) => shelf.flight_number === flightNumber);
      expect(carried.length).toBeGreaterThanOrEqual(20);
      expect(carried.length).toBeLessThanOrEqual(40);
    }
    expect(shelves.some((shelf) => ['ELECTRONICS', 'TRAVEL_GOODS'].includes(shelf.category_type))).toBe(
      false,
    );
    expect(shelves.every((shelf) => shelf.quantity >= 2)).toBe(true);
  });

  it('moves the same flights again on a later start, refilling them and adding no ticket twice', async () => {
    const rows = () =>
      shop.db
        .selectFrom('passenger_sector')
        .innerJoin('flight', 'flight.id', 'passenger_sector.flight_id')
        .select(['flight.id', 'flight.departure_at', 'passenger_sector.ticket_number'])
        .where(
          'passenger_sector.ticket_number',
          'in',
          onBoardDemoTickets.map((t) => t.ticketNumber),
        )
        .orderBy('flight.id')
        .orderBy('passenger_sector.ticket_number')
        .execute();
    const before = await rows();
    expect(before).toHaveLength(4);
    await shop.db.updateTable('onboard_stock').set({ quantity: 0 }).execute();

    const later = Date.now() + 2 * DAY_MS;
    await refreshOnBoardRotation(shop.db, { now: later, opensBeforeDepartureMs: OPENS_BEFORE_MS });
    const after = await rows();
    expect(after.map((row) => [row.id, row.ticket_number])).toEqual(
      before.map((row) => [row.id, row.ticket_number]),
    );
    for (const [index, row] of after.entries()) {
      expect(row.departure_at - before[index]!.departure_at).toBeGreaterThan(2 * DAY_MS - 2 * MINUTE_MS);
    }
    const refilled = await shop.db
      .selectFrom('onboard_stock')
      .select('quantity')
      .where('flight_id', '=', after[0]!.id)
      .execute();
    expect(refilled.every((shelf) => shelf.quantity >= 2)).toBe(true);
  });

  it('leaves a database that is not the demo shop alone', async () => {
    const other = await createTestDatabase(engine);
    try {
      expect(await refreshOnBoardRotation(other.db, { now: Date.now(), opensBeforeDepartureMs: 0 })).toBe(
        false,
      );
      expect(await other.db.selectFrom('flight').select('id').execute()).toEqual([]);
    } finally {
      await other.drop();
    }
  });
});

import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  ORDER_ACCESS_HEADER,
  type SubmitOnBoardOrderRequest,
  type UpdatePreOrderResponse,
} from '@dutyfree/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Engine } from '../../db/database.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type Caller, openOrderShop } from '../orders/orders.fixtures.ts';

// The order shop with what two flights carry on board, so that on-board tests can name the case they need.
//
//   flight                     carries (units on board)
//   toDubaiInTheAir  (open)    highlandMalt 3, darkChocolate 2, milkChocolate 4, londonGin 0, retiredWhisky 5
//   toDubai          (in 3 d)  darkChocolate 10
//
// The warehouse holds 1,000 of every item (the order shop's own stock), so a test can tell the two apart.

export const onBoardUnits = {
  inTheAir: { highlandMalt: 3, darkChocolate: 2, milkChocolate: 4, londonGin: 0, retiredWhisky: 5 },
  toDubai: { darkChocolate: 10 },
} as const;

export async function openOnBoardShop(engine: Engine, env: NodeJS.ProcessEnv = {}) {
  const shop = await openOrderShop(engine, env);
  const { db, catalog, travel } = shop;
  const shelves = (flightId: number, units: Record<string, number>) =>
    Object.entries(units).map(([name, quantity]) => ({
      flight_id: flightId,
      item_id: catalog.items[name as keyof typeof catalog.items],
      quantity,
    }));
  await db
    .insertInto('onboard_stock')
    .values([
      ...shelves(travel.flights.toDubaiInTheAir.id, onBoardUnits.inTheAir),
      ...shelves(travel.flights.toDubai.id, onBoardUnits.toDubai),
    ])
    .execute();

  /** The flight in the air, as its card names it; overrides name another. */
  function itemsQuery(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      FlightNumber: 'ET 602',
      DepartureDate: new Date(travel.flights.toDubaiInTheAir.departureAt).toISOString(),
      Origin: 'ADD',
      Destination: 'DXB',
      TicketNumber: fixtureTickets.inTheAir,
      LastName: fixtureLastNames.inTheAir,
      currencyId: '2',
      ...overrides,
    };
  }

  function onBoardOrder(overrides: Partial<SubmitOnBoardOrderRequest> = {}): SubmitOnBoardOrderRequest {
    return {
      paxSectorId: travel.sectors.toDubaiInTheAir,
      ticketNumber: fixtureTickets.inTheAir,
      passengerLastName: fixtureLastNames.inTheAir,
      seatNumber: '14A',
      orderItemRequet: [{ itemId: catalog.items.highlandMalt, quantity: 1 }],
      paymentOption: 'Cash On Board',
      currencyId: 2,
      language: 'en',
      guest: {
        firstName: 'Yonas',
        lastName: 'Bekele',
        email: 'yonas.bekele@example.com',
        mobileNumber: { countryCode: '+251', number: '911445566' },
      },
      ...overrides,
    };
  }

  return {
    ...shop,
    itemsQuery,
    onBoardOrder,

    onBoardItems(
      query: Record<string, string>,
      headers: Record<string, string>,
    ): Promise<LightMyRequestResponse> {
      return shop.app.inject({ method: 'GET', url: apiPaths.allOnBoardItems, query, headers });
    },

    submit(
      caller: Caller,
      body: object,
      privilege: ActionPrivilege = actionPrivileges.submitOnBoardOrder,
      accessToken?: string,
    ): Promise<LightMyRequestResponse> {
      return shop.app.inject({
        method: 'POST',
        url: apiPaths.submitOnBoardOrder,
        headers: {
          ...caller.headers(privilege),
          ...(accessToken && { [ORDER_ACCESS_HEADER]: accessToken }),
        },
        payload: body,
      });
    },

    /** Submits an on-board order that must succeed. */
    async submitted(
      caller: Caller,
      overrides: Partial<SubmitOnBoardOrderRequest> = {},
    ): Promise<UpdatePreOrderResponse> {
      const response = await this.submit(caller, onBoardOrder(overrides));
      if (response.statusCode !== 200) throw new Error(`SubmitOnBoardOrder failed: ${response.body}`);
      return response.json();
    },

    async onBoardStockOf(flightId: number, itemId: number): Promise<number> {
      const row = await db
        .selectFrom('onboard_stock')
        .select('quantity')
        .where('flight_id', '=', flightId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row?.quantity ?? 0;
    },
  };
}

export type OnBoardShop = Awaited<ReturnType<typeof openOnBoardShop>>;

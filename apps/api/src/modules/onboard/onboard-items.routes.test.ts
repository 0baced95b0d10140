import { ACTION_PRIVILEGE_HEADER, actionPrivileges, apiPaths, onBoardMessages } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, onBoardUnits, openOnBoardShop } from './onboard.fixtures.ts';

describe.each(testEngines)('GetAllOnBoardItems on %s', (engine) => {
  let shop: OnBoardShop;
  let headers: Record<string, string>;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    headers = (await shop.guest()).headers();
  });
  afterAll(() => shop.close());

  const names = (response: { json(): { onBoardAvailabilitiesRes: { name: string }[] } }) =>
    response.json().onBoardAvailabilitiesRes.map((item) => item.name);

  it("lists what the flight carries, by name, with the flight's stock as quantity", async () => {
    const response = await shop.onBoardItems(shop.itemsQuery(), headers);
    expect(response.statusCode).toBe(200);
    const items: { id: number; quantity: number }[] = response.json().onBoardAvailabilitiesRes;
    const { items: ids } = shop.catalog;
    // The retired whisky is on board but no longer sold: not listed.
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [ids.darkChocolate, onBoardUnits.inTheAir.darkChocolate],
      [ids.highlandMalt, onBoardUnits.inTheAir.highlandMalt],
      [ids.londonGin, 0],
      [ids.milkChocolate, onBoardUnits.inTheAir.milkChocolate],
    ]);
  });

  it('prices every item exactly as the catalogue does, in the currency asked for', async () => {
    const onBoard = (await shop.onBoardItems(shop.itemsQuery({ currencyId: '3' }), headers)).json()
      .onBoardAvailabilitiesRes as { id: number; quantity: number }[];
    const details = await shop.app.inject({
      method: 'POST',
      url: apiPaths.productDetails,
      headers,
      payload: { currencyId: 3, itemIds: onBoard.map((item) => item.id) },
    });
    const catalogue = details.json().availabilitiesRes as { quantity: number }[];
    expect(onBoard.map(({ quantity: _onBoard, ...item }) => item)).toEqual(
      catalogue.map(({ quantity: _warehouse, ...item }) => item),
    );
  });

  it('matches the flight on the UTC day it departs, from a date alone', async () => {
    const day = new Date(shop.travel.flights.toDubaiInTheAir.departureAt).toISOString().slice(0, 10);
    const response = await shop.onBoardItems(shop.itemsQuery({ DepartureDate: day }), headers);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toHaveLength(4);
  });

  it('lists a flight that has not opened for on-board orders yet: the traveller may look', async () => {
    const response = await shop.onBoardItems(
      shop.itemsQuery({
        FlightNumber: 'ET 600',
        DepartureDate: new Date(shop.travel.flights.toDubai.departureAt).toISOString(),
        TicketNumber: fixtureTickets.oneFlight,
        LastName: fixtureLastNames.oneFlight,
      }),
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Dark Chocolate Box']);
  });

  it('refuses a ticket that is not booked on the flight', async () => {
    const response = await shop.onBoardItems(
      shop.itemsQuery({ TicketNumber: fixtureTickets.oneFlight, LastName: fixtureLastNames.oneFlight }),
      headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: onBoardMessages.ticketNotOnFlight });
  });

  it("refuses the flight's catalogue to a ticket given with another passenger's last name", async () => {
    const response = await shop.onBoardItems(shop.itemsQuery({ LastName: 'Tesfaye' }), headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: onBoardMessages.ticketNotOnFlight });
  });

  it('answers 404 for a flight that does not exist', async () => {
    const elsewhere: Record<string, string>[] = [
      { FlightNumber: 'ET 999' },
      { Destination: 'NBO' },
      { DepartureDate: '2020-01-01' },
    ];
    for (const query of elsewhere) {
      const response = await shop.onBoardItems(shop.itemsQuery(query), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: onBoardMessages.flightNotFound });
    }
  });

  it('names the missing or wrong fields', async () => {
    const { FlightNumber: _, LastName: __, ...withoutFlight } = shop.itemsQuery({ TicketNumber: '123' });
    const response = await shop.onBoardItems(withoutFlight, headers);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['FlightNumber', 'LastName', 'TicketNumber']);
    const badDate = await shop.onBoardItems(shop.itemsQuery({ DepartureDate: 'tomorrow' }), headers);
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toEqual(['DepartureDate']);
  });

  it('needs the tokens and the catalogue privilege', async () => {
    const anonymous = await shop.onBoardItems(shop.itemsQuery(), {});
    expect(anonymous.statusCode).toBe(401);
    const wrongPrivilege = await shop.onBoardItems(shop.itemsQuery(), {
      ...headers,
      [ACTION_PRIVILEGE_HEADER]: actionPrivileges.submitOnBoardOrder,
    });
    expect(wrongPrivilege.statusCode).toBe(403);
  });
});

import { type ActionPrivilege, actionPrivileges, apiPaths, flightMessages } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import {
  FIXTURE_FLIGHT_TIME_MS,
  fixtureTickets,
  insertTravelFixture,
  type TravelFixture,
} from './flights.fixtures.ts';

const HOUR = 3_600_000;

describe.each(testEngines)('GetOnBoardPassengerFromTicket on %s', (engine) => {
  let shop: TestApp;
  let travel: TravelFixture;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    travel = await insertTravelFixture(shop.database.db);
  });
  afterAll(() => shop.close());

  async function lookUp(
    ticketNumber: string,
    privilege: ActionPrivilege = actionPrivileges.onBoardPassengerFromTicket,
  ) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'GET',
      url: apiPaths.onBoardPassengerFromTicket,
      query: { TicketNumber: ticketNumber, currencyId: '2' },
      headers: callHeaders(tokens, privilege),
    });
  }

  it('gives the traveller the flight card of a ticket with one flight', async () => {
    const response = await lookUp(fixtureTickets.oneFlight);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paxSectorsRes: [
        {
          id: travel.sectors.toDubai,
          flightNumber: 'ET 600',
          origin: 'ADD',
          originAirport: 'Addis Ababa Bole International Airport',
          destination: 'DXB',
          destinationAirport: 'Dubai International Airport',
          departureDate: new Date(travel.flights.toDubai.departureAt).toISOString(),
          passengerName: 'Selam Tesfaye',
          seatNumber: '12C',
          isPreOrderOpen: true,
          isDestinationInEu: false,
          arrivalDate: new Date(travel.flights.toDubai.departureAt + FIXTURE_FLIGHT_TIME_MS).toISOString(),
          onBoardWindow: 'notYetOpen',
          onBoardOpensAt: new Date(travel.flights.toDubai.departureAt - HOUR).toISOString(),
        },
      ],
      message: flightMessages.flightsFound,
    });
  });

  it('says when the flight lands in the EU, where the banned cosmetics may not go', async () => {
    const { paxSectorsRes } = (await lookUp(fixtureTickets.euDestination)).json();
    expect(paxSectorsRes).toMatchObject([{ destination: 'FRA', isDestinationInEu: true }]);
  });

  it('lists both flights of a return ticket in departure order', async () => {
    const { paxSectorsRes } = (await lookUp(fixtureTickets.twoFlights)).json();
    expect(paxSectorsRes.map((s: { flightNumber: string }) => s.flightNumber)).toEqual(['ET 308', 'ET 309']);
  });

  it('shows a flight leaving within 24 hours as closed to pre-orders', async () => {
    const { paxSectorsRes } = (await lookUp(fixtureTickets.within24Hours)).json();
    expect(paxSectorsRes).toHaveLength(1);
    expect(paxSectorsRes[0].isPreOrderOpen).toBe(false);
  });

  it('offers a flight in the air, open for on-board orders until it lands', async () => {
    const { paxSectorsRes } = (await lookUp(fixtureTickets.inTheAir)).json();
    expect(paxSectorsRes).toHaveLength(1);
    expect(paxSectorsRes[0]).toMatchObject({
      flightNumber: 'ET 602',
      isPreOrderOpen: false,
      onBoardWindow: 'open',
      onBoardOpensAt: new Date(travel.flights.toDubaiInTheAir.departureAt - HOUR).toISOString(),
    });
  });

  it('offers no landed flight and says so', async () => {
    const response = await lookUp(fixtureTickets.landed);
    expect(response.json()).toEqual({ paxSectorsRes: [], message: flightMessages.noUpcomingFlight });
  });

  it('answers an unknown ticket with an empty list and the message to show', async () => {
    const response = await lookUp('0710000000000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paxSectorsRes: [], message: flightMessages.noUpcomingFlight });
  });

  it('refuses a 12-digit ticket number with the length typed', async () => {
    const response = await lookUp('071900000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        TicketNumber: ['Ticket Number Character length should be 13. Current character length (12).'],
      },
      errorCodes: { TicketNumber: [{ code: 'flights.ticketNumberLength', params: { n: 12 } }] },
    });
  });

  it('refuses a ticket number with letters', async () => {
    const response = await lookUp('07190000000AB');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.TicketNumber).toEqual([flightMessages.ticketNumberDigits]);
  });

  it('needs the passenger-lookup privilege', async () => {
    const response = await lookUp(fixtureTickets.oneFlight, actionPrivileges.preOrderAccess);
    expect(response.statusCode).toBe(403);
  });
});

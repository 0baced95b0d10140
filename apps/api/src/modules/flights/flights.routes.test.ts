import {
  type ActionPrivilege,
  accountMessages,
  actionPrivileges,
  apiPaths,
  flightMessages,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import {
  FIXTURE_FLIGHT_TIME_MS,
  fixtureLastNames,
  fixtureTickets,
  insertTravelFixture,
  type TravelFixture,
} from './flights.fixtures.ts';

const HOUR = 3_600_000;
/** A passenger whose name has accents and two surnames, on the Dubai flight. */
const ACCENTED_TICKET = '0719000000107';

describe.each(testEngines)('GetOnBoardPassengerFromTicket on %s', (engine) => {
  let shop: TestApp;
  let travel: TravelFixture;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    travel = await insertTravelFixture(shop.database.db);
    const { db } = shop.database;
    await db
      .insertInto('ticket')
      .values({ ticket_number: ACCENTED_TICKET, passenger_name: 'María José García López' })
      .execute();
    await db
      .insertInto('passenger_sector')
      .values({ ticket_number: ACCENTED_TICKET, flight_id: travel.flights.toDubai.id, seat_number: '3A' })
      .execute();
  });
  afterAll(() => shop.close());

  // Every lookup comes from its own address, so that the per-address budget is tested on its own below.
  let addresses = 0;
  async function lookUp(
    ticketNumber: string,
    {
      lastName = lastNameOf(ticketNumber),
      privilege = actionPrivileges.onBoardPassengerFromTicket,
      remoteAddress = `198.51.100.${++addresses}`,
      language = 'en',
    }: { lastName?: string; privilege?: ActionPrivilege; remoteAddress?: string; language?: string } = {},
  ) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'GET',
      url: apiPaths.onBoardPassengerFromTicket,
      query: { TicketNumber: ticketNumber, LastName: lastName, currencyId: '2' },
      headers: { ...callHeaders(tokens, privilege), 'Accept-Language': language },
      remoteAddress,
    });
  }

  it('gives the traveller the flight card of a ticket with one flight, and the name as booked', async () => {
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
          originTimeZone: 'Africa/Addis_Ababa',
          seatNumber: '12C',
          isPreOrderOpen: true,
          isDestinationInEu: false,
          arrivalDate: new Date(travel.flights.toDubai.departureAt + FIXTURE_FLIGHT_TIME_MS).toISOString(),
          onBoardWindow: 'notYetOpen',
          onBoardOpensAt: new Date(travel.flights.toDubai.departureAt - HOUR).toISOString(),
          // The UAE's rule as migrations 0032 and 0044 keep it: 4 L of alcohol in all, tobacco by the
          // piece, AED 3,000 of other goods at the shop's rate.
          customs: {
            region: 'AE',
            legalAgeAlcohol: 18,
            legalAgeTobacco: 18,
            allowances: {
              alcohol: 4000,
              spirits: null,
              wine: null,
              beer: null,
              cigarettes: 400,
              cigars: 50,
              tobacco: null,
              fragrance: null,
              perfume: null,
              toiletWater: null,
            },
            goodsValue: { allowed: 3000, currencyCode: 'AED', usdRateMicros: 3_672_500 },
          },
        },
      ],
      message: flightMessages.flightsFound,
      // Proven by ticket and last name: the forms after it need not ask for the name again.
      passenger: { firstName: 'Selam', lastName: 'Tesfaye' },
    });
  });

  it("names the airports in the traveller's language, with the time zone the departure is shown in", async () => {
    const arabic = (await lookUp(fixtureTickets.oneFlight, { language: 'ar' })).json();
    expect(arabic.paxSectorsRes).toMatchObject([
      {
        origin: 'ADD',
        originAirport: 'مطار أديس أبابا بولي الدولي',
        destination: 'DXB',
        destinationAirport: 'مطار دبي الدولي',
        originTimeZone: 'Africa/Addis_Ababa',
      },
    ]);
    const chinese = (await lookUp(fixtureTickets.twoFlights, { language: 'zh-CN,zh;q=0.9' })).json();
    expect(chinese.paxSectorsRes).toMatchObject([
      { originAirport: '亚的斯亚贝巴博莱国际机场', destinationAirport: '乔莫·肯雅塔国际机场' },
      { originAirport: '乔莫·肯雅塔国际机场', originTimeZone: 'Africa/Nairobi' },
    ]);
  });

  it('says when the flight lands in the EU, where the banned cosmetics may not go', async () => {
    const { paxSectorsRes } = (await lookUp(fixtureTickets.euDestination)).json();
    expect(paxSectorsRes).toMatchObject([{ destination: 'FRA', isDestinationInEu: true }]);
  });

  it('gives an EU airport the EU’s customs rule, and each other airport its country’s', async () => {
    const frankfurt = (await lookUp(fixtureTickets.euDestination)).json().paxSectorsRes[0];
    expect(frankfurt.customs).toMatchObject({ region: 'EU', allowances: { spirits: 1000, wine: 4000 } });
    const [toNairobi, backToAddis] = (await lookUp(fixtureTickets.twoFlights)).json().paxSectorsRes;
    // Kenya's rule as migration 0043 keeps it from the KRA: 1 L of spirits, 2 L of wine, no ages found.
    expect(toNairobi).toMatchObject({
      destination: 'NBO',
      customs: {
        region: 'KE',
        legalAgeAlcohol: null,
        legalAgeTobacco: null,
        allowances: { alcohol: null, spirits: 1000, wine: 2000, beer: null, cigarettes: null, cigars: null },
      },
    });
    // The hub's rule is kept though no allowance of Ethiopia's was found: every figure unknown.
    expect(backToAddis).toMatchObject({
      destination: 'ADD',
      customs: {
        region: 'ET',
        legalAgeAlcohol: null,
        allowances: { alcohol: null, spirits: null, cigarettes: null },
      },
    });
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
    expect(response.json()).toEqual({
      paxSectorsRes: [],
      message: flightMessages.noUpcomingFlight,
      passenger: { firstName: 'Marta', lastName: 'Alemu' },
    });
  });

  it('finds the ticket by its last name in any case, with or without accents', async () => {
    for (const lastName of ['tesfaye', 'TESFAYE', '  Tesfaye ', 'Selam Tesfaye']) {
      const response = await lookUp(fixtureTickets.oneFlight, { lastName });
      expect(response.statusCode, lastName).toBe(200);
      expect(response.json().paxSectorsRes).toHaveLength(1);
    }
    for (const lastName of ['López', 'lopez', 'García López', 'GARCIA-LOPEZ']) {
      const response = await lookUp(ACCENTED_TICKET, { lastName });
      expect(response.statusCode, lastName).toBe(200);
      expect(response.json().paxSectorsRes).toMatchObject([{ flightNumber: 'ET 600', seatNumber: '3A' }]);
    }
  });

  it('answers a wrong last name exactly as a ticket that does not exist', async () => {
    const unknown = await lookUp('0710000000000', { lastName: 'Tesfaye' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: flightMessages.passengerNotFound,
      code: 'flights.passengerNotFound',
      params: {},
    });
    for (const lastName of ['Selam', 'Tesfay', 'Okafor', 'García']) {
      const wrong = await lookUp(lastName === 'García' ? ACCENTED_TICKET : fixtureTickets.oneFlight, {
        lastName,
      });
      expect(wrong.statusCode, lastName).toBe(404);
      expect(wrong.body, lastName).toBe(unknown.body);
      expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
    }
  });

  it('asks for the last name', async () => {
    const response = await lookUp(fixtureTickets.oneFlight, { lastName: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ LastName: [accountMessages.lastNameRequired] });
  });

  it('refuses a 12-digit ticket number with the length typed', async () => {
    const response = await lookUp('071900000000', { lastName: 'Tesfaye' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        TicketNumber: ['Ticket Number Character length should be 13. Current character length (12).'],
      },
      errorCodes: { TicketNumber: [{ code: 'flights.ticketNumberLength', params: { n: 12 } }] },
    });
  });

  it('refuses a ticket number with letters', async () => {
    const response = await lookUp('07190000000AB', { lastName: 'Tesfaye' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.TicketNumber).toEqual([flightMessages.ticketNumberDigits]);
  });

  it('needs the passenger-lookup privilege', async () => {
    const response = await lookUp(fixtureTickets.oneFlight, { privilege: actionPrivileges.preOrderAccess });
    expect(response.statusCode).toBe(403);
  });
});

/** The fixture's last name for a fixture ticket ('' for any other, which the tests name themselves). */
function lastNameOf(ticketNumber: string): string {
  const entry = Object.entries(fixtureTickets).find(([, number]) => number === ticketNumber);
  return entry ? fixtureLastNames[entry[0] as keyof typeof fixtureTickets] : '';
}

describe.each(testEngines)('the passenger lookup budget on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, {
      RATE_LIMIT_PASSENGER_LOOKUP_PER_IP: '4',
      RATE_LIMIT_PASSENGER_LOOKUP_PER_TICKET: '3',
    });
    await insertTravelFixture(shop.database.db);
  });
  afterAll(() => shop.close());

  async function lookUp(ticketNumber: string, lastName: string, remoteAddress: string) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'GET',
      url: apiPaths.onBoardPassengerFromTicket,
      query: { TicketNumber: ticketNumber, LastName: lastName },
      headers: callHeaders(tokens, actionPrivileges.onBoardPassengerFromTicket),
      remoteAddress,
    });
  }

  it('stops one address trying ticket after ticket', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      statuses.push((await lookUp(`071800000000${n}`, 'Tesfaye', '203.0.113.7')).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    const refused = await lookUp(fixtureTickets.oneFlight, fixtureLastNames.oneFlight, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'account.tooManyAttempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect(
      (await lookUp(fixtureTickets.oneFlight, fixtureLastNames.oneFlight, '203.0.113.8')).statusCode,
    ).toBe(200);
  });

  it('stops guessing the last name of one ticket from many addresses', async () => {
    const statuses: number[] = [];
    for (const [n, guess] of ['Smith', 'Jones', 'Brown', 'Okafor'].entries()) {
      statuses.push((await lookUp(fixtureTickets.twoFlights, guess, `192.0.2.${n + 1}`)).statusCode);
    }
    // The fourth guess is right, but the ticket's budget is spent.
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../../db/schema.ts';
import { airports } from '../../seed/travel.ts';

// Tickets with known flights, counted from `now`, so that tests can name the case they need.
//
//   ticket          passenger        flights
//   oneFlight       Selam Tesfaye    ET 600 ADD→DXB in 3 days
//   twoFlights      Daniel Okafor    ET 308 ADD→NBO in 5 days, ET 309 NBO→ADD in 12 days
//   within24Hours   Hanna Girma      ET 601 DXB→ADD in 10 hours
//   landed          Marta Alemu      ET 700 ADD→LHR 6 hours ago, landed 2 hours ago
//   inTheAir        Yonas Bekele     ET 602 ADD→DXB 1 hour ago, lands in 3 hours: on-board ordering open
//   euDestination   Lena Schmidt     ET 706 ADD→FRA in 4 days (Frankfurt is in the EU)
//
// Every flight takes 4 hours.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const FIXTURE_FLIGHT_TIME_MS = 4 * HOUR;
const FLIGHT_TIME = FIXTURE_FLIGHT_TIME_MS;

export const fixtureTickets = {
  oneFlight: '0719000000001',
  twoFlights: '0719000000002',
  within24Hours: '0719000000003',
  landed: '0719000000004',
  inTheAir: '0719000000005',
  euDestination: '0719000000006',
} as const;

/** The last name each fixture ticket's holder gives, by the same names. */
export const fixtureLastNames = {
  oneFlight: 'Tesfaye',
  twoFlights: 'Okafor',
  within24Hours: 'Girma',
  landed: 'Alemu',
  inTheAir: 'Bekele',
  euDestination: 'Schmidt',
} as const satisfies Record<keyof typeof fixtureTickets, string>;

export type TravelFixture = Awaited<ReturnType<typeof insertTravelFixture>>;

export async function insertTravelFixture(db: Kysely<ShopDatabase>, now = Date.now()) {
  await db
    .insertInto('airport')
    .values(airports.filter((a) => ['ADD', 'DXB', 'NBO', 'LHR', 'FRA'].includes(a.code)))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  const flight = async (flightNumber: string, origin: string, destination: string, departureAt: number) =>
    (
      await db
        .insertInto('flight')
        .values({
          flight_number: flightNumber,
          origin,
          destination,
          departure_at: departureAt,
          arrival_at: departureAt + FLIGHT_TIME,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const flights = {
    toDubai: { id: await flight('ET 600', 'ADD', 'DXB', now + 3 * DAY), departureAt: now + 3 * DAY },
    toNairobi: { id: await flight('ET 308', 'ADD', 'NBO', now + 5 * DAY), departureAt: now + 5 * DAY },
    fromNairobi: { id: await flight('ET 309', 'NBO', 'ADD', now + 12 * DAY), departureAt: now + 12 * DAY },
    fromDubaiSoon: {
      id: await flight('ET 601', 'DXB', 'ADD', now + 10 * HOUR),
      departureAt: now + 10 * HOUR,
    },
    toLondonLanded: {
      id: await flight('ET 700', 'ADD', 'LHR', now - 6 * HOUR),
      departureAt: now - 6 * HOUR,
    },
    toDubaiInTheAir: {
      id: await flight('ET 602', 'ADD', 'DXB', now - HOUR),
      departureAt: now - HOUR,
    },
    toFrankfurt: { id: await flight('ET 706', 'ADD', 'FRA', now + 4 * DAY), departureAt: now + 4 * DAY },
  };

  const ticket = async (ticketNumber: string, passengerName: string, flightIds: number[]) => {
    await db
      .insertInto('ticket')
      .values({ ticket_number: ticketNumber, passenger_name: passengerName })
      .execute();
    const ids: number[] = [];
    for (const [index, flightId] of flightIds.entries()) {
      const row = await db
        .insertInto('passenger_sector')
        .values({ ticket_number: ticketNumber, flight_id: flightId, seat_number: `${12 + index}C` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };
  const [toDubai] = await ticket(fixtureTickets.oneFlight, 'Selam Tesfaye', [flights.toDubai.id]);
  const [toNairobi, fromNairobi] = await ticket(fixtureTickets.twoFlights, 'Daniel Okafor', [
    flights.toNairobi.id,
    flights.fromNairobi.id,
  ]);
  const [fromDubaiSoon] = await ticket(fixtureTickets.within24Hours, 'Hanna Girma', [
    flights.fromDubaiSoon.id,
  ]);
  const [toLondonLanded] = await ticket(fixtureTickets.landed, 'Marta Alemu', [flights.toLondonLanded.id]);
  const [toDubaiInTheAir] = await ticket(fixtureTickets.inTheAir, 'Yonas Bekele', [
    flights.toDubaiInTheAir.id,
  ]);
  const [toFrankfurt] = await ticket(fixtureTickets.euDestination, 'Lena Schmidt', [flights.toFrankfurt.id]);

  return {
    now,
    flights,
    /** Passenger-sector ids, the `paxSectorId` a checkout sends. */
    sectors: {
      toDubai: toDubai!,
      toNairobi: toNairobi!,
      fromNairobi: fromNairobi!,
      fromDubaiSoon: fromDubaiSoon!,
      toLondonLanded: toLondonLanded!,
      toDubaiInTheAir: toDubaiInTheAir!,
      toFrankfurt: toFrankfurt!,
    },
  };
}

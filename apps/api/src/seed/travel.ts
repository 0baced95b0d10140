import type { Insertable } from 'kysely';
import type {
  AirportTable,
  FlightTable,
  ItemCategoryType,
  OnboardStockTable,
  PassengerSectorTable,
  TicketTable,
} from '../db/schema.ts';
import type { SeededItem } from './catalogue.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations.ts';
import { onBoardDemoTickets } from './onboard-demo-tickets.ts';
import type { Dice } from './random.ts';
import type { SeedRepository } from './seed.repository.ts';

// Airports, a month of flights from the Addis Ababa hub counted from the moment of seeding, tickets on
// them and what each flight carries on board. Flights start 6 hours after seeding so that some fall
// inside the 24-hour pre-order cut-off (SPEC §9) and most outside it.

const FIRST_DEPARTURE_MS = 6 * HOUR_MS;
const LAST_DEPARTURE_MS = 30 * DAY_MS;
const HUB = 'ADD';

export const airports: readonly Insertable<AirportTable>[] = [
  {
    code: 'ADD',
    name: 'Addis Ababa Bole International Airport',
    city: 'Addis Ababa',
    country: 'Ethiopia',
    is_eu: 0,
  },
  { code: 'FRA', name: 'Frankfurt Airport', city: 'Frankfurt', country: 'Germany', is_eu: 1 },
  { code: 'CDG', name: 'Paris Charles de Gaulle Airport', city: 'Paris', country: 'France', is_eu: 1 },
  { code: 'FCO', name: 'Rome Fiumicino Airport', city: 'Rome', country: 'Italy', is_eu: 1 },
  { code: 'MAD', name: 'Adolfo Suarez Madrid-Barajas Airport', city: 'Madrid', country: 'Spain', is_eu: 1 },
  { code: 'AMS', name: 'Amsterdam Airport Schiphol', city: 'Amsterdam', country: 'Netherlands', is_eu: 1 },
  { code: 'ATH', name: 'Athens International Airport', city: 'Athens', country: 'Greece', is_eu: 1 },
  { code: 'BRU', name: 'Brussels Airport', city: 'Brussels', country: 'Belgium', is_eu: 1 },
  { code: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom', is_eu: 0 },
  {
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'United Arab Emirates',
    is_eu: 0,
  },
  {
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    is_eu: 0,
  },
  { code: 'NBO', name: 'Jomo Kenyatta International Airport', city: 'Nairobi', country: 'Kenya', is_eu: 0 },
  { code: 'PEK', name: 'Beijing Capital International Airport', city: 'Beijing', country: 'China', is_eu: 0 },
  {
    code: 'JNB',
    name: 'O. R. Tambo International Airport',
    city: 'Johannesburg',
    country: 'South Africa',
    is_eu: 0,
  },
  {
    code: 'JED',
    name: 'King Abdulaziz International Airport',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    is_eu: 0,
  },
];

type Route = {
  to: string;
  out: string;
  back: string;
  /** Block time in minutes. */
  minutes: number;
  /** Departure times in minutes after midnight UTC, from the hub and back. */
  outAt: number;
  backAt: number;
  perWeek: number;
};

// Dubai and Nairobi fly daily both ways at 02:00, 08:00, 14:00 and 19:00 UTC: never more than 7 hours
// apart, so every seeding finds a flight inside the 24-hour cut-off for the demo ticket that needs one.
const routes: readonly Route[] = [
  { to: 'DXB', out: 'ET 600', back: 'ET 601', minutes: 210, outAt: 120, backAt: 480, perWeek: 7 },
  { to: 'NBO', out: 'ET 308', back: 'ET 309', minutes: 120, outAt: 840, backAt: 1140, perWeek: 7 },
  { to: 'FRA', out: 'ET 706', back: 'ET 707', minutes: 400, outAt: 1350, backAt: 660, perWeek: 4 },
  { to: 'CDG', out: 'ET 704', back: 'ET 705', minutes: 420, outAt: 1320, backAt: 630, perWeek: 3 },
  { to: 'FCO', out: 'ET 702', back: 'ET 703', minutes: 330, outAt: 1290, backAt: 600, perWeek: 2 },
  { to: 'MAD', out: 'ET 712', back: 'ET 713', minutes: 450, outAt: 1380, backAt: 690, perWeek: 2 },
  { to: 'AMS', out: 'ET 722', back: 'ET 723', minutes: 430, outAt: 1335, backAt: 645, perWeek: 2 },
  { to: 'ATH', out: 'ET 720', back: 'ET 721', minutes: 270, outAt: 1260, backAt: 540, perWeek: 2 },
  { to: 'BRU', out: 'ET 726', back: 'ET 727', minutes: 425, outAt: 1305, backAt: 615, perWeek: 2 },
  { to: 'LHR', out: 'ET 700', back: 'ET 701', minutes: 500, outAt: 1410, backAt: 750, perWeek: 4 },
  { to: 'JFK', out: 'ET 500', back: 'ET 501', minutes: 960, outAt: 1230, backAt: 1380, perWeek: 3 },
  { to: 'PEK', out: 'ET 604', back: 'ET 605', minutes: 660, outAt: 1200, backAt: 60, perWeek: 3 },
  { to: 'JNB', out: 'ET 808', back: 'ET 809', minutes: 330, outAt: 600, backAt: 960, perWeek: 3 },
  // Jeddah leaves with Dubai's 02:00 and comes back with its 08:00, listed after it: a flight at the same
  // minute sorts after Dubai's, so the first flight of any day stays the one it was before Jeddah flew.
  { to: 'JED', out: 'ET 412', back: 'ET 413', minutes: 150, outAt: 120, backAt: 480, perWeek: 7 },
];

/** Every departure from 6 hours to 30 days after `now`, in departure order. */
export function planFlights(now: number): Insertable<FlightTable>[] {
  const firstDay = Math.floor(now / DAY_MS) * DAY_MS;
  const flights: Insertable<FlightTable>[] = [];
  for (let day = 0; day <= 31; day++) {
    routes.forEach((route, index) => {
      // Spread the weekly flights of different routes over different weekdays.
      if ((day + index * 3) % 7 >= route.perWeek) return;
      const midnight = firstDay + day * DAY_MS;
      const legs = [
        { number: route.out, origin: HUB, destination: route.to, at: route.outAt },
        { number: route.back, origin: route.to, destination: HUB, at: route.backAt },
      ];
      for (const leg of legs) {
        const departure = midnight + leg.at * MINUTE_MS;
        if (departure < now + FIRST_DEPARTURE_MS || departure > now + LAST_DEPARTURE_MS) continue;
        flights.push({
          flight_number: leg.number,
          origin: leg.origin,
          destination: leg.destination,
          departure_at: departure,
          arrival_at: departure + route.minutes * MINUTE_MS,
        });
      }
    });
  }
  return flights.sort((a, b) => a.departure_at - b.departure_at);
}

export type DemoTicketCase =
  | 'oneFlight'
  | 'twoFlights'
  | 'within24Hours'
  | 'euDestination'
  | 'connectsToNewYork'
  | 'connectsToJeddah';

export const demoTickets = [
  {
    ticketNumber: '0712345678901',
    passengerName: 'Selam Tesfaye',
    lastName: 'Tesfaye',
    case: 'oneFlight',
    exercises: 'one flight 2+ days ahead (Addis Ababa to Dubai): selected automatically, pre-order open',
  },
  {
    ticketNumber: '0712345678902',
    passengerName: 'Daniel Okafor',
    lastName: 'Okafor',
    case: 'twoFlights',
    exercises: 'two flights (Addis Ababa to Nairobi and back): the traveller clicks one',
  },
  {
    ticketNumber: '0712345678903',
    passengerName: 'Hanna Girma',
    lastName: 'Girma',
    case: 'within24Hours',
    exercises: 'one flight departing within 24 hours: too late to pre-order, on-board order only',
  },
  {
    ticketNumber: '0712345678904',
    passengerName: 'Marta Alemu',
    lastName: 'Alemu',
    case: 'euDestination',
    exercises: 'one flight to Frankfurt (EU): the EU cosmetics prompt applies',
  },
  {
    ticketNumber: '0712345678908',
    passengerName: 'Meron Tadesse',
    lastName: 'Tadesse',
    case: 'connectsToNewYork',
    exercises:
      'Dubai to Addis Ababa, connecting to New York within 24 hours: United States customs (alcohol from 21) apply',
  },
  {
    ticketNumber: '0712345678909',
    passengerName: 'Yusuf Ahmed',
    lastName: 'Ahmed',
    case: 'connectsToJeddah',
    exercises:
      'Nairobi to Addis Ababa, connecting to Jeddah within 24 hours: Saudi customs ban alcohol, so drinks are refused',
  },
] as const satisfies readonly {
  ticketNumber: string;
  passengerName: string;
  /** What the traveller types beside the ticket number (the lookup needs both). */
  lastName: string;
  case: DemoTicketCase;
  exercises: string;
}[];

type Flight = Insertable<FlightTable>;

function firstFlight(flights: readonly Flight[], test: (flight: Flight) => boolean, what: string): Flight {
  const found = flights.find(test);
  if (!found) throw new Error(`The flight plan has no ${what}`);
  return found;
}

export function demoTicketFlights(flights: readonly Flight[], now: number): Record<DemoTicketCase, Flight[]> {
  const after = (number: string, earliest: number) => (f: Flight) =>
    f.flight_number === number && f.departure_at >= earliest;
  const toNairobi = firstFlight(flights, after('ET 308', now + 2 * DAY_MS), 'flight to Nairobi');
  // A flight landing at the hub the same day, hours before the onward one leaves: a connection.
  const connectingTo = (onwards: Flight, number: string) =>
    firstFlight(
      flights,
      (f) =>
        f.flight_number === number &&
        f.arrival_at <= onwards.departure_at &&
        onwards.departure_at - f.arrival_at < DAY_MS / 2,
      `flight ${number} connecting to ${onwards.flight_number}`,
    );
  const toNewYork = firstFlight(flights, after('ET 500', now + 2 * DAY_MS), 'flight to New York');
  const toJeddah = firstFlight(flights, after('ET 412', now + 2 * DAY_MS), 'flight to Jeddah');
  return {
    oneFlight: [firstFlight(flights, after('ET 600', now + 2 * DAY_MS), 'flight to Dubai')],
    twoFlights: [
      toNairobi,
      firstFlight(flights, after('ET 309', toNairobi.departure_at + 5 * DAY_MS), 'flight back from Nairobi'),
    ],
    within24Hours: [firstFlight(flights, (f) => f.departure_at < now + DAY_MS, 'flight within 24 hours')],
    euDestination: [firstFlight(flights, after('ET 706', now + 3 * DAY_MS), 'flight to Frankfurt')],
    connectsToNewYork: [connectingTo(toNewYork, 'ET 601'), toNewYork],
    connectsToJeddah: [connectingTo(toJeddah, 'ET 309'), toJeddah],
  };
}

const firstNames = [
  'Abebe',
  'Liya',
  'Yonas',
  'Meron',
  'Samuel',
  'Aster',
  'James',
  'Fatima',
  'Wei',
  'Amara',
  'Lucas',
  'Sofia',
];
const lastNames = [
  'Bekele',
  'Haile',
  'Mengistu',
  'Kassa',
  'Smith',
  'Mohammed',
  'Chen',
  'Mensah',
  'Rossi',
  'Muller',
];
const SEAT_LETTERS = [...'ABCDEFGHJK'];
const RANDOM_TICKETS = 120;

function seatNumber(dice: Dice): string {
  return `${dice.int(1, 45)}${dice.pick(SEAT_LETTERS)}`;
}

type TicketPlan = { row: Insertable<TicketTable>; flights: Flight[] };

/**
 * What a cabin-crew trolley sells: drinks, tobacco, fragrances, cosmetics, watches, sweets and souvenirs;
 * no electronics or luggage.
 */
export const TROLLEY_TYPES: readonly ItemCategoryType[] = [
  'LIQUOR',
  'TOBACCO',
  'FRAGRANCE',
  'COSMETICS',
  'WATCHES',
  'CONFECTIONERY',
  'SOUVENIRS',
];

/** One flight's on-board selection: 20 to 40 products of the trolley's kinds, 2 to 12 of each. */
export function trolleyLoad(
  range: readonly { id: number }[],
  dice: Dice,
): Omit<Insertable<OnboardStockTable>, 'flight_id'>[] {
  return dice
    .sample(range, dice.int(20, 40))
    .map((item) => ({ item_id: item.id, quantity: dice.int(2, 12) }));
}

function randomTickets(flights: readonly Flight[], dice: Dice): TicketPlan[] {
  // Never the number of a demo ticket, nor of one the on-board rotation adds on start.
  const used = new Set<string>([
    ...demoTickets.map((t) => t.ticketNumber),
    ...onBoardDemoTickets.map((t) => t.ticketNumber),
  ]);
  const tickets: TicketPlan[] = [];
  while (tickets.length < RANDOM_TICKETS) {
    const ticketNumber = `071${String(dice.int(0, 9_999_999_999)).padStart(10, '0')}`;
    if (used.has(ticketNumber)) continue;
    used.add(ticketNumber);
    const first = dice.pick(firstNames);
    const last = dice.pick(lastNames);
    const out = dice.pick(flights);
    const returnAfter = out.departure_at + dice.int(3, 10) * DAY_MS;
    const back = flights.find(
      (f) => f.origin === out.destination && f.destination === out.origin && f.departure_at >= returnAfter,
    );
    tickets.push({
      row: {
        ticket_number: ticketNumber,
        passenger_name: `${first} ${last}`,
        email: dice.chance(0.5) ? `${first}.${last}@example.com`.toLowerCase() : null,
      },
      flights: back && dice.chance(0.4) ? [out, back] : [out],
    });
  }
  return tickets;
}

export type TravelOptions = {
  items: readonly SeededItem[];
  now: number;
  dice: Dice;
  emails: Map<string, string>;
};

export async function seedTravel(
  repository: SeedRepository,
  { items, now, dice, emails }: TravelOptions,
): Promise<void> {
  await repository.insertRows('airport', airports);
  const flights = planFlights(now);
  const flightIds = new Map(
    (await repository.insertFlights(flights)).map((id, index) => [flights[index] as Flight, id]),
  );

  const demoFlights = demoTicketFlights(flights, now);
  const tickets: TicketPlan[] = [
    ...demoTickets.map((t) => ({
      row: {
        ticket_number: t.ticketNumber,
        passenger_name: t.passengerName,
        email: emails.get(t.passengerName) ?? null,
      },
      flights: demoFlights[t.case],
    })),
    ...randomTickets(flights, dice),
  ];
  await repository.insertRows(
    'ticket',
    tickets.map((t) => t.row),
  );
  const sectors: Insertable<PassengerSectorTable>[] = tickets.flatMap((ticket) =>
    ticket.flights.map((flight) => ({
      ticket_number: ticket.row.ticket_number,
      flight_id: flightIds.get(flight) as number,
      seat_number: seatNumber(dice),
    })),
  );
  await repository.insertRows('passenger_sector', sectors);

  const trolleyRange = items.filter((item) => TROLLEY_TYPES.includes(item.type));
  const stock: Insertable<OnboardStockTable>[] = [...flightIds.values()].flatMap((flightId) =>
    trolleyLoad(trolleyRange, dice).map((shelf) => ({ flight_id: flightId, ...shelf })),
  );
  await repository.insertRows('onboard_stock', stock);
}

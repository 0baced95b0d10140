import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../db/schema.ts';
import { MINUTE_MS } from './durations.ts';
import { onBoardDemoTickets, type RotationFlight } from './onboard-demo-tickets.ts';
import { DEMO_SEED, Dice, mulberry32 } from './random.ts';
import { SeedRepository } from './seed.repository.ts';
import { demoTickets, TROLLEY_TYPES, trolleyLoad } from './travel.ts';

// The demo's on-board rotation: three flights re-timed around the moment the shop starts, so that a
// newcomer can try on-board ordering at any hour, even days after the demo shop was seeded. Each start
// is a new rotation of the same flight numbers (not in the regular timetable): the flights move, their
// trolleys are refilled, and the tickets on them stay.

type RotationPlan = {
  flightNumber: string;
  origin: string;
  destination: string;
  /** Block time in minutes. */
  minutes: number;
  /** Departure relative to the start, from the minutes on-board ordering opens before departure. */
  departsAt: (now: number, opensBeforeMs: number) => number;
};

const rotation: Record<RotationFlight, RotationPlan> = {
  // Left an hour ago, eleven hours to Beijing: open for on-board orders all day long.
  inTheAir: {
    flightNumber: 'ET 920',
    origin: 'ADD',
    destination: 'PEK',
    minutes: 660,
    departsAt: (now) => now - 60 * MINUTE_MS,
  },
  // Boarding: half-way between the window opening and departure.
  boardingNow: {
    flightNumber: 'ET 922',
    origin: 'ADD',
    destination: 'JNB',
    minutes: 330,
    departsAt: (now, opensBeforeMs) => now + opensBeforeMs / 2,
  },
  // Boarding starts 30 minutes after the shop does.
  boardingSoon: {
    flightNumber: 'ET 924',
    origin: 'ADD',
    destination: 'DXB',
    minutes: 210,
    departsAt: (now, opensBeforeMs) => now + opensBeforeMs + 30 * MINUTE_MS,
  },
};

/** Whole minutes, so that the times read well on the flight cards. */
const toMinute = (epochMs: number) => Math.floor(epochMs / MINUTE_MS) * MINUTE_MS;

/**
 * Re-times the rotation around `now` in one transaction, adding whatever is missing (a shop seeded before
 * the rotation existed). Safe to run on every start; it touches only a demo shop (one holding the first
 * demo ticket) and answers whether it did.
 */
export async function refreshOnBoardRotation(
  db: Kysely<ShopDatabase>,
  { now, opensBeforeDepartureMs }: { now: number; opensBeforeDepartureMs: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const repository = new SeedRepository(trx);
    if (!(await repository.hasTicket(demoTickets[0].ticketNumber))) return false;
    const range = await repository.activeItemIdsOfTypes(TROLLEY_TYPES);
    const dice = new Dice(mulberry32(DEMO_SEED));
    const flightIds = new Map<RotationFlight, number>();
    for (const [key, plan] of Object.entries(rotation) as [RotationFlight, RotationPlan][]) {
      const departureAt = toMinute(plan.departsAt(now, opensBeforeDepartureMs));
      const flightId = await repository.retimeFlight({
        flight_number: plan.flightNumber,
        origin: plan.origin,
        destination: plan.destination,
        departure_at: departureAt,
        arrival_at: departureAt + plan.minutes * MINUTE_MS,
      });
      flightIds.set(key, flightId);
      await repository.refillShelves(flightId, trolleyLoad(range, dice));
    }
    for (const [ticketIndex, ticket] of onBoardDemoTickets.entries()) {
      await repository.ensureTicket(
        { ticket_number: ticket.ticketNumber, passenger_name: ticket.passengerName, email: null },
        // Rows 12, 16 and 20 onwards: no two demo passengers share a seat.
        ticket.flights.map((flight, index) => ({
          flight_id: flightIds.get(flight) as number,
          seat_number: `${12 + ticketIndex * 4 + index}${'ACK'[ticketIndex]}`,
        })),
      );
    }
    return true;
  });
}

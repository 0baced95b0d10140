import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSIT_WINDOW_MS } from '../modules/flights/transit.ts';
import { DAY_MS, HOUR_MS } from './durations.ts';
import { airports, demoTicketFlights, planFlights } from './travel.ts';

const euAirports = new Set(airports.filter((a) => a.is_eu === 1).map((a) => a.code));
const route = (flights: readonly { origin: string; destination: string }[]) => [
  flights[0]?.origin,
  ...flights.map((flight) => flight.destination),
];
const anyMoment = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 31) });

describe('the flight plan', () => {
  it('always has flights for the demo tickets, whenever the shop is seeded', () => {
    fc.assert(
      fc.property(anyMoment, (now) => {
        const tickets = demoTicketFlights(planFlights(now), now);
        expect(tickets.oneFlight[0]?.departure_at).toBeGreaterThan(now + DAY_MS);
        expect(tickets.twoFlights.every((f) => f.departure_at > now + DAY_MS)).toBe(true);
        expect(tickets.within24Hours[0]?.departure_at).toBeLessThan(now + DAY_MS);
        // Jeddah's flights never take the place of the flight the journeys inside 24 hours expect.
        expect(tickets.within24Hours[0]?.destination).not.toBe('JED');
        expect(euAirports.has(tickets.euDestination[0]?.destination ?? '')).toBe(true);
        expect(route(tickets.connectsToNewYork)).toEqual(['DXB', 'ADD', 'JFK']);
        expect(route(tickets.connectsToJeddah)).toEqual(['NBO', 'ADD', 'JED']);
        for (const [toHub, onwards] of [tickets.connectsToNewYork, tickets.connectsToJeddah]) {
          expect(toHub?.departure_at).toBeGreaterThan(now + DAY_MS);
          // A connection: the onward flight leaves after the first lands, inside the transit window.
          const layover = (onwards?.departure_at ?? 0) - (toHub?.arrival_at ?? 0);
          expect(layover).toBeGreaterThan(0);
          expect(layover).toBeLessThan(TRANSIT_WINDOW_MS);
        }
      }),
    );
  });

  it('departs only from 6 hours to 30 days after seeding, one flight number at a time', () => {
    fc.assert(
      fc.property(anyMoment, (now) => {
        const flights = planFlights(now);
        for (const f of flights) {
          expect(f.departure_at).toBeGreaterThanOrEqual(now + 6 * HOUR_MS);
          expect(f.departure_at).toBeLessThanOrEqual(now + 30 * DAY_MS);
        }
        const keys = flights.map((f) => `${f.flight_number}@${f.departure_at}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 50 },
    );
  });

  it('flies between real airports, EU and non-EU', () => {
    expect(airports.length).toBeGreaterThanOrEqual(12);
    expect(euAirports).toEqual(new Set(['FRA', 'CDG', 'FCO', 'MAD', 'AMS', 'ATH', 'BRU']));
    expect(airports.find((a) => a.code === 'LHR')?.is_eu).toBe(0);
  });
});

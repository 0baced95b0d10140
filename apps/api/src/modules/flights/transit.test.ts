import { describe, expect, it } from 'vitest';
import type { PassengerSector } from './flights.adapter.ts';
import { finalLeg, TRANSIT_WINDOW_MS } from './transit.ts';

const HOUR = 60 * 60 * 1000;
let ids = 0;
const leg = (origin: string, destination: string, departureAt: number): PassengerSector => ({
  id: ++ids,
  ticketNumber: '0710000000001',
  passengerName: 'Selam Tesfaye',
  email: null,
  seatNumber: null,
  flightId: ids,
  flightNumber: `ET ${ids}`,
  origin,
  originAirport: origin,
  destination,
  destinationAirport: destination,
  isDestinationInEu: destination === 'FRA',
  destinationCountry: destination,
  departureAt,
  arrivalAt: departureAt + 6 * HOUR,
});

describe('the flight whose destination judges the goods', () => {
  const toFrankfurt = leg('ADD', 'FRA', 0);
  it('follows a connection within the transit window to the journey’s end', () => {
    const toNewYork = leg('FRA', 'JFK', 8 * HOUR);
    expect(finalLeg([toFrankfurt, toNewYork], toFrankfurt)).toBe(toNewYork);
    expect(finalLeg([toFrankfurt, toNewYork], toNewYork)).toBe(toNewYork);
  });

  it('stops at a stay longer than the window, at another airport, and at a return home', () => {
    const later = leg('FRA', 'JFK', 6 * HOUR + TRANSIT_WINDOW_MS + 1);
    const elsewhere = leg('CDG', 'JFK', 8 * HOUR);
    const home = leg('FRA', 'ADD', 8 * HOUR);
    expect(finalLeg([toFrankfurt, later, elsewhere, home], toFrankfurt)).toBe(toFrankfurt);
  });
});

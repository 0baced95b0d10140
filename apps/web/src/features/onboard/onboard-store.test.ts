import type { PaxSector } from '@dutyfree/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  getOnBoardingDetail,
  ONBOARDING_PERSISTENCE_MS,
  ONBOARDING_STORAGE_KEY,
  rehydrateOnBoarding,
  startOnBoarding,
  stopOnBoarding,
} from './onboard-store.ts';

const inTheAir: PaxSector = {
  id: 701,
  flightNumber: 'ET 600',
  origin: 'ADD',
  originAirport: 'Addis Ababa Bole International Airport',
  destination: 'DXB',
  destinationAirport: 'Dubai International Airport',
  isDestinationInEu: false,
  departureDate: '2026-03-01T09:00:00.000Z',
  seatNumber: '14C',
  isPreOrderOpen: false,
  onBoardWindow: 'open',
};

const passenger = { ticketNumber: '0712345678901', lastName: 'Tesfaye' };

describe('the onboarding status', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => {
    stopOnBoarding();
    vi.useRealTimers();
  });

  test("'Set' keeps the flight, the ticket, its last name and the departure as the lookup gave it, across a reload", () => {
    startOnBoarding(inTheAir, passenger);
    rehydrateOnBoarding();
    expect(getOnBoardingDetail()).toEqual({
      flight: inTheAir,
      ticketNumber: '0712345678901',
      lastName: 'Tesfaye',
      departureDateFromAPI: '2026-03-01T09:00:00.000Z',
    });
  });

  test("'Remove' turns it off and forgets the flight", () => {
    startOnBoarding(inTheAir, passenger);
    stopOnBoarding();
    expect(getOnBoardingDetail()).toBeNull();
    expect(window.localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  test('it ends an hour after it was set, in an open page and on the next start', () => {
    startOnBoarding(inTheAir, passenger);
    vi.advanceTimersByTime(ONBOARDING_PERSISTENCE_MS - 1000);
    expect(getOnBoardingDetail()).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(getOnBoardingDetail()).toBeNull();

    startOnBoarding(inTheAir, passenger);
    rehydrateOnBoarding(Date.now() + ONBOARDING_PERSISTENCE_MS);
    expect(getOnBoardingDetail()).toBeNull();
  });

  test('an entry kept before the last name was asked for is dropped: the server would refuse it', () => {
    startOnBoarding(inTheAir, passenger);
    const kept = JSON.parse(window.localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}');
    delete kept.state.onBoardingDetail.lastName;
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(kept));
    rehydrateOnBoarding();
    expect(getOnBoardingDetail()).toBeNull();
  });

  test('a damaged entry is dropped, not fatal', () => {
    window.localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ savedAt: Date.now(), state: { onBoardingDetail: { flight: { id: 'x' } } } }),
    );
    rehydrateOnBoarding();
    expect(getOnBoardingDetail()).toBeNull();
  });
});

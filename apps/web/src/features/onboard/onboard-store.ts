import { type PaxSector, paxSector } from '@dutyfree/contracts';
import { useSyncExternalStore } from 'react';
import { checkContract } from '../../lib/contract-check.ts';
import { keepState } from '../../lib/kept-state.ts';
import type { PassengerKey } from '../checkout/api/get-passenger-sectors.ts';

// SPEC §4 onboarding status: off (the shop shows the pre-order catalogue) or on for one flight the
// traveller is on (the shop shows what that flight carries). Kept like the cart: an hour after the last
// change, in every tab.

/** The flight the shop shows, as the ticket lookup described it. */
export interface OnBoardingDetail {
  flight: PaxSector;
  ticketNumber: string;
  /** The passenger's last name as given with the ticket: every on-board call needs it again. */
  lastName: string;
  /** The departure exactly as the lookup gave it: GetAllOnBoardItems matches the flight on it. */
  departureDateFromAPI: string;
  /** The name as booked, which the lookup gave once ticket and last name matched: forms offer it. */
  passengerName?: PassengerName;
}

export type PassengerName = { firstName: string; lastName: string };

function isPassengerName(value: unknown): value is PassengerName {
  const name = value as Partial<Record<keyof PassengerName, unknown>> | null | undefined;
  return typeof name?.firstName === 'string' && typeof name.lastName === 'string';
}

interface OnBoardingState {
  onBoardingDetail: OnBoardingDetail | null;
}

/** SPEC §9: kept for 1 hour after it was set, as the cart is. */
export const ONBOARDING_PERSISTENCE_MS = 60 * 60 * 1000;
export const ONBOARDING_STORAGE_KEY = 'dutyfree.onboarding';

function readDetail(kept: unknown): OnBoardingState | null {
  const detail = (kept as { onBoardingDetail?: Partial<Record<keyof OnBoardingDetail, unknown>> | null })
    .onBoardingDetail;
  const flight = checkContract(import.meta.env.DEV ? paxSector : undefined, detail?.flight);
  if (!flight.success || typeof detail?.ticketNumber !== 'string') return null;
  // A detail kept before the last name was asked for cannot call the server any more.
  if (typeof detail.lastName !== 'string') return null;
  if (typeof detail.departureDateFromAPI !== 'string') return null;
  return {
    onBoardingDetail: {
      flight: flight.data,
      ticketNumber: detail.ticketNumber,
      lastName: detail.lastName,
      departureDateFromAPI: detail.departureDateFromAPI,
      ...(isPassengerName(detail.passengerName) && { passengerName: detail.passengerName }),
    },
  };
}

const store = keepState<OnBoardingState>({
  storageKey: ONBOARDING_STORAGE_KEY,
  lifetimeMs: ONBOARDING_PERSISTENCE_MS,
  empty: { onBoardingDetail: null },
  isEmpty: (state) => state.onBoardingDetail === null,
  read: readDetail,
});

export const rehydrateOnBoarding = store.rehydrate;

export function getOnBoardingDetail(): OnBoardingDetail | null {
  return store.get().onBoardingDetail;
}

/** Which flight's catalogue a cart line or a cached answer belongs to; null while onboarding is off. */
export function onBoardFlightKey(detail: OnBoardingDetail | null): string | null {
  return detail && `${detail.flight.id}`;
}

export function currentOnBoardFlight(): string | null {
  return onBoardFlightKey(getOnBoardingDetail());
}

/** 'Set': the shop shows this flight's catalogue. */
export function startOnBoarding(
  flight: PaxSector,
  { ticketNumber, lastName }: PassengerKey,
  passengerName?: PassengerName,
): void {
  store.change({
    onBoardingDetail: {
      flight,
      ticketNumber,
      lastName,
      departureDateFromAPI: flight.departureDate,
      ...(passengerName && { passengerName }),
    },
  });
}

/** 'Remove': back to the pre-order catalogue. */
export function stopOnBoarding(): void {
  store.change({ onBoardingDetail: null });
}

/** The flight the shop shows, re-rendering when it is set, removed or expires (in this tab or another). */
export function useOnBoardingDetail(): OnBoardingDetail | null {
  return useSyncExternalStore(
    store.subscribe,
    getOnBoardingDetail,
    () => store.getServerSnapshot().onBoardingDetail,
  );
}

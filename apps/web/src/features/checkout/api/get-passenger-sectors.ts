import { actionPrivileges, apiPaths, passengerFromTicketResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A ticket number and the last name its passenger gave: the lookup needs both. */
export type PassengerKey = { ticketNumber: string; lastName: string };

/** The passenger lookup: the ticket's upcoming flights through the airline's flight data. */
export function getPassengerSectors({ ticketNumber, lastName }: PassengerKey, signal?: AbortSignal) {
  return apiClient.get(apiPaths.onBoardPassengerFromTicket, {
    privilege: actionPrivileges.onBoardPassengerFromTicket,
    schema: import.meta.env.DEV ? passengerFromTicketResponse : undefined,
    query: { TicketNumber: ticketNumber, LastName: lastName },
    signal,
  });
}

/** Every lookup's answer starts with this; invalidating it looks the flights up again. */
export const passengerSectorsKey = ['flights', 'passenger'] as const;

export const passengerSectorsQueryOptions = (passenger: PassengerKey) =>
  queryOptions({
    queryKey: [...passengerSectorsKey, passenger.ticketNumber, passenger.lastName],
    queryFn: ({ signal }) => getPassengerSectors(passenger, signal),
    retry: false,
  });

/** SPEC §5: runs only for a valid ticket number and last name, once given (null until then). */
export function usePassengerSectors(passenger: PassengerKey | null) {
  return useQuery({
    ...passengerSectorsQueryOptions(passenger ?? { ticketNumber: '', lastName: '' }),
    enabled: passenger !== null,
  });
}

import { actionPrivileges, apiPaths, passengerFromTicketResponse } from '@dutyfree/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The passenger lookup: the ticket's upcoming flights through the airline's flight data. */
function getPassengerSectors(ticketNumber: string, signal?: AbortSignal) {
  return apiClient.get(apiPaths.onBoardPassengerFromTicket, {
    privilege: actionPrivileges.onBoardPassengerFromTicket,
    schema: passengerFromTicketResponse,
    query: { TicketNumber: ticketNumber },
    signal,
  });
}

const passengerSectorsQueryOptions = (ticketNumber: string) =>
  queryOptions({
    queryKey: ['flights', 'passenger', ticketNumber],
    queryFn: ({ signal }) => getPassengerSectors(ticketNumber, signal),
    retry: false,
  });

/** SPEC §5: runs only for a valid ticket number, once the traveller has left the field (null until then). */
export function usePassengerSectors(ticketNumber: string | null) {
  return useQuery({ ...passengerSectorsQueryOptions(ticketNumber ?? ''), enabled: ticketNumber !== null });
}

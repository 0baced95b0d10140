import {
  actionPrivileges,
  apiPaths,
  type FlightTicketDraft,
  flightTicketsResponse,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const options = { privilege: actionPrivileges.backOfficeFlights, schema: flightTicketsResponse };

export function useFlightTickets(flightId: number) {
  return useQuery({
    queryKey: staffQueryKeys.flightTickets(flightId),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeFlightTickets, { ...options, query: { flightId }, signal }),
  });
}

/** Puts a ticket on the flight (or changes its passenger or seat); the passenger count follows. */
export function useSaveFlightTicket(flightId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: FlightTicketDraft) =>
      staffClient.post(apiPaths.backOfficeSaveFlightTicket, draft, { ...options, query: { flightId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffQueryKeys.flightTickets(flightId), saved);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.schedule() });
    },
  });
}

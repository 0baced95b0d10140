import {
  actionPrivileges,
  apiPaths,
  type FlightTicketDraft,
  type FlightTicketMove,
  flightTicketMoveResponse,
  flightTicketsResponse,
} from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeFlights;
const options = { privilege, schema: flightTicketsResponse };

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

/** Moves a ticket off the flight to another one; the orders it held for this flight follow it. */
export function useMoveFlightTicket(flightId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: FlightTicketMove) =>
      staffClient.post(apiPaths.backOfficeMoveFlightTicket, move, {
        privilege,
        schema: flightTicketMoveResponse,
        query: { flightId },
      }),
    onSuccess: (moved, { toFlightId }) => {
      queryClient.setQueryData(staffQueryKeys.flightTickets(flightId), { tickets: moved.tickets });
      // Both flights' passengers, trolleys and packing lists change, and the orders' flights with them.
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.schedule() });
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.orders() });
      for (const id of [flightId, toFlightId]) {
        void queryClient.invalidateQueries({ queryKey: staffQueryKeys.packingList(id) });
      }
    },
  });
}

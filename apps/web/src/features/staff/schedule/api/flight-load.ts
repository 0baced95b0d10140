import { actionPrivileges, apiPaths, type FlightLoadDraft, flightLoadResponse } from '@dutyfree/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const options = { privilege: actionPrivileges.backOfficeFlights, schema: flightLoadResponse };

export function useFlightLoad(flightId: number) {
  return useQuery({
    queryKey: staffQueryKeys.flightLoad(flightId),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeFlightLoad, { ...options, query: { flightId }, signal }),
  });
}

/** Replaces the flight's load; its units on board change in the flight's card and the list too. */
export function useSaveFlightLoad(flightId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: FlightLoadDraft) =>
      staffClient.post(apiPaths.backOfficeSaveFlightLoad, draft, { ...options, query: { flightId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffQueryKeys.flightLoad(flightId), saved);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.schedule() });
    },
  });
}

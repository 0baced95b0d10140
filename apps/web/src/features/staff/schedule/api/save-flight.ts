import {
  actionPrivileges,
  apiPaths,
  type BackOfficeFlight,
  backOfficeFlight,
  type FlightDraft,
} from '@dutyfree/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const options = { privilege: actionPrivileges.backOfficeFlights, schema: backOfficeFlight };

type FlightChange =
  | { kind: 'create'; draft: FlightDraft }
  | { kind: 'update'; flightId: number; draft: FlightDraft };

function send(change: FlightChange): Promise<BackOfficeFlight> {
  return change.kind === 'create'
    ? staffClient.post(apiPaths.backOfficeCreateFlight, change.draft, options)
    : staffClient.post(apiPaths.backOfficeUpdateFlight, change.draft, {
        ...options,
        query: { flightId: change.flightId },
      });
}

/** Adds a flight or changes one; the flight as saved replaces what the screens hold. */
export function useSaveFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (flight) => {
      queryClient.setQueryData(staffQueryKeys.scheduledFlight(flight.id), flight);
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.schedule() });
    },
  });
}

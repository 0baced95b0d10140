import { actionPrivileges, apiPaths, backOfficeFlight, flightChoicesResponse } from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

const privilege = actionPrivileges.backOfficeFlights;

export function useScheduledFlight(flightId: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.scheduledFlight(flightId ?? 0),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeFlight, {
        privilege,
        schema: backOfficeFlight,
        query: { flightId },
        signal,
      }),
    enabled: flightId !== undefined,
  });
}

/** The airports the flight form offers. */
export function useFlightChoices() {
  return useQuery({
    queryKey: staffQueryKeys.flightChoices(),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeFlightChoices, { privilege, schema: flightChoicesResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

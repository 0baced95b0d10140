import { actionPrivileges, apiPaths, backOfficeFlightsResponse } from '@dutyfree/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

/** One page of flights not yet landed, by departure; the next page from the last flight shown (keyset). */
export function useScheduledFlights(flightNumber: string, after: number | undefined) {
  return useQuery({
    queryKey: staffQueryKeys.schedulePage(flightNumber, after),
    queryFn: ({ signal }) =>
      staffClient.get(apiPaths.backOfficeFlights, {
        privilege: actionPrivileges.backOfficeFlights,
        schema: backOfficeFlightsResponse,
        query: { flightNumber: flightNumber || undefined, after },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

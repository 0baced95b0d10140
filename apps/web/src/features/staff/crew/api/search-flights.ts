import {
  actionPrivileges,
  apiPaths,
  type StaffFlightSearchQuery,
  staffFlightSearchResponse,
} from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

/** Without a flight number or date: today's and tomorrow's flights, soonest first. */
export function searchStaffFlights(query: StaffFlightSearchQuery, signal?: AbortSignal) {
  return staffClient.get(apiPaths.staffFlights, {
    privilege: actionPrivileges.staffPackingList,
    schema: import.meta.env.DEV ? staffFlightSearchResponse : undefined,
    query,
    signal,
  });
}

export function useStaffFlights(query: StaffFlightSearchQuery) {
  return useQuery({
    queryKey: staffQueryKeys.flights(query),
    queryFn: ({ signal }) => searchStaffFlights(query, signal),
  });
}

import {
  actionPrivileges,
  apiPaths,
  type BackOfficeCustomersQuery,
  backOfficeCustomersResponse,
} from '@dutyfree/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffClient } from '../../shared/api/staff-client.ts';
import { staffQueryKeys } from '../../shared/api/staff-query-keys.ts';

export function searchCustomers(query: BackOfficeCustomersQuery, signal?: AbortSignal) {
  return staffClient.get(apiPaths.backOfficeCustomers, {
    privilege: actionPrivileges.backOfficeCustomers,
    schema: backOfficeCustomersResponse,
    query,
    signal,
  });
}

/** Shop accounts and loyalty members matching a name, e-mail, user name or number. */
export function useCustomerSearch(query: BackOfficeCustomersQuery) {
  return useQuery({
    queryKey: staffQueryKeys.customers(query),
    queryFn: ({ signal }) => searchCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}

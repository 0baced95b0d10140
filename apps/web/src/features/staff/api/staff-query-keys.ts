import type { StaffFlightSearchQuery } from '@dutyfree/contracts';

export const staffQueryKeys = {
  all: ['staff'] as const,
  flights: (query: StaffFlightSearchQuery) => ['staff', 'flights', query] as const,
  packingList: (flightId: number) => ['staff', 'packing-list', flightId] as const,
  auditLog: () => ['staff', 'audit-log'] as const,
};

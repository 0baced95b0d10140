// The staff area's screens. The route table knows only '/staff/*'; the area routes inside its own chunk.
export const staffPaths = {
  flights: '/staff',
  signIn: '/staff/sign-in',
  packingList: '/staff/flights/:flightId',
  audit: '/staff/audit',
  items: '/staff/items',
  newItem: '/staff/items/new',
  item: '/staff/items/:itemId',
  schedule: '/staff/schedule',
  newFlight: '/staff/schedule/new',
  scheduledFlight: '/staff/schedule/:flightId',
  brands: '/staff/brands',
  categories: '/staff/categories',
} as const;

export const itemPath = (itemId: number) => staffPaths.item.replace(':itemId', String(itemId));
export const scheduledFlightPath = (flightId: number) =>
  staffPaths.scheduledFlight.replace(':flightId', String(flightId));

/** Where to go after sign-in: a staff screen only, never a link someone slipped into the query. */
export function staffReturnTarget(next: string | null): string {
  return next?.startsWith('/staff') && !next.startsWith('//') && next !== staffPaths.signIn
    ? next
    : staffPaths.flights;
}

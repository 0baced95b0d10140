// The staff area's screens. The route table knows only '/staff/*'; the area routes inside its own chunk.
export const staffPaths = {
  flights: '/staff',
  signIn: '/staff/sign-in',
  packingList: '/staff/flights/:flightId',
  audit: '/staff/audit',
  items: '/staff/items',
  newItem: '/staff/items/new',
  item: '/staff/items/:itemId',
  priceLists: '/staff/prices',
  newPriceList: '/staff/prices/new',
  priceList: '/staff/prices/:priceListId',
  exchangeRates: '/staff/exchange-rates',
  orders: '/staff/orders',
  order: '/staff/orders/:orderCode',
  customers: '/staff/customers',
  dashboard: '/staff/dashboard',
  schedule: '/staff/schedule',
  newFlight: '/staff/schedule/new',
  scheduledFlight: '/staff/schedule/:flightId',
  brands: '/staff/brands',
  categories: '/staff/categories',
  purchaseRules: '/staff/purchase-rules',
  customsRules: '/staff/customs-rules',
  banners: '/staff/banners',
  specialLanding: '/staff/special-offers',
  people: '/staff/people',
  /** Opened from a mailed link (?token=): no session needed. */
  setPassword: '/staff/set-password',
} as const;

export const itemPath = (itemId: number) => staffPaths.item.replace(':itemId', String(itemId));
export const priceListPath = (priceListId: number) =>
  staffPaths.priceList.replace(':priceListId', String(priceListId));
/** A new promotion code or offer: the form starts as that kind. */
export const newPriceListPath = (kind: 'promo' | 'offer') => `${staffPaths.newPriceList}?kind=${kind}`;
export const orderPath = (orderCode: string) =>
  staffPaths.order.replace(':orderCode', encodeURIComponent(orderCode));
export const scheduledFlightPath = (flightId: number) =>
  staffPaths.scheduledFlight.replace(':flightId', String(flightId));

/** Where to go after sign-in: a staff screen only, never a link someone slipped into the query. */
export function staffReturnTarget(next: string | null): string {
  return next?.startsWith('/staff') && !next.startsWith('//') && next !== staffPaths.signIn
    ? next
    : staffPaths.flights;
}

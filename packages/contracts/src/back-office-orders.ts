import { z } from 'zod';
import { backOfficeOrderMessages } from './back-office-orders-values.ts';
import { backOfficeMessages } from './back-office-values.ts';
import { queryWholeNumber, requiredText, text } from './fields.ts';
import { orderStatus } from './orders.ts';

// The back office's view of the shop's trade (admin): orders found by number, e-mail, flight, the days
// they were placed and their status; one order with its money (payments, refunds, miles) and what staff
// did to it; an admin's cancellation with a reason; customers and loyalty members; the last 30 days in
// figures. Same calls and failures as the goods (back-office.ts): 400 field by field, 403 for anyone but
// an admin, 404 for an order that does not exist, 409 for an order that can no longer be cancelled.

/** A page of orders in the back office. */
export const BACK_OFFICE_ORDERS_PAGE_SIZE = 25;
/** A page of customers or of members. */
export const BACK_OFFICE_CUSTOMERS_LIMIT = 25;
/** The dashboard covers this many days, today (UTC) included. */
export const DASHBOARD_DAYS = 30;
/** An item on sale with this much stock or less is shown as running low. */
export const LOW_STOCK_THRESHOLD = 10;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const queryDay = () =>
  z
    .string({ error: backOfficeMessages.dateInvalid })
    .refine(isDay, { error: backOfficeMessages.dateInvalid });
const searchText = () => text().trim().max(100, { error: backOfficeMessages.textTooLong });

/**
 * Orders newest first, each page after the last id shown (keyset). Every filter narrows; `from` and `to`
 * are the UTC days the order was placed, both included.
 */
export const backOfficeOrdersQuery = z
  .object({
    orderCode: searchText().optional(),
    email: searchText().optional(),
    flightNumber: searchText().optional(),
    /** Part of the traveller's name as the order keeps it, in any letter case. */
    traveller: searchText().optional(),
    /** The ticket's number, spaces ignored. */
    ticketNumber: searchText().optional(),
    from: queryDay().optional(),
    to: queryDay().optional(),
    status: orderStatus.optional(),
    /** Orders older than this id: the last id of the page shown. */
    before: queryWholeNumber().optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: backOfficeOrderMessages.dayRangeReversed,
    path: ['to'],
  });
export type BackOfficeOrdersQuery = z.infer<typeof backOfficeOrdersQuery>;
/** The filters of the order search as a screen keeps them: the query without its page. */
export type OrderSearch = Omit<BackOfficeOrdersQuery, 'before'>;

/** An order as a row of the search: amounts are US cents, whatever the traveller paid in. */
export const backOfficeOrderRow = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  kind: z.enum(['preorder', 'onboard']),
  status: orderStatus,
  paymentOption: z.string(),
  paymentStatus: z.string(),
  customerName: z.string(),
  email: z.string(),
  flightNumber: z.string(),
  /** ISO 8601. */
  departureAt: z.string(),
  /** ISO 8601: when the order was placed. */
  placedAt: z.string(),
  totalCents: z.number().int(),
  totalMiles: z.number().int(),
  /**
   * An order paid in miles and money (`totalMiles` above 0, not paid wholly in miles): the part paid in
   * money, USD cents. Sent with one order's detail; left out of lists.
   */
  moneyCents: z.number().int().optional(),
  currencyCode: z.string(),
  /** Whether an admin may still cancel it (the order lifecycle allows it). */
  cancellable: z.boolean(),
  /** The payment is not settled yet. */
  awaitingPayment: z.boolean(),
});
export type BackOfficeOrderRow = z.infer<typeof backOfficeOrderRow>;

export const backOfficeOrdersResponse = z.object({
  orders: z.array(backOfficeOrderRow),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type BackOfficeOrdersResponse = z.infer<typeof backOfficeOrdersResponse>;

export const backOfficeOrderQuery = z.object({
  orderCode: requiredText(backOfficeOrderMessages.noSuchOrder),
});

/** One order with all its money and what staff did to it. */
export const backOfficeOrder = backOfficeOrderRow.extend({
  mobileNumber: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  seatNumber: z.string().nullable(),
  ticketNumber: z.string(),
  /** Where the traveller collects a pre-order (`pickFromPlaces`); null on an order placed on board. */
  pickFrom: z.string().nullable(),
  customerId: z.number().int().nullable(),
  memberId: z.string().nullable(),
  discountCents: z.number().int(),
  accrualMiles: z.number().int(),
  /** The traveller's reason (SPEC §5 code) when they cancelled it themselves. */
  travellerCancelReason: z.number().int().nullable(),
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      itemCode: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      totalPriceCents: z.number().int(),
      totalMiles: z.number().int(),
      freeOffer: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      reference: z.string(),
      /** Minor units of `currencyCode`. */
      amountMinor: z.number().int(),
      currencyCode: z.string(),
      status: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** The refund work queued for the order (the durable job), and where it stands. */
  refunds: z.array(
    z.object({
      key: z.string(),
      state: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      queuedAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** Loyalty miles the order took (negative) or gave (positive, and refunds of miles). */
  miles: z.array(
    z.object({ memberId: z.string(), miles: z.number().int(), reason: z.string(), at: z.string() }),
  ),
  /** What staff did to the order, oldest first. */
  audit: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      staffName: z.string(),
      action: z.string(),
      after: z.unknown().nullable(),
    }),
  ),
});
export type BackOfficeOrder = z.infer<typeof backOfficeOrder>;

/** An admin cancels an order: the stock goes back and any money back through whoever took it. */
export const cancelOrderByStaffRequest = z.object({
  orderCode: requiredText(backOfficeOrderMessages.noSuchOrder),
  reason: requiredText(backOfficeOrderMessages.cancelReasonRequired).max(500, {
    error: backOfficeOrderMessages.cancelReasonTooLong,
  }),
});
export type CancelOrderByStaffRequest = z.infer<typeof cancelOrderByStaffRequest>;

// --- Customers and loyalty members ----------------------------------------------------------------------

/**
 * Accounts newest first and members by number, each list a page at a time (keyset): the next page of one
 * list is asked for with the key its last page answered, the other list's key left as it was.
 */
export const backOfficeCustomersQuery = z.object({
  search: searchText().optional(),
  /** Accounts older than this id: the last account of the page shown. */
  customersBefore: queryWholeNumber().optional(),
  /** Members numbered after this one: the last member of the page shown. */
  membersAfter: searchText().optional(),
});
export type BackOfficeCustomersQuery = z.infer<typeof backOfficeCustomersQuery>;

/** Shop accounts and loyalty members matching a name, e-mail, user name or membership number. Never a password. */
export const backOfficeCustomersResponse = z.object({
  customers: z.array(
    z.strictObject({
      id: z.number().int(),
      username: z.string(),
      email: z.string(),
      name: z.string(),
      membershipNumber: z.string().nullable(),
      createdAt: z.string(),
      orders: z.number().int(),
    }),
  ),
  members: z.array(
    z.strictObject({
      memberId: z.string(),
      email: z.string(),
      name: z.string(),
      tier: z.string(),
      milesBalance: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** Pass as `customersBefore` for the next page of accounts; null on their last page. */
  nextCustomersBefore: z.number().int().nullable(),
  /** Pass as `membersAfter` for the next page of members; null on their last page. */
  nextMembersAfter: z.string().nullable(),
});
export type BackOfficeCustomersResponse = z.infer<typeof backOfficeCustomersResponse>;

// --- Dashboard ------------------------------------------------------------------------------------------

/**
 * Orders that count as trade: paid for, or to be paid on board, and not given back. Revenue is the money
 * taken; the miles orders paid with are summed in `revenueMiles`: an order paid wholly in miles adds
 * nothing to `revenueCents`, one paid in miles and money only its money part.
 */
const figures = { orders: z.number().int(), revenueCents: z.number().int(), revenueMiles: z.number().int() };

export const dashboardResponse = z.object({
  /** Every one of the last 30 UTC days, oldest first, days without orders at zero. */
  days: z.array(z.object({ day: z.string(), ...figures })),
  /** Flights of the last 30 days by revenue, most first. */
  flights: z.array(z.object({ flightNumber: z.string(), ...figures })),
  topItems: z.array(
    z.object({
      itemId: z.number().int(),
      itemCode: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  lowStock: z.array(
    z.object({ itemId: z.number().int(), itemCode: z.string(), name: z.string(), stock: z.number().int() }),
  ),
  /** The crew's trolley in the same days: sales made at a seat, and flights whose closing found a difference. */
  trolley: z.object({ trolleySales: z.number().int(), flightsWithDifferences: z.number().int() }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

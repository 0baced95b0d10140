import { z } from 'zod';
import { customerLanguage, guestProfile, paymentOption } from './accounts.ts';
import { cartLineRequest, promoCode, seenCartTotal, shownCart } from './cart.ts';
import { FALLBACK_CURRENCY_ID } from './currency-values.ts';
import { requiredText, text, wholeNumber } from './fields.ts';
import { passengerLastName, ticketNumber } from './flights.ts';
import { flightMessages } from './flights-values.ts';
import { orderMessages } from './orders-values.ts';
import { paymentStatus } from './payments.ts';

// Pre-orders: placing one, reading one's own, cancelling, the confirmation's payment summary and order
// tracking (SPEC §3, §7). The server prices every line itself: prices, statuses and totals sent
// by a client are ignored.
//
// How a client reads a failure:
//   400 { errors: { Field: [...] } }  a payment-form field is missing or wrong, or no flight is selected
//   401 { message }                   GetMyOrders without a signed-in customer or member
//   404 { message }                   no such order for this caller (never saying whether it exists)
//   409 { message }                   the cart changed since the checkout was shown (orders.cartChanged),
//                                     not enough stock (naming the item), not enough miles, too late for
//                                     the flight, an EU-banned cosmetic on a flight to the EU (naming the
//                                     item), or an order that can no longer be changed or cancelled
//   429 { message }                   too many tracking attempts
//   502 { message }                   the payment service could not be reached

/**
 * Where an order stands. PendingPayment holds the stock until the payment settles or is abandoned (then
 * Expired); a Confirmed order is handed over on the flight (Delivered) or not collected (NotCollected).
 * Which status may follow which is the API's order lifecycle table.
 */
export const orderStatuses = [
  'PendingPayment',
  'Confirmed',
  'Cancelled',
  'Expired',
  'PaymentFailed',
  'Delivered',
  'NotCollected',
] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Where the traveller collects the goods. */
export const pickFromPlaces = ['On Board', 'Departure Gate'] as const;

/** SPEC §5: the cancellation reason is an integer. */
export const cancellationReasons = [1, 2, 3, 4, 5] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const idempotencyKey = text(orderMessages.idempotencyKeyInvalid).regex(/^[A-Za-z0-9_-]{8,100}$/, {
  error: orderMessages.idempotencyKeyInvalid,
});

// The payment form ------------------------------------------------------------------------------------

const flightSelection = wholeNumber(flightMessages.flightNotSelected);

/** SPEC §5 payment form: every field is required; the selected flight card gives `paxSectorId`. */
export const paymentForm = z.object({
  pickFrom: z.enum(pickFromPlaces, { error: orderMessages.pickFromRequired }),
  origin: requiredText(orderMessages.originRequired),
  flightNumber: requiredText(orderMessages.flightNumberRequired),
  departureDate: requiredText(orderMessages.departureDateRequired),
  destination: requiredText(orderMessages.destinationRequired),
  ticketNumber,
  /** The ticket's passenger, as in the lookup: the order is refused unless it matches the ticket. */
  passengerLastName,
  seatNumber: requiredText(orderMessages.seatNumberRequired).max(8, {
    error: orderMessages.seatNumberTooLong,
  }),
  paxSectorId: flightSelection,
});
export type PaymentForm = z.infer<typeof paymentForm>;

/** Typed by travellers from an e-mail or read out by crew: case does not matter. */
const orderCode = requiredText(orderMessages.orderCodeRequired)
  .max(20, { error: orderMessages.orderNotFound })
  .transform((value) => value.toUpperCase());

/**
 * What the destination's customs rules ask of the traveller: the age the age gate was answered with (the
 * order is refused when alcohol or tobacco goes to a traveller below the destination's legal age), and the
 * confirmation that duty is due on arrival for goods over an allowance (the order is refused without it).
 */
const customsAnswers = {
  travellerAge: z.number().int().min(0).max(150).optional(),
  dutyDueConfirmed: z.boolean().default(false),
};

/**
 * What a pre-order and an on-board order both send after naming their flight and the order they replace:
 * the lines, how it is paid, the cart as the traveller saw it, the guest's details and the customs answers.
 */
export const orderContents = {
  orderItemRequet: z
    .array(cartLineRequest, { error: orderMessages.itemsRequired })
    .min(1, { error: orderMessages.itemsRequired })
    .max(50),
  paymentOption,
  /**
   * Miles and money (Card or Cash On Board): how many of the member's miles pay part of the order, the
   * rest paid as `paymentOption` says. At most the balance and the order's miles value (its lines' miles
   * prices); the split is the pricing package's `splitMilesAndMoney`, decided on the server.
   */
  milesToSpend: z.number().int().min(1).max(100_000_000).optional(),
  promoCode: promoCode.nullish(),
  seenTotal: seenCartTotal,
  ...shownCart,
  currencyId: wholeNumber().default(FALLBACK_CURRENCY_ID),
  /** The language of the confirmation e-mail. */
  language: customerLanguage.default('en'),
  guest: guestProfile.optional(),
  ...customsAnswers,
};

/** Readable by the order's owner, or by whoever holds its order-access token. */
/**
 * Creates a pre-order, or with `orderCode` replaces the lines and details of one of the caller's own that
 * is still unpaid. The flight's number, route and departure are taken from the selected passenger sector,
 * not from the form's copies. A caller who is not signed in must send `guest`.
 */
export const updatePreOrderRequest = paymentForm.extend({
  orderCode: orderCode.optional(),
  ...orderContents,
});
export type UpdatePreOrderRequest = z.input<typeof updatePreOrderRequest>;
export type UpdatePreOrderCommand = z.output<typeof updatePreOrderRequest>;

// An order as the traveller sees it ----------------------------------------------------------------------

export const orderLine = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  totalPriceForRedemptionInMiles: z.number().int(),
  /** A buy-get gift at price 0. */
  isFreeOffer: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLine>;

/**
 * SPEC §3 payment summary, with the order's status, flight and lines. Amounts are in `currency`, at the
 * rate fixed when the order was placed.
 */
export const paymentSummary = z.object({
  orderCode: z.string(),
  /** ISO 8601: when the order was placed. */
  transactionDate: z.string(),
  customerName: z.string(),
  /** As stored: 'Cash On Board' is shown as 'Pay On-Board'. */
  paymentOption,
  paymentStatus,
  orderStatus,
  currency: z.string(),
  subtotalPrice: z.number(),
  discount: z.number(),
  totalPrice: z.number(),
  totalPriceForRedemptionInMiles: z.number().int(),
  /**
   * What is paid in money, in `currency`: the total, less the part miles cover in an order paid in miles
   * and money (its miles are `totalPriceForRedemptionInMiles`); 0 for an order paid wholly in miles.
   * Always sent by the server; optional so that summaries built by clients may leave it out.
   */
  totalPaidInMoney: z.number().optional(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** ISO 8601, UTC. */
  departureDate: z.string(),
  /**
   * The origin airport's IANA time zone, in which the departure is shown. Always sent by the server;
   * optional so that summaries built by clients may leave it out (they show UTC).
   */
  originTimeZone: z.string().optional(),
  ticketNumber: z.string(),
  seatNumber: z.string().nullable(),
  pickFrom: z.string().nullable(),
  /**
   * True for an order placed on board (SubmitOnBoardOrder): the crew brings it to `seatNumber` on
   * `flightNumber`. Always sent by the server; optional so that summaries built by clients may leave it out.
   */
  isOnBoard: z.boolean().optional(),
  /**
   * True while the order can be cancelled: a pre-order until 24 hours before departure, an on-board order
   * until it is handed over.
   */
  isCancellable: z.boolean(),
  /** The payment is not settled yet (the bank or the miles debit has not answered): a page may follow it. */
  awaitingPayment: z.boolean(),
  /** The order went through (paid, or to be paid on board) and waits to be handed over. */
  confirmed: z.boolean(),
  /** The order was cancelled (by the traveller or the shop); its stock and any money went back. */
  cancelled: z.boolean(),
  reasonOfCancellation: z.number().int().nullable(),
  orderItemRes: z.array(orderLine),
  /**
   * What the order's QR code carries while it waits to be handed over (null otherwise): signed by the shop,
   * checked offline by the crew's app (`hand-over-token.ts`). Sent only to whoever may read the order;
   * optional so that summaries built by clients may leave it out.
   */
  handOverToken: z.string().nullable().optional(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const updatePreOrderResponse = z.object({
  paymentSummary,
  /** Send in the order-access-token header to read this order without an account (a guest's order). */
  orderAccessToken: z.string(),
  /** Card: the payment page to send the browser to. Null when nothing is left to pay online. */
  paymentUrl: z.string().nullable(),
});
export type UpdatePreOrderResponse = z.infer<typeof updatePreOrderResponse>;

/** The signed-in customer's or member's own orders, newest first. */
export const myOrdersResponse = z.object({ preOrderList: z.array(paymentSummary) });
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

export const paymentSummaryQuery = z.object({ orderCode });

export const cancelPreOrderRequest = z.object({
  orderCode,
  ReasonOfCancellation: z.literal(cancellationReasons, { error: orderMessages.reasonRequired }),
});
export type CancelPreOrderRequest = z.infer<typeof cancelPreOrderRequest>;

/** An unpaid card order's payment page again (the same order, never a second one). */
export const resumePaymentRequest = z.object({ orderCode });

/** Order tracking for guests and travellers without an account: the e-mail used and the order number. */
export const trackOrderRequest = z.object({
  email: requiredText(orderMessages.emailRequired)
    .max(254)
    .transform((value) => value.toLowerCase()),
  orderCode,
});
export type TrackOrderRequest = z.infer<typeof trackOrderRequest>;

/**
 * The order found, and its access token: the e-mail address and the order number are what the
 * confirmation mail carries, so whoever knows both may manage the order (cancel it) like its buyer.
 */
export const trackOrderResponse = paymentSummary.extend({ orderAccessToken: z.string() });
export type TrackOrderResponse = z.infer<typeof trackOrderResponse>;

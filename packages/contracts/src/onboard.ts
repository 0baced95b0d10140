import { z } from 'zod';
import { catalogItem } from './catalog.ts';
import { currencyQuery } from './currency.ts';
import { requiredText, text, wholeNumber } from './fields.ts';
import { passengerLastName, ticketNumber } from './flights.ts';
import { flightMessages } from './flights-values.ts';
import { onBoardMessages } from './onboard-values.ts';
import { orderContents } from './orders.ts';
import { orderMessages } from './orders-values.ts';

// On-board ordering: a traveller already on the aircraft buys from what that flight carries (its own
// stock, separate from the warehouse that pre-orders take from). The header's flight selector looks the
// ticket up, the shop then shows the flight's catalogue, and the order is placed for a seat.
//
// How a client reads a failure of GetAllOnBoardItems or SubmitOnBoardOrder:
//   400 { errors: { Field: [...] } }  a field is missing or wrong
//   403 { message }                   the ticket is not booked on that flight
//   404 { message }                   no such flight
//   409 { message }                   SubmitOnBoardOrder only: the flight is outside its on-board window,
//                                     or not enough of an item on the flight (naming the item), or an
//                                     order that can no longer change
//
// GetAllOnBoardItems lists the flight's items whatever the window says, so a traveller may look before
// boarding; only SubmitOnBoardOrder keeps to the window.

export {
  DEFAULT_ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE,
  type OnBoardWindowState,
  onBoardWindowOf,
  onBoardWindowState,
  onBoardWindowStates,
} from './onboard-window.ts';

/** GetAllOnBoardItems: the flight as the selected card names it, and the ticket that is on it. */
export const onBoardItemsQuery = currencyQuery.extend({
  FlightNumber: requiredText(orderMessages.flightNumberRequired).max(10),
  /** ISO 8601 date or date-time; the flight is matched on the UTC day it departs. */
  DepartureDate: requiredText(orderMessages.departureDateRequired).max(40),
  Origin: requiredText(orderMessages.originRequired).max(3),
  Destination: requiredText(orderMessages.destinationRequired).max(3),
  TicketNumber: ticketNumber,
  LastName: passengerLastName,
});
export type OnBoardItemsQuery = z.infer<typeof onBoardItemsQuery>;

/**
 * Every item the flight carries, priced in the requested currency exactly as the catalogue prices it;
 * `quantity` is the flight's stock (0 once sold out on board).
 */
export const onBoardItemsResponse = z.object({
  onBoardAvailabilitiesRes: z.array(catalogItem),
});
export type OnBoardItemsResponse = z.infer<typeof onBoardItemsResponse>;

const flightSelection = wholeNumber(flightMessages.flightNotSelected);

/**
 * SubmitOnBoardOrder: the selected passenger sector (flight and ticket), the seat the crew brings the
 * goods to, and the lines. Answered like UpdatePreOrder (updatePreOrderResponse). With `orderCode`, an
 * unpaid on-board order of the caller's own is replaced, as a pre-order is. Every line, a buy-get gift
 * included, comes from the flight's stock; a gift the flight does not carry at all is left out (it never
 * changed the price). An on-board order can be cancelled while it holds stock (until it is handed over),
 * not only until 24 hours before departure.
 */
export const submitOnBoardOrderRequest = z.object({
  paxSectorId: flightSelection,
  ticketNumber,
  passengerLastName,
  seatNumber: requiredText(onBoardMessages.seatNumberRequired).max(8, {
    error: orderMessages.seatNumberTooLong,
  }),
  orderCode: text().trim().min(1).max(20).optional(),
  ...orderContents,
});
export type SubmitOnBoardOrderRequest = z.input<typeof submitOnBoardOrderRequest>;
export type SubmitOnBoardOrderCommand = z.output<typeof submitOnBoardOrderRequest>;

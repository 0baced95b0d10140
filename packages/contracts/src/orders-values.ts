// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const orderMessages = {
  pickFromRequired: 'Pick From field is required.',
  originRequired: 'Origin field is required.',
  destinationRequired: 'Destination field is required.',
  flightNumberRequired: 'Flight Number field is required.',
  departureDateRequired: 'Departure Date field is required.',
  seatNumberRequired: 'Seat Number field is required.',
  seatNumberTooLong: 'Seat Number must be at most 8 characters.',
  itemsRequired: 'Your cart is empty.',
  guestRequired: 'Please sign in or continue as a guest to place an order.',
  tooLateToPreOrder:
    'Pre-orders for this flight closed 24 hours before departure. You can still buy on board during the flight.',
  flightDeparted: 'This flight has already departed.',
  milesNeedMembership:
    'Paying with miles needs a ShebaMiles membership: sign in with your membership number.',
  milesToSpendWithMiles: 'Choose either to pay the whole order in miles or how many miles to spend.',
  milesBeyondOrder:
    'You cannot spend more miles than the order is worth in miles. Please choose fewer miles.',
  orderNotFound: 'There is no order with this order number.',
  orderClosed: 'This order has been paid or closed and can no longer be changed.',
  cancelClosed: 'This order can no longer be cancelled: cancellation closes 24 hours before departure.',
  notCancellable: 'This order has already been cancelled or closed.',
  reasonRequired: 'Please choose a reason for cancelling.',
  promoCodeUsedUp: 'This promotion code can no longer be used. Please review your cart.',
  pricesChanged:
    'Prices in your cart have changed since you saw them. Please check the new total and order again.',
  cartChanged:
    'Your cart has changed since this checkout was shown. Please check your order and place it again.',
  awaitingPayment:
    'An order from this cart is waiting for its payment. Continue paying it, or cancel it, before ordering again.',
  paymentUnavailable: 'The payment service cannot be reached right now. Please try again in a few minutes.',
  /** SPEC §8, word for word. */
  noPreOrderForEmail:
    'There is no pre-order on the email address you gave. Please remember to provide the email address that was used to place the order.',
  emailRequired: 'Email Address field is required.',
  orderCodeRequired: 'Order Number field is required.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another order.',
  idempotencyKeyBusy: 'This order is still being placed. Please wait a moment and try again.',
} as const;

/**
 * Sent with UpdatePreOrder, this header makes sending the same checkout again (a double click, a retry
 * after a lost answer) give the same order and the same payment page instead of another one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export function outOfStockMessage(itemName: string, available: number): string {
  return available === 0
    ? `${itemName} is out of stock. Please remove it from your cart.`
    : `Only ${available} of ${itemName} left in stock. Please lower the quantity.`;
}

export function unavailableItemMessage(itemId: number): string {
  return `An item in your cart (number ${itemId}) is no longer sold. Please remove it from your cart.`;
}

export function notEnoughMilesMessage(needed: number, available: number): string {
  return `Not enough miles: ${needed} needed, ${available} available.`;
}

export function notRedeemableMessage(itemName: string): string {
  return `${itemName} cannot be paid with miles.`;
}

/**
 * An EU-banned cosmetic in an order for a flight landing in the EU (the add-to-cart question, enforced);
 * the reason is the one an admin wrote for the rule, in the reader's language.
 */
export function euBannedItemMessage(itemName: string, destinationAirport: string, reason: string): string {
  return `${itemName} cannot be delivered to a flight to ${destinationAirport}. ${reason} Please remove it from your cart.`;
}

/** What a destination's customs allowance is counted in (the value of other goods is apart). */
export const customsAllowances = [
  'alcohol',
  'spirits',
  'wine',
  'beer',
  'cigarettes',
  'cigars',
  'tobacco',
  'fragrance',
  'perfume',
  'toiletWater',
] as const;
export type CustomsAllowance = (typeof customsAllowances)[number];

const allowanceUnits: Record<CustomsAllowance, string> = {
  alcohol: 'L of alcohol',
  spirits: 'L of spirits',
  wine: 'L of wine',
  beer: 'L of beer',
  cigarettes: 'cigarettes',
  cigars: 'cigars',
  tobacco: 'g of tobacco',
  fragrance: 'ml of perfume and toilet water',
  perfume: 'ml of perfume',
  toiletWater: 'ml of toilet water',
};

/** "2.1 of 4 L of spirits allowed into Dubai International Airport": litres to one decimal, pieces whole. */
export function allowanceUseMessage(
  allowance: CustomsAllowance,
  used: number,
  allowed: number,
  destination: string,
): string {
  return `${used} of ${allowed} ${allowanceUnits[allowance]} allowed into ${destination}`;
}

/** "GBP 412.50 of GBP 390 in other goods allowed into London Heathrow Airport". */
export function goodsValueUseMessage(
  used: number,
  allowed: number,
  currencyCode: string,
  destination: string,
): string {
  return `${currencyCode} ${used.toFixed(2)} of ${currencyCode} ${allowed} in other goods allowed into ${destination}`;
}

/** Goods a destination's customs do not let in (the destination's rule, enforced at checkout). */
export function customsBannedMessage(itemName: string, destination: string): string {
  return `${itemName} may not be brought into ${destination}. Please remove it from your cart.`;
}

/** Alcohol or tobacco for a traveller younger than the destination's legal age. */
export function customsUnderAgeMessage(itemName: string, destination: string, age: number): string {
  return `${itemName} is sold only to travellers aged ${age} or over flying to ${destination}.`;
}

/** An order over an allowance: placed only once the traveller confirms that duty is due on arrival. */
export function dutyDueToConfirmMessage(
  allowance: CustomsAllowance,
  used: number,
  allowed: number,
  destination: string,
): string {
  return `Your order is over the duty-free allowance: ${allowanceUseMessage(allowance, used, allowed, destination)}. Duty is due on arrival; please confirm to place the order.`;
}

/** An order whose other goods are worth more than the destination lets in free of duty: confirmed first. */
export function dutyDueOnGoodsValueMessage(
  used: number,
  allowed: number,
  currencyCode: string,
  destination: string,
): string {
  return `Your order is over the duty-free allowance: ${goodsValueUseMessage(used, allowed, currencyCode, destination)}. Duty is due on arrival; please confirm to place the order.`;
}

import { accountMessages } from './accounts-values.ts';
import { backOfficeBannerMessages } from './back-office-banners-values.ts';
import { backOfficeBrandMessages } from './back-office-brands-values.ts';
import {
  backOfficeFlightMessages,
  loadMovedMeanwhileMessage,
  scheduleQuotesBrokenMessage,
} from './back-office-flights-values.ts';
import { backOfficeOrderMessages } from './back-office-orders-values.ts';
import { backOfficePriceMessages, rateChangeToConfirmMessage } from './back-office-prices-values.ts';
import { backOfficeMessages, stockMovedMeanwhileMessage } from './back-office-values.ts';
import { cartMessages } from './cart-values.ts';
import { customsRuleMessages } from './customs-values.ts';
import { engagementMessages } from './engagement-values.ts';
import { fieldMessages } from './fields-values.ts';
import { flightMessages, ticketNumberLengthMessage } from './flights-values.ts';
import { notEnoughOnBoardMessage, onBoardMessages } from './onboard-values.ts';
import {
  type CustomsAllowance,
  customsBannedMessage,
  customsUnderAgeMessage,
  dutyDueOnGoodsValueMessage,
  dutyDueToConfirmMessage,
  euBannedItemMessage,
  notEnoughMilesMessage,
  notRedeemableMessage,
  orderMessages,
  outOfStockMessage,
  unavailableItemMessage,
} from './orders-values.ts';
import { purchaseRuleMessages } from './purchase-rules-values.ts';
import { onBoardAmountWrongMessage, staffMessages } from './staff-values.ts';

// Every error the API answers carries a stable `code` and the `params` its message was made with, beside
// the English `message` the original clients read. Clients translate by code and never by matching the
// English text. A code is `<catalogue>.<key>`: the catalogues of fixed messages below, and the messages
// with a name or a number in them (`templatedErrors`).

/** The names and numbers an error's message was made with. */
export type ErrorParams = Record<string, string | number>;

/** An error as the API answers it: what clients translate (code, params) and the English text. */
export type ShopError = { code: string; message: string; params: ErrorParams };

/** Faults of a call itself rather than of the shop's rules. */
export const requestMessages = {
  clientTokenRequired: 'A valid client access token is required (Authorization: Bearer).',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAllowed: 'You are not allowed to perform this action.',
  notFound: 'The requested resource was not found.',
  invalidValue: 'The value is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooDeep: 'The request body nests arrays and objects too deeply.',
  bodyListTooLong: 'A list in the request body holds more than 1000 entries.',
  unknownClient: 'Unknown client.',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
} as const;

const catalogues = {
  account: accountMessages,
  backOffice: backOfficeMessages,
  backOfficePrices: backOfficePriceMessages,
  backOfficeOrders: backOfficeOrderMessages,
  backOfficeFlights: backOfficeFlightMessages,
  backOfficeBrands: backOfficeBrandMessages,
  backOfficeBanners: backOfficeBannerMessages,
  cart: cartMessages,
  customsRules: customsRuleMessages,
  engagement: engagementMessages,
  fields: fieldMessages,
  flights: flightMessages,
  orders: orderMessages,
  purchaseRules: purchaseRuleMessages,
  onBoard: onBoardMessages,
  request: requestMessages,
  staff: staffMessages,
} as const;
type Catalogues = typeof catalogues;

export type FixedErrorCode = {
  [C in keyof Catalogues]: `${C}.${Extract<keyof Catalogues[C], string>}`;
}[keyof Catalogues];

const fixedMessages = new Map<string, string>(
  Object.entries(catalogues).flatMap(([catalogue, messages]) =>
    Object.entries(messages).map(([key, message]) => [`${catalogue}.${key}`, message as string]),
  ),
);

/** A fixed message of a catalogue, with its code. */
export function fixedError(code: FixedErrorCode): ShopError {
  return { code, message: fixedMessages.get(code)!, params: {} };
}

/** Messages with a name or a number in them, by code; each takes its params and writes the English text. */
export const templatedErrors = {
  'orders.outOfStock': (p: { name: string; available: number }) => outOfStockMessage(p.name, p.available),
  'orders.unavailableItem': (p: { itemId: number }) => unavailableItemMessage(p.itemId),
  'orders.notEnoughMiles': (p: { needed: number; available: number }) =>
    notEnoughMilesMessage(p.needed, p.available),
  'orders.notRedeemable': (p: { name: string }) => notRedeemableMessage(p.name),
  'orders.euBannedItem': (p: { name: string; airport: string; reason: string }) =>
    euBannedItemMessage(p.name, p.airport, p.reason),
  'orders.customsBanned': (p: { name: string; airport: string }) => customsBannedMessage(p.name, p.airport),
  'orders.customsUnderAge': (p: { name: string; airport: string; age: number }) =>
    customsUnderAgeMessage(p.name, p.airport, p.age),
  'orders.dutyDueToConfirm': (p: {
    allowance: CustomsAllowance;
    used: number;
    allowed: number;
    airport: string;
  }) => dutyDueToConfirmMessage(p.allowance, p.used, p.allowed, p.airport),
  'orders.dutyDueOnGoodsValue': (p: {
    used: number;
    allowed: number;
    currencyCode: string;
    airport: string;
  }) => dutyDueOnGoodsValueMessage(p.used, p.allowed, p.currencyCode, p.airport),
  'flights.ticketNumberLength': (p: { n: number }) => ticketNumberLengthMessage(p.n),
  'backOfficePrices.rateChangeToConfirm': (p: { change: number; limit: number }) =>
    rateChangeToConfirmMessage(p.change, p.limit),
  'backOfficeFlights.scheduleQuotesBroken': (p: { line: number }) => scheduleQuotesBrokenMessage(p.line),
  'backOfficeFlights.loadMovedMeanwhile': (p: { itemCode: string; current: number }) =>
    loadMovedMeanwhileMessage(p.itemCode, p.current),
  'backOffice.stockMovedMeanwhile': (p: { current: number }) => stockMovedMeanwhileMessage(p.current),
  'onBoard.notEnoughOnBoard': (p: { name: string; available: number }) =>
    notEnoughOnBoardMessage(p.name, p.available),
  'staff.onBoardAmountWrong': (p: { amount: string; currencyCode: string }) =>
    onBoardAmountWrongMessage(p.amount, p.currencyCode),
  'request.privilegeRequired': (p: { privilege: string }) =>
    `This call needs the action privilege ${p.privilege}.`,
  'request.noSuchRecord': (p: { what: string; id: string }) => `There is no ${p.what} with id ${p.id}.`,
  /** The request's id (X-Request-Id), for the traveller to quote and the log to be searched by. */
  'request.serverFault': (p: { requestId: string }) =>
    `Something went wrong on our side. Please try again later (reference ${p.requestId}).`,
} as const;
export type TemplatedErrorCode = keyof typeof templatedErrors;

export function templatedError<C extends TemplatedErrorCode>(
  code: C,
  params: Parameters<(typeof templatedErrors)[C]>[0],
): ShopError {
  const write = templatedErrors[code] as (values: typeof params) => string;
  return { code, message: write(params), params };
}

// A message written alike in several catalogues (the e-mail address is asked for in three) is named by the
// first of them, so that it always gets the same code.
const codeByMessage = new Map<string, string>();
for (const [code, message] of fixedMessages)
  if (!codeByMessage.has(message)) codeByMessage.set(message, code);

/**
 * The code of a validation message. Schemas of the contracts take their messages from the catalogues, and
 * a message with values in it carries its code in the params; this names the rest.
 */
export function codeOfValidationMessage(message: string): string {
  return codeByMessage.get(message) ?? 'request.invalidValue';
}

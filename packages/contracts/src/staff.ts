import { z } from 'zod';
import { customerLanguage } from './accounts.ts';
import { emailAddress, queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';
import { orderStatus } from './orders.ts';
import {
  type HandOverRefusal,
  handOverRefusals,
  STAFF_PASSWORD_MIN_LENGTH,
  staffMessages,
} from './staff-values.ts';

// The airline's side of the shop: staff sign in (never with a customer account), crew open a flight's
// packing list and hand each bag over at the seat, admins also read the audit log. Staff calls live under
// /Staff/api/V1.0/ and carry the same three headers as every other call; the user token is a staff
// token, and the route's staff role decides (a customer's or a guest's token gets 403 on every one).
//
// How a client reads a failure:
//   400 { errors: { Field: [...] } }  a field is missing or wrong
//   401 { message }                   wrong e-mail or password, or the staff session ended (8 hours)
//   403 { message }                   not a staff token, or a crew token on an admin call
//   404 { message }                   no such flight or order
//   409 { message }                   the bag was handed over or marked already, or the order was
//                                     cancelled or is not paid: nothing to hand over
//   429 { message }                   too many sign-in attempts

/** Crew pack and hand over; an admin may do everything crew may, and read the audit log. */
export const staffRoles = ['crew', 'admin'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

/** Whether a staff member of `role` may make a call that needs `needed`. */
export function staffRoleAllows(role: StaffRole, needed: StaffRole): boolean {
  return role === 'admin' || needed === 'crew';
}

// --- Sign-in -------------------------------------------------------------------------------------------

export const staffSignInRequest = z.object({
  email: emailAddress({ required: staffMessages.emailRequired, invalid: staffMessages.emailInvalid }),
  password: requiredText(staffMessages.passwordRequired).max(200),
  /**
   * An admin's second factor: the authenticator app's current 6-digit code, or one of their recovery
   * codes. Without it an admin's right password answers 401 with the code `staff.codeRequired`.
   */
  code: text().max(40).optional(),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
});
export type StaffMember = z.infer<typeof staffMember>;

/** The staff token goes in the user-token header of every later staff call. */
export const staffSignInResponse = z.object({
  token: z.string(),
  staff: staffMember,
  /** ISO 8601: when the session ends. */
  expiresAt: z.string(),
});
export type StaffSignInResponse = z.infer<typeof staffSignInResponse>;

// --- Access links (an invitation, a password reset) ----------------------------------------------------

/** The token from the link's `token` parameter; sent in a body so that it stays out of access logs. */
export const staffAccessLinkRequest = z.object({
  token: requiredText(staffMessages.accessLinkInvalid).max(200),
});
export type StaffAccessLinkRequest = z.infer<typeof staffAccessLinkRequest>;

/** An admin sets up an authenticator with the same link: the secret, as a QR code and as text. */
export const authenticatorSetUp = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG image, for an <img> src. */
  qrCodeDataUrl: z.string(),
});
export type AuthenticatorSetUp = z.infer<typeof authenticatorSetUp>;

export const staffAccessLinkResponse = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRole,
  purpose: z.enum(['invitation', 'passwordReset']),
  /** Present for an admin: the password is set together with the authenticator. */
  authenticator: authenticatorSetUp.nullable(),
});
export type StaffAccessLinkResponse = z.infer<typeof staffAccessLinkResponse>;

export const staffSetPasswordRequest = staffAccessLinkRequest.extend({
  password: requiredText(staffMessages.passwordRequired)
    .min(STAFF_PASSWORD_MIN_LENGTH, staffMessages.newPasswordTooShort)
    .max(200),
  /** An admin: the authenticator's current code, which shows the app was set up. */
  code: text().max(40).optional(),
});
export type StaffSetPasswordRequest = z.infer<typeof staffSetPasswordRequest>;

export const staffSetPasswordResponse = z.object({
  message: z.string(),
  /** An admin's new recovery codes, shown this once; null for crew. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export type StaffSetPasswordResponse = z.infer<typeof staffSetPasswordResponse>;

// --- Staff accounts (admin) ----------------------------------------------------------------------------

export const staffAccount = staffMember.extend({
  active: z.boolean(),
  /** Invited, and no password chosen yet. */
  invited: z.boolean(),
  /** An admin whose sign-in asks for an authenticator code. */
  secondFactor: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffAccountsResponse = z.object({ accounts: z.array(staffAccount) });
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponse>;

export const staffInvitationRequest = z.object({
  name: requiredText(staffMessages.staffNameRequired).max(100),
  email: emailAddress({ required: staffMessages.emailRequired, invalid: staffMessages.emailInvalid }),
  role: staffRole,
  /** The language of the mail with the link (the inviting admin's screen language). */
  language: customerLanguage.default('en'),
});
export type StaffInvitationRequest = z.infer<typeof staffInvitationRequest>;

export const staffRoleRequest = z.object({
  staffId: wholeNumber(),
  role: staffRole,
  /** The language of the mail a member made admin gets, to set up their authenticator. */
  language: customerLanguage.default('en'),
});
export type StaffRoleRequest = z.infer<typeof staffRoleRequest>;

export const staffActiveRequest = z.object({ staffId: wholeNumber(), active: z.boolean() });
export type StaffActiveRequest = z.infer<typeof staffActiveRequest>;

export const staffPasswordResetRequest = z.object({
  staffId: wholeNumber(),
  language: customerLanguage.default('en'),
});
export type StaffPasswordResetRequest = z.infer<typeof staffPasswordResetRequest>;
// Each answers the account as it now stands (`staffAccount`).

// --- Flights -------------------------------------------------------------------------------------------

/** Without a flight number: today's and tomorrow's flights (UTC days), soonest first. */
export const staffFlightSearchQuery = z.object({
  flightNumber: text().max(10).optional(),
  /** YYYY-MM-DD (UTC day of departure). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be written as YYYY-MM-DD.')
    .optional(),
});
export type StaffFlightSearchQuery = z.infer<typeof staffFlightSearchQuery>;

export const staffFlight = z.object({
  flightId: z.number().int(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** ISO 8601. */
  departureAt: z.string(),
  /** The origin airport's IANA time zone, in which the crew's screens show the departure. */
  originTimeZone: z.string(),
  arrivalAt: z.string(),
  /** Orders the crew will hand over on it (confirmed, delivered or not collected). */
  orderCount: z.number().int(),
});
export type StaffFlight = z.infer<typeof staffFlight>;

export const staffFlightSearchResponse = z.object({ flights: z.array(staffFlight) });
export type StaffFlightSearchResponse = z.infer<typeof staffFlightSearchResponse>;

// --- Packing list --------------------------------------------------------------------------------------

export const packingListQuery = z.object({
  flightId: queryWholeNumber('Flight field is required.'),
});
export type PackingListQuery = z.infer<typeof packingListQuery>;

/** One line of the load: how many of an item to pick from the warehouse for the flight. */
export const loadLine = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type LoadLine = z.infer<typeof loadLine>;

/** An item's name in Arabic and Chinese beside the English `name` (null: not translated, English shows). */
export const itemNames = z.object({ ar: z.string().nullable(), zh: z.string().nullable() });

export const bagLine = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  /** The crew app shows the name in the crew's language. */
  names: itemNames.optional(),
  quantity: z.number().int(),
  /** Tobacco or liquor not on the exempt list: the crew checks ID before handing it over. */
  ageRestricted: z.boolean(),
});

export const handOverOutcomes = ['Delivered', 'NotCollected'] as const;
export const onBoardPaymentMethods = ['Cash', 'Card'] as const;
export const onBoardPaymentMethod = z.enum(onBoardPaymentMethods);

/** What the crew records at the seat. */
export const handOverRecord = z.object({
  outcome: z.enum(handOverOutcomes),
  /** ISO 8601. */
  at: z.string(),
  staffName: z.string(),
  /** Pay On-Board orders handed over: what was taken at the seat. */
  payment: z
    .object({ method: onBoardPaymentMethod, amount: z.number(), currencyCode: z.string() })
    .optional(),
});
export type HandOverRecord = z.infer<typeof handOverRecord>;

/** One sealed bag: one order, handed over at its seat. */
export const bag = z.object({
  orderCode: z.string(),
  kind: z.enum(['preorder', 'onboard']),
  status: orderStatus,
  seatNumber: z.string().nullable(),
  passengerName: z.string(),
  lines: z.array(bagLine),
  /** Some line needs an ID check. */
  idCheck: z.boolean(),
  /**
   * What the crew collects: nothing ('paid', by card or miles) or, paying on board, the order's total in
   * its currency at the rate fixed when it was placed.
   */
  collect: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('paid') }),
    z.object({
      kind: z.literal('onBoard'),
      amount: z.number(),
      currencyCode: z.string(),
      /** The order's total in US dollars, which the crew converts at the flight's rates for another currency. */
      usdAmount: z.number(),
    }),
  ]),
  handOver: handOverRecord.nullable(),
  /** Why the crew cannot hand it over (the order lifecycle's answer for its status); null while they can. */
  handOverRefusal: z.enum(handOverRefusals as [HandOverRefusal, ...HandOverRefusal[]]).nullable(),
});
export type Bag = z.infer<typeof bag>;

export const packingListResponse = z.object({
  flight: staffFlight,
  /** ISO 8601: pre-orders close 24 hours before departure. */
  cutOffAt: z.string(),
  /** Past the cut-off: travellers can no longer change their pre-orders, so the list is final. */
  final: z.boolean(),
  load: z.array(loadLine),
  /** Sorted by seat (row, then letter); bags without a seat last. */
  bags: z.array(bag),
});
export type PackingListResponse = z.infer<typeof packingListResponse>;

// --- Hand-over -----------------------------------------------------------------------------------------

export const handOverRequest = z.object({
  orderCode: requiredText('Order Code field is required.').max(20),
  /** Required for a Pay On-Board order, refused for a paid one. */
  payment: z
    .object({
      method: onBoardPaymentMethod,
      amount: z.number().positive().max(1_000_000),
    })
    .optional(),
});
export type HandOverRequest = z.infer<typeof handOverRequest>;

export const notCollectedRequest = z.object({
  orderCode: requiredText('Order Code field is required.').max(20),
});
export type NotCollectedRequest = z.infer<typeof notCollectedRequest>;
// Both answer the bag as it now stands (`bag`).

// --- Audit log (admin) ---------------------------------------------------------------------------------

export const auditLogQuery = z.object({
  /** Keyset paging: entries older than this id. */
  before: queryWholeNumber('Before must be a whole number.').optional(),
  limit: queryWholeNumber('Limit must be a whole number.', { max: 200 }).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  /** What was done, such as `order.handOver`, `order.notCollected`, `staff.signIn`. */
  action: z.string(),
  /** What it was done to, such as `order:AB12CD34`. */
  subject: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

export const failedJobsQuery = z.object({
  limit: queryWholeNumber('Limit must be a whole number.', { max: 200 }).optional(),
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuery>;

/** Work that followed an order's change (a refund, a mail, a webhook) and failed every attempt. */
export const failedJob = z.object({
  id: z.number().int(),
  /** What the job does, such as `orders.refund` or `orders.confirmationMail`. */
  kind: z.string(),
  /** Names the job's work once, such as `refund-DF-AB12CD34`. */
  key: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601: when the last attempt failed. */
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const failedJobsResponse = z.object({ jobs: z.array(failedJob) });
export type FailedJobsResponse = z.infer<typeof failedJobsResponse>;

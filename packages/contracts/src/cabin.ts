import { z } from 'zod';
import { customsMeasure, customsRule } from './customs.ts';
import { queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';
import { bag, itemNames, loadLine, onBoardPaymentMethod, staffFlight } from './staff.ts';

// The crew's flight without a network. On the ground the crew app takes the flight (one call: everything the
// flight needs, and a duty session for this crew member, this device and this flight); in the air every
// action is written on the device first, with its own idempotency key and the device's own sequence
// number, and sent whenever a connection comes; on landing the trolley is closed. The server applies each
// action exactly once, in the order the device made them, and answers each with its outcome.
//
// Calls, under /Staff/api/V1.0/Cabin/:
//   POST TakeFlight   staff token (crew or admin)  → the flight pack and the duty session's token
//   POST Actions      duty token (header below)    → one outcome per action, in the order sent
//   GET  Changes      duty token                   → what changed on the flight since a cursor
//   GET  Conflicts?flightId=       crew or admin   → the conflicts listed on a flight
//   POST EndDuty      admin                        → ends duty sessions of a staff member or a device
//   POST CloseTrolley crew or admin                → the flight's trolley closed on arrival: its reconciliation
//   GET  Reconciliation?flightId=     admin        → the reconciliation of a flight (null until closed)
//   GET  ReconciliationCsv?flightId=  admin        → the same as text/csv

/** The duty token goes in this header on Actions and Changes (the staff token may have expired by then). */
export const DUTY_TOKEN_HEADER = 'x-duty-token';

/** At most this many actions in one Actions call; a device with more sends them in turns. */
export const MAX_ACTIONS_PER_BATCH = 200;

// --- Take the flight ---------------------------------------------------------------------------------------

export const takeFlightRequest = z.object({
  flightId: wholeNumber('Flight field is required.'),
  /** Chosen once by the device (a random id kept in its storage), so that two devices' actions stay apart. */
  deviceId: requiredText('Device field is required.').max(64),
});
export type TakeFlightRequest = z.infer<typeof takeFlightRequest>;

/** An item of the flight's on-board catalogue, as the trolley sells it. */
export const trolleyItem = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  /** The name in Arabic and Chinese, which the crew app shows in the crew's language (absent: an older pack). */
  names: itemNames.optional(),
  /** Price per unit in the catalogue's currency (`pack.currencyCode`), after the flight's running offers. */
  unitPrice: z.number(),
  /** Units on the trolley when the flight was taken. */
  loaded: z.number().int(),
  /** Tobacco or liquor not on the exempt list: the crew confirms an ID check before selling it. */
  ageRestricted: z.boolean(),
  /** The flight lands where this item may not be brought (the `euBan` purchase rule): not sold on it. */
  bannedAtDestination: z.boolean(),
});
export type TrolleyItem = z.infer<typeof trolleyItem>;

/**
 * A currency the crew may take on board, at the rate fixed when the flight was taken: micro-units of it per
 * US dollar, the catalogue's currency. The server keeps these rates with the duty session.
 */
export const cabinCurrency = z.object({
  code: z.string(),
  usdRateMicros: z.number().int(),
  decimals: z.number().int(),
});
export type CabinCurrency = z.infer<typeof cabinCurrency>;

export const flightPack = z.object({
  dutySessionId: z.number().int(),
  /** Secret of the duty session: sent as `DUTY_TOKEN_HEADER`; the server keeps only its hash. */
  dutyToken: z.string(),
  /** ISO 8601: the server accepts the session's actions until then (arrival plus the airline's margin). */
  acceptsUntil: z.string(),
  flight: staffFlight,
  bags: z.array(bag),
  load: z.array(loadLine),
  currencyCode: z.string(),
  trolley: z.array(trolleyItem),
  /**
   * The customs rule where the flight lands (legal ages, allowances; null: none kept), and what each item
   * that counts against an allowance measures: the device warns of an allowance as the server judges it.
   * Its banned categories are in the trolley's `bannedAtDestination`. Absent from a pack an earlier release kept.
   */
  customs: customsRule.nullable().optional(),
  customsMeasures: z.array(customsMeasure).optional(),
  currencies: z.array(cabinCurrency),
  /** Where Changes starts from. */
  cursor: z.string(),
  /** The last sequence number of this device the server has applied (0 for a new device). */
  appliedThrough: z.number().int(),
  /**
   * The shop's Ed25519 public key (32 bytes, base64url) that checks the token of an order's QR code
   * (`hand-over-token.ts`) on the device, without a network. Optional: packs kept by an earlier release lack it.
   */
  handOverKey: z.string().optional(),
});
export type FlightPack = z.infer<typeof flightPack>;

// --- Actions -----------------------------------------------------------------------------------------------

export const seatPayment = z.object({
  method: onBoardPaymentMethod,
  currencyCode: text().max(3),
  /** What was due, in `currencyCode`, at the flight's fixed rate. */
  amount: z.number().nonnegative().max(1_000_000),
  /** Cash handed over by the traveller (the change is tendered − amount). */
  tendered: z.number().nonnegative().max(1_000_000).optional(),
  /** The aircraft terminal's reference of a card payment. */
  terminalReference: text().max(40).optional(),
});
export type SeatPayment = z.infer<typeof seatPayment>;

const actionBase = {
  /** Idempotency key made on the device (a UUID): the same key is applied once, whatever comes again. */
  key: text().min(8).max(64),
  /** The device's own order: 1, 2, 3 … with no gap. */
  seq: wholeNumber(),
  /** ISO 8601, the device's clock when the crew acted. */
  at: text().max(40),
};

/** Most lines and currencies one closing carries. */
export const MAX_CLOSING_LINES = 500;

const closingCounts = z
  .array(
    z.object({
      itemId: wholeNumber(),
      counted: z.number().int().min(0).max(100_000),
      /** Why the count differs from the expected figure: required for every difference. */
      reason: text().max(200).optional(),
    }),
  )
  .max(MAX_CLOSING_LINES);

const closingCash = z
  .array(z.object({ currencyCode: text().max(3), amount: z.number().nonnegative().max(10_000_000) }))
  .max(20);

export const cabinAction = z.discriminatedUnion('kind', [
  z.object({
    ...actionBase,
    kind: z.literal('handOver'),
    orderCode: text().max(20),
    /** Required when a line is age-restricted. */
    idChecked: z.boolean(),
    payment: seatPayment.optional(),
    /** The order's QR token, when the bag was found by it: the server checks it names this order and flight. */
    token: text().max(200).optional(),
  }),
  z.object({ ...actionBase, kind: z.literal('notCollected'), orderCode: text().max(20) }),
  z.object({
    ...actionBase,
    kind: z.literal('trolleySale'),
    /** What the crew sold from the trolley, each at the price the device showed (the pack's). */
    lines: z
      .array(
        z.object({
          itemId: wholeNumber(),
          quantity: z.number().int().min(1).max(99),
          unitPrice: z.number().nonnegative().max(1_000_000),
        }),
      )
      .min(1)
      .max(50),
    seatNumber: text().max(5),
    ticketNumber: text().max(20).optional(),
    passengerName: text().max(80).optional(),
    /** Required when a line is age-restricted: the traveller's ID shows the destination's legal age. */
    idChecked: z.boolean(),
    /** Over a destination allowance: the crew told the traveller that duty is due on arrival. */
    dutyDueConfirmed: z.boolean().optional(),
    payment: seatPayment,
  }),
  /**
   * The trolley closed on arrival (as `CloseTrolley`, for the duty session's flight): the device's last
   * action, sent after its others like any action, so that it goes whenever the network returns.
   */
  z.object({ ...actionBase, kind: z.literal('closeTrolley'), counts: closingCounts, cash: closingCash }),
]);
export type CabinAction = z.infer<typeof cabinAction>;

export const cabinActionsRequest = z.object({
  deviceId: requiredText('Device field is required.').max(64),
  actions: z.array(cabinAction).min(1).max(MAX_ACTIONS_PER_BATCH),
});
export type CabinActionsRequest = z.infer<typeof cabinActionsRequest>;

/**
 * What became of an action:
 * - `applied`: done, once;
 * - `conflict`: done by the written rules, and listed for the crew and for admins with both facts;
 * - `refused`: not done, with the reason (a forged, foreign or wrong action); the HTTP-like `status` says which;
 * - `held`: its duty session had ended; kept for an admin to review, not applied;
 * - `waiting`: an earlier action of this device has not arrived; send again after it.
 */
export const cabinOutcomeKinds = ['applied', 'conflict', 'refused', 'held', 'waiting'] as const;
export type CabinOutcomeKind = (typeof cabinOutcomeKinds)[number];

export const cabinReasons = [
  'foreignOrder',
  'unknownItem',
  'priceChanged',
  'idNotChecked',
  'bannedAtDestination',
  'dutyDueToConfirm',
  'paymentMismatch',
  'notPayable',
  'sessionEnded',
  'handedOverTwice',
  'cancelledMeanwhile',
  'oversold',
  'keyReused',
  'tokenForged',
  'tokenMismatch',
  'differenceReasonRequired',
  'closingItemUnknown',
  'trolleyClosed',
] as const;
export type CabinReason = (typeof cabinReasons)[number];

/** One item of a closed trolley: expected = loaded − handed over − sold + not collected. */
export const reconciliationLine = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  /** Units the trolley held before orders and sales: its figure at closing, with what left it added back. */
  loaded: z.number().int(),
  /** Units on-board orders took off the trolley (their bags), less those cancelled. */
  handedOver: z.number().int(),
  /** Units the crew's trolley sales say were sold, including any the figure no longer held. */
  sold: z.number().int(),
  /** Units of bags marked not collected: back on the trolley. */
  notCollected: z.number().int(),
  expected: z.number().int(),
  counted: z.number().int(),
  /** counted − expected. */
  difference: z.number().int(),
  reason: z.string().nullable(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLine>;

/** The cash of one currency: what the crew's actions say was taken against what the crew counted. */
export const reconciliationCash = z.object({
  currencyCode: z.string(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
});
export type ReconciliationCash = z.infer<typeof reconciliationCash>;

export const trolleyReconciliation = z.object({
  flightId: z.number().int(),
  flightNumber: z.string(),
  departureAt: z.string(),
  /** ISO 8601. */
  closedAt: z.string(),
  closedBy: z.string(),
  lines: z.array(reconciliationLine),
  cash: z.array(reconciliationCash),
  /** Units the crew counted, given back to the warehouse's stock. */
  returnedUnits: z.number().int(),
  /** Lines and currencies whose count differs from what was expected. */
  differences: z.number().int(),
});
export type TrolleyReconciliation = z.infer<typeof trolleyReconciliation>;

export const cabinOutcome = z.object({
  key: z.string(),
  seq: z.number().int(),
  outcome: z.enum(cabinOutcomeKinds),
  /** For refused: 400, 403, 404, 409 or 422 as the same request would get alone. */
  status: z.number().int().optional(),
  reason: z.enum(cabinReasons).optional(),
  /** The order a trolley sale became. */
  orderCode: z.string().optional(),
  /** What a `closeTrolley` action closed: the flight's trolley reconciliation. */
  reconciliation: trolleyReconciliation.optional(),
});
export type CabinOutcome = z.infer<typeof cabinOutcome>;

export const cabinActionsResponse = z.object({
  outcomes: z.array(cabinOutcome),
  appliedThrough: z.number().int(),
});
export type CabinActionsResponse = z.infer<typeof cabinActionsResponse>;

// --- Changes -----------------------------------------------------------------------------------------------

/** A conflict the written rules settled, listed for the crew (in Changes) and for admins (in Conflicts). */
export const cabinConflict = z.object({
  id: z.number().int(),
  reason: z.enum(cabinReasons),
  orderCode: z.string().nullable(),
  itemId: z.number().int().nullable(),
  /** What the first action (or the server) said, and what the later one said, side by side. */
  stands: z.string(),
  against: z.string(),
  /** Cash collected twice, to refund; null when no money is at stake. */
  refundDue: z.object({ currencyCode: z.string(), amount: z.number() }).nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type CabinConflict = z.infer<typeof cabinConflict>;

/** The cursor is the latest change the device has seen (epoch milliseconds, as the server gave it). */
export const cabinChangesQuery = z.object({
  cursor: text()
    .regex(/^\d{1,15}$/, { error: 'Cursor must be the one the server gave.' })
    .default('0'),
});

export const cabinChangesResponse = z.object({
  /** Bags added or changed since the cursor (an on-board order over the cabin's Wi-Fi, a cancellation). */
  bags: z.array(bag),
  /** Orders of the flight cancelled since the cursor: their bags leave the list. */
  gone: z.array(z.string()),
  cursor: z.string(),
  /** False once the duty session was ended by the server. */
  active: z.boolean(),
  /** Every conflict listed on the flight so far, so that the crew reads them offline as last pulled. */
  conflicts: z.array(cabinConflict),
});
export type CabinChangesResponse = z.infer<typeof cabinChangesResponse>;

// --- Conflicts -------------------------------------------------------------------

export const cabinConflictsQuery = z.object({ flightId: queryWholeNumber('Flight field is required.') });

export const cabinConflictsResponse = z.object({ conflicts: z.array(cabinConflict) });
export type CabinConflictsResponse = z.infer<typeof cabinConflictsResponse>;

/** Ends the duty sessions of a staff member, or of a device, at once: their later actions are held. */
export const endDutyRequest = z
  .object({ staffId: wholeNumber().optional(), deviceId: text().max(64).optional() })
  .refine((request) => request.staffId !== undefined || request.deviceId !== undefined, {
    message: 'Staff or device field is required.',
  });
export type EndDutyRequest = z.infer<typeof endDutyRequest>;

export const endDutyResponse = z.object({ ended: z.number().int() });

// --- Closing the trolley on arrival ---------------------------------------------------------------------

export const closeTrolleyRequest = z.object({
  flightId: wholeNumber('Flight field is required.'),
  /** Made on the device: the same closing sent again answers the same reconciliation, once closed. */
  key: text().min(8).max(64),
  /** The crew's count of each item on the trolley; an item left out was counted at 0. */
  counts: closingCounts,
  /** The cash in the drawer, by currency; a currency left out holds none. */
  cash: closingCash,
});
export type CloseTrolleyRequest = z.infer<typeof closeTrolleyRequest>;

export const reconciliationQuery = z.object({ flightId: queryWholeNumber('Flight field is required.') });

/** A flight whose trolley is not closed yet answers null. */
export const reconciliationResponse = z.object({ reconciliation: trolleyReconciliation.nullable() });
export type ReconciliationResponse = z.infer<typeof reconciliationResponse>;

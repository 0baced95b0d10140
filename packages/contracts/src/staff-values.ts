// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

/** How long a staff session lasts: one duty. */
export const STAFF_SESSION_HOURS = 8;

export const staffMessages = {
  emailRequired: 'Email field is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password field is required.',
  invalidCredentials: 'The e-mail or password is incorrect.',
  staffOnly: 'This area is for airline staff only.',
  adminOnly: 'Only an administrator may do this.',
  flightNotFound: 'There is no such flight.',
  orderNotFound: 'There is no such order on this flight.',
  alreadyHandedOver: 'This bag has already been handed over.',
  alreadyNotCollected: 'This bag has already been marked as not collected.',
  cancelledOrder: 'This order was cancelled: do not hand it over.',
  notPaid: 'This order is not paid: do not hand it over.',
  onBoardPaymentRequired: 'Record the payment taken on board (cash or card, and the amount).',
  onBoardPaymentNotExpected: 'This order is paid already: no payment is taken on board.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'The code is not correct. Enter the current code from your authenticator app.',
  secondFactorNotSetUp:
    'Your administrator account has no authenticator set up yet. Ask another administrator to send you a password link.',
  accessLinkInvalid: 'This link has expired or has been used already. Ask an administrator for a new one.',
  newPasswordTooShort: 'Choose a password of at least 10 characters.',
  staffNameRequired: 'Name field is required.',
  staffEmailTaken: 'A staff account with this e-mail address exists already.',
  staffMemberNotFound: 'There is no such staff account.',
  ownAccount: 'You cannot disable your own account or change your own role.',
  passwordSet: 'Your password is set. You can sign in now.',
  dutySessionInvalid: 'This duty session has ended or its token is not valid: take the flight again.',
  trolleyClosed: "This flight's trolley is closed already.",
  trolleyNotClosed: "This flight's trolley is not closed yet.",
  differenceReasonRequired: 'Give a reason for this difference.',
  closingItemUnknown: "This item was not on the flight's trolley.",
} as const;

/** A staff password is at least this long (NIST SP 800-63B asks for 8 at least; staff open more than a basket). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

/** How long an invitation link and a password-reset link stay usable. */
export const STAFF_INVITATION_HOURS = 72;
export const STAFF_PASSWORD_RESET_HOURS = 1;

/**
 * Why the crew cannot hand over (or mark) a bag, as the order lifecycle decides it, and the message each
 * reason is said with: on the packing list's bag, and in the refusal of a hand-over tried all the same.
 */
export const handOverRefusalMessages = {
  handedOver: 'alreadyHandedOver',
  notCollected: 'alreadyNotCollected',
  cancelled: 'cancelledOrder',
  notPaid: 'notPaid',
} as const satisfies Record<string, keyof typeof staffMessages>;
export type HandOverRefusal = keyof typeof handOverRefusalMessages;
export const handOverRefusals = Object.keys(handOverRefusalMessages) as HandOverRefusal[];

/** A Pay On-Board hand-over records exactly the amount due, in the order's currency. */
export function onBoardAmountWrongMessage(amount: string, currencyCode: string): string {
  return `The amount taken on board must be the order's total: ${amount} ${currencyCode}.`;
}

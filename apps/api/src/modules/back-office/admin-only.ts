import { type ActionPrivilege, actionPrivileges } from '@dutyfree/contracts';

/** A back-office call: an admin's staff token with the call's privilege, and never a cached answer. */
export const adminCall = <P extends ActionPrivilege>(privilege: P) =>
  ({ privilege, staffRole: 'admin', personal: true }) as const;

/** Every call about the goods. */
export const adminOnly = adminCall(actionPrivileges.backOfficeItems);

/** The back office's price calls (price lists, promotion codes, exchange rates). */
export const pricesAdminOnly = adminCall(actionPrivileges.backOfficePrices);

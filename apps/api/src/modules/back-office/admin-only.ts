import { actionPrivileges } from '@dutyfree/contracts';

/** Every back-office call: an admin's staff token, and never a cached answer. */
export const adminOnly = {
  privilege: actionPrivileges.backOfficeItems,
  staffRole: 'admin',
  personal: true,
} as const;

/** The back office's price calls (price lists, promotion codes, exchange rates): admins only as well. */
export const pricesAdminOnly = { ...adminOnly, privilege: actionPrivileges.backOfficePrices } as const;

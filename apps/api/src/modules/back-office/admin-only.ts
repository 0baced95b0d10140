import { actionPrivileges } from '@dutyfree/contracts';

/** Every back-office call: an admin's staff token, and never a cached answer. */
export const adminOnly = {
  privilege: actionPrivileges.backOfficeItems,
  staffRole: 'admin',
  personal: true,
} as const;

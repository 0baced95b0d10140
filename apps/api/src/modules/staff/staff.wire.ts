import type { StaffAccount } from '@dutyfree/contracts';
import type { StaffRecord } from './staff.repository.ts';

/** A staff account as admins see it: never its password hash or authenticator secret. */
export function toStaffAccount(member: StaffRecord): StaffAccount {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    active: member.active,
    invited: member.passwordHash === null,
    secondFactor: member.role === 'admin' && member.totpSecret !== null,
  };
}

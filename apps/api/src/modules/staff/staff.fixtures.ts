import { randomBytes } from 'node:crypto';
import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  type StaffRole,
  type StaffSignInResponse,
} from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/database.ts';
import { callHeaders, issueTokens } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/auth.module.ts';
import {
  backOfficeBannerCalls,
  backOfficeCalls,
  backOfficeCatalogueCalls,
  backOfficeCustomsRuleCalls,
  backOfficeFlightCalls,
  backOfficePurchaseRuleCalls,
} from '../back-office/back-office.fixtures.ts';
import { newAuthenticatorSecret } from './second-factor.ts';
import { StaffRepository } from './staff.repository.ts';

/** Every staff call, with what it needs; the access tests loop over it (and check that none is missing). */
export const staffCalls: readonly {
  method: 'GET' | 'POST';
  url: string;
  privilege: ActionPrivilege;
  role: StaffRole | 'signIn' | 'duty';
  payload?: object;
}[] = [
  {
    method: 'POST',
    url: apiPaths.staffSignIn,
    privilege: actionPrivileges.staffSignIn,
    role: 'signIn',
    payload: { email: 'crew@dutyfree.example', password: 'x' },
  },
  { method: 'POST', url: apiPaths.staffSignOut, privilege: actionPrivileges.staffSignIn, role: 'crew' },
  {
    method: 'POST',
    url: apiPaths.staffAccessLink,
    privilege: actionPrivileges.staffSignIn,
    role: 'signIn',
    payload: { token: 'x' },
  },
  {
    method: 'POST',
    url: apiPaths.staffSetPassword,
    privilege: actionPrivileges.staffSignIn,
    role: 'signIn',
    payload: { token: 'x', password: 'Long-enough-1' },
  },
  { method: 'GET', url: apiPaths.staffFlights, privilege: actionPrivileges.staffPackingList, role: 'crew' },
  {
    method: 'GET',
    url: `${apiPaths.staffPackingList}?flightId=1`,
    privilege: actionPrivileges.staffPackingList,
    role: 'crew',
  },
  {
    method: 'GET',
    url: `${apiPaths.staffPackingListCsv}?flightId=1`,
    privilege: actionPrivileges.staffPackingList,
    role: 'crew',
  },
  {
    method: 'POST',
    url: apiPaths.staffHandOver,
    privilege: actionPrivileges.staffHandOver,
    role: 'crew',
    payload: { orderCode: 'DF-NONE' },
  },
  {
    method: 'POST',
    url: apiPaths.staffNotCollected,
    privilege: actionPrivileges.staffHandOver,
    role: 'crew',
    payload: { orderCode: 'DF-NONE' },
  },
  { method: 'GET', url: apiPaths.staffAuditLog, privilege: actionPrivileges.staffAuditLog, role: 'admin' },
  ...backOfficeCalls,
  ...backOfficeFlightCalls,
  ...backOfficeCatalogueCalls,
  ...backOfficePurchaseRuleCalls,
  ...backOfficeCustomsRuleCalls,
  ...backOfficeBannerCalls,
  ...(
    [
      [apiPaths.backOfficeInviteStaff, { name: 'Ruth Alemu', email: 'ruth@dutyfree.example', role: 'crew' }],
      [apiPaths.backOfficeChangeStaffRole, { staffId: 999_999, role: 'crew' }],
      [apiPaths.backOfficeSetStaffActive, { staffId: 999_999, active: false }],
      [apiPaths.backOfficeResetStaffPassword, { staffId: 999_999 }],
    ] as const
  ).map(([url, payload]) => ({
    method: 'POST' as const,
    url,
    privilege: actionPrivileges.backOfficeStaff,
    role: 'admin' as const,
    payload,
  })),
  {
    method: 'GET',
    url: apiPaths.backOfficeStaffAccounts,
    privilege: actionPrivileges.backOfficeStaff,
    role: 'admin',
  },
  {
    method: 'GET',
    url: apiPaths.staffFailedJobs,
    privilege: actionPrivileges.staffFailedJobs,
    role: 'admin',
  },
  {
    method: 'POST',
    url: apiPaths.cabinTakeFlight,
    privilege: actionPrivileges.cabinDuty,
    role: 'crew',
    payload: { flightId: 999999, deviceId: 'device' },
  },
  {
    method: 'POST',
    url: apiPaths.cabinActions,
    privilege: actionPrivileges.cabinDuty,
    role: 'duty',
    payload: {
      deviceId: 'device',
      actions: [
        {
          kind: 'notCollected',
          key: 'key-00000001',
          seq: 1,
          at: '2026-11-28T00:00:00Z',
          orderCode: 'DF-NONE',
        },
      ],
    },
  },
  { method: 'GET', url: apiPaths.cabinChanges, privilege: actionPrivileges.cabinDuty, role: 'duty' },
  {
    method: 'GET',
    url: `${apiPaths.cabinConflicts}?flightId=1`,
    privilege: actionPrivileges.cabinDuty,
    role: 'crew',
  },
  {
    method: 'POST',
    url: apiPaths.cabinEndDuty,
    privilege: actionPrivileges.cabinDuty,
    role: 'admin',
    payload: { deviceId: 'no-such-device' },
  },
  {
    method: 'POST',
    url: apiPaths.cabinCloseTrolley,
    privilege: actionPrivileges.cabinDuty,
    role: 'crew',
    payload: { flightId: 999999, key: 'closing-00000001', counts: [], cash: [] },
  },
  {
    method: 'GET',
    url: `${apiPaths.cabinReconciliation}?flightId=1`,
    privilege: actionPrivileges.cabinDuty,
    role: 'admin',
  },
  {
    method: 'GET',
    url: `${apiPaths.cabinReconciliationCsv}?flightId=1`,
    privilege: actionPrivileges.cabinDuty,
    role: 'admin',
  },
];

export type TestStaffMember = {
  id: number;
  email: string;
  password: string;
  name: string;
  role: StaffRole;
  /** An admin's authenticator secret: `signInStaff` gives its current code. */
  totpSecret: string | null;
};

/** The authenticator's code now, as the admin's phone would show it. */
export const authenticatorCode = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

export type SignedInTestStaff = TestStaffMember &
  StaffSignInResponse & {
    clientAccessToken: string;
    /** Headers of a call made as this staff member. */
    headers(privilege: ActionPrivilege): Record<string, string>;
  };

/** A staff member written straight into the database, with a unique e-mail address (an admin with an authenticator). */
export async function insertStaffMember(
  database: Database,
  role: StaffRole,
  overrides: Partial<Pick<TestStaffMember, 'name' | 'password'>> = {},
): Promise<TestStaffMember> {
  const totpSecret = role === 'admin' ? newAuthenticatorSecret() : null;
  const member = {
    email: `${role}.${randomBytes(4).toString('hex')}@dutyfree.example`,
    password: overrides.password ?? 'Staff-secret-1',
    name: overrides.name ?? (role === 'admin' ? 'Dawit Tesfaye' : 'Amina Bekele'),
    role,
  };
  const id = await new StaffRepository(database.db).insert(
    { ...member, passwordHash: await hashPassword(member.password) },
    Date.now(),
  );
  await database.db
    .updateTable('staff_member')
    .set({ totp_secret: totpSecret })
    .where('id', '=', id)
    .execute();
  return { id, ...member, totpSecret };
}

/** Signs in through the API, as the staff area does, from `remoteAddress`. */
export async function signInStaff(
  app: FastifyInstance,
  member: TestStaffMember,
  remoteAddress = '203.0.113.10',
): Promise<SignedInTestStaff> {
  const tokens = await issueTokens(app);
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.staffSignIn,
    headers: callHeaders(tokens, actionPrivileges.staffSignIn),
    payload: {
      email: member.email,
      password: member.password,
      ...(member.totpSecret && { code: authenticatorCode(member.totpSecret) }),
    },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  const session: StaffSignInResponse = response.json();
  return {
    ...member,
    ...session,
    clientAccessToken: tokens.clientAccessToken,
    headers: (privilege) =>
      callHeaders({ clientAccessToken: tokens.clientAccessToken, accessToken: session.token }, privilege),
  };
}

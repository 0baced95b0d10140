import { randomBytes } from 'node:crypto';
import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  type StaffRole,
  type StaffSignInResponse,
} from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { callHeaders, issueTokens } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/auth.module.ts';
import { StaffRepository } from './staff.repository.ts';

export type TestStaffMember = {
  id: number;
  email: string;
  password: string;
  name: string;
  role: StaffRole;
};

export type SignedInTestStaff = TestStaffMember &
  StaffSignInResponse & {
    clientAccessToken: string;
    /** Headers of a call made as this staff member. */
    headers(privilege: ActionPrivilege): Record<string, string>;
  };

/** A staff member written straight into the database, with a unique e-mail address. */
export async function insertStaffMember(
  database: Database,
  role: StaffRole,
  overrides: Partial<Pick<TestStaffMember, 'name' | 'password'>> = {},
): Promise<TestStaffMember> {
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
  return { id, ...member };
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
    payload: { email: member.email, password: member.password },
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

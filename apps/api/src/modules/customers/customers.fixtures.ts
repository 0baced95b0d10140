import { randomBytes } from 'node:crypto';
import {
  type ActionPrivilege,
  apiPaths,
  type CustomerProfileCreateRequest,
  type SignInResponse,
} from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { callHeaders, issueTokens } from '../../testing/test-app.ts';

export type TestCustomer = SignInResponse & {
  password: string;
  clientAccessToken: string;
  /** Headers of a call made as this signed-in customer. */
  headers(privilege: ActionPrivilege): Record<string, string>;
};

export function registrationPayload(
  overrides: Partial<CustomerProfileCreateRequest> = {},
): CustomerProfileCreateRequest {
  const unique = randomBytes(4).toString('hex');
  return {
    email: `sara.${unique}@example.com`,
    password: 'correct horse 1',
    title: 3,
    firstName: 'Sara',
    middleName: 'Alem',
    lastName: 'Bekele',
    nationality: 'Ethiopian',
    username: `sara-${unique}`,
    mobileNumber: { countryCode: '+251', number: '911234567' },
    ...overrides,
  };
}

/** Registers through the API, as the web app does, and keeps the session it answers with. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<CustomerProfileCreateRequest> = {},
  userToken?: string,
): Promise<TestCustomer> {
  const tokens = await issueTokens(app);
  const payload = registrationPayload(overrides);
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.customerProfileCreate,
    headers: callHeaders({ ...tokens, accessToken: userToken ?? tokens.accessToken }, 'Account-Save'),
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const session: SignInResponse = response.json();
  return {
    ...session,
    password: payload.password,
    clientAccessToken: tokens.clientAccessToken,
    headers: (privilege) =>
      callHeaders({ clientAccessToken: tokens.clientAccessToken, accessToken: session.token }, privilege),
  };
}

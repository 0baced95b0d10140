import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { registerRequestGuard, type SessionCheck } from './request-guard.ts';
import { signOutRoutes } from './sign-out.routes.ts';
import { tokenRoutes } from './token.routes.ts';
import { TokenService, type UserClaims } from './token.service.ts';
import { createTokenRevocations } from './token-revocations.ts';
import { loadOrCreateTokenSecret } from './token-secret.repository.ts';

export type { Caller, SignedInCustomer, SignedInStaff } from './caller.ts';
export { signedInCustomer, staffCaller } from './caller.ts';
export { hashPassword, verifyPassword } from './password-hashing.ts';
export type { SessionCheck, StaffRouteRole } from './request-guard.ts';
export { deviceCookieOf, setDeviceCookie } from './session-cookie.ts';
export {
  SIGN_IN_WINDOW_MS,
  SignInBudgets,
  type SignInLimits,
  type SignInOrigin,
} from './sign-in-budgets.service.ts';
export type { DeviceClaims, TokenService, UserClaims, UserKind } from './token.service.ts';
export { loadOrCreateSecret } from './token-secret.repository.ts';

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/**
 * Tokens and the request guard: the shop's token secret (TOKEN_SECRET, or one generated once and shared
 * through the database) signs client and user tokens; the guard works out who calls every API route and
 * refuses tokens signed out (listed in Redis when REDIS_URL is set, otherwise in the database).
 */
export async function createAuth(config: Config, database: Database) {
  const secret = config.tokenSecret ?? (await loadOrCreateTokenSecret(database.db));
  return {
    secret,
    tokens: new TokenService({
      secret,
      clientTtlSeconds: config.clientTokenTtlSeconds,
      userTtlSeconds: config.userTokenTtlSeconds,
    }),
    revocations: createTokenRevocations(database.db, config.redisUrl),
  };
}

/** The guard over the whole API scope, and the token call; `sessions` says whether a session is still live. */
export async function registerAuthRoutes(
  api: FastifyInstance,
  auth: Auth,
  sessions: SessionCheck,
  baseUrl: string | undefined,
): Promise<void> {
  registerRequestGuard(api, auth.tokens, sessions, auth.revocations);
  await api.register(tokenRoutes, {
    tokens: auth.tokens,
    sessions,
    revocations: auth.revocations,
    baseUrl,
  });
  await api.register(signOutRoutes, { revocations: auth.revocations });
}

/** Whether every check from `from` on says the session is live; at once while each answers at once. */
function allCurrent(checks: SessionCheck[], user: UserClaims, from: number): boolean | Promise<boolean> {
  for (let i = from; i < checks.length; i++) {
    const current = checks[i]?.isCurrent(user) ?? true;
    if (typeof current !== 'boolean') return current.then((live) => live && allCurrent(checks, user, i + 1));
    if (!current) return false;
  }
  return true;
}

/** One session check made of several (customers', staff's): a session is live when every one says so. */
export function allSessionChecks(...checks: SessionCheck[]): SessionCheck {
  return {
    isCurrent(user) {
      return allCurrent(checks, user, 0);
    },
  };
}

import {
  ACTION_PRIVILEGE_HEADER,
  type ActionPrivilege,
  fixedError,
  ORDER_ACCESS_HEADER,
  type StaffRole,
  templatedError,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/problems.ts';
import { type Caller, callerOf, guestCaller, staffCaller } from './caller.ts';
import { setSessionCookie } from './session-cookie.ts';
import type { ClientClaims, TokenService, UserClaims } from './token.service.ts';
import type { TokenRevocations } from './token-revocations.ts';

/**
 * Whether a verified user token still speaks for a live session (a changed password ends older ones).
 * A boolean when the answer is in memory (most calls), so that the guard lets them in without a promise.
 */
export type SessionCheck = { isCurrent(user: UserClaims): boolean | Promise<boolean> };

/** `public` routes need no token (the token call itself, the payment gateway's webhook). */
type RoutePrivilege = ActionPrivilege | 'public';

/**
 * Who may make a staff call: a staff member whose role allows it; for the staff sign-in itself
 * (`signIn`), any token that speaks for no shopper (a fresh anonymous one, or a staff one); for the crew
 * app's calls in the air (`duty`), whoever holds a duty session's token, which the cabin module checks:
 * the staff session may have ended on a long flight while the duty session goes on.
 */
export type StaffRouteRole = StaffRole | 'signIn' | 'duty';

/** Every route under this prefix serves the airline's staff and must declare `config.staffRole`. */
export const STAFF_PATH_PREFIX = '/Staff/';

declare module 'fastify' {
  interface FastifyContextConfig {
    privilege?: RoutePrivilege;
    /** The answer speaks of one person (their orders, profile, tokens): no cache may keep it. */
    personal?: boolean;
    /** A 200 answer's `token` is a signed-in user's: it is also kept in the session cookie. */
    startsSession?: boolean;
    /** Staff routes only (and every one of them): the staff role the call needs. */
    staffRole?: StaffRouteRole;
  }
  interface FastifyRequest {
    client: ClientClaims | null;
    /** The verified user token of the call; null on public routes. */
    user: UserClaims | null;
    /** Who is calling: set by the guard on every API route (a guest on public ones). */
    caller: Caller;
  }
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Whether the user's session is current and the token not signed out; at once when both are in memory. */
function liveSession(
  sessions: SessionCheck,
  revocations: TokenRevocations,
  user: UserClaims,
): boolean | Promise<boolean> {
  const notRevoked = () => {
    const revoked = revocations.isRevoked(user);
    return typeof revoked === 'boolean' ? !revoked : revoked.then((yes) => !yes);
  };
  const current = sessions.isCurrent(user);
  if (typeof current === 'boolean') return current && notRevoked();
  return current.then((yes) => yes && notRevoked());
}

/**
 * SPEC §6: every call carries the client's bearer token, a user token and the privilege of the action.
 * Registered inside the API scope only; every route there must say which privilege it needs, checked
 * when the route is added so that a forgotten one fails at start-up rather than opening a hole.
 */
export function registerRequestGuard(
  api: FastifyInstance,
  tokens: TokenService,
  sessions: SessionCheck,
  revocations: TokenRevocations,
): void {
  api.decorateRequest('client', null);
  api.decorateRequest<UserClaims | null>('user', null);
  // Fastify takes only a primitive placeholder for a request decoration; the hook below sets the caller
  // before any handler runs.
  api.decorateRequest<Caller | null>('caller', null);

  api.addHook('onRoute', (route) => {
    if (!route.config?.privilege) {
      throw new Error(`API route ${route.method} ${route.url} does not declare config.privilege`);
    }
    if (route.url.startsWith(STAFF_PATH_PREFIX) && !route.config.staffRole) {
      throw new Error(`Staff route ${route.method} ${route.url} does not declare config.staffRole`);
    }
  });

  // A callback hook rather than an async one: most calls are decided from memory, without a promise.
  api.addHook('onRequest', (request, _reply, done) => {
    const privilege = request.routeOptions.config.privilege;
    if (privilege === 'public') {
      request.caller = guestCaller;
      done();
      return;
    }

    const clientToken = bearerToken(request);
    const client = clientToken ? tokens.verifyClientToken(clientToken) : null;
    if (!client) throw unauthorized(fixedError('request.clientTokenRequired'));

    const { staffRole } = request.routeOptions.config;
    if (staffRole === 'duty') {
      if (request.headers[ACTION_PRIVILEGE_HEADER] !== privilege) {
        throw forbidden(templatedError('request.privilegeRequired', { privilege: String(privilege) }));
      }
      request.client = client;
      request.caller = guestCaller;
      done();
      return;
    }

    const userToken = headerText(request, USER_TOKEN_HEADER);
    const user = userToken ? tokens.verifyUserToken(userToken) : null;
    if (!user) throw unauthorized(fixedError('request.sessionExpired'));

    if (request.headers[ACTION_PRIVILEGE_HEADER] !== privilege) {
      throw forbidden(templatedError('request.privilegeRequired', { privilege: String(privilege) }));
    }
    const caller = callerOf(user, headerText(request, ORDER_ACCESS_HEADER), staffRole ? 'staff' : 'shop');
    // The one place staff calls are let in: a shopper's token never gets past here.
    if (staffRole === 'signIn') {
      if (user.kind !== 'anonymous' && user.kind !== 'staff') throw forbidden(fixedError('staff.staffOnly'));
    } else if (staffRole) {
      staffCaller(caller, staffRole);
    }
    const decide = (live: boolean) => {
      if (!live) return done(unauthorized(fixedError('request.sessionExpired')));
      request.client = client;
      request.user = user;
      request.caller = caller;
      done();
    };
    // Checked last: the only checks that may read the database.
    const live = liveSession(sessions, revocations, user);
    if (typeof live === 'boolean') decide(live);
    else live.then(decide, done);
  });

  api.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.personal) reply.header('cache-control', 'no-store');
  });

  api.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!request.routeOptions.config.startsSession || reply.statusCode !== 200) return payload;
    const token = (payload as { token?: unknown } | null)?.token;
    const user = typeof token === 'string' ? tokens.verifyUserToken(token) : null;
    if (user && typeof token === 'string') setSessionCookie(request, reply, token, user.exp);
    return payload;
  });
}

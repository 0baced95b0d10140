import { apiPaths, fixedError, tokenIssueRequest, tokenIssueResponse } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldErrors } from '../../http/problems.ts';
import type { SessionCheck } from './request-guard.ts';
import { sessionCookieOf } from './session-cookie.ts';
import type { TokenService } from './token.service.ts';
import type { TokenRevocations } from './token-revocations.ts';

/** Clients allowed to ask for tokens; the web app is the only one so far. */
const KNOWN_CLIENTS = new Set(['web']);

export const tokenRoutes: FastifyPluginAsyncZod<{
  tokens: TokenService;
  sessions: SessionCheck;
  revocations: TokenRevocations;
  /** Fixed base URL; when absent, the origin the client called, so localhost and 127.0.0.1 both work. */
  baseUrl: string | undefined;
}> = async (app, { tokens, sessions, revocations, baseUrl }) => {
  /** The session cookie's token while it still speaks for a live session: not expired, ended or signed out. */
  async function liveSessionToken(cookie: string | undefined): Promise<string | undefined> {
    const user = cookie ? tokens.verifyUserToken(cookie) : null;
    if (!user || user.kind === 'anonymous') return undefined;
    if (!(await sessions.isCurrent(user)) || (await revocations.isRevoked(user))) return undefined;
    return cookie;
  }

  app.post(
    apiPaths.tokenIssue,
    {
      config: { privilege: 'public', personal: true },
      schema: {
        tags: ['auth'],
        summary: 'Issue a client access token and an anonymous user token',
        body: tokenIssueRequest,
        response: { 200: tokenIssueResponse },
      },
    },
    async (request) => {
      if (!KNOWN_CLIENTS.has(request.body.clientId)) {
        throw new FieldErrors({ ClientId: [fixedError('request.unknownClient')] });
      }
      const sessionToken = await liveSessionToken(sessionCookieOf(request));
      return {
        clientAccessToken: tokens.issueClientToken(request.body.clientId),
        accessToken: tokens.issueUserToken('anonymous'),
        baseUrl: baseUrl ?? `${request.protocol}://${request.host}`,
        ...(sessionToken && { sessionToken }),
      };
    },
  );
};

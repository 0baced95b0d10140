import { randomBytes } from 'node:crypto';
import { actionPrivileges, antiForgeryTokenResponse, apiPaths, currencyQuery } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The home page asks for an anti-forgery token at start-up (SPEC §7 notes), so the call exists and
 * answers with a fresh random token. Nothing needs to check it: every API call is authorised by headers
 * the browser never adds on its own (bearer client token, user token, action privilege), not by cookies,
 * so a forged cross-site request carries no credentials to abuse.
 */
export const antiForgeryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.antiForgeryToken,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'A fresh anti-forgery token for the home page',
        querystring: currencyQuery,
        response: { 200: antiForgeryTokenResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: randomBytes(32).toString('base64url') };
    },
  );
};

import { accountMessageResponse, accountMessages, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from './session-cookie.ts';
import type { TokenRevocations } from './token-revocations.ts';

export const signOutRoutes: FastifyPluginAsyncZod<{ revocations: TokenRevocations }> = async (
  app,
  { revocations },
) => {
  app.post(
    apiPaths.signOut,
    {
      config: { privilege: actionPrivileges.accountSave, personal: true },
      schema: {
        tags: ['account'],
        summary: 'Sign out: the user token of the call is refused from now on, by every API process',
        response: { 200: accountMessageResponse },
      },
    },
    async (request, reply) => {
      // The guard verified the token; an anonymous one has no session to end and is answered alike.
      if (request.user) await revocations.revoke(request.user);
      clearSessionCookie(request, reply);
      return { message: accountMessages.signedOut };
    },
  );
};

import {
  accountMessageResponse,
  accountMessages,
  actionPrivileges,
  apiPaths,
  auditLogQuery,
  auditLogResponse,
  staffAccessLinkRequest,
  staffAccessLinkResponse,
  staffSetPasswordRequest,
  staffSetPasswordResponse,
  staffSignInRequest,
  staffSignInResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceCookieOf, setDeviceCookie, staffCaller, type TokenService } from '../auth/auth.module.ts';
import type { StaffAccessLinks } from './staff-access.service.ts';
import type { StaffAuditLog } from './staff-audit.service.ts';
import type { StaffSignInService } from './staff-sign-in.service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{
  signIns: StaffSignInService;
  links: StaffAccessLinks;
  audit: StaffAuditLog;
  tokens: TokenService;
}> = async (app, { signIns, links, audit, tokens }) => {
  app.post(
    apiPaths.staffSignIn,
    {
      // A shopper's token is refused here too (403): staff sign in from a fresh anonymous token.
      config: { privilege: actionPrivileges.staffSignIn, staffRole: 'signIn', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          'Staff sign-in (e-mail address and password, and an admin’s authenticator or recovery code): a staff token for one duty of 8 hours',
        body: staffSignInRequest,
        response: { 200: staffSignInResponse },
      },
    },
    async (request, reply) => {
      // A browser that signed in to this staff account before has a budget of its own (the staff device
      // cookie), so guesses from elsewhere never lock the crew member out of their own device.
      const { deviceToken, ...session } = await signIns.signIn(request.body, {
        ip: request.ip,
        deviceToken: deviceCookieOf(request, 'staff'),
      });
      const device = tokens.verifyDeviceToken(deviceToken);
      if (device) setDeviceCookie(request, reply, deviceToken, device.exp, 'staff');
      return session;
    },
  );

  app.post(
    apiPaths.staffSignOut,
    {
      config: { privilege: actionPrivileges.staffSignIn, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'Staff sign-out: the staff token of the call is refused from now on, by every API process',
        response: { 200: accountMessageResponse },
      },
    },
    async (request) => {
      const { staffId } = staffCaller(request.caller, 'crew');
      // The guard verified the token and let only a staff one through.
      if (request.user) await signIns.signOut(staffId, request.user);
      return { message: accountMessages.signedOut };
    },
  );

  app.post(
    apiPaths.staffAccessLink,
    {
      config: { privilege: actionPrivileges.staffSignIn, staffRole: 'signIn', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'Whose password link this is, and an admin’s authenticator to set up (QR code)',
        body: staffAccessLinkRequest,
        response: { 200: staffAccessLinkResponse },
      },
    },
    async (request) => links.describe(request.body.token),
  );

  app.post(
    apiPaths.staffSetPassword,
    {
      config: { privilege: actionPrivileges.staffSignIn, staffRole: 'signIn', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          'Sets a password from a link (an admin: with the authenticator’s code; answers recovery codes)',
        body: staffSetPasswordRequest,
        response: { 200: staffSetPasswordResponse },
      },
    },
    async (request) => links.setPassword(request.body),
  );

  app.get(
    apiPaths.staffAuditLog,
    {
      config: { privilege: actionPrivileges.staffAuditLog, staffRole: 'admin', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'The audit log of staff actions, newest first, keyset-paged by id (admins only)',
        querystring: auditLogQuery,
        response: { 200: auditLogResponse },
      },
    },
    async (request) => audit.page(request.query.before, request.query.limit),
  );
};

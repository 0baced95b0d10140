import {
  actionPrivileges,
  apiPaths,
  staffAccount,
  staffAccountsResponse,
  staffActiveRequest,
  staffInvitationRequest,
  staffPasswordResetRequest,
  staffRoleRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminCall } from './admin-only.ts';
import type { BackOfficeStaffService } from './back-office-staff.service.ts';

const staffAdminOnly = adminCall(actionPrivileges.backOfficeStaff);

export const backOfficeStaffRoutes: FastifyPluginAsyncZod<{ staff: BackOfficeStaffService }> = async (
  app,
  { staff },
) => {
  const admin = (request: { caller: Parameters<typeof staffCaller>[0] }) =>
    staffCaller(request.caller, 'admin').staffId;

  app.get(
    apiPaths.backOfficeStaffAccounts,
    {
      config: staffAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every staff account, by name (never a password or authenticator secret)',
        response: { 200: staffAccountsResponse },
      },
    },
    async () => staff.list(),
  );

  app.post(
    apiPaths.backOfficeInviteStaff,
    {
      config: staffAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Invite a crew member or an admin: a link to choose a password is mailed (72 hours)',
        body: staffInvitationRequest,
        response: { 200: staffAccount },
      },
    },
    async (request) => staff.invite(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeChangeStaffRole,
    {
      config: staffAdminOnly,
      schema: {
        tags: ['Staff'],
        summary:
          'Change a member’s role: their sessions end (a new admin is mailed a link to set up an authenticator)',
        body: staffRoleRequest,
        response: { 200: staffAccount },
      },
    },
    async (request) => staff.changeRole(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeSetStaffActive,
    {
      config: staffAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Disable a member (every session of theirs ends on every process) or enable them again',
        body: staffActiveRequest,
        response: { 200: staffAccount },
      },
    },
    async (request) => staff.setActive(admin(request), request.body),
  );

  app.post(
    apiPaths.backOfficeResetStaffPassword,
    {
      config: staffAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Mail a member a link to choose a new password (1 hour)',
        body: staffPasswordResetRequest,
        response: { 200: staffAccount },
      },
    },
    async (request) => staff.resetPassword(admin(request), request.body),
  );
};

import {
  accountMessageResponse,
  accountMessages,
  actionPrivileges,
  apiPaths,
  changePasswordRequest,
  changePasswordResponse,
  forgotPasswordRequest,
  resetForgotPasswordRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCustomer } from '../auth/auth.module.ts';
import type { PasswordService } from './password.service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ passwords: PasswordService }> = async (
  app,
  { passwords },
) => {
  const privilege = actionPrivileges.accountSave;

  app.post(
    apiPaths.forgotPassword,
    {
      config: { privilege },
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link (404 with a message when no account has that name or e-mail)',
        body: forgotPasswordRequest,
        response: { 200: accountMessageResponse },
      },
    },
    async (request) => {
      await passwords.forgot(request.body.username, request.ip);
      return { message: accountMessages.resetLinkSent };
    },
  );

  app.post(
    apiPaths.resetForgotPassword,
    {
      config: { privilege },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the token of a reset link (single use, valid 1 hour)',
        body: resetForgotPasswordRequest,
        response: { 200: accountMessageResponse },
      },
    },
    async (request) => {
      await passwords.reset(request.body.verification_token, request.body.password);
      return { message: accountMessages.passwordChanged };
    },
  );

  app.post(
    apiPaths.changePassword,
    {
      config: { privilege, personal: true, startsSession: true },
      schema: {
        tags: ['account'],
        summary: "Change the signed-in customer's password",
        body: changePasswordRequest,
        response: { 200: changePasswordResponse },
      },
    },
    async (request) => {
      const { token } = await passwords.change(signedInCustomer(request.caller), request.body);
      return { message: accountMessages.passwordChanged, token };
    },
  );
};

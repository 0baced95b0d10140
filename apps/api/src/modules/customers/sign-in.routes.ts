import {
  actionPrivileges,
  apiPaths,
  shebamilesSignInRequest,
  shebamilesSignInResponse,
  signInRequest,
  signInResponse,
} from '@dutyfree/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceCookieOf, setDeviceCookie, type TokenService } from '../auth/auth.module.ts';
import type { SignInOrigin, SignInService } from './sign-in.service.ts';

export const signInRoutes: FastifyPluginAsyncZod<{ signIns: SignInService; tokens: TokenService }> = async (
  app,
  { signIns, tokens },
) => {
  const originOf = (request: FastifyRequest): SignInOrigin => ({
    ip: request.ip,
    deviceToken: deviceCookieOf(request),
  });
  /** The browser is now known to the account it signed in to. */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, deviceToken: string) => {
    const device = tokens.verifyDeviceToken(deviceToken);
    if (device) setDeviceCookie(request, reply, deviceToken, device.exp);
  };

  app.post(
    apiPaths.signIn,
    {
      config: { privilege: actionPrivileges.accountSave, personal: true, startsSession: true },
      schema: {
        tags: ['account'],
        summary: 'Sign in with a shop account (username or e-mail address, and password)',
        body: signInRequest,
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => {
      const { token, paymentOptions, customer, deviceToken } = await signIns.signIn(
        request.body.username,
        request.body.password,
        originOf(request),
      );
      rememberDevice(request, reply, deviceToken);
      const { id, username, email, firstName, lastName } = customer;
      return { token, paymentOptions, customerId: id, username, email, firstName, lastName };
    },
  );

  app.post(
    apiPaths.shebamilesSignIn,
    {
      config: { privilege: actionPrivileges.accountSave, personal: true, startsSession: true },
      schema: {
        tags: ['account'],
        summary: 'Sign in with a ShebaMiles membership number and password',
        body: shebamilesSignInRequest,
        response: { 200: shebamilesSignInResponse },
      },
    },
    async (request, reply) => {
      const { token, paymentOptions, member, milesBalance, customer, deviceToken } =
        await signIns.memberSignIn(request.body.MemberID, request.body.Password, originOf(request));
      rememberDevice(request, reply, deviceToken);
      const person = customer ?? member;
      return {
        token,
        paymentOptions,
        customerId: customer?.id ?? null,
        username: customer?.username ?? null,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        customerAlreadyRegistered: customer !== undefined,
        milesProfile: {
          memberId: member.memberId,
          title: member.title,
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          nationality: member.nationality,
          mobileNumber: member.mobileNumber,
          tier: member.tier,
          milesBalance,
        },
      };
    },
  );
};

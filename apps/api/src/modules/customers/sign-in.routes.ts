import {
  actionPrivileges,
  apiPaths,
  shebamilesSignInRequest,
  shebamilesSignInResponse,
  signInRequest,
  signInResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInService } from './sign-in.service.ts';

export const signInRoutes: FastifyPluginAsyncZod<{ signIns: SignInService }> = async (app, { signIns }) => {
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
    async (request) => {
      const { token, paymentOptions, customer } = await signIns.signIn(
        request.body.username,
        request.body.password,
        request.ip,
      );
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
    async (request) => {
      const { token, paymentOptions, member, milesBalance, customer } = await signIns.memberSignIn(
        request.body.MemberID,
        request.body.Password,
        request.ip,
      );
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

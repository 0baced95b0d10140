import {
  actionPrivileges,
  apiPaths,
  customerProfileCreateRequest,
  customerProfileUpdateRequest,
  type PassengerProfileResponse,
  passengerProfileQuery,
  passengerProfileResponse,
  signInResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCustomer } from '../auth/auth.module.ts';
import type { CustomerProfileService, ProfileView } from './customer-profile.service.ts';

function toPassengerProfile({ customer, milesBalance }: ProfileView): PassengerProfileResponse {
  return {
    userId: customer.id,
    username: customer.username,
    email: customer.email,
    title: customer.title,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    nationality: customer.nationality,
    mobileNumber: customer.mobileNumber,
    membershipNumber: customer.membershipNumber,
    isShebamilesUser: customer.membershipNumber !== null,
    milesBalance,
    language: customer.language,
  };
}

export const customerProfileRoutes: FastifyPluginAsyncZod<{ profiles: CustomerProfileService }> = async (
  app,
  { profiles },
) => {
  app.post(
    apiPaths.customerProfileCreate,
    {
      config: { privilege: actionPrivileges.accountSave, personal: true, startsSession: true },
      schema: {
        tags: ['account'],
        summary: 'Register a shop account and sign in; links a membership signed in with ShebamilesSignIn',
        body: customerProfileCreateRequest,
        response: { 200: signInResponse },
      },
    },
    async (request) => {
      const { token, paymentOptions, customer } = await profiles.register(request.body, request.caller);
      const { id, username, email, firstName, lastName } = customer;
      return { token, paymentOptions, customerId: id, username, email, firstName, lastName };
    },
  );

  app.put(
    apiPaths.customerProfileUpdate,
    {
      config: { privilege: actionPrivileges.accountSave, personal: true },
      schema: {
        tags: ['account'],
        summary: "Replace the signed-in customer's profile",
        body: customerProfileUpdateRequest,
        response: { 200: passengerProfileResponse },
      },
    },
    async (request) =>
      toPassengerProfile(await profiles.update(signedInCustomer(request.caller), request.body)),
  );

  app.get(
    apiPaths.passengerProfile,
    {
      config: { privilege: actionPrivileges.preOrderAccess, personal: true },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's profile (UserId must be their own)",
        querystring: passengerProfileQuery,
        response: { 200: passengerProfileResponse },
      },
    },
    async (request) =>
      toPassengerProfile(await profiles.profile(signedInCustomer(request.caller), request.query.UserId)),
  );
};

import { z } from 'zod';
import { accountMessages, customerLanguages } from './accounts-values.ts';
import { queryWholeNumber, requiredText, text, wholeNumber } from './fields.ts';

// Sign-in, registration, profile and password calls (SPEC §7).
//
// How a client reads a failure:
//   400 { errors: { Field: [...] } }  a field is missing or wrong (SPEC §8 shows the first Username error
//                                     plus the first Password error; MemberID stands for Username in the
//                                     loyalty sign-in)
//   400 { message }                   ResetForgotPassword with a bad, used or expired token
//   401 { message }                   wrong credentials (one message, never saying which part was wrong),
//                                     or a profile/password call without a signed-in user
//   403 { message }                   a signed-in user touching another user's profile or password
//   404 { message }                   ForgotPassword for an account that does not exist
//   429 { message } + Retry-After     too many sign-in or forgot-password attempts
// So: show `errors` when present, otherwise `message`.

/** How a signed-in traveller may pay; a loyalty member (or a customer linked to one) may also pay in miles. */
export const paymentOptionNames = ['Card', 'Miles', 'Cash On Board'] as const;
export const paymentOption = z.enum(paymentOptionNames);
export type PaymentOption = z.infer<typeof paymentOption>;

export const customerLanguage = z.enum(customerLanguages);
export type CustomerLanguage = z.infer<typeof customerLanguage>;

/** A password as typed: never trimmed, because spaces are part of it. */
function requiredSecret(message: string) {
  return text(message).min(1, { error: message });
}

/** The rule for every password a customer chooses: registration, reset and change. */
export const newPassword = text(accountMessages.newPasswordRequired)
  .min(1, { error: accountMessages.newPasswordRequired, abort: true })
  .min(8, { error: accountMessages.passwordTooShort })
  .max(128, { error: accountMessages.passwordTooLong });

const email = requiredText(accountMessages.emailRequired)
  .max(254, { error: accountMessages.emailInvalid })
  .pipe(z.email({ error: accountMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

const personName = (requiredMessage: string) =>
  requiredText(requiredMessage).max(100, { error: accountMessages.nameTooLong });

const optionalText = text()
  .trim()
  .max(100, { error: accountMessages.nameTooLong })
  .nullish()
  .transform((value) => value || null);

/** 1 Mr., 2 Mrs., 3 Ms. */
export const customerTitle = z.literal([1, 2, 3], {
  error: (issue) =>
    issue.input === undefined ? accountMessages.titleRequired : accountMessages.titleInvalid,
});
export type CustomerTitle = z.infer<typeof customerTitle>;

/** `{ countryCode: '+251', number: '911234567' }`: the plus sign and country code kept apart from the number. */
export const customerMobileNumber = z.object({
  countryCode: z
    .string({ error: accountMessages.countryCodeInvalid })
    .trim()
    .regex(/^\+\d{1,4}$/, { error: accountMessages.countryCodeInvalid }),
  number: z
    .string({ error: accountMessages.phoneNumberInvalid })
    .trim()
    .regex(/^\d{4,14}$/, { error: accountMessages.phoneNumberInvalid }),
});
export type CustomerMobileNumber = z.infer<typeof customerMobileNumber>;

/**
 * Usernames are compared without regard to case and may not contain `@`, so that the sign-in field can
 * take either the username or the e-mail address without ambiguity.
 */
const username = requiredText(accountMessages.usernameRequired)
  .regex(/^[A-Za-z0-9._-]{3,50}$/, { error: accountMessages.usernameInvalid })
  .transform((value) => value.toLowerCase());

// Sign-in ------------------------------------------------------------------------------------------------

/** `username` takes the username or the e-mail address (SPEC §7 notes: one reading sends the e-mail). */
export const signInRequest = z.object({
  username: requiredText(accountMessages.usernameRequired),
  password: requiredSecret(accountMessages.passwordRequired),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const signInResponse = z.object({
  /** The signed-in user's token, sent as the User-Token header of later calls. */
  token: z.string(),
  paymentOptions: z.array(paymentOption),
  customerId: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const shebamilesSignInRequest = z.object({
  MemberID: requiredText(accountMessages.memberIdRequired),
  Password: requiredSecret(accountMessages.memberPasswordRequired),
});
export type ShebamilesSignInRequest = z.infer<typeof shebamilesSignInRequest>;

export const milesProfile = z.object({
  memberId: z.string(),
  title: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  nationality: z.string().nullable(),
  mobileNumber: customerMobileNumber.nullable(),
  tier: z.string(),
  milesBalance: z.number().int(),
});
export type MilesProfile = z.infer<typeof milesProfile>;

/**
 * When `customerAlreadyRegistered` is false the member has no shop account yet: `customerId` and
 * `username` are null and the client sends the traveller to /registration with `milesProfile` kept.
 */
export const shebamilesSignInResponse = signInResponse.extend({
  customerId: z.number().int().nullable(),
  username: z.string().nullable(),
  customerAlreadyRegistered: z.boolean(),
  milesProfile,
});
export type ShebamilesSignInResponse = z.infer<typeof shebamilesSignInResponse>;

// Profile ------------------------------------------------------------------------------------------------

const profileFields = z.object({
  email,
  title: customerTitle,
  firstName: personName(accountMessages.firstNameRequired),
  middleName: optionalText,
  lastName: personName(accountMessages.lastNameRequired),
  nationality: optionalText,
  mobileNumber: customerMobileNumber.nullish().transform((value) => value ?? null),
});

/**
 * SPEC §3 registration payload; answered like SignIn (`signInResponse`), the new customer signed in.
 * A membership number is linked only when the call carries the user token of that member's
 * ShebamilesSignIn, so nobody can attach someone else's miles to their account.
 */
export const customerProfileCreateRequest = profileFields.extend({
  username,
  password: newPassword,
  membershipNumber: optionalText,
  language: customerLanguage.default('en'),
});
export type CustomerProfileCreateRequest = z.input<typeof customerProfileCreateRequest>;

/** Replaces the signed-in customer's profile; `userId`, when sent, must be the signed-in customer's own. */
export const customerProfileUpdateRequest = profileFields.extend({
  userId: wholeNumber().optional(),
  language: customerLanguage.optional(),
});
export type CustomerProfileUpdateRequest = z.input<typeof customerProfileUpdateRequest>;

export const passengerProfileQuery = z.object({
  UserId: queryWholeNumber('UserId field is required.'),
});

export const passengerProfileResponse = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  title: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  mobileNumber: customerMobileNumber.nullable(),
  membershipNumber: z.string().nullable(),
  isShebamilesUser: z.boolean(),
  /** Null unless the customer is linked to a membership. */
  milesBalance: z.number().int().nullable(),
  language: customerLanguage,
});
export type PassengerProfileResponse = z.infer<typeof passengerProfileResponse>;

// Passwords ----------------------------------------------------------------------------------------------

/** `username` takes the username or the e-mail address; the web's form asks for the e-mail. */
export const forgotPasswordRequest = z.object({
  username: requiredText(accountMessages.emailRequired),
  EmailTemplateClientType: z.literal(1, { error: 'EmailTemplateClientType must be 1.' }).default(1),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const resetForgotPasswordRequest = z.object({
  verification_token: requiredText('Verification token is required.'),
  password: newPassword,
});
export type ResetForgotPasswordRequest = z.infer<typeof resetForgotPasswordRequest>;

export const changePasswordRequest = z.object({
  username: requiredText(accountMessages.usernameRequired),
  oldPassword: requiredSecret(accountMessages.oldPasswordRequired),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/**
 * The second typing of a new password on the reset, registration and change-password forms. A form rule
 * only (the API never sees it); `password` is checked by the request's own schema, so only the
 * confirmation's problems are reported here.
 */
export const passwordConfirmation = z
  .object({
    password: z.string(),
    // Aborting keeps the mismatch rule quiet while the field is still empty.
    confirmPassword: z
      .string({ error: accountMessages.confirmPasswordRequired })
      .min(1, { error: accountMessages.confirmPasswordRequired, abort: true }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: accountMessages.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });

// Guest checkout ----------------------------------------------------------------------------------------

/** Who a guest is (SPEC §6: guest checkout from the checkout redirect only): kept by the web app for checkout. */
export const guestProfile = z.object({
  firstName: personName(accountMessages.firstNameRequired),
  lastName: personName(accountMessages.lastNameRequired),
  email,
  mobileNumber: customerMobileNumber,
});
export type GuestProfile = z.infer<typeof guestProfile>;

/** Forgot, reset and change answer with a message the client shows as it is. */
export const accountMessageResponse = z.object({ message: z.string() });

/** A changed password ends every session of the account; `token` carries on the caller's own. */
export const changePasswordResponse = accountMessageResponse.extend({ token: z.string() });

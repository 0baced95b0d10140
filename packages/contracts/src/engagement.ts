import { z } from 'zod';
import { emailAddress, freeText, text } from './fields.ts';

// Feedback and newsletter subscription (SPEC §2 /feed-back and footer, §5, §7). Both calls answer
// `{ message }` (`messageResponse`), a sentence the client shows to the traveller.
//
//   400 { errors: { FullName | Email | FeedBack: [...] } }   a field is missing or wrong
//   429 { message } + Retry-After                            too many calls from one address

export const engagementMessages = {
  /** SPEC §5, word for word, typos included. */
  emailRequired: 'Email Address field is required.',
  emailInvalid: 'Email address format is invalid',
  fullNameRequired: 'Full Name is required',
  fullNameHasDigits: 'Full Name can not contain numberic character',
  feedbackRequired: 'Feed back is required',
  // The spec names no limits; these keep one message from filling the table.
  fullNameTooLong: 'Full Name must be at most 100 characters.',
  feedbackTooLong: 'Feed back must be at most 2000 characters.',
  feedbackReceived: 'Thank you for your feedback. We read every message.',
  subscribed: 'Thank you for subscribing. Our offers will reach your inbox.',
  alreadySubscribed: 'You are already subscribed to our newsletter with this e-mail address.',
} as const;

export const FULL_NAME_MAX_LENGTH = 100;
export const FEEDBACK_MAX_LENGTH = 2000;

const email = emailAddress({
  required: engagementMessages.emailRequired,
  invalid: engagementMessages.emailInvalid,
});

const fullName = text(engagementMessages.fullNameRequired)
  .trim()
  .min(1, { error: engagementMessages.fullNameRequired, abort: true })
  .max(FULL_NAME_MAX_LENGTH, { error: engagementMessages.fullNameTooLong })
  // Any script's digits count: Arabic-Indic ones are as much a number as 0-9.
  .regex(/^\P{Nd}*$/u, { error: engagementMessages.fullNameHasDigits });

/** SPEC §3 feedback: fullName, email, feedBack (the wire keeps the original spelling). */
export const feedbackRequest = z.object({
  fullName,
  email,
  feedBack: freeText(engagementMessages.feedbackRequired)
    .trim()
    .min(1, { error: engagementMessages.feedbackRequired, abort: true })
    .max(FEEDBACK_MAX_LENGTH, { error: engagementMessages.feedbackTooLong }),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;

/** SPEC §5: the subscription e-mail is required and must be an e-mail address. */
export const subscribeToMailRequest = z.object({ email });
export type SubscribeToMailRequest = z.input<typeof subscribeToMailRequest>;

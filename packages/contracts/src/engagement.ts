import { z } from 'zod';
import { engagementMessages, FEEDBACK_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from './engagement-values.ts';
import { emailAddress, freeText, text } from './fields.ts';

// Feedback and newsletter subscription (SPEC §2 /feed-back and footer, §5, §7). Both calls answer
// `{ message }` (`messageResponse`), a sentence the client shows to the traveller.
//
//   400 { errors: { FullName | Email | FeedBack: [...] } }   a field is missing or wrong
//   429 { message } + Retry-After                            too many calls from one address

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

// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

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

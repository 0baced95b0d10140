import { z } from 'zod';

/**
 * A text field that must be filled in. The same message is given whether the field is missing, null or
 * blank, because to the person filling in the form those are one mistake (SPEC §5 messages).
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/**
 * An e-mail address someone types in: required, at most 254 characters (the longest a mailbox can be),
 * and stored lowercased so that the same address is never kept twice.
 */
export function emailAddress(messages: { required: string; invalid: string }) {
  return requiredText(messages.required)
    .max(254, { error: messages.invalid })
    .pipe(z.email({ error: messages.invalid }))
    .transform((value) => value.toLowerCase());
}

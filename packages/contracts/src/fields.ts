import { z } from 'zod';
import { fieldMessages, MAX_DATABASE_INTEGER, MAX_PRICE_AMOUNT } from './fields-values.ts';

// The building blocks of every request field. Whatever a client sends is bounded here, once, to what the
// database can hold and what a person can type, so a hostile value is a 400 naming the field and never
// reaches a query.

// Control characters (NUL, escape, DEL and the C1 range) and halves of a surrogate pair are not text
// anyone types: PostgreSQL refuses NUL outright, and the others only hide what a value really says.
const NOT_TEXT = /[\p{Cc}\p{Cs}]/u;
// Free text (a feedback message) keeps the tabs and line breaks of its paragraphs.
const NOT_FREE_TEXT = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/** One line of text: no control characters. */
export function text(message: string = fieldMessages.textNotAllowed) {
  return z
    .string({ error: message })
    .refine((value) => !NOT_TEXT.test(value), { error: fieldMessages.textNotAllowed });
}

/** Text of several lines: tabs and line breaks allowed, other control characters not. */
export function freeText(message: string) {
  return z
    .string({ error: message })
    .refine((value) => !NOT_FREE_TEXT.test(value), { error: fieldMessages.textNotAllowed });
}

/**
 * A text field that must be filled in. The same message is given whether the field is missing, null or
 * blank, because to the person filling in the form those are one mistake (SPEC §5 messages).
 */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((value) => !NOT_TEXT.test(value), { error: fieldMessages.textNotAllowed });
}

/** `tooLarge` is the message above `max`: a missing id and one past the columns are different mistakes. */
type WholeNumberRange = { min?: number; max?: number; tooLarge?: string };

/**
 * A whole number that names a row or counts something, in a JSON body: 1 (or `min`) to the largest the
 * columns hold (or `max`). `message` is given for every way it can be wrong.
 */
export function wholeNumber(
  message: string = fieldMessages.wholeNumberInvalid,
  { min = 1, max = MAX_DATABASE_INTEGER, tooLarge = fieldMessages.wholeNumberInvalid }: WholeNumberRange = {},
) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: tooLarge });
}

/**
 * The same whole number read from a query string, where every value is text. Only plain decimal digits
 * count: `1e3`, `0x10`, ` 7` and the empty string are not numbers a link or a form writes.
 */
export function queryWholeNumber(
  message: string = fieldMessages.wholeNumberInvalid,
  range: WholeNumberRange = {},
) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    wholeNumber(message, range),
  );
}

/** A list of ids in a query: `1,2,3` (what URLSearchParams makes of an array) or a repeated parameter. */
export function queryIdList(message: string = fieldMessages.wholeNumberInvalid) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
    z.array(queryWholeNumber(message)).max(100, { error: message }).default([]),
  );
}

/** An amount of money in major units, read from a query string (a price filter). */
export function queryAmount(message: string = fieldMessages.amountInvalid) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}(\.\d{1,20})?$/.test(value) ? Number(value) : value),
    z.number({ error: message }).min(0, { error: message }).max(MAX_PRICE_AMOUNT, { error: message }),
  );
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

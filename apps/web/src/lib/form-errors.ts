import { codeOfValidationMessage, type ErrorParams } from '@dutyfree/contracts';
import { ApiError } from './api-client.ts';

// Form validation with the zod schemas of `@dutyfree/contracts`, and the server's 400 answers, both turned
// into one message per field. Fields are named by their dotted path in the request (`mobileNumber.number`).
// Every message travels with its code and params (the contracts' shop errors), and a feature translates it
// by code, never by reading the English text.

/** A message as the contracts write it, with the code and params it is translated by. */
export interface ErrorText {
  message: string;
  code: string;
  params: ErrorParams;
}

/** Field path to the first problem with it, still to be translated. */
export type FieldProblems = Partial<Record<string, ErrorText>>;

/** Field path to the message shown. */
export type FieldErrorMap = Partial<Record<string, string>>;

/** What a feature translates: a coded error, or a fixed message of the contracts' catalogues. */
export type Translatable = string | ErrorText;

function asErrorText(text: Translatable): ErrorText {
  return typeof text === 'string' ? { message: text, code: codeOfValidationMessage(text), params: {} } : text;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** A message with values in it names its code and values here (the contracts' `ticketNumber`). */
  readonly params?: Record<string, unknown>;
}

/** Any schema that checks form input; the contracts' zod schemas fit without the web app importing zod. */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export function issueText(issue: Issue): ErrorText {
  const { code, ...params } = (issue.params ?? {}) as ErrorParams;
  return typeof code === 'string' ? { message: issue.message, code, params } : asErrorText(issue.message);
}

export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldProblems {
  const errors: FieldProblems = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issueText(issue);
  }
  return errors;
}

export type ParsedForm<T> = { data: T; errors: null } | { data: null; errors: FieldProblems };

export function parseForm<T>(schema: FormSchema<T>, input: unknown): ParsedForm<T> {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data, errors: null }
    : { data: null, errors: fieldErrorsFromIssues(result.error.issues) };
}

/** The server spells fields as the original API did (`MobileNumber.CountryCode`); forms use `mobileNumber.countryCode`. */
export function fieldErrorsFromServer(errors: Record<string, ErrorText[]>): FieldProblems {
  const mapped: FieldProblems = {};
  for (const [field, texts] of Object.entries(errors)) {
    const path = field
      .split('.')
      .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
      .join('.');
    if (texts[0] !== undefined) mapped[path] ??= texts[0];
  }
  return mapped;
}

/** SPEC §8: a 400 on sign-in, forgot or reset shows the first message of each named field, joined by ', '. */
export function firstMessagesOf<T>(errors: Record<string, T[]>, fields: readonly string[]): T[] {
  return fields.flatMap((field) => errors[field]?.slice(0, 1) ?? []);
}

/** What a failed call means for a form: messages per field (400), or one message for the whole form. */
export interface FormFailure {
  fields: FieldErrorMap;
  message: string | null;
}

/** Texts a feature shows when the server gave no message of its own. */
export interface FailureTexts {
  unexpected: string;
  network: string;
}

/** Turns a failed call into a form's failure, each server message passed through the feature's `translate`. */
export function describeFailure(
  error: unknown,
  translate: (text: Translatable) => string,
  texts: FailureTexts,
): FormFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: texts.unexpected };
  if (error.kind === 'network') return { fields: {}, message: texts.network };
  const fields = translateErrors(fieldErrorsFromServer(error.fieldErrorTexts), translate);
  if (Object.keys(fields).length > 0) return { fields, message: null };
  const serverError = error.serverError;
  return { fields: {}, message: serverError ? translate(serverError) : texts.unexpected };
}

/** Translates every message of a form's own check or of the server's answer. */
export function translateErrors(
  errors: FieldProblems,
  translate: (text: Translatable) => string,
): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text && translate(text)]));
}

/** Values of a message with a name or a number in it, under the names its translation uses. */
export type Templates = Record<string, (params: ErrorParams) => { key: string; values: ErrorParams }>;

/**
 * A feature's translator: a code `<catalogue>.<key>` is shown as the feature's `messages.<key>`, a
 * templated one as its template says, and a code the feature has no words for as the English text.
 */
export function codeTranslator(
  t: (key: string, options: Record<string, unknown>) => string,
  templates: Templates = {},
): (text: Translatable) => string {
  return (text) => {
    const error = asErrorText(text);
    const template = templates[error.code];
    const { key, values } = template
      ? template(error.params)
      : { key: error.code.slice(error.code.indexOf('.') + 1), values: error.params };
    return t(`messages.${key}`, { ...values, defaultValue: error.message });
  };
}

import { ApiError } from './api-client.ts';

// Form validation with the zod schemas of `@dutyfree/contracts`, and the server's 400 answers, both turned
// into one message per field. Fields are named by their dotted path in the request (`mobileNumber.number`).

/** Field path to the first message about it. */
export type FieldErrorMap = Partial<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Any schema that checks form input; the contracts' zod schemas fit without the web app importing zod. */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ParsedForm<T> = { data: T; errors: null } | { data: null; errors: FieldErrorMap };

export function parseForm<T>(schema: FormSchema<T>, input: unknown): ParsedForm<T> {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data, errors: null }
    : { data: null, errors: fieldErrorsFromIssues(result.error.issues) };
}

/** The server spells fields as the original API did (`MobileNumber.CountryCode`); forms use `mobileNumber.countryCode`. */
export function fieldErrorsFromServer(errors: Record<string, string[]>): FieldErrorMap {
  const mapped: FieldErrorMap = {};
  for (const [field, messages] of Object.entries(errors)) {
    const path = field
      .split('.')
      .map((part) => part.charAt(0).toLowerCase() + part.slice(1))
      .join('.');
    if (messages[0] !== undefined) mapped[path] ??= messages[0];
  }
  return mapped;
}

/** SPEC §8: a 400 on sign-in, forgot or reset shows the first message of each named field, joined by ', '. */
export function firstMessagesOf(errors: Record<string, string[]>, fields: readonly string[]): string[] {
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
  translate: (message: string) => string,
  texts: FailureTexts,
): FormFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: texts.unexpected };
  if (error.kind === 'network') return { fields: {}, message: texts.network };
  const fields = translateErrors(fieldErrorsFromServer(error.fieldErrors), translate);
  if (Object.keys(fields).length > 0) return { fields, message: null };
  const message = error.serverMessage;
  return { fields: {}, message: message ? translate(message) : texts.unexpected };
}

/** Translates every message of a form's own check. */
export function translateErrors(
  errors: FieldErrorMap,
  translate: (message: string) => string,
): FieldErrorMap {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && translate(message)]),
  );
}

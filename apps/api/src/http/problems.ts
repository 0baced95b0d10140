// Errors a service throws to say what went wrong for the person using the shop; the error handler turns
// them into the response shapes of SPEC §8.

/** An answer with one message: 401, 403, 404, 409, 429 or a 500 whose message may be shown. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  /** Sent with the answer, such as Retry-After on a 429. */
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** HTTP 400 with messages per field, keyed by the field names the original API used (`Username`). */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  readonly errors: Record<string, string[]>;
  constructor(errors: Record<string, string[]>) {
    super(Object.values(errors).flat().join(' '));
    this.errors = errors;
  }
}

export const notFound = (message = 'The requested resource was not found.') => new HttpProblem(404, message);
export const forbidden = (message = 'You are not allowed to perform this action.') =>
  new HttpProblem(403, message);
export const unauthorized = (message: string) => new HttpProblem(401, message);
export const conflict = (message: string) => new HttpProblem(409, message);

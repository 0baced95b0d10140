import { fixedError, type ShopError } from '@dutyfree/contracts';

// Errors a service throws to say what went wrong for the person using the shop; the error handler turns
// them into the response shapes of SPEC §8, each message with its code and params (packages/contracts
// shop-errors.ts) so that clients translate by code.

/** An answer with one message: 401, 403, 404, 409, 429 or a 500 whose message may be shown. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly error: ShopError;
  /** Sent with the answer, such as Retry-After on a 429. */
  readonly headers: Record<string, string>;
  constructor(statusCode: number, error: ShopError, headers: Record<string, string> = {}) {
    super(error.message);
    this.statusCode = statusCode;
    this.error = error;
    this.headers = headers;
  }
}

/** HTTP 400 with errors per field, keyed by the field names the original API used (`Username`). */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  readonly errors: Record<string, ShopError[]>;
  constructor(errors: Record<string, ShopError[]>) {
    super(
      Object.values(errors)
        .flat()
        .map((error) => error.message)
        .join(' '),
    );
    this.errors = errors;
  }
}

export const notFound = (error: ShopError = fixedError('request.notFound')) => new HttpProblem(404, error);
export const forbidden = (error: ShopError = fixedError('request.notAllowed')) => new HttpProblem(403, error);
export const unauthorized = (error: ShopError) => new HttpProblem(401, error);
export const conflict = (error: ShopError) => new HttpProblem(409, error);

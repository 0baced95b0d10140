import {
  codeOfValidationMessage,
  type ErrorParams,
  type ErrorResponse,
  fixedError,
  type ShopError,
  templatedError,
  type ValidationErrorResponse,
} from '@dutyfree/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldErrors, HttpProblem } from './problems.ts';

/** `mobileNumber/countryCode` → `MobileNumber.CountryCode`, the spelling the original API's clients read. */
function fieldName(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return 'Body';
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('.');
}

type ValidationIssue = { instancePath: string; message?: string; params?: Record<string, unknown> };

/**
 * A schema's message as a shop error. A message with values in it carries its code and values in the
 * issue's params (see `ticketNumber` in the contracts); a fixed one is named by its catalogue.
 */
function issueError(issue: ValidationIssue): ShopError {
  const message = issue.message ?? fixedError('request.invalidValue').message;
  const { code, ...params } = (issue.params?.params ?? {}) as ErrorParams;
  return {
    message,
    code: typeof code === 'string' ? code : codeOfValidationMessage(message),
    params: params,
  };
}

function groupByField(validation: ValidationIssue[]): Record<string, ShopError[]> {
  const errors: Record<string, ShopError[]> = {};
  for (const issue of validation) {
    const field = fieldName(issue.instancePath);
    errors[field] = [...(errors[field] ?? []), issueError(issue)];
  }
  return errors;
}

/** SPEC §8's 400 shape, with each message's code and params beside it. */
function validationBody(errors: Record<string, ShopError[]>): ValidationErrorResponse {
  const fields = Object.entries(errors);
  return {
    errors: Object.fromEntries(fields.map(([field, list]) => [field, list.map((error) => error.message)])),
    errorCodes: Object.fromEntries(
      fields.map(([field, list]) => [field, list.map(({ code, params }) => ({ code, params }))]),
    ),
  };
}

function errorBody(error: ShopError): ErrorResponse {
  return { message: error.message, code: error.code, params: error.params };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof FieldErrors) return reply.status(400).send(validationBody(error.errors));
    if (error instanceof HttpProblem) {
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(groupByField(error.validation)));
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 400 && 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(validationBody({ Body: [fixedError('request.invalidJson')] }));
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (empty JSON body, wrong media type, body too large, rate limit):
      // their messages are safe and useful.
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'request.invalid';
      return reply.status(statusCode).send(errorBody({ code, message: error.message, params: {} }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(templatedError('request.serverFault', { requestId: request.id })));
  });
}

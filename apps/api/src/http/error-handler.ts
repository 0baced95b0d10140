import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldErrors, HttpProblem } from './problems.ts';

const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** `mobileNumber/countryCode` → `MobileNumber.CountryCode`, the spelling the original API's clients read. */
export function fieldName(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return 'Body';
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('.');
}

function groupByField(validation: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = fieldName(issue.instancePath);
    const messages = errors[field] ?? [];
    messages.push(issue.message ?? 'The value is not valid.');
    errors[field] = messages;
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof FieldErrors) return reply.status(400).send({ errors: error.errors });
    if (error instanceof HttpProblem) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ errors: groupByField(error.validation) });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 400 && 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ errors: { Body: ['The request body is not valid JSON.'] } });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (empty JSON body, wrong media type, body too large, rate limit):
      // their messages are safe and useful.
      return reply.status(statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
  });
}

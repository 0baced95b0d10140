import { fixedError } from '@dutyfree/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldErrors } from './problems.ts';

/**
 * The deepest a JSON request body may nest arrays and objects. The deepest body a call takes is a few
 * levels (a price list's bundles of item ids); anything far past that is not a request any client makes,
 * and code that walks a parsed value recursively (a key built with `JSON.stringify`, a validator, a log
 * line) overflows the stack some thousands of levels down.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects more than `limit` deep, read in one pass over its characters
 * without parsing it (brackets inside strings do not count). Text that is not JSON may get either answer:
 * the parser refuses it next.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // Each level opens with one character, so shorter text cannot reach past the limit.
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** The text of each JSON body as it arrived, for keys that must not walk the parsed value. */
const jsonTexts = new WeakMap<FastifyRequest, string>();

/** The request's JSON body as it arrived; undefined when it had none (or another media type). */
export function jsonTextOf(request: FastifyRequest): string | undefined {
  return jsonTexts.get(request);
}

/**
 * Fastify's own JSON body parser (which refuses `__proto__` keys) behind a check of the body's depth, so
 * that a body nested too deeply is a 400 naming the body before anything walks it.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Read as a string (`parseAs`), whatever the type of a parser in general says.
    const text = String(body);
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(new FieldErrors({ Body: [fixedError('request.bodyTooDeep')] }), undefined);
      return;
    }
    jsonTexts.set(request, text);
    parse(request, text, done);
  });
}

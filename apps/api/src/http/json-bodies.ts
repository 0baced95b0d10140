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
 * The most entries a list in a JSON request body may hold: the longest any call takes is the home
 * banners' order (1,000 ids). A longer list would be parsed and then validated entry by entry before
 * its schema's own limit refused it, costing ten times an ordinary bad request.
 */
export const MAX_BODY_LIST = 1_000;

/** How a body's text is shaped beyond what any call takes. */
export type BodyShapeProblem = 'tooDeep' | 'listTooLong';

/**
 * Whether JSON text nests arrays and objects more than `MAX_BODY_DEPTH` deep or holds an array of more
 * than `MAX_BODY_LIST` entries, read in one pass over its characters without parsing it (brackets and
 * commas inside strings do not count). Text that is not JSON may get any answer: the parser refuses it
 * next.
 */
export function bodyShapeProblem(text: string): BodyShapeProblem | null {
  // Each level opens with one character and each entry past the first takes a comma, so short text fits.
  if (text.length <= MAX_BODY_DEPTH) return null;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === COMMA) {
      if (inArray[depth] === 1 && ++entries[depth]! >= MAX_BODY_LIST) return 'listTooLong';
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > MAX_BODY_DEPTH) return 'tooDeep';
      inArray[depth] = c === OPEN_ARRAY ? 1 : 0;
      entries[depth] = 0;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth--;
    }
  }
  return null;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
/** Per open level: whether it is an array, and the commas seen in it (entries past the first). */
const inArray = new Uint8Array(MAX_BODY_DEPTH + 1);
const entries = new Uint32Array(MAX_BODY_DEPTH + 1);

const bodyShapeErrors = {
  tooDeep: 'request.bodyTooDeep',
  listTooLong: 'request.bodyListTooLong',
} as const;

/** The text of each JSON body as it arrived, for keys that must not walk the parsed value. */
const jsonTexts = new WeakMap<FastifyRequest, string>();

/** The request's JSON body as it arrived; undefined when it had none (or another media type). */
export function jsonTextOf(request: FastifyRequest): string | undefined {
  return jsonTexts.get(request);
}

/**
 * Fastify's own JSON body parser (which refuses `__proto__` keys) behind a check of the body's shape, so
 * that a body nested too deeply, or with a list far longer than any call takes, is a 400 naming the body
 * before anything parses or walks it.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Read as a string (`parseAs`), whatever the type of a parser in general says.
    const text = String(body);
    const problem = bodyShapeProblem(text);
    if (problem) {
      done(new FieldErrors({ Body: [fixedError(bodyShapeErrors[problem])] }), undefined);
      return;
    }
    jsonTexts.set(request, text);
    parse(request, text, done);
  });
}

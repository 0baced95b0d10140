import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The same for every traveller and rarely changed, so any cache may keep it for a minute. */
export const SHARED_READ_CACHE_CONTROL = 'public, max-age=60';

/**
 * Whether the request is a read a cache may keep and revalidate: a GET or HEAD. A POST that reads (the
 * product details of a body's items) gets no ETag comparison, Cache-Control or 304.
 */
export function isConditionalRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * A strong validator derived from the exact bytes sent, so any change to the body changes it. Hashed in
 * one call: a `Hash` object per answer was half the cost of tagging a small one.
 */
export function entityTag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** RFC 9110 If-None-Match: `*` or a list of tags, compared weakly (a `W/` prefix does not matter). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A JSON reply serialized once, as UTF-8 bytes, with its tag: kept and sent many times, it is neither
 * stringified nor encoded again (`cached-replies.ts`).
 */
export type SerializedJson = { body: Buffer; etag: string };

/**
 * Route-level `onSend` hook for reads whose body depends only on the URL and the shopper's language:
 * adds an ETag, Cache-Control and `Vary: Accept-Language` (so that no cache hands one language's names to
 * a shopper of another; the tag differs too, being of the bytes) to a 200 and answers 304 without a body
 * when the client already holds that version. Opt in with `{ onSend: conditionalGet() }` in the route
 * options. The catalogue's kept answers write the same headers themselves (`cached-replies.ts`).
 */
export function conditionalGet(cacheControl = SHARED_READ_CACHE_CONTROL) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (
      reply.statusCode !== 200 ||
      !isConditionalRead(request) ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      return payload;
    }
    const etag = entityTag(payload);
    reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Language');
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  };
}

import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { keptBytes } from '../caching/kept-bytes.ts';
import type { ReadCache } from '../caching/read-cache.ts';
import { COMPRESSION_THRESHOLD, compressedOnce, negotiateEncoding } from './compression.ts';
import {
  entityTag,
  ifNoneMatchHits,
  isConditionalRead,
  type SerializedJson,
  SHARED_READ_CACHE_CONTROL,
} from './conditional-get.ts';
import { jsonTextOf } from './json-bodies.ts';
import { shopLanguage } from './shop-language.ts';

/**
 * Everything a catalogue answer depends on besides the shop's data: the route, its query and body as
 * validated (the currency among them; validation drops parameters the route does not know and lists the
 * known ones in one order, so a cache-busting `?_=…` makes no new entry) and the shopper's language.
 */
export function replyKey(request: FastifyRequest): string {
  const { query, body } = request;
  return `${request.method} ${request.routeOptions.url} ${JSON.stringify(query)} ${JSON.stringify(body ?? null)} ${shopLanguage(request)}`;
}

/**
 * The same request as it arrived, before validation: its method, path and raw query, its body and the
 * shopper's language. What arrived decides what validation makes of it, so an arrival key always leads to
 * the one reply key its request would have had. A JSON body is taken as the text that came (`json-bodies.ts`),
 * never walked again; a request with a body of which that text is not known has no arrival key, and goes
 * the validated way.
 */
function arrivalKey(request: FastifyRequest): string | undefined {
  const text = request.body === undefined ? '' : jsonTextOf(request);
  return text === undefined ? undefined : `${request.method} ${request.url} ${text} ${shopLanguage(request)}`;
}

/** The arrival keys of requests that found no kept answer before validation, for the handler to record. */
const missedArrivals = new WeakMap<FastifyRequest, string>();

/**
 * Answers with a copy of this request's reply serialized at most the cache's time to live ago: built by
 * `build` on a miss, serialized by the route's own serializer (so tests still check it against the
 * route's contract), kept as bytes with their entity tag. A failed build (a 404) is not kept. The answer
 * is written by `sendKept`, as a kept answer sent before validation is. The request as it arrived becomes
 * an alias of the kept answer, so that the same request is answered before validation next time
 * (`servedFromKeptReplies`).
 */
export async function sendCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache<SerializedJson>,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = replyKey(request);
  const serialized = await cache.get(key, async () => {
    // The app's serializer answers with text (`reply-serializer.ts`).
    const body = keptBytes(reply.serialize(await build()) as string);
    return { body, etag: entityTag(body) };
  });
  const arrival = missedArrivals.get(request);
  if (arrival !== undefined) cache.alias(arrival, key);
  sendKept(request, reply, serialized);
  return reply;
}

/**
 * Route options of a catalogue read answered with `sendCachedReply` from `cache`: a `preValidation` hook
 * that sends a kept answer to a request seen before, once the request guard (an `onRequest` hook) has let
 * the caller in, without zod and the handler (together some half of such a call's CPU). Only a request
 * whose handler was answered from the cache has an arrival key, so one that fails validation is never
 * answered this way.
 */
export function servedFromKeptReplies(cache: ReadCache<SerializedJson>) {
  const preValidation: preValidationHookHandler = (request, reply, done) => {
    const arrival = cache.keepsAliases ? arrivalKey(request) : undefined;
    if (arrival === undefined) return done();
    const kept = cache.loadedByAlias(arrival);
    if (kept === undefined) {
      missedArrivals.set(request, arrival);
      return done();
    }
    sendKept(request, reply, kept);
    // Fastify runs nothing more for a reply that is sent (hijacked).
    done();
  };
  return { preValidation };
}

/**
 * The one writer of a catalogue answer, kept or just built: its ETag (weakened for a compressed copy),
 * Cache-Control, Vary and 304 to a GET or HEAD whose If-None-Match holds the tag, as `conditionalGet`
 * writes them for other reads; the coding `negotiateEncoding` picks, with the copy `compressedOnce`
 * keeps, as compression writes it; and the security headers and request id the `onRequest` hooks set.
 * The reply is hijacked, so the `onSend` hooks never see a catalogue answer: nothing else writes its
 * headers, and nothing has to be kept in step with this.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: SerializedJson): void {
  const conditional = isConditionalRead(request);
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  const notModified = conditional && ifNoneMatchHits(request.headers['if-none-match'], kept.etag);
  // Compression names Accept-Encoding on every 304 and on a body it would compress.
  const byEncoding = notModified || kept.body.length >= COMPRESSION_THRESHOLD;
  const compressed = byEncoding && coding !== 'identity';
  const body = notModified ? undefined : compressed ? compressedOnce(kept.body, coding) : kept.body;
  // Fastify's own copy of the headers set so far (a number is a header value Node writes as text).
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  headers.etag = compressed ? `W/${kept.etag}` : kept.etag;
  headers['content-type'] = 'application/json; charset=utf-8';
  if (conditional) {
    headers['cache-control'] = SHARED_READ_CACHE_CONTROL;
    headers.vary = byEncoding ? 'Accept-Language, accept-encoding' : 'Accept-Language';
  } else if (byEncoding) {
    headers.vary = 'accept-encoding';
  }
  if (compressed && body) headers['content-encoding'] = coding;
  headers['content-length'] = String(body?.length ?? 0);
  reply.hijack();
  reply.raw.writeHead(notModified ? 304 : 200, headers);
  reply.raw.end(body);
}

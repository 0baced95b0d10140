import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptBytes } from '../caching/kept-bytes.ts';
import type { ReadCache } from '../caching/read-cache.ts';
import { entityTag, type SerializedJson, sendSerialized } from './conditional-get.ts';
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
 * Answers with a copy of this request's reply serialized at most the cache's time to live ago: built by
 * `build` on a miss, serialized by the route's own serializer (so tests still check it against the
 * route's contract), kept as bytes with their entity tag. A failed build (a 404) is not kept. The body
 * goes out as a buffer, which compression compresses once per coding and keeps beside it.
 */
export async function sendCachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache<SerializedJson>,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const serialized = await cache.get(replyKey(request), async () => {
    // The app's serializer answers with text (`reply-serializer.ts`).
    const body = keptBytes(reply.serialize(await build()) as string);
    return { body, etag: entityTag(body) };
  });
  return sendSerialized(reply, serialized);
}

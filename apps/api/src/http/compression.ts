import { pipeline, Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { keptBytes } from '../caching/kept-bytes.ts';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Below this a compressed body saves less than the headers and the CPU cost; most API errors are smaller. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The output buffer of a body compressed in one call. zlib's default of 16 KB is taken from one of Buffer's
 * shared 64 KB slabs, and a slab goes back to the C heap only once every slice of it is collected; under load
 * the slabs pinned that way, with the shop's kept bodies allocated between them, grew glibc's main arena by
 * some 30 MB (docs/performance.md). A catalogue page of 10 KB compresses to 2–3 KB, so 4 KB holds most in
 * one piece; a larger output takes several, joined once at the end.
 */
const OUTPUT_CHUNK = 4096;

/**
 * Settings for a body compressed for one send (an answer not kept, the first send of a kept one): brotli 1
 * and gzip 1. On a 10 KB catalogue page brotli 1 takes about 28 µs and gzip 1 31 µs against 96 µs for
 * brotli 4, for some 15 % more bytes (2.5 KB instead of 2.2 KB), less than the headers beside them.
 * Brotli 4 also allocates over 1 MB of hash tables a call, which grew the C heap (docs/performance.md).
 */
export const ONE_SEND = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 }, chunkSize: OUTPUT_CHUNK },
  gzip: { level: 1, chunkSize: OUTPUT_CHUNK },
} as const;

/**
 * Settings for the copy kept beside a body sent again and again (a cached catalogue answer asked for a
 * second time): compressed once and sent many times, so the smaller bytes are worth more CPU. Brotli 5 is
 * the first quality with context modelling: on the 180 KB home lists it keeps 8.7 KB instead of brotli 4's
 * 9.9 KB (on a 12 KB page 2.1 instead of 2.3 KB) in about the same millisecond, and every send of the copy
 * writes that much less to the socket; 6 and up save a few bytes more, 10 and 11 a kilobyte more for 50 to
 * 300 ms of CPU at each refresh of a kept answer (docs/performance.md). Files of the web build are
 * compressed once, at build time, at the highest settings.
 */
export const KEPT = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 }, chunkSize: OUTPUT_CHUNK },
  gzip: { level: 6, chunkSize: OUTPUT_CHUNK },
} as const;

/** Text worth compressing; pictures other than SVG and fonts in woff2 are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/**
 * RFC 9110 §12.5.3 Accept-Encoding: the coding with the highest q-value among br and gzip, brotli on a
 * tie; `*` stands for any coding not named; q=0 refuses one. Identity when the header is absent or names
 * neither (an explicit `identity;q=0` with nothing else acceptable still gets identity: a readable answer
 * beats a 406 for a shop page).
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding {
  if (header === undefined) return 'identity';
  if (typeof header !== 'string') return parseAcceptEncoding(header);
  let coding = negotiated.get(header);
  if (coding === undefined) {
    coding = parseAcceptEncoding(header);
    if (negotiated.size < NEGOTIATED_KEPT) negotiated.set(header, coding);
  }
  return coding;
}

/**
 * Browsers send a handful of Accept-Encoding values, each on every request: the choice for the first ones
 * seen is kept rather than parsed again (about 1 % of a cached catalogue answer's CPU). Bounded, since the
 * header is the client's to choose.
 */
const NEGOTIATED_KEPT = 64;
const negotiated = new Map<string, ContentCoding>();

function parseAcceptEncoding(header: string | string[]): ContentCoding {
  const quality = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const q = params.map((p) => p.replaceAll(' ', '')).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const wildcard = quality.get('*');
  const qualityOf = (coding: string) => quality.get(coding) ?? wildcard ?? 0;
  const best = (['br', 'gzip'] as const).reduce<{ coding: ContentCoding; q: number }>(
    (chosen, coding) => (qualityOf(coding) > chosen.q ? { coding, q: qualityOf(coding) } : chosen),
    { coding: 'identity', q: 0 },
  );
  return best.coding;
}

/** Adds a token to Vary unless it (or `*`) is there already. */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes('*') || tokens.includes(token)) return;
  reply.header('vary', value ? `${value}, ${token}` : token);
}

/**
 * A compressed body is another representation of the same resource, so a strong tag of the plain bytes is
 * weakened (as nginx does): caches cannot confuse the two byte streams, while If-None-Match, which compares
 * weakly, still recognises the version the client holds.
 */
function weakenEntityTag(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
}

function bodyLength(reply: FastifyReply, payload: unknown): number | null {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  // A file stream: @fastify/static has set its length; an unknown length is worth compressing.
  const declared = reply.getHeader('content-length');
  return declared === undefined ? null : Number(declared);
}

/**
 * `onSend` hook compressing an answer by the client's Accept-Encoding. Leaves alone what is already
 * encoded (a precompressed file of the web build), what is not text, what has no body and what is below
 * the threshold.
 */
export function compressReply(threshold = COMPRESSION_THRESHOLD) {
  return async function compress(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    if (reply.hasHeader('content-encoding') || !isCompressible(reply.getHeader('content-type'))) {
      return payload;
    }
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    // A 304 carries the headers the 200 would have had, without a body to compress.
    if (reply.statusCode === 304) {
      addVary(reply, 'accept-encoding');
      if (coding !== 'identity') weakenEntityTag(reply);
      return payload;
    }
    const isStream = payload instanceof Readable;
    if (!isStream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204) return payload;
    const length = bodyLength(reply, payload);
    if (length !== null && length < threshold) return payload;
    // From here on the answer depends on Accept-Encoding, whichever coding is chosen.
    addVary(reply, 'accept-encoding');
    if (coding === 'identity') return payload;
    weakenEntityTag(reply);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    if (isStream) {
      const compressor = coding === 'br' ? createBrotliCompress(ONE_SEND.br) : createGzip(ONE_SEND.gzip);
      // pipeline, unlike pipe, passes a failed read on to the compressed stream Fastify is sending.
      return pipeline(payload, compressor, () => {});
    }
    if (typeof payload === 'string') return compressed(Buffer.from(payload), coding, ONE_SEND);
    return compressedOnce(payload, coding);
  };
}

function compressed(plain: Buffer, coding: 'br' | 'gzip', settings: typeof ONE_SEND | typeof KEPT): Buffer {
  return coding === 'br' ? brotliCompressSync(plain, settings.br) : gzipSync(plain, settings.gzip);
}

/**
 * The compressed copies of bodies sent as buffers. A route sends a buffer when it keeps the body and may
 * send it again (a cached catalogue reply). Most kept bodies of a listing's random pages are never asked
 * for again, so the first send of a body in a coding is compressed for one send and not kept; the second
 * is compressed at the kept settings, and that copy serves every later send. A copy lives as long as its
 * body does.
 */
const compressedCopies = new WeakMap<Buffer, { br?: Buffer | 'sent once'; gzip?: Buffer | 'sent once' }>();

export function compressedOnce(plain: Buffer, coding: 'br' | 'gzip'): Buffer {
  let copies = compressedCopies.get(plain);
  if (!copies) {
    copies = {};
    compressedCopies.set(plain, copies);
  }
  const copy = copies[coding];
  if (Buffer.isBuffer(copy)) return copy;
  if (copy === undefined) {
    copies[coding] = 'sent once';
    return compressed(plain, coding, ONE_SEND);
  }
  const kept = keptBytes(compressed(plain, coding, KEPT));
  copies[coding] = kept;
  return kept;
}

/**
 * Compresses every text answer. Register before any route: the hook is appended to each route's own
 * `onSend` hooks so that it runs last, after e.g. `conditionalGet` has hashed the plain body and perhaps
 * answered 304 (no compression wasted on it). Answers of the not-found handler, which has no route, get
 * the same hook through the instance.
 */
export function registerCompression(app: FastifyInstance, threshold = COMPRESSION_THRESHOLD): void {
  const compress = compressReply(threshold);
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    if (own.includes(compress)) return;
    // The HEAD route Fastify derives from a GET ends with its own hook that drops the body; compressing
    // goes before it, so that HEAD reports the Content-Encoding and length a GET would (a test holds this).
    const dropsBody = own.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    route.onSend =
      dropsBody === -1 ? [...own, compress] : [...own.slice(0, dropsBody), compress, ...own.slice(dropsBody)];
  });
  app.addHook('onSend', async (request, reply, payload) =>
    request.is404 ? compress(request, reply, payload) : payload,
  );
}

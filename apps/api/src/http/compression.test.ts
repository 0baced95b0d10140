import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compressedOnce,
  compressReply,
  isCompressible,
  KEPT,
  negotiateEncoding,
  ONE_SEND,
  registerCompression,
} from './compression.ts';
import { conditionalGet } from './conditional-get.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, by what the browser sends', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });

  it('honours q-values, with q=0 refusing a coding', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.4, br ; q=0.9')).toBe('br');
    expect(negotiateEncoding('BR;Q=1')).toBe('br');
    expect(negotiateEncoding('gzip;q=nonsense')).toBe('identity');
  });

  it('reads * as any coding not named', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('identity, *;q=0')).toBe('identity');
  });
});

describe('compressedOnce', () => {
  const body = () =>
    Buffer.from(
      JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id, name: `Perfume ${id % 17}` })) }),
    );

  it('compresses a body sent once fast and keeps nothing; a second send keeps a smaller copy for every later one', () => {
    const plain = body();
    const first = compressedOnce(plain, 'br');
    expect(brotliDecompressSync(first).equals(plain)).toBe(true);
    expect(first.equals(brotliCompressSync(plain, ONE_SEND.br))).toBe(true);
    const kept = compressedOnce(plain, 'br');
    expect(kept.equals(brotliCompressSync(plain, KEPT.br))).toBe(true);
    expect(kept.length).toBeLessThan(first.length);
    expect(compressedOnce(plain, 'br')).toBe(kept);
  });

  it('keeps a catalogue answer in brotli in fewer bytes than brotli 4 would, the copy every later send writes', () => {
    const brands = ['Chanel', 'Dior', 'Lancôme', 'Hugo Boss', 'Tom Ford', 'Guerlain'];
    const plain = Buffer.from(
      JSON.stringify({
        items: Array.from({ length: 300 }, (_, id) => ({
          id: 1000 + id,
          name: `${brands[id % brands.length]} Eau de Parfum ${30 + (id % 5) * 20} ml`,
          price: { amount: (id * 7.31) % 250, currency: 'EUR' },
          stock: (id * 13) % 40,
          picture: `/media/items/${1000 + id}/main.webp`,
        })),
      }),
    );
    compressedOnce(plain, 'br');
    const kept = compressedOnce(plain, 'br');
    expect(brotliDecompressSync(kept).equals(plain)).toBe(true);
    expect(kept.length).toBeLessThan(
      brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    );
  });

  it('counts the sends of each coding apart', () => {
    const plain = body();
    compressedOnce(plain, 'br');
    const firstGzip = compressedOnce(plain, 'gzip');
    expect(gunzipSync(firstGzip).equals(plain)).toBe(true);
    expect(firstGzip.equals(gzipSync(plain, ONE_SEND.gzip))).toBe(true);
    const keptGzip = compressedOnce(plain, 'gzip');
    expect(gunzipSync(keptGzip).equals(plain)).toBe(true);
    expect(compressedOnce(plain, 'gzip')).toBe(keptGzip);
  });
});

describe('compressing a body in one call', () => {
  it('sends a body whose compressed bytes outgrow the output buffer whole, in either coding and at either setting', () => {
    // Random hex compresses to about half: some 40 KB, many times zlib's output buffer.
    const plain = Buffer.from(
      JSON.stringify({ pictures: Array.from({ length: 1_000 }, () => randomBytes(40).toString('hex')) }),
    );
    for (const settings of [ONE_SEND, KEPT]) {
      expect(brotliDecompressSync(brotliCompressSync(plain, settings.br)).equals(plain)).toBe(true);
      expect(gunzipSync(gzipSync(plain, settings.gzip)).equals(plain)).toBe(true);
    }
    const sentOnce = compressedOnce(plain, 'br');
    expect(sentOnce.length).toBeGreaterThan(4 * ONE_SEND.br.chunkSize);
    expect(brotliDecompressSync(sentOnce).equals(plain)).toBe(true);
    expect(brotliDecompressSync(compressedOnce(plain, 'br')).equals(plain)).toBe(true);
  });
});

describe('isCompressible', () => {
  it('takes text and leaves pictures that are compressed already', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html',
      'text/css',
      'application/javascript',
      'image/svg+xml',
      'application/problem+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/jpeg', 'image/png', 'font/woff2', 'application/octet-stream', undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });
});

describe('compressing answers', () => {
  const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Rose Eau de Parfum ${i}` })) };
  const bigJson = JSON.stringify(big);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/tagged', { onSend: conditionalGet() }, async () => big);
    app.get('/encoded', (_request, reply) =>
      reply
        .header('content-encoding', 'br')
        .type('application/json')
        .send(brotliCompressSync(Buffer.from(bigJson))),
    );
    app.get('/picture', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/stream', (_request, reply) => reply.type('text/plain').send(Readable.from([bigJson])));
    app.get('/nothing', (_request, reply) => reply.code(204).send());
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('x'.repeat(2000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that accepts it, and the JSON reads the same', async () => {
    const response = await get('/big', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(bigJson.length / 3);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it('sends gzip where brotli is not accepted', async () => {
    const response = await get('/big', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(big);
  });

  it('sends the plain body without Accept-Encoding or when every coding is refused, still saying it varies', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/big', header);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(response.json(), String(header)).toEqual(big);
      expect(response.headers.vary, String(header)).toBe('accept-encoding');
    }
  });

  it('leaves small bodies, pictures and empty answers alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const picture = await get('/picture', 'br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
    const nothing = await get('/nothing', 'br');
    expect(nothing.statusCode).toBe(204);
    expect(nothing.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer that is encoded already', async () => {
    const response = await get('/encoded', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it('compresses a streamed text body', async () => {
    const response = await get('/stream', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bigJson);
  });

  it('compresses what the not-found handler sends, too', async () => {
    const response = await get('/no-such-route', 'gzip');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe('x'.repeat(2000));
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    const [head, full] = await Promise.all([get('/big', 'br', 'HEAD'), get('/big', 'br')]);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.vary).toBe('accept-encoding');
    expect(head.rawPayload.length).toBe(0);
  });

  it('keeps ETag and 304 working: the tag is weakened when compressed and still recognised', async () => {
    const plain = await get('/tagged');
    const strong = plain.headers.etag as string;
    expect(strong).toMatch(/^"/);
    const compressed = await get('/tagged', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(`W/${strong}`);

    const again = await app.inject({
      url: '/tagged',
      headers: { 'accept-encoding': 'br', 'if-none-match': compressed.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(`W/${strong}`);
    // The shop's conditional GET names the language as well: its cached answers differ by it.
    expect(again.headers.vary).toBe('Accept-Language, accept-encoding');

    const plainAgain = await app.inject({ url: '/tagged', headers: { 'if-none-match': strong } });
    expect(plainAgain.statusCode).toBe(304);
    expect(plainAgain.headers.etag).toBe(strong);
  });

  it('adds to a Vary header another hook set, once', async () => {
    const other = Fastify();
    other.addHook('onSend', async (_request, reply, payload) => {
      reply.header('vary', 'Origin');
      return payload;
    });
    registerCompression(other);
    other.get('/big', async () => big);
    const response = await other.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(response.headers.vary).toBe('Origin, accept-encoding');
    await other.close();
  });

  it('can be given another threshold', async () => {
    const other = Fastify();
    other.get('/small', { onSend: compressReply(8) }, async () => ({ ok: true, padding: 'abcdefgh' }));
    const response = await other.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual({ ok: true, padding: 'abcdefgh' });
    await other.close();
  });
});

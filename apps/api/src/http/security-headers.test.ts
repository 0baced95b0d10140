import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

const shopLikePolicy: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

async function appWith(securityHeaders: (app: FastifyInstance) => Promise<unknown>) {
  const app = Fastify();
  await securityHeaders(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/PreOrder/api/V1.0/PreOrder/Json', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  app.get('/tagged', async (request, reply) => {
    if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send();
    return reply.header('etag', '"v1"').send('tagged');
  });
  await app.ready();
  return app;
}

/** Every response header but the date, which moves with the clock. */
async function headersOf(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const { date: _date, ...rest } = (await app.inject({ method: 'GET', url, headers })).headers;
  return rest;
}

describe.each([
  ['helmet defaults', {}],
  ['a shop-like policy', shopLikePolicy],
])('security headers with %s', (_name, options: FastifyHelmetOptions) => {
  it('are the very headers @fastify/helmet sends, on answers, errors, 404s and 304s', async () => {
    const plugin = await appWith(async (app) => {
      await app.register(fastifyHelmet, options);
    });
    const computedOnce = await appWith((app) => registerSecurityHeaders(app, options));
    for (const [url, headers] of [
      ['/json', {}],
      ['/fails', {}],
      ['/nowhere', {}],
      ['/tagged', { 'if-none-match': '"v1"' }],
    ] as const) {
      expect(await headersOf(computedOnce, url, headers)).toEqual(await headersOf(plugin, url, headers));
    }
    expect((await headersOf(computedOnce, '/json'))['content-security-policy']).toBeDefined();
    await Promise.all([plugin.close(), computedOnce.close()]);
  });

  it('leave JSON answers of the API what matters for a response that is not a document, framed by none', async () => {
    const app = await appWith((app) => registerSecurityHeaders(app, options));
    const api = await headersOf(app, '/PreOrder/api/V1.0/PreOrder/Json');
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['strict-transport-security']).toBeDefined();
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['x-frame-options']).toBeDefined();
    expect(api['cross-origin-opener-policy']).toBeUndefined();
    expect((await headersOf(app, '/json'))['content-security-policy']).not.toBe(
      api['content-security-policy'],
    );
    await app.close();
  });
});

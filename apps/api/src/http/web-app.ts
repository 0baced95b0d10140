import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_PATH_MARKER } from '@dutyfree/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.includes(API_PATH_MARKER)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built single-page app. Vite names every asset by its content hash, so those are cached for a
 * year; index.html is revalidated on every visit so that a release reaches travellers at once. Any page
 * route falls back to index.html, so that every route of SPEC §2 deep-links. Text files go out in the
 * precompressed form the client accepts.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasBuild = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts); they are sent as they
      // are, by the client's Accept-Encoding, and never compressed again.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'The requested resource was not found.' });
  });
}

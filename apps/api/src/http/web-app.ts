import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { API_PATH_MARKER, type PageCatalogue, type RenderPage } from '@dutyfree/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The crew app (apps/web/crew): a page of its own, for every path under its scope. */
const CREW_SCOPE = '/crew/';
const CREW_PAGE = join('crew', 'index.html');
/** The server renderer inside the web build (apps/web/build/server-rendering.ts). */
const SERVER_BUNDLE = join('server', 'entry-server.js');

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.includes(API_PATH_MARKER)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The content security policy's sources for the scripts written into the build's index.html (the one
 * that keeps a tap made before the app has started): each is allowed by its hash, so that no other inline
 * script runs.
 */
export function pageScriptHashes(webDist: string | null): string[] {
  const page = webDist === null ? null : join(webDist, 'index.html');
  if (page === null || !existsSync(page)) return [];
  const scripts = readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

export interface ServerRendering {
  /** The shop's public origin, for canonical and alternate links. */
  origin: string;
  catalogue: PageCatalogue;
}

async function loadRenderer(webDist: string): Promise<RenderPage | null> {
  const bundle = join(webDist, SERVER_BUNDLE);
  if (!existsSync(bundle)) return null;
  const { renderPage } = (await import(pathToFileURL(bundle).href)) as { renderPage: RenderPage };
  return renderPage;
}

/**
 * Serves the built web app. Vite names every asset by its content hash, so those are cached for a year;
 * pages are revalidated on every visit so that a release reaches travellers at once. Catalogue pages are
 * rendered here with the build's server renderer, with their content; every other page route falls back
 * to index.html, so that every route of SPEC §2 deep-links. Text files go out in the precompressed form
 * the client accepts.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  rendering: ServerRendering,
): Promise<void> {
  const hasBuild = webDist !== null && existsSync(join(webDist, 'index.html'));
  const renderPage = hasBuild ? await loadRenderer(webDist) : null;
  const hasCrewApp = hasBuild && existsSync(join(webDist, CREW_PAGE));
  const template = hasBuild ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The server renderer's bundle is the server's, not a browser's.
      allowedPath: (path) => !path.startsWith('/server/'),
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts); they are sent as they
      // are, by the client's Accept-Encoding, and never compressed again.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild || !wantsPage(request)) {
      return reply.status(404).send({ message: 'The requested resource was not found.' });
    }
    reply.header('cache-control', 'no-cache');
    if (`${request.url.split('?')[0]}/`.startsWith(CREW_SCOPE) && hasCrewApp) {
      return reply.type('text/html').sendFile(CREW_PAGE);
    }
    const page = await renderPage?.(
      {
        url: request.url,
        origin: rendering.origin,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        catalogue: rendering.catalogue,
      },
      template,
    );
    if (!page) return reply.type('text/html').sendFile('index.html');
    // The page's language follows the `lng` parameter, the language cookie and Accept-Language.
    return reply
      .status(page.status)
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(Readable.fromWeb(page.body as import('node:stream/web').ReadableStream));
  });
}

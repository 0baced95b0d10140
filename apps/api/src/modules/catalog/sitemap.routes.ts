import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Catalog } from './catalog.module.ts';

/** Crawlers read these at most daily; an hour keeps new products close behind. */
const CRAWLER_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** Pages a crawler has no business in: they are personal, or steps of an order. */
const PRIVATE_PAGES = ['/cart', '/checkout', '/guest-checkout', '/account', '/staff'];

/** /sitemap.xml, its files and /robots.txt: public, outside the API's token checks. */
export async function registerSitemapRoutes(app: FastifyInstance, catalog: Catalog, origin: string) {
  const sitemaps = catalog.sitemaps(origin);
  const hidden = { schema: { hide: true } };

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CRAWLER_CACHE)
      .send(await sitemaps.index()),
  );
  app.get('/sitemaps/catalogue.xml', hidden, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CRAWLER_CACHE)
      .send(await sitemaps.catalogue()),
  );
  app.get('/sitemaps/products-:file.xml', hidden, async (request, reply) => {
    const file = z.coerce
      .number()
      .int()
      .positive()
      .safeParse((request.params as { file: string }).file);
    const body = file.success ? await sitemaps.products(file.data) : null;
    if (body === null) return reply.status(404).send({ message: 'The requested resource was not found.' });
    return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(body);
  });
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(
        [
          'User-agent: *',
          ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}

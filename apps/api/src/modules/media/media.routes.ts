import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drawBanner,
  drawBrandLogo,
  drawCategoryPicture,
  drawItemPicture,
  pictureCategories,
} from './drawings.ts';
import { mediaRoutePaths } from './media-urls.ts';
import { extensionOf, type PictureUploads } from './picture-uploads.service.ts';

// Public like static files, so registered outside the API scope and its token guard. The path patterns
// already refuse malformed ids (404); a query word that makes no sense falls back to a plain picture
// rather than failing, because a broken image helps no traveller.

const IMMUTABLE = 'public, max-age=31536000, immutable';

const id = z.coerce.number().int().positive();
const category = z.enum(pictureCategories).optional().catch(undefined);
const words = z.string().optional().catch(undefined);

const itemPicture = {
  params: z.object({ itemId: id, picture: z.coerce.number().int() }),
  querystring: z.object({ c: category, b: words }),
};
const brandLogo = { params: z.object({ brandId: id }), querystring: z.object({ n: words }) };
const categoryPicture = {
  params: z.object({ categoryId: id }),
  querystring: z.object({ c: category, n: words }),
};
const banner = {
  params: z.object({ bannerId: id }),
  querystring: z.object({ s: z.coerce.number().int().catch(3), t: words }),
};

function sendSvg(reply: FastifyReply, body: string) {
  return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(body);
}

const uploaded = {
  params: z.object({ sha256: z.string(), extension: z.string() }),
};

export const mediaRoutes: FastifyPluginAsyncZod<{ uploads: PictureUploads }> = async (app, { uploads }) => {
  app.get(
    mediaRoutePaths.uploadedPicture,
    { schema: { hide: true, ...uploaded } },
    async (request, reply) => {
      const picture = await uploads.find(request.params.sha256);
      // The name's extension must be the one the bytes were stored as: one address per picture.
      if (!picture || extensionOf(picture.contentType) !== request.params.extension) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply.header('cache-control', IMMUTABLE).type(picture.contentType).send(picture.bytes);
    },
  );

  app.get(mediaRoutePaths.itemPicture, { schema: { hide: true, ...itemPicture } }, (request, reply) =>
    sendSvg(
      reply,
      drawItemPicture({
        itemId: request.params.itemId,
        picture: request.params.picture,
        category: request.query.c,
        brand: request.query.b,
      }),
    ),
  );

  app.get(mediaRoutePaths.brandLogo, { schema: { hide: true, ...brandLogo } }, (request, reply) =>
    sendSvg(reply, drawBrandLogo({ brandId: request.params.brandId, name: request.query.n })),
  );

  app.get(mediaRoutePaths.categoryPicture, { schema: { hide: true, ...categoryPicture } }, (request, reply) =>
    sendSvg(
      reply,
      drawCategoryPicture({
        categoryId: request.params.categoryId,
        category: request.query.c,
        name: request.query.n,
      }),
    ),
  );

  app.get(mediaRoutePaths.banner, { schema: { hide: true, ...banner } }, (request, reply) =>
    sendSvg(
      reply,
      drawBanner({ bannerId: request.params.bannerId, size: request.query.s, title: request.query.t }),
    ),
  );
};

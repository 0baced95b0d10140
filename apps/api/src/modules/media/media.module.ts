import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { MediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { PictureUploads } from './picture-uploads.service.ts';

export { MAX_PICTURE_BYTES, type PictureRefusal, type PictureUploads } from './picture-uploads.service.ts';

export type Media = ReturnType<typeof createMedia>;

/** The shop's pictures: generated drawings, and the pictures admins upload for items. */
export function createMedia(database: Database, now: () => number = Date.now) {
  return { uploads: new PictureUploads({ pictures: new MediaRepository(database.db), now }) };
}

/** Pictures are public like static files: registered outside the API scope and its token guard. */
export async function registerMediaRoutes(app: FastifyInstance, media: Media): Promise<void> {
  await app.register(mediaRoutes, { uploads: media.uploads });
}

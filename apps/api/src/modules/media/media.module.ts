import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './media.routes.ts';

/** Generated pictures are public like static files: registered outside the API scope and its token guard. */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(mediaRoutes);
}

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /docs/json, generated from the zod schemas of packages/contracts. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Duty-free shop API',
        description:
          'Every call but the token call needs `Authorization: Bearer <clientAccessToken>`, a `User-Token` ' +
          'header and the `Action-Privilege` header of the call.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          clientToken: { type: 'http', scheme: 'bearer' },
          userToken: { type: 'apiKey', in: 'header', name: 'User-Token' },
        },
      },
      security: [{ clientToken: [], userToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}

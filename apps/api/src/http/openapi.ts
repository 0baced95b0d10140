import { ACTION_PRIVILEGE_HEADER } from '@dutyfree/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type SwaggerTransform = typeof jsonSchemaTransform;

/**
 * Names the one Action-Privilege value each call accepts as a required header parameter, so a client
 * (and the fuzz test that walks every documented call) reads it from the document instead of guessing.
 */
const documentPrivilege: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const privilege = input.route.config?.privilege;
  if (!privilege || privilege === 'public') return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  return {
    ...transformed,
    schema: {
      ...schema,
      headers: {
        type: 'object',
        properties: { [ACTION_PRIVILEGE_HEADER]: { type: 'string', enum: [privilege] } },
        required: [ACTION_PRIVILEGE_HEADER],
      },
    },
  };
};

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
      tags: [
        {
          name: 'Staff',
          description:
            "The airline staff's calls under /Staff/api/V1.0/: the user token is a staff token (from the " +
            'staff sign-in) whose role (crew or admin) the call needs; a shopper token gets 403.',
        },
      ],
    },
    transform: documentPrivilege,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}

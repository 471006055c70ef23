/**
 * The OpenAPI document, generated from the routes' zod schemas (@fastify/swagger with the zod type
 * provider's transform), for dealers who integrate: JSON at /api/docs/json, browsable at /api/docs
 * (@fastify/swagger-ui). Registered before the routes, so it sees every one of them.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tuinhuis-configurator API',
        description: 'The configurator\'s API under /api/v1. Dealer routes take `Authorization: Bearer <idToken>` from POST /api/v1/auth/login.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Only the API: the web app's static files and the documentation's own routes are not part of it.
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: url.startsWith('/api/v1/') ? schema : { ...schema, hide: true }, url };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
}

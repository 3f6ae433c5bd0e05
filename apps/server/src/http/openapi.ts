import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

export const DOCS_PREFIX = '/api/docs';

type Transform = typeof jsonSchemaTransform;

// Only the API belongs in the document: the storefront catch-all, static files and /metrics are not API.
const apiOnly: Transform = (args) => {
  const { url } = args;
  if (!url.startsWith('/api/') || url.startsWith(`${DOCS_PREFIX}/`) || url === DOCS_PREFIX) {
    return { schema: { hide: true }, url };
  }
  return jsonSchemaTransform(args);
};

/** The OpenAPI document, generated from the routes' zod schemas (must be registered before any route). */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.storeName} API`,
        version: '1',
        description: 'Every error answers `{ status: 0, errors: [{ errorCode, errorParams }] }`.',
      },
      // Relative: "Try it out" then calls the host the document was read from, whatever PUBLIC_URL says.
      servers: [{ url: '/' }],
    },
    transform: apiOnly,
    transformObject: jsonSchemaTransformObject,
  });
}

/** The UI at /api/docs and the JSON at /api/docs/json. */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from validator.swagger.io, which our CSP (rightly) refuses.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { schema } from '../graphql/schema.js';
import { openApiDocument } from '../rest/openapi.js';
import { routes } from '../rest/routes.js';

/**
 * The REST surface's OpenAPI 3.1 document at /api/v1/openapi.json, derived
 * from the route table, and its reference page at /api/v1/docs (Swagger UI,
 * served from the package's own files, no CDN).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(schema, routes);
  app.get('/api/v1/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  });
}

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm.js';
import { migrationsApplied } from '../db/orm.js';
import { AppError, type ErrorCode } from '../domain/errors.js';
import { createGraphQLServer, EXAMPLE_QUERY } from '../graphql/yoga.js';
import { registerRestRoutes } from '../rest/adapter.js';
import { problem, PROBLEM_CONTENT_TYPE } from '../rest/problem.js';
import { routes } from '../rest/routes.js';
import { createAuthenticator, sandboxTokenRequest } from './auth.js';
import type { Config } from './config.js';
import { registerMediaRoutes } from './media-routes.js';
import { createUploadUrls } from './upload-urls.js';
import { localDirectoryStorage } from '../storage/media-storage.js';

/** Organisation whose sandbox token GraphiQL is pre-filled with (the demo data's org). */
export const DEMO_ORG_ID = '00000000-0000-4000-8000-00000000d3a0';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Fastify's own refusals (framing, size, media type) in the service's error model. */
function codeForFrameworkError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return error.statusCode && error.statusCode < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  }
}

export interface AppOptions {
  config: Config;
  orm: Orm;
}

export async function buildApp({ config, orm }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  });

  const authenticator = createAuthenticator(config.auth, (message) => app.log.warn(message));
  const uploadUrls = createUploadUrls(config.media, (message) => app.log.warn(message));
  const yoga = createGraphQLServer({
    orm,
    timeZone: config.timeZone,
    logger: app.log,
    media: { limits: config.media, uploadUrlFor: (media) => uploadUrls.urlFor(media) },
    authenticate: (authorization) => authenticator.authenticate(authorization),
    graphiql: async () => ({
      title: 'Rental property service',
      defaultQuery: EXAMPLE_QUERY,
      headers: authenticator.issueSandboxToken
        ? JSON.stringify({
            Authorization: `Bearer ${(await authenticator.issueSandboxToken({ orgId: DEMO_ORG_ID, roles: ['ADMIN', 'MANAGER', 'OWNER'] })).access_token}`,
          })
        : undefined,
    }),
  });

  // JSON only (no text/plain), and an empty JSON body means "no body" for routes that take none.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body.toString(), done);
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error instanceof AppError ? error.code : codeForFrameworkError(error);
    if (code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
    const detail = code === 'INTERNAL' ? 'An unexpected error occurred.' : error.message;
    const body = problem(code, detail, { requestId: request.id });
    if (request.url.startsWith('/graphql')) {
      return reply.code(body.status).send({ errors: [{ message: detail, extensions: { code } }] });
    }
    if (code === 'UNAUTHENTICATED') reply.header('WWW-Authenticate', 'Bearer');
    return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`, { requestId: request.id })),
  );

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_, reply) => {
    try {
      if (await migrationsApplied(orm)) return { status: 'ready' };
      return reply.code(503).header('Retry-After', '5').send({ status: 'migrations pending' });
    } catch {
      return reply.code(503).header('Retry-After', '5').send({ status: 'database unreachable' });
    }
  });

  if (authenticator.issueSandboxToken) {
    const issue = authenticator.issueSandboxToken;
    app.post('/auth/token', async (request, reply) => {
      const parsed = sandboxTokenRequest.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return reply
          .code(400)
          .type(PROBLEM_CONTENT_TYPE)
          .send(problem('VALIDATION_FAILED', 'The token request is not valid.', { errors, requestId: request.id }));
      }
      return issue(parsed.data);
    });
  }

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply);
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  const storage = localDirectoryStorage(config.media.dir);
  await app.register(async (media) => registerMediaRoutes(media, { orm, storage, uploadUrls, authenticator, timeZone: config.timeZone }));
  await app.register(async (api) => registerRestRoutes(api, yoga, routes), { prefix: '/api/v1' });
  return app;
}

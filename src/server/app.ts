import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.js';
import { migrationsApplied } from '../db/orm.js';
import { DatabaseBusy } from '../db/admission.js';
import { isDatabaseUnavailable, unavailableMessage } from '../db/unavailable.js';
import { AppError, errorHeaders, type ErrorCode, tokenRequired } from '../domain/errors.js';
import type { Actor } from '../domain/roles.js';
import { useCursorSigningKey } from '../graphql/connection.js';
import { loadPersistedDocuments, operationNamesOf } from '../graphql/persisted-documents.js';
import { Foreground } from '../graphql/foreground.js';
import { createGraphQLServer, EXAMPLE_QUERY, isSubscriptionRequest } from '../graphql/yoga.js';
import { registerRestRoutes } from '../rest/adapter.js';
import { problem, PROBLEM_CONTENT_TYPE } from '../rest/problem.js';
import { routes } from '../rest/routes.js';
import { registerApiDocs } from './api-docs.js';
import { listenTo, notifyThrough } from '../db/notifications.js';
import { type NotificationSettings, unsubscribeKeyOf } from '../services/people/notifications.js';
import { openEventFeeds } from '../services/events/event-feeds.js';
import { EVENT_CHANNEL } from '../services/events/events.js';
import { startJobs } from '../jobs/runner.js';
import { createAuthenticator, sandboxTokenRequest } from './auth.js';
import type { Config } from './config.js';
import { apiSecurityHeaders, htmlPageCsp } from './csp.js';
import { guardConnections, holdConnection, httpServer, MAX_PIPELINED_REQUESTS, paceBodies } from './connections.js';
import { isUpload, registerMediaRoutes, UPLOAD_ROUTE } from './media-routes.js';
import { registerNotificationRoutes } from './notification-routes.js';
import { registerReceiptRoutes } from './receipt-routes.js';
import { createUploadUrls } from './upload-urls.js';
import { errorForLog } from './error-log.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeep } from './json-body.js';
import { shareRequestsByOrg } from './org-requests.js';
import { ADDRESS_KEY_PREFIX, addressKey, callerKey, rateLimitCounter, type RateLimitCounter } from './rate-limit-store.js';
import { requestLogger } from './request-logger.js';
import { traceOfLogLine, traceRequests, tracingExporter } from './tracing.js';
import { openMediaStorage } from '../storage/media-storage.js';


const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The code of an error that reached Fastify outside GraphQL (uploads, downloads, body parsing). */
function codeForHttpError(error: FastifyError): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (isDatabaseUnavailable(error)) return 'UNAVAILABLE';
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return error.statusCode && error.statusCode < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  }
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/** The media type yoga would answer in for this Accept header: the first of the two GraphQL-over-HTTP types it names, JSON by default. */
function graphqlMediaType(accept: string | undefined): string {
  const named = (accept ?? '').split(',').map((type) => type.split(';')[0]!.trim().toLowerCase());
  return named.find((type) => type === GRAPHQL_RESPONSE || type === 'application/json') ?? 'application/json';
}

export interface AppOptions {
  config: Config;
  orm: Orm;
  /** Where log lines go (stdout by default); tests read them to check no secret is logged. */
  logStream?: { write(line: string): void };
}

/** Log paths that could hold a secret; their values are replaced before a line is written. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  '*.headers.authorization',
  'authorization',
  '*.authorization',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  'signingKey',
  '*.signingKey',
  '*.*.signingKey',
  'password',
  '*.password',
];

/** Query parameters that may carry a credential (signed URLs, tokens); never logged. */
const SECRET_QUERY = /([?&](?:access_token|token|signature|sig|key|expires|x-amz-[a-z-]+)=)[^&#]*/gi;

const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** How long a connection is not read after a GraphQL answer of 429 (see the GraphQL route). */
const RATE_LIMITED_HOLD_MS = 1000;

/** Routes the limiter counts: both API surfaces, the file routes and the emails' links, never health, tokens or GraphiQL assets elsewhere. */
const isRateLimited = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? '';
  return url === '/graphql' || url.startsWith('/api/v1') || url.startsWith('/media/') || url.startsWith('/notifications/');
};

/**
 * How old a readiness answer's database check may be: probes and a flood of `/readyz` alike share one check a
 * second, never the pool's queue (a flood of them filled it, and every process reported itself down).
 */
const READINESS_MS = 1000;

/** `read` run at most once per `ms`: callers meanwhile share its last answer, or the one under way. */
function sharedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { answer: Promise<T>; at: number } | undefined;
  return () => {
    if (!last || performance.now() - last.at >= ms) last = { answer: read(), at: performance.now() };
    return last.answer;
  };
}

/** The body a request without any token may send, in bytes: a GraphQL document as long as allowed (GRAPHQL_MAX_DOCUMENT_LENGTH's default) and its variables. */
const ANONYMOUS_BODY_LIMIT = 128 * 1024;

/** Limited routes that take no bearer token (API documentation, uploads by signed address, the emails' links): an invalid one is ignored there, as before. */
const TAKES_NO_TOKEN = /^\/(?:api\/v1\/(?:openapi\.json|errors|docs)|media\/:id\/upload|notifications\/)/;

/** The caller a limited request's token names, verified before anything else: null without a token, the refusal of an invalid one. */
type TokenCheck = Actor | AppError | null;

export async function buildApp({ config, orm, logStream }: AppOptions): Promise<FastifyInstance> {
  const traced = tracingExporter() !== null;
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      // The trace a line was written in, while tracing is on.
      ...(traced ? { mixin: traceOfLogLine } : {}),
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
        err: errorForLog,
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    serverFactory: httpServer(config.connections),
    bodyLimit: config.bodyLimit,
    // Not `requestIdHeader`: Fastify would take the header as it is, without calling genReqId.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // Malformed URLs (bad percent-escapes, over-long path parameters) are refused by the router itself: answer them like any error.
    frameworkErrors: (error, request, reply) => app.errorHandler(error, request, reply),
  });
  // First of the hooks, so that everything a request does is within its span.
  if (traced) traceRequests(app);
  const connections = guardConnections(app.server, { ...config.connections, pacedBody: isUpload }, app.log);
  app.addHook('onRequest', async (request, reply) => {
    if (connections.depthOf(request.raw) <= MAX_PIPELINED_REQUESTS) return;
    reply.header('connection', 'close');
    throw new AppError('RATE_LIMITED', `At most ${MAX_PIPELINED_REQUESTS} requests in flight on one connection: wait for an answer before sending more.`);
  });

  const persistedDocuments = config.persistedDocuments.file ? await loadPersistedDocuments(config.persistedDocuments.file) : new Map<string, string>();
  // Each request's verified caller, or why it has none (below, before the rate limit).
  const tokenChecks = new WeakMap<FastifyRequest, TokenCheck>();
  const orgOf = (request: FastifyRequest) => {
    const check = tokenChecks.get(request);
    return check && !(check instanceof AppError) ? check.orgId : undefined;
  };
  // Who pays for a GraphQL request's new documents (graphql/new-documents.ts): its org, or its address without a
  // valid token; the REST routes' documents are the service's own.
  const documentSenderOf = (context: object) => {
    const { req, inProcess } = context as { req?: FastifyRequest; inProcess?: unknown };
    return !req || inProcess ? undefined : (orgOf(req) ?? addressKey(req.ip));
  };
  const { port: metricsPort, host: metricsHost, token: metricsToken } = config.metrics;
  // prom-client is loaded only where metrics are served.
  const metrics =
    metricsPort || metricsToken
      ? (await import('./metrics.js')).registerMetrics(app, {
          orm,
          port: metricsPort,
          host: metricsHost,
          token: metricsToken,
          orgOf,
          trustedOperationNames: operationNamesOf(persistedDocuments),
          connections,
          ...(config.redisUrl && config.rateLimit ? { redisUp: () => counter?.redisUp() } : {}),
        })
      : undefined;
  const authenticator = createAuthenticator(config.auth, (message) => app.log.warn(message));
  const uploadUrls = createUploadUrls(config.media, (message) => app.log.warn(message));
  if (config.cursorSigningKey) useCursorSigningKey(config.cursorSigningKey);
  else app.log.warn('CURSOR_SIGNING_KEY is not set: list cursors will not survive a restart.');
  // LISTEN and the job queue hold their connections' sessions: never through a transaction pooler (DATABASE_SESSION_URL).
  const sessionUrl = config.databaseSessionUrl ?? (orm.config.get('clientUrl') as string);
  const eventWakeups = listenTo(sessionUrl, EVENT_CHANNEL, (message, error) => app.log.warn({ err: error }, message));
  // The process's commits notify through that connection, after committing (src/db/notifications.ts).
  notifyThrough(orm, eventWakeups);
  // Unsubscribe links are signed with a key of their own derived from the cursors' (every process shares it; a sandbox's own otherwise).
  const unsubscribeKey = unsubscribeKeyOf(config.cursorSigningKey ?? (config.auth.mode === 'sandbox' ? config.auth.signingKey : undefined) ?? randomUUID());
  const notifications: NotificationSettings | null = config.notifications.enabled
    ? { ...config.notifications, publicBaseUrl: config.media.publicBaseUrl, unsubscribeKey }
    : null;
  // Background work (the sweep's jobs, webhook delivery) starts once the server is ready, never awaited: a backlog
  // is jobs waiting, not a slower start. Before the server stops accepting, running jobs finish and open subscriptions end.
  let jobs: ReturnType<typeof startJobs> | undefined;
  app.addHook('onReady', async () => {
    if (config.sweepInterval === 0 && !config.webhooks.enabled && !notifications) return;
    jobs = startJobs({
      orm,
      databaseUrl: sessionUrl,
      timeZone: config.timeZone,
      eventRetentionDays: config.eventRetentionDays,
      notificationRetentionDays: config.notificationRetentionDays,
      webhooks: config.webhooks,
      notifications,
      sweepInterval: config.sweepInterval,
      deliverWebhooks: config.webhooks.enabled,
      concurrency: config.jobConcurrency,
      pollMs: config.webhooks.pollMs,
      log: app.log,
      migrationLocks: config.migrationLocks,
      wakeups: eventWakeups,
      metrics,
    });
  });
  app.addHook('preClose', async () => {
    await jobs?.stop();
    await eventWakeups.close();
  });
  const foreground = new Foreground(config.costlyOperationPatienceMs);
  const storage = await openMediaStorage(config.media.storage);
  const yoga = createGraphQLServer({
    orm,
    foreground,
    events: openEventFeeds(orm, eventWakeups, config.subscriptions),
    webhooks: { allowPrivateTargets: config.webhooks.allowPrivateTargets, endpointsPerOrg: config.webhooks.endpointsPerOrg },
    limits: config.graphql,
    sqlAnswers: config.sqlAnswers,
    traced,
    persistedDocuments: {
      documents: persistedDocuments,
      only: config.persistedDocuments.only,
    },
    timeZone: config.timeZone,
    logger: app.log,
    media: { limits: config.media, uploadUrlFor: (media) => uploadUrls.urlFor(media), storage },
    authenticate: (authorization) => authenticator.authenticate(authorization),
    newDocuments: config.newDocumentMs === null ? undefined : { msPerMinute: config.newDocumentMs, senderOf: documentSenderOf },
    graphiql: async () => ({
      title: 'Rental property service',
      defaultQuery: EXAMPLE_QUERY,
      headers:
        authenticator.issueSandboxToken && config.auth.mode === 'sandbox'
          ? JSON.stringify({
              Authorization: `Bearer ${(await authenticator.issueSandboxToken({ orgId: config.auth.orgId, roles: ['ADMIN', 'MANAGER', 'OWNER'] })).access_token}`,
            })
          : undefined,
    }),
  });

  // JSON only (no text/plain), and an empty JSON body means "no body" for routes that take none.
  // Nesting is bounded before parsing; `__proto__` and `constructor.prototype` keys are refused by the parser.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    if (nestsDeeperThan(body.toString(), MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    parseJson(request, body.toString(), done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // An HTML page (GraphiQL) gets a policy that allows exactly its own inline scripts.
    const type = reply.getHeader('content-type');
    if (typeof payload === 'string' && typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', htmlPageCsp(payload));
    }
    return payload;
  });

  // Security headers on every answer; the API itself never needs to run scripts, so its
  // policy forbids everything (HTML pages get their own policy above).
  const securityHeaders = apiSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after', 'link', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
    maxAge: 600,
  });
  // The token is verified first (jose, in memory, cached): a missing or invalid one is counted per client
  // address in this process's memory, a verified caller in the shared store, and an invalid token is
  // refused 401 before the body is read. Junk tokens cost no database or Redis work.
  app.addHook('onRequest', async (request) => {
    if (!isRateLimited(request)) return;
    try {
      tokenChecks.set(request, await authenticator.authenticate(request.headers.authorization ?? null));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      tokenChecks.set(request, error);
    }
  });
  let counter: RateLimitCounter | undefined;
  if (config.rateLimit) {
    const { windowMs, max, addressMax } = config.rateLimit;
    counter = await rateLimitCounter(orm, { redisUrl: config.redisUrl, redisCommandTimeoutMs: config.redisCommandTimeoutMs, log: app.log });
    app.addHook('onClose', counter.close);
    // A client without a valid token refused for its address's rate: its connection is not read again until the
    // window ends, so one that ignores Retry-After costs an answer per connection and window, not one per request.
    const holdBack = new WeakMap<FastifyRequest, number>();
    app.addHook('onResponse', async (request) => {
      const ms = holdBack.get(request);
      if (ms) holdConnection(request.raw.socket, ms);
    });
    await app.register(rateLimit, {
      global: true,
      // A verified caller's limit, or an address's for requests without a valid token (see keyGenerator).
      max: (_request, key) => (key.startsWith(ADDRESS_KEY_PREFIX) ? addressMax : max),
      timeWindow: windowMs,
      hook: 'onRequest',
      keyGenerator: (request) => {
        const check = tokenChecks.get(request);
        return check && !(check instanceof AppError) ? callerKey(check) : addressKey(request.ip);
      },
      allowList: (request) => !isRateLimited(request),
      errorResponseBuilder: (request, context) => {
        const check = tokenChecks.get(request);
        if (!check || check instanceof AppError) holdBack.set(request, context.ttl);
        return new AppError('RATE_LIMITED', `Too many requests: at most ${context.max} per ${windowMs / 1000} s; retry in ${context.after}.`);
      },
      store: counter.store,
      // The counter never fails (a failing shared store falls back to memory): this is a last resort.
      skipOnError: true,
    });
  }
  app.addHook('preParsing', async (request) => {
    if (TAKES_NO_TOKEN.test(request.routeOptions.url ?? '')) return;
    const check = tokenChecks.get(request);
    if (check instanceof AppError) throw check;
    if (check !== null) return;
    // No token at all: a body only as long as an anonymous request needs (a GraphQL document and its variables), its
    // length declared, or it is not read. Parsing a megabyte of JSON took 9-15 ms of the event loop every org shares,
    // at each address's 600 a minute. A REST route, which always takes a token, says so (401, as it would after reading).
    const declared = request.headers['transfer-encoding'] === undefined;
    if (declared && Number(request.headers['content-length'] ?? 0) <= ANONYMOUS_BODY_LIMIT) return;
    if (request.routeOptions.url?.startsWith('/api/v1')) throw tokenRequired();
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      declared ? `A request without a token sends at most ${ANONYMOUS_BODY_LIMIT} bytes.` : `A request without a token declares its body's length (Content-Length), at most ${ANONYMOUS_BODY_LIMIT} bytes.`,
    );
  });
  const endTurn = shareRequestsByOrg(app, config.orgRequests, orgOf, foreground);
  // After the org's turn: time spent waiting for it is not the client's.
  paceBodies(app, config.connections.bodyTimeoutMs, (request) => request.routeOptions.url === UPLOAD_ROUTE);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = codeForHttpError(error);
    if (code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
    // Only the service's own errors say what went wrong; a database's message stays in the log.
    const unavailable = code === 'UNAVAILABLE' && !(error instanceof AppError);
    if (unavailable) request.log.error({ err: error }, 'database unavailable');
    const detail =
      code === 'INTERNAL'
        ? 'An unexpected error occurred.'
        : unavailable
          ? unavailableMessage(error)
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the body as application/json (Content-Type: application/json).'
            : error.message;
    const body = problem(code, detail, { requestId: request.id, ...(error instanceof AppError ? { errors: error.issues } : {}) });
    reply.headers(errorHeaders(code));
    if (request.url.startsWith('/graphql')) {
      // Refused before yoga read a document: nothing measured, the limit reported as on every GraphQL answer.
      const cost = { requested: 0, limit: config.graphql.maxCost };
      return reply
        .code(body.status)
        .type(graphqlMediaType(request.headers.accept))
        .send({ errors: [{ message: detail, extensions: { code } }], extensions: { cost } });
    }
    return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`, { requestId: request.id })),
  );

  // Probes come every few seconds: no request log lines for them.
  app.get('/healthz', { logLevel: 'silent' }, async () => ({ status: 'ok' }));
  // Redis down leaves the process ready, degraded: it only holds rate-limit counts, and their fallback
  // (counting in each process) serves every request; not-ready would take every process out at once.
  const redisState = () => {
    const up = counter?.redisUp();
    return up === undefined ? {} : { redis: up ? 'up' : 'down' };
  };
  // Background jobs being started again after a failure leave the process ready, degraded, for the same reason.
  const jobsState = () => (jobs?.state() === 'restarting' ? { jobs: 'restarting' } : {});
  const databaseState = sharedFor(READINESS_MS, async () => {
    try {
      return (await migrationsApplied(orm)) ? 'ready' : 'migrations pending';
    } catch (error) {
      return error instanceof DatabaseBusy ? 'database busy' : 'database unreachable';
    }
  });
  app.get('/readyz', { logLevel: 'silent' }, async (_, reply) => {
    const database = await databaseState();
    if (database !== 'ready') return reply.code(503).headers(errorHeaders('UNAVAILABLE')).send({ status: database });
    const parts = { ...redisState(), ...jobsState() };
    return { status: parts.redis === 'down' || parts.jobs ? 'degraded' : 'ready', ...parts };
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
      // `req` in the server context: a costly operation takes its request out of the foreground (graphql/foreground.ts).
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // A client refused 429 (its org's new documents past their budget, graphql/new-documents.ts; subscriptions past
      // their cap) is not read again for a second: one retrying at full speed costs an answer a second per connection.
      if (response.status === 429) holdConnection(request.raw.socket, RATE_LIMITED_HOLD_MS);
      // Event streams (subscriptions) stay streams. Any other answer is whole: sent as a string, it is one
      // write where a stream costs a pipe, and GraphiQL's page reaches onSend to have its scripts hashed into the CSP.
      const type = response.headers.get('content-type') ?? '';
      if (isSubscriptionRequest(request.raw)) endTurn(request);
      if (type.startsWith('text/event-stream') || type.startsWith('multipart/')) return reply.send(response.body);
      return reply.send(await response.text());
    },
  });

  await registerApiDocs(app);
  await app.register(async (media) => registerMediaRoutes(media, { orm, storage, uploadUrls, authenticator, timeZone: config.timeZone, limits: config.media }));
  await app.register(async (api) => registerRestRoutes(api, yoga, routes), { prefix: '/api/v1' });
  await app.register(async (pages) =>
    registerNotificationRoutes(pages, { orm, unsubscribeKey, sandboxMail: config.auth.mode === 'sandbox' && notifications !== null && !notifications.smtpUrl }),
  );
  await app.register(async (api) => registerReceiptRoutes(api, { orm, authenticator, timeZone: config.timeZone, foreground }), { prefix: '/api/v1' });

  return app;
}

import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCK_ATTEMPTS, DEFAULT_LOCK_TIMEOUT_MS } from '../db/migration-locks.js';
import { StartupError } from '../db/startup-error.js';
import { DEFAULT_TENANT_ROLE, TENANT_ROLE_NAME } from '../db/tenant-role.js';
import { MAX_DELIVERY_ATTEMPTS } from '../domain/events/webhooks.js';
import { defaultMaxConnections } from './connections.js';
import { tracingSettings } from './tracing.js';

const csv = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

const boolFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.origin === value;
  } catch {
    return false;
  }
}, 'each CORS origin must be scheme://host[:port], without a path');

/** The JWS algorithms a production token may be signed with: the asymmetric ones jose verifies (never HS*, never none). */
const ASYMMETRIC_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting the service reads from its environment; README.md lists them for users. */
const schema = z.object({
  NODE_ENV: z.string().optional(),
  // sandbox: tokens minted by the service itself, GraphiQL pre-filled, an embedded database; never under NODE_ENV=production.
  AUTH_MODE: z.enum(['sandbox', 'production']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  // What needs a session of its own (LISTEN for events, the job queue): a direct connection when DATABASE_URL
  // goes through a transaction pooler (PgBouncer), which hands a server connection to others between transactions.
  DATABASE_SESSION_URL: z.string().url().optional(),
  // `npm run migrate` only: a role allowed to change the schema (DATABASE_URL's otherwise).
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  // How long a migration may wait for a lock (queueing every request behind it meanwhile) before it rolls back
  // and is tried again, and how many times (src/db/migration-locks.ts); 0: it waits as long as it takes.
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_LOCK_TIMEOUT_MS),
  MIGRATION_LOCK_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_LOCK_ATTEMPTS),
  // The role requests switch to for row-level security: roles are server-wide, so deployments sharing a server need their own.
  DATABASE_TENANT_ROLE: z.string().regex(TENANT_ROLE_NAME, 'a lower-case SQL identifier (a-z, 0-9, _)').default(DEFAULT_TENANT_ROLE),
  DATA_DIR: z.string().default('./.data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Requests waiting for a pooled connection past DB_POOL_MAX busy ones; more are refused at once (503, Retry-After).
  DB_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(500),
  // One org's share of them (src/db/admission.ts): by default the pool less a fifth, and a fifth of the queue.
  DB_POOL_MAX_PER_ORG: z.coerce.number().int().min(1).max(200).optional(),
  DB_QUEUE_MAX_PER_ORG: z.coerce.number().int().min(1).max(100_000).optional(),
  // One org's requests worked on at once in this process, and waiting their turn (src/server/org-requests.ts).
  REQUESTS_PER_ORG: z.coerce.number().int().min(1).max(10_000).default(8),
  REQUEST_QUEUE_PER_ORG: z.coerce.number().int().min(0).max(100_000).default(1000),
  // An org's GraphQL operations of at least this cost take turns, this many at once in a process (src/graphql/costly-operations.ts).
  COSTLY_OPERATION_COST: z.coerce.number().int().min(1).default(1000),
  COSTLY_OPERATIONS_PER_ORG: z.coerce.number().int().min(1).max(1000).default(2),
  // How long a costly operation waits, at each step, for the requests being worked on to be answered (src/graphql/foreground.ts).
  COSTLY_OPERATION_PATIENCE_MS: z.coerce.number().int().min(0).max(10_000).default(50),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  BUSINESS_TIMEZONE: z
    .string()
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'unknown time zone')
    .default('UTC'),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Background jobs (the sweep's, webhook deliveries) this process runs at once.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  AUTH_JWKS_URL: z.string().url().optional(),
  AUTH_ISSUER: z.string().optional(),
  AUTH_AUDIENCE: z.string().optional(),
  AUTH_ALGORITHMS: csv.default(['RS256', 'PS256', 'ES256', 'EdDSA']),
  AUTH_CLOCK_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  AUTH_JWKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  AUTH_JWKS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  SANDBOX_SIGNING_KEY: z.string().min(32).optional(),
  SANDBOX_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  // The org GraphiQL's pre-filled token and `npm run seed` act in (sandbox only).
  SANDBOX_ORG_ID: z.string().uuid().default('00000000-0000-4000-8000-00000000d3a0'),
  // Database faults: fail fast (503) rather than hang. The acquire timeout bounds how long the queue waits
  // for the pool to release any connection, not how long a request waits its turn under load.
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  // GraphQL abuse limits (both surfaces: REST runs GraphQL operations).
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(100).default(15),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(100_000),
  GRAPHQL_SQL_ANSWERS: boolFlag.default(true),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).max(1000).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(10).default(2000),
  GRAPHQL_MAX_DOCUMENT_LENGTH: z.coerce.number().int().min(1000).max(1_000_000).default(65_536),
  GRAPHQL_MAX_ANSWER_LENGTH: z.coerce.number().int().min(100_000).max(1_000_000_000).default(16 * 1024 * 1024),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).max(1000).default(50),
  GRAPHQL_MAX_FIELDS: z.coerce.number().int().min(1).default(2000),
  GRAPHQL_INTROSPECTION: boolFlag.optional(),
  // Trusted documents: the manifest (hash -> document) the client preset writes, and whether only its documents run.
  PERSISTED_DOCUMENTS_FILE: z.string().min(1).optional(),
  PERSISTED_DOCUMENTS_ONLY: boolFlag.default(false),
  // Rate limiting per verified caller, shared by every process; without a valid token, per client address in each process.
  RATE_LIMIT_ENABLED: boolFlag.default(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  // Requests without a valid token, per client address: kept apart, so that raising the callers' limit never lets junk through.
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  // With rate limiting on: the milliseconds a minute an org's GraphQL documents new to a process may take to parse, check
  // and compile (an address's, without a valid token); past them its new documents are refused (src/graphql/new-documents.ts).
  GRAPHQL_NEW_DOCUMENT_MS: z.coerce.number().int().min(1).max(60_000).default(250),
  /** A Redis for verified callers' rate-limit counters; without it they live in PostgreSQL. Either way every process shares them. */
  REDIS_URL: z.string().url().optional(),
  // Longest wait for one Redis command; past it (or at once while Redis is down) the request is counted in memory.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(100),
  TRUST_PROXY: boolFlag.default(false),
  // What one client's connections may hold (src/server/connections.ts): open connections of the whole process (by default
  // 80 % of its open files; at least 1: file descriptors are every org's, so there is no "no cap") and per address (behind a proxy,
  // TRUST_PROXY, none by default: every client comes from its address), how long headers and a body (uploads aside)
  // may take to arrive, and the slowest an answer waiting in the process may be taken (bytes per second over each window).
  CONNECTIONS_MAX: z.coerce.number().int().min(1).max(10_000_000).optional(),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  REQUEST_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RESPONSE_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(1024),
  RESPONSE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  CORS_ORIGINS: csv.default([]),
  PUBLIC_BASE_URL: z.string().url().optional(),
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(10_485_760),
  MEDIA_CONTENT_TYPES: csv
    .pipe(z.array(z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be type/subtype')).min(1))
    .transform((types) => types.map((type) => type.toLowerCase()))
    .default(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  // Each org's quota: the bytes and the number of its media objects, uploaded or awaiting their upload.
  MEDIA_BYTES_PER_ORG: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(5 * 1024 ** 3),
  MEDIA_OBJECTS_PER_ORG: z.coerce.number().int().min(1).max(1_000_000_000).default(100_000),
  UPLOAD_SIGNING_KEY: z.string().min(32).optional(),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(900),
  CURSOR_SIGNING_KEY: z.string().min(32).optional(),
  // Uploads streaming at once, in all and per org (one org's uploads must not take every slot); how long one may
  // stall, and the slowest it may be (bytes per second over each window, the first window a grace), so a client
  // trickling bytes cannot keep its slot.
  MEDIA_CONCURRENT_UPLOADS: z.coerce.number().int().min(1).optional(),
  MEDIA_CONCURRENT_UPLOADS_PER_ORG: z.coerce.number().int().min(1).optional(),
  MEDIA_UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MEDIA_UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(1024),
  MEDIA_UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // Where media files live: PostgreSQL, or an S3-compatible bucket (credentials from the AWS provider chain).
  MEDIA_STORAGE: z.enum(['postgres', 's3']).default('postgres'),
  // Release 0.1.0's media directory: files uploaded to it are read from there until imported (npm run media:import).
  MEDIA_DIR: z.string().min(1).optional(),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  // The same server as clients reach it, when that differs (download redirects are signed for it).
  MEDIA_S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  MEDIA_S3_REGION: z.string().min(1).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: boolFlag.default(false),
  // Prometheus metrics: on a port of their own, or at /metrics behind this bearer token; off without either.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Metrics carry no authentication on their own port: only this machine reaches them unless set otherwise.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(32).optional(),
  // Events (subscriptions, webhooks): how long they are kept, and how webhooks are delivered.
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Open event subscriptions per process: per access token, and per org (an org's subscribers share one outbox reader).
  SUBSCRIPTIONS_PER_TOKEN: z.coerce.number().int().min(1).max(10_000).default(10),
  SUBSCRIPTIONS_PER_ORG: z.coerce.number().int().min(1).max(100_000).default(500),
  SUBSCRIPTIONS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  WEBHOOK_DELIVERY_ENABLED: boolFlag.default(true),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(MAX_DELIVERY_ATTEMPTS).default(14),
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().min(0).max(8760).default(72),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: boolFlag.default(false),
  WEBHOOK_ENDPOINTS_PER_ORG: z.coerce.number().int().min(1).max(1000).default(20),
  WEBHOOK_DELIVERIES_PER_ORG: z.coerce.number().int().min(1).max(100).default(2),
  // Email notifications (docs/notifications.md): the mail server (smtp:// or smtps://, credentials in the URL) and the sender.
  // Without SMTP_URL a sandbox keeps the messages for its mail page (/sandbox/mail) and production sends none.
  SMTP_URL: z.string().url().refine((value) => /^smtps?:\/\//.test(value), 'must be smtp://... or smtps://...').optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  NOTIFICATIONS_ENABLED: boolFlag.default(true),
  NOTIFICATIONS_PER_ORG_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  NOTIFICATION_SENDS_PER_ORG: z.coerce.number().int().min(1).max(100).default(2),
  NOTIFICATION_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  SMTP_SEND_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(40_000),
  // Days the delivery log keeps a sent, failed or skipped email's row (the sweep forgets older ones).
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
}).extend(tracingSettings.shape);

/**
 * Keys a sandbox makes up per process when they are not set. Processes that share a
 * database (DATABASE_URL) must agree on them, or a token, upload address or cursor one
 * process hands out is refused by the next.
 */
const SHARED_KEYS = ['SANDBOX_SIGNING_KEY', 'UPLOAD_SIGNING_KEY', 'CURSOR_SIGNING_KEY'] as const;

/** What production mode cannot run without; each missing one is named in the refusal. */
const PRODUCTION_NEEDS = ['AUTH_JWKS_URL', 'AUTH_ISSUER', 'AUTH_AUDIENCE', 'DATABASE_URL', 'UPLOAD_SIGNING_KEY', 'CURSOR_SIGNING_KEY'] as const;

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new StartupError(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  // Fails closed: NODE_ENV=production (or a configured identity provider) means production unless told otherwise,
  // and sandbox is refused outright under NODE_ENV=production.
  const mode = c.AUTH_MODE ?? (c.NODE_ENV === 'production' || c.AUTH_JWKS_URL ? 'production' : 'sandbox');
  if (mode === 'sandbox' && c.NODE_ENV === 'production') {
    throw new StartupError('Invalid configuration: AUTH_MODE=sandbox is refused under NODE_ENV=production (anyone could mint tokens).');
  }
  const production = mode === 'production';
  const missing = PRODUCTION_NEEDS.filter((name) => !c[name]);
  if (production && missing.length) {
    throw new StartupError(`Invalid configuration: production mode needs ${missing.join(', ')} (missing).`);
  }
  // Checked in either mode: a misspelt name would otherwise wait, silently, for the day production reads it.
  const unknownAlgorithms = c.AUTH_ALGORITHMS.filter((alg) => !ASYMMETRIC_ALGORITHMS.includes(alg));
  if (unknownAlgorithms.length || !c.AUTH_ALGORITHMS.length) {
    throw new StartupError(
      `Invalid configuration: AUTH_ALGORITHMS allows only asymmetric algorithms (${ASYMMETRIC_ALGORITHMS.join(', ')}); refused: ${unknownAlgorithms.join(', ') || 'an empty list'}.`,
    );
  }
  const badOrigins = c.CORS_ORIGINS.filter((value) => !origin.safeParse(value).success);
  if (badOrigins.length) {
    throw new StartupError(`Invalid configuration: CORS_ORIGINS: not an origin: ${badOrigins.join(', ')}`);
  }
  if (c.PERSISTED_DOCUMENTS_ONLY && !c.PERSISTED_DOCUMENTS_FILE) {
    throw new StartupError('Invalid configuration: PERSISTED_DOCUMENTS_ONLY needs PERSISTED_DOCUMENTS_FILE (the manifest of the documents allowed).');
  }
  if (c.MEDIA_STORAGE === 's3' && !c.MEDIA_S3_BUCKET) throw new StartupError('Invalid configuration: MEDIA_STORAGE=s3 needs MEDIA_S3_BUCKET.');
  if (production && c.SMTP_URL && !c.MAIL_FROM) throw new StartupError('Invalid configuration: SMTP_URL needs MAIL_FROM, the address emails are sent from.');
  const unsharedKeys = SHARED_KEYS.filter((name) => !c[name]);
  const concurrentUploads = c.MEDIA_CONCURRENT_UPLOADS ?? Math.max(1, Math.floor(c.DB_POOL_MAX / 2));
  return {
    mode,
    /** Keys this sandbox would make up for itself: refused by `npm start` on a shared database (assertKeysShared). */
    unsharedKeys: production ? [] : unsharedKeys,
    port: c.PORT,
    // A sandbox mints tokens for anyone who reaches it: only this machine, unless HOST says otherwise.
    host: c.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: c.DATABASE_URL,
    /** Where session-bound work connects (LISTEN, the job queue); DATABASE_URL's by default (the pool's, when that is embedded). */
    databaseSessionUrl: c.DATABASE_SESSION_URL ?? c.DATABASE_URL,
    migrationDatabaseUrl: c.MIGRATION_DATABASE_URL ?? c.DATABASE_URL,
    migrationLocks: { lockTimeoutMs: c.MIGRATION_LOCK_TIMEOUT_MS, lockAttempts: c.MIGRATION_LOCK_ATTEMPTS },
    dataDir: c.DATA_DIR,
    database: {
      poolMax: c.DB_POOL_MAX,
      queueMax: c.DB_QUEUE_MAX,
      poolMaxPerOrg: c.DB_POOL_MAX_PER_ORG,
      queueMaxPerOrg: c.DB_QUEUE_MAX_PER_ORG,
      acquireTimeoutMs: c.DB_ACQUIRE_TIMEOUT_MS,
      connectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
      tenantRole: c.DATABASE_TENANT_ROLE,
    },
    graphql: {
      maxDepth: c.GRAPHQL_MAX_DEPTH,
      maxCost: c.GRAPHQL_MAX_COST,
      maxAliases: c.GRAPHQL_MAX_ALIASES,
      maxTokens: c.GRAPHQL_MAX_TOKENS,
      maxDocumentLength: c.GRAPHQL_MAX_DOCUMENT_LENGTH,
      maxAnswerLength: c.GRAPHQL_MAX_ANSWER_LENGTH,
      maxDirectives: c.GRAPHQL_MAX_DIRECTIVES,
      maxFields: c.GRAPHQL_MAX_FIELDS,
      introspection: c.GRAPHQL_INTROSPECTION ?? !production,
      fieldSuggestions: !production,
      costlyOperationCost: c.COSTLY_OPERATION_COST,
      costlyOperationsPerOrg: c.COSTLY_OPERATIONS_PER_ORG,
    },
    /** The trusted documents' manifest, read at start-up; with `only`, no other document runs (REST's operations always do). */
    /** Queries that only read columns answered by one statement writing their JSON (src/graphql/sql-answers.ts). */
    sqlAnswers: c.GRAPHQL_SQL_ANSWERS,
    persistedDocuments: { file: c.PERSISTED_DOCUMENTS_FILE, only: c.PERSISTED_DOCUMENTS_ONLY },
    orgRequests: { perOrg: c.REQUESTS_PER_ORG, queuePerOrg: c.REQUEST_QUEUE_PER_ORG },
    /** How long a costly operation gives the foreground precedence at each of its steps. */
    costlyOperationPatienceMs: c.COSTLY_OPERATION_PATIENCE_MS,
    /** The milliseconds a minute a sender's new GraphQL documents may take; null with rate limiting off. */
    newDocumentMs: c.RATE_LIMIT_ENABLED ? c.GRAPHQL_NEW_DOCUMENT_MS : null,
    rateLimit: c.RATE_LIMIT_ENABLED
      ? { max: c.RATE_LIMIT_MAX, addressMax: c.RATE_LIMIT_ADDRESS_MAX ?? Math.min(c.RATE_LIMIT_MAX, 600), windowMs: c.RATE_LIMIT_WINDOW_MS }
      : false as const,
    redisUrl: c.REDIS_URL,
    redisCommandTimeoutMs: c.REDIS_COMMAND_TIMEOUT_MS,
    trustProxy: c.TRUST_PROXY,
    connections: {
      max: c.CONNECTIONS_MAX ?? defaultMaxConnections(),
      perAddress: c.CONNECTIONS_PER_ADDRESS ?? (c.TRUST_PROXY ? 0 : 256),
      headersTimeoutMs: c.REQUEST_HEADERS_TIMEOUT_SECONDS * 1000,
      bodyTimeoutMs: c.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
      minBytesPerSecond: c.RESPONSE_MIN_BYTES_PER_SECOND,
      rateWindowMs: c.RESPONSE_RATE_WINDOW_SECONDS * 1000,
    },
    corsOrigins: c.CORS_ORIGINS,
    logLevel: c.LOG_LEVEL,
    bodyLimit: c.BODY_LIMIT_BYTES,
    timeZone: c.BUSINESS_TIMEZONE,
    /** The HMAC key of list cursors; without it (sandbox only) a random key per process. */
    cursorSigningKey: c.CURSOR_SIGNING_KEY,
    /** Seconds (whole minutes) between sweeps, whose jobs bill, mark overdue and purge; 0: this process runs no sweep jobs. */
    sweepInterval: c.SWEEP_INTERVAL_SECONDS,
    jobConcurrency: c.JOB_CONCURRENCY,
    metrics: { port: c.METRICS_PORT, host: c.METRICS_HOST, token: c.METRICS_TOKEN },
    eventRetentionDays: c.EVENT_RETENTION_DAYS,
    notificationRetentionDays: c.NOTIFICATION_RETENTION_DAYS,
    subscriptions: { perToken: c.SUBSCRIPTIONS_PER_TOKEN, perOrg: c.SUBSCRIPTIONS_PER_ORG, total: c.SUBSCRIPTIONS_MAX },
    webhooks: {
      enabled: c.WEBHOOK_DELIVERY_ENABLED,
      timeoutMs: c.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: c.WEBHOOK_RETRY_BASE_MS,
      maxAttempts: c.WEBHOOK_MAX_ATTEMPTS,
      disableAfterMs: c.WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000,
      pollMs: c.WEBHOOK_POLL_MS,
      allowPrivateTargets: c.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      endpointsPerOrg: c.WEBHOOK_ENDPOINTS_PER_ORG,
      deliveriesPerOrg: c.WEBHOOK_DELIVERIES_PER_ORG,
    },
    notifications: {
      enabled: c.NOTIFICATIONS_ENABLED && (Boolean(c.SMTP_URL) || !production),
      smtpUrl: c.SMTP_URL ?? null,
      from: c.MAIL_FROM ?? 'Rental sandbox <no-reply@rental.invalid>',
      perOrgPerHour: c.NOTIFICATIONS_PER_ORG_PER_HOUR,
      sendsPerOrg: c.NOTIFICATION_SENDS_PER_ORG,
      retryBaseMs: c.NOTIFICATION_RETRY_BASE_MS,
      maxAttempts: c.NOTIFICATION_MAX_ATTEMPTS,
      sendTimeoutMs: c.SMTP_SEND_TIMEOUT_MS,
    },
    media: {
      maxBytes: c.MEDIA_MAX_BYTES,
      contentTypes: c.MEDIA_CONTENT_TYPES,
      bytesPerOrg: c.MEDIA_BYTES_PER_ORG,
      objectsPerOrg: c.MEDIA_OBJECTS_PER_ORG,
      publicBaseUrl: (c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
      signingKey: c.UPLOAD_SIGNING_KEY,
      uploadUrlTtl: c.UPLOAD_URL_TTL_SECONDS,
      /** Uploads streaming at once per process (each writes its chunks through the pool); by default half the pool. */
      concurrentUploads,
      /** Of those, one org's; by default half of them, so other orgs always find slots. */
      concurrentUploadsPerOrg: Math.min(concurrentUploads, c.MEDIA_CONCURRENT_UPLOADS_PER_ORG ?? Math.max(1, Math.floor(concurrentUploads / 2))),
      uploadPace: {
        idleMs: c.MEDIA_UPLOAD_IDLE_SECONDS * 1000,
        minBytesPerSecond: c.MEDIA_UPLOAD_MIN_BYTES_PER_SECOND,
        rateWindowMs: c.MEDIA_UPLOAD_RATE_WINDOW_SECONDS * 1000,
      },
      /** Where release 0.1.0 kept uploaded files (its MEDIA_DIR, else DATA_DIR/media): read through and imported from there. */
      legacyDir: c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media'),
      storage:
        c.MEDIA_STORAGE === 's3'
          ? {
              kind: 's3' as const,
              bucket: c.MEDIA_S3_BUCKET!,
              endpoint: c.MEDIA_S3_ENDPOINT,
              publicEndpoint: c.MEDIA_S3_PUBLIC_ENDPOINT,
              region: c.MEDIA_S3_REGION,
              forcePathStyle: c.MEDIA_S3_FORCE_PATH_STYLE,
            }
          : { kind: 'postgres' as const },
    },
    auth: production
      ? {
          mode: 'production' as const,
          jwksUrl: c.AUTH_JWKS_URL as string,
          issuer: c.AUTH_ISSUER as string,
          audience: c.AUTH_AUDIENCE as string,
          algorithms: c.AUTH_ALGORITHMS,
          clockTolerance: c.AUTH_CLOCK_TOLERANCE_SECONDS,
          jwksTimeoutMs: c.AUTH_JWKS_TIMEOUT_MS,
          jwksCacheMs: c.AUTH_JWKS_CACHE_SECONDS * 1000,
        }
      : {
          mode: 'sandbox' as const,
          signingKey: c.SANDBOX_SIGNING_KEY,
          issuer: c.AUTH_ISSUER ?? 'rental-sandbox',
          audience: c.AUTH_AUDIENCE ?? 'rental-api',
          tokenTtl: c.SANDBOX_TOKEN_TTL_SECONDS,
          orgId: c.SANDBOX_ORG_ID,
          clockTolerance: c.AUTH_CLOCK_TOLERANCE_SECONDS,
        },
  };
}

/**
 * Several service processes may serve one external database, and each must
 * accept what another handed out: a process started on DATABASE_URL refuses
 * to make up its own keys. (An embedded database has one process by
 * construction: its data directory is claimed.)
 */
export function assertKeysShared(config: Config): void {
  if (config.databaseUrl && config.unsharedKeys.length) {
    throw new StartupError(
      `Invalid configuration: with DATABASE_URL several processes may serve one database and must share their keys: set ${config.unsharedKeys.join(', ')} (32+ characters each).`,
    );
  }
}

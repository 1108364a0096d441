import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Orm } from '../db/orm.js';
import type { JobMetrics } from '../jobs/runner.js';
import type { ConnectionCounts, ShedReason } from './connections.js';

export interface MetricsOptions {
  orm: Orm;
  /** Serve /metrics on this port of its own (on `host`, loopback unless METRICS_HOST)... */
  port?: number;
  host: string;
  /** ...or at /metrics on the service's port, to callers presenting this bearer token. */
  token?: string;
  /** Whether Redis (the rate limiter's shared store) answers now, when there is one. */
  redisUp?: () => boolean | undefined;
  /** The org of a request's verified caller, if any. */
  orgOf: (request: FastifyRequest) => string | undefined;
  /** Operation names of the trusted documents (PERSISTED_DOCUMENTS_FILE): each always has a label of its own. */
  trustedOperationNames: ReadonlySet<string>;
  /** The HTTP connections' caps at work (connections.ts). */
  connections: ConnectionCounts;
}

export interface Metrics extends JobMetrics {
  registry: Registry;
}

/**
 * Operation names come from clients: past this many distinct ones (the trusted documents' aside), further names
 * count as "other". Labels are kept for the process's life, so the first names seen would keep them: one org
 * sending 200 names of its own would leave every other org's operations in "other".
 */
const MAX_OPERATION_NAMES = 200;
/** The names one org may bring into the label space (callers without a verified token together count as one org). */
export const OPERATION_NAMES_PER_ORG = 10;
/** Not the API: probes and the scrape itself stay out of the request series. */
const UNMEASURED = new Set(['/healthz', '/readyz', '/metrics']);
const OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  on(event: 'acquireRequest' | 'acquireSuccess' | 'acquireFail', listener: (eventId: number) => void): void;
}

/** yoga answers with a WHATWG stream (its own ponyfill's, so not `instanceof` the global one). */
/**
 * Prometheus metrics of one service instance: requests and latency per REST
 * route and GraphQL operation, errors by the service's error code, the
 * database pool and its acquire wait, background jobs (runs, failures, overruns), and Node's default metrics
 * (event-loop delay among them). Off unless a port or a token is configured.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, per route (REST route or /graphql) and GraphQL operation name.',
    labelNames: ['method', 'route', 'operation', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, per route and GraphQL operation name.',
    labelNames: ['method', 'route', 'operation'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'api_errors_total',
    help: 'Answers carrying an error, by the service error code: one per REST problem, one per code in a GraphQL answer.',
    labelNames: ['code'],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background jobs run by this process, by task and outcome (succeeded, failed: retried later, given_up: failed its last attempt).',
    labelNames: ['task', 'outcome'],
    registers: [registry],
  });
  const jobOverruns = new Counter({ name: 'job_overruns_total', help: 'Background jobs that ran past their time budget, by task.', labelNames: ['task'], registers: [registry] });
  const jobRunnerRestarts = new Counter({
    name: 'job_runner_restarts_total',
    help: "Times this process's background jobs stopped on a failure (one a job's end could not be recorded) and were started again.",
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a background job ran, by task.',
    labelNames: ['task'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const pool = (): Pool | undefined =>
    (options.orm.em.getConnection().getKnex() as unknown as { client: { pool?: Pool } }).client.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections in use, idle, and acquires waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const current = pool();
      if (!current) return;
      this.set({ state: 'used' }, current.numUsed());
      this.set({ state: 'free' }, current.numFree());
      this.set({ state: 'pending_acquires' }, current.numPendingAcquires());
    },
  });
  const acquireWait = new Histogram({
    name: 'db_pool_acquire_wait_seconds',
    help: 'Time a query waited for a pooled database connection.',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const waiting = new Map<number, () => number>();
  const current = pool();
  current?.on('acquireRequest', (eventId) => waiting.set(eventId, acquireWait.startTimer()));
  const acquired = (eventId: number) => {
    waiting.get(eventId)?.();
    waiting.delete(eventId);
  };
  current?.on('acquireSuccess', acquired);
  current?.on('acquireFail', acquired);

  // The connections the caps keep (CONNECTIONS_MAX, CONNECTIONS_PER_ADDRESS, the answers' minimum pace): a flood shows here.
  const { connections } = options;
  new Gauge({
    name: 'http_connections_open',
    help: 'Open HTTP connections: busy with a request in flight, or idle (headers arriving, or kept alive).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const open = connections.open();
      this.set({ state: 'busy' }, open.busy);
      this.set({ state: 'idle' }, open.idle);
    },
  });
  const shedReported = new Map<ShedReason, number>();
  new Counter({
    name: 'http_connections_shed_total',
    help: 'Connections the process closed or refused: past an address\'s cap (429), an idle one closed or a new one refused (503) at the process\'s cap, one closed unanswered past the refusals held, a client reading its answer too slowly.',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      for (const [reason, count] of Object.entries(connections.shed) as [ShedReason, number][]) {
        this.inc({ reason }, count - (shedReported.get(reason) ?? 0));
        shedReported.set(reason, count);
      }
    },
  });

  // Redis, when the rate limiter counts in one (REDIS_URL).
  const { redisUp } = options;
  if (redisUp) {
    new Gauge({
      name: 'redis_up',
      help: '1 while Redis (the shared rate-limit counts) answers; 0 while each process counts in its own memory instead.',
      registers: [registry],
      collect() {
        const up = redisUp();
        if (up !== undefined) this.set(up ? 1 : 0);
      },
    });
  }

  const operationNames = new Set<string>();
  /** How many of operationNames each org brought in ('' for callers without a verified token). */
  const broughtBy = new Map<string, number>();
  const operationOf = (request: FastifyRequest): string => {
    if (request.routeOptions.url !== '/graphql') return '';
    const body = request.body as { operationName?: unknown; query?: unknown } | undefined;
    const query = request.method === 'GET' ? (request.query as { query?: unknown }).query : body?.query;
    const given = typeof body?.operationName === 'string' ? body.operationName : undefined;
    const name = given ?? (typeof query === 'string' ? OPERATION.exec(query)?.[1] : undefined) ?? 'anonymous';
    if (options.trustedOperationNames.has(name) || operationNames.has(name)) return name;
    const org = options.orgOf(request) ?? '';
    const brought = broughtBy.get(org) ?? 0;
    if (operationNames.size >= MAX_OPERATION_NAMES || brought >= OPERATION_NAMES_PER_ORG) return 'other';
    operationNames.add(name);
    broughtBy.set(org, brought + 1);
    return name;
  };
  const started = new WeakMap<FastifyRequest, (labels: Partial<Record<'method' | 'route' | 'operation', string>>) => number>();
  const measured = (request: FastifyRequest) => !UNMEASURED.has(request.routeOptions.url ?? '');

  app.addHook('onRequest', async (request) => {
    if (measured(request)) started.set(request, duration.startTimer());
  });
  // Error codes are read from the answer itself, so both surfaces count the same way.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!measured(request)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json') || reply.statusCode === 204) return payload;
    // A GraphQL answer reports its errors with status 200; without `"errors"` in its text it reports none.
    if (typeof payload !== 'string') return payload;
    const graphql = request.routeOptions.url === '/graphql';
    if (graphql ? !payload.includes('"errors"') : reply.statusCode < 400) return payload;
    try {
      const body = JSON.parse(payload) as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] };
      // One count per answer and code: a REST problem has one code (its `errors` are field issues, not
      // errors of their own); a GraphQL answer counts each code its errors carry once.
      const codes = graphql
        ? new Set((Array.isArray(body.errors) ? body.errors : []).map((error) => error.extensions?.code))
        : new Set([body.code]);
      for (const code of codes) errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL' });
    } catch {
      // not JSON after all: nothing to count
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const stop = started.get(request);
    if (!stop) return;
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', operation: operationOf(request) };
    stop(labels);
    requests.inc({ ...labels, status: String(reply.statusCode) });
  });

  const scrape = async () => ({ type: registry.contentType, body: await registry.metrics() });
  if (options.token) {
    const expected = Buffer.from(`Bearer ${options.token}`);
    app.get('/metrics', { logLevel: 'warn' }, async (request: FastifyRequest, reply: FastifyReply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'metrics need their bearer token' });
      }
      const { type, body } = await scrape();
      return reply.type(type).send(body);
    });
  }
  if (options.port !== undefined) {
    const port = options.port;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        if (request.url !== '/metrics') return void response.writeHead(404).end();
        scrape().then(
          ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(port, options.host, resolve));
      app.log.info({ address: `http://${options.host}:${port}/metrics` }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }
  return { registry, jobRuns, jobOverruns, jobDuration, jobRunnerRestarts };
}

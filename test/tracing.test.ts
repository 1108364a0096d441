import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgJob } from '../src/jobs/settings.js';
import { loadConfig } from '../src/server/config.js';
import { startTracing, tracesExporter, tracingSettings, withoutValues } from '../src/server/tracing.js';
import { tracer } from '../src/services/tracing.js';
import type { Caller, TestApp } from './helpers/app.js';
import { run, startService } from './helpers/process.js';
import { startReceiver, type Receiver } from './helpers/receiver.js';

// Before the service's modules load (as main.ts does): pg, which the SQL spans come from, is patched as it loads.
const exporter = new InMemorySpanExporter();
await startTracing({}, exporter);
const { SIGNING_KEYS, startTestApp } = await import('./helpers/app.js');
const { createProperty } = await import('./helpers/fixtures.js');

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const FAST = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: '2000', SWEEP_INTERVAL_SECONDS: '0' };

/** A caller's trace context as a W3C `traceparent` (sampled), with its trace and span ids. */
function incomingTrace() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** Whether `span` descends from `ancestor` among `spans`. */
function descendsFrom(span: ReadableSpan, ancestor: ReadableSpan, spans: ReadableSpan[]): boolean {
  const byId = new Map(spans.map((each) => [each.spanContext().spanId, each]));
  for (let parent = byId.get(parentOf(span) ?? ''); parent; parent = byId.get(parentOf(parent) ?? '')) {
    if (parent === ancestor) return true;
  }
  return false;
}

let t: TestApp;
let owner: Caller;
let manager: Caller;
let receiver: Receiver;

beforeAll(async () => {
  t = await startTestApp(FAST);
  ({ owner, manager } = await t.cast());
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** REST's route 10, which runs the GraphQL mutation that writes a unit and its `unit.created` event. */
const createUnitByRest = (propertyId: string, traceparent: string, label: string) =>
  t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label, rentAmount: 150_000, rentCurrency: 'XAF' }, headers: { traceparent } });

describe('tracing with an in-memory exporter', () => {
  it("continues an incoming traceparent: the request's server span, its GraphQL operation and its SQL statements (text without values) share the caller's trace", async () => {
    const propertyId = await createProperty(t, owner);
    const incoming = incomingTrace();
    const label = `Traced ${incoming.spanId}`;
    const response = await createUnitByRest(propertyId, incoming.traceparent, label);
    expect(response.statusCode).toBe(201);

    const spans = spansOf(incoming.traceId);
    const server = spans.find((span) => span.kind === SpanKind.SERVER)!;
    expect(server).toBeDefined();
    expect(server.name).toBe('POST /api/v1/properties/:id/units');
    expect(parentOf(server)).toBe(incoming.spanId);
    expect(server.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/api/v1/properties/:id/units', 'http.response.status_code': 201 });

    const operation = spans.find((span) => span.attributes['graphql.operation.type'] === 'mutation')!;
    expect(operation).toBeDefined();
    expect(operation.attributes['graphql.operation.name']).toBe('RestCreateUnit');
    expect(operation.name).toBe('mutation RestCreateUnit');
    expect(descendsFrom(operation, server, spans)).toBe(true);

    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql' && span.attributes['db.query.text']);
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) expect(descendsFrom(statement, operation, spans)).toBe(true);
    expect(statements.some((statement) => /insert into "unit"/i.test(String(statement.attributes['db.query.text'])))).toBe(true);
    // Parameters stay out of spans: the unit's label was sent as a value, never spelt into the text.
    for (const statement of spans) expect(JSON.stringify(statement.attributes)).not.toContain(label);
  });

  it('answers a request without traceparent in a trace of its own (its path without the query), and leaves probes untraced', async () => {
    const before = new Set(exporter.getFinishedSpans().map((span) => span.spanContext().traceId));
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?tenantUserId=${owner.userId}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.statusCode).toBe(200);
    const fresh = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER && !before.has(span.spanContext().traceId));
    expect(fresh.map((span) => span.name)).toEqual(['GET /api/v1/bookings']);
    expect(fresh[0]!.parentSpanContext).toBeUndefined();
    expect(fresh[0]!.attributes['url.path']).toBe('/api/v1/bookings');
  });

  it("follows a caller's decision not to sample its trace (the default parent-based sampler)", async () => {
    const incoming = incomingTrace();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings',
      headers: { authorization: `Bearer ${owner.token}`, traceparent: incoming.traceparent.replace(/-01$/, '-00') },
    });
    expect(response.statusCode).toBe(200);
    expect(spansOf(incoming.traceId)).toEqual([]);
  });

  it("runs each job as a span: a webhook delivery's job continues the trace of the REST request that made it, and its request to the receiver carries that trace's traceparent", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${manager.token}` },
      payload: {
        query: 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
        variables: { input: { url: receiver.url, eventTypes: ['unit.created'] } },
      },
    });
    receiver.secrets.push(created.json().data.createWebhookEndpoint.secret);
    const propertyId = await createProperty(t, owner);
    const incoming = incomingTrace();
    // The first attempt fails: its retry, a job of its own, stays in the trace.
    receiver.answer = 503;
    expect((await createUnitByRest(propertyId, incoming.traceparent, 'Delivered')).statusCode).toBe(201);
    await receiver.waitFor(1, 40_000);
    receiver.answer = 200;
    const attempts = await receiver.waitFor(2, 40_000);
    expect(attempts[1]!.verifiedWith).toHaveLength(1);
    const traceparents = attempts.map((attempt) => String(attempt.headers.traceparent));
    for (const traceparent of traceparents) expect(traceparent).toMatch(new RegExp(`^00-${incoming.traceId}-[0-9a-f]{16}-01$`));

    // A job's span ends after the receiver answered: wait for the second.
    const deliveryJobs = () => spansOf(incoming.traceId).filter((span) => span.name === 'job deliver_webhook');
    await expect.poll(() => deliveryJobs().length, { timeout: 10_000 }).toBe(2);
    const spans = spansOf(incoming.traceId);
    const server = spans.find((span) => span.kind === SpanKind.SERVER)!;
    const posts = spans.filter((span) => span.kind === SpanKind.CLIENT && span.name === 'POST');
    expect(posts.map((post) => post.attributes['webhook.attempt']).sort()).toEqual([1, 2]);
    for (const job of deliveryJobs()) {
      expect(job.kind).toBe(SpanKind.CONSUMER);
      expect(job.attributes).toMatchObject({ 'job.task': 'deliver_webhook', 'org.id': owner.orgId, 'job.attempt': 1 });
      // The job's parent is the span that wrote the delivery, within the request.
      expect(descendsFrom(job, server, spans)).toBe(true);
      const post = posts.find((each) => parentOf(each) === job.spanContext().spanId)!;
      expect(post.attributes).toMatchObject({ 'http.request.method': 'POST', 'server.address': '127.0.0.1', 'server.port': expect.any(Number) });
      // The job's SQL (claiming the delivery, logging the attempt) is in the trace too.
      expect(spans.some((span) => span.attributes['db.system.name'] === 'postgresql' && descendsFrom(span, job, spans))).toBe(true);
    }
    const [failed, succeeded] = [1, 2].map((attempt) => posts.find((post) => post.attributes['webhook.attempt'] === attempt)!);
    expect(failed!.attributes['http.response.status_code']).toBe(503);
    expect(succeeded!.attributes['http.response.status_code']).toBe(200);
    // Each request's traceparent names that request's own span as its parent.
    expect(traceparents.map((traceparent) => traceparent.split('-')[2])).toEqual([failed, succeeded].map((post) => post!.spanContext().spanId));

    // The job that found the delivery due ran as a span of its own.
    const finder = exporter.getFinishedSpans().find((span) => span.name === 'job deliver_due_webhooks')!;
    expect(finder.attributes).toMatchObject({ 'job.task': 'deliver_due_webhooks', 'job.attempt': expect.any(Number) });
  }, 60_000);

  it("gives an org's job the trace of the job that asks for it", () => {
    tracer.startActiveSpan('job sweep', (sweep) => {
      const { spanId, traceId } = sweep.spanContext();
      expect(orgJob('bill_org', owner.orgId).payload).toEqual({ orgId: owner.orgId, traceparent: `00-${traceId}-${spanId}-01` });
      sweep.end();
    });
  });
});

describe('the OTEL_* settings', () => {
  it('export nothing unless asked: no endpoint and no exporter named, none, or the SDK disabled', () => {
    const exporterFor = (env: Record<string, string>) => tracesExporter(tracingSettings.parse(env));
    expect(exporterFor({})).toBeNull();
    expect(exporterFor({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBeNull();
    expect(exporterFor({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBeNull();
    expect(exporterFor({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe('otlp');
    expect(exporterFor({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe('otlp');
    expect(exporterFor({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe('otlp');
    expect(exporterFor({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
  });

  it("keep no value in a statement's text: strings, escaped and dollar-quoted strings, numbers; names and placeholders stay", () => {
    const sql = String.raw`insert into "unit" ("label", "t2", "area_sqm") values ('O''Brien', E'a\'b', $tag$x$tag$, 150000, 1.5e3, $1) returning "id", now() + 5 * interval '1 millisecond'`;
    expect(withoutValues(sql)).toBe(`insert into "unit" ("label", "t2", "area_sqm") values (?, ?, ?, ?, ?, $1) returning "id", now() + ? * interval ?`);
  });

  it('refuse to start on an exporter or sampler the service does not have', () => {
    expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });

  it('off by default: without OTEL_* variables no SDK is loaded and the API stays the no-op one', async () => {
    // Every module the process loads is noted (Node's synchronous hooks see imports and requires alike).
    const script = `
      import { registerHooks } from 'node:module';
      const loaded = new Set();
      registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });
      const { context, propagation, trace } = await import('@opentelemetry/api');
      const { startTracing, tracingExporter } = await import('./src/server/tracing.ts');
      await startTracing();
      const span = trace.getTracer('probe').startSpan('probe');
      const carrier = {};
      propagation.inject(trace.setSpan(context.active(), span), carrier);
      const packages = [...loaded].map((url) => /node_modules\\/@opentelemetry\\/([^/]+)\\//.exec(url)?.[1]).filter(Boolean);
      console.log(JSON.stringify({
        exporter: tracingExporter(),
        provider: trace.getTracerProvider().getDelegate().constructor.name,
        recording: span.isRecording(),
        carrier,
        packages: [...new Set(packages)].sort(),
      }));`;
    const result = await run(['node', '--import', 'tsx', '--input-type=module', '-e', script], {});
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toEqual({
      exporter: null,
      provider: 'NoopTracerProvider',
      recording: false,
      carrier: {},
      packages: ['api', 'semantic-conventions'],
    });
  });
});

describe('OTEL_TRACES_EXPORTER=console', () => {
  const printed = async (env: Record<string, string>) => {
    // What the exporter prints, kept (the service makes each into a JSON log line: process-output.ts).
    const script = `
      const { inspect } = await import('node:util');
      const printed = [];
      console.dir = console.log = (value) => printed.push(inspect(value));
      const { startTracing, stopTracing } = await import('./src/server/tracing.ts');
      const { tracer } = await import('./src/services/tracing.ts');
      await startTracing();
      tracer.startSpan('a console span').end();
      await stopTracing();
      process.stdout.write(JSON.stringify(printed));`;
    const result = await run(['node', '--import', 'tsx', '--input-type=module', '-e', script], env);
    expect(result.code, result.stderr).toBe(0);
    return (JSON.parse(result.stdout) as string[]).join('\n');
  };

  it('prints each span, and none when OTEL_TRACES_SAMPLER keeps none', async () => {
    expect(await printed({ OTEL_TRACES_EXPORTER: 'console' })).toContain("name: 'a console span'");
    expect(await printed({ OTEL_TRACES_EXPORTER: 'console', OTEL_TRACES_SAMPLER: 'always_off' })).not.toContain('a console span');
  });
});

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

interface TraceExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

/** An OTLP/HTTP receiver on loopback, as a collector's: every POST to /v1/traces kept, with its headers. */
async function startCollector() {
  const exports: { headers: IncomingHttpHeaders; body: TraceExport }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') exports.push({ headers: request.headers, body: JSON.parse(body) as TraceExport });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports,
    spans: () => exports.flatMap((each) => each.body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a service started with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it("sends its spans by OTLP/HTTP to the endpoint: the request's, its operation's and its SQL's, in the caller's trace, flushed at shutdown", async () => {
    const collector = await startCollector();
    const env = {
      DATABASE_URL: t.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...SIGNING_KEYS,
      SWEEP_INTERVAL_SECONDS: '0',
      WEBHOOK_DELIVERY_ENABLED: 'false',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'rental-under-test',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=test',
    };
    const service = await startService(env, ['node', '--import', 'tsx', 'src/main.ts']);
    try {
      expect(service.logs.find((line) => line.msg?.startsWith('tracing on'))).toMatchObject({ exporter: 'otlp' });
      const token = (await (await fetch(`${service.address}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orgId: owner.orgId, roles: ['OWNER'] }) })).json()) as { access_token: string };
      const incoming = incomingTrace();
      const answer = await fetch(`${service.address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}`, traceparent: incoming.traceparent },
        body: JSON.stringify({ query: 'query TracedPortfolio { properties(first: 5) { totalCount } }' }),
      });
      expect(answer.status).toBe(200);
      // Its log lines name the trace they were written in.
      await expect.poll(() => service.logs.filter((line) => line.trace_id === incoming.traceId).map((line) => line.msg)).toContain('request completed');
      expect(service.logs.find((line) => line.trace_id === incoming.traceId)!.span_id).toMatch(/^[0-9a-f]{16}$/);
      process.kill(service.pid, 'SIGTERM');
      expect(await service.exited).toBe(0);

      expect(collector.exports.length).toBeGreaterThan(0);
      expect(collector.exports[0]!.headers['content-type']).toBe('application/json');
      const resource = collector.exports[0]!.body.resourceSpans[0]!.resource.attributes;
      expect(resource).toContainEqual({ key: 'service.name', value: { stringValue: 'rental-under-test' } });
      expect(resource).toContainEqual({ key: 'service.version', value: { stringValue: version } });
      expect(resource).toContainEqual({ key: 'deployment.environment.name', value: { stringValue: 'test' } });
      const spans = collector.spans().filter((span) => span.traceId === incoming.traceId);
      const server = spans.find((span) => span.name === 'POST /graphql')!;
      expect(server.parentSpanId).toBe(incoming.spanId);
      const operation = spans.find((span) => span.name === 'query TracedPortfolio')!;
      expect(operation.parentSpanId).toBe(server.spanId);
      expect(spans.some((span) => span.attributes.some((attribute) => attribute.key === 'db.system.name' && attribute.value.stringValue === 'postgresql'))).toBe(true);
    } finally {
      if (service.child.exitCode === null) process.kill(service.pid, 'SIGKILL');
      await collector.close();
    }
  }, 90_000);
});

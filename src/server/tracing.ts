import { readFileSync } from 'node:fs';
import { context, propagation, ROOT_CONTEXT, type Context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import {
  ATTR_DB_QUERY_TEXT,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tracer } from '../services/tracing.js';

const SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;

/**
 * The OpenTelemetry variables the service reads (the specification's names and
 * meanings); config.ts refuses a start on a value that is not valid.
 * OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, _COMPRESSION and the certificates are
 * read by the exporter itself.
 */
export const tracingSettings = z.object({
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
  OTEL_TRACES_EXPORTER: z.enum(['otlp', 'console', 'none']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('rental-property-service'),
  OTEL_TRACES_SAMPLER: z.enum(SAMPLERS).default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
});

type TracingSettings = z.infer<typeof tracingSettings>;

/**
 * Where spans go: OTLP when OTEL_TRACES_EXPORTER says so or, unset, when an
 * OTLP endpoint is named; nowhere otherwise (the default: tracing off).
 */
export function tracesExporter(settings: TracingSettings): 'otlp' | 'console' | null {
  if (settings.OTEL_SDK_DISABLED === 'true') return null;
  const named = settings.OTEL_TRACES_EXPORTER ?? (settings.OTEL_EXPORTER_OTLP_ENDPOINT || settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : 'none');
  return named === 'none' ? null : named;
}

/** The release, package.json's version (from src/ and dist/ alike). */
const serviceVersion = () => (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

let running: { exporter: string; shutdown(): Promise<void> } | undefined;

/**
 * Starts tracing when the environment asks for it (`exporter`: tests' own), before the service's modules are
 * loaded: main.ts calls it first, so that pg, which the SQL spans come from, is patched as it loads. Off, it
 * loads no SDK module and registers nothing: every span is the API's no-op one. Answers the exporter used.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env, exporter?: SpanExporter): Promise<string | null> {
  const parsed = tracingSettings.safeParse(env);
  // An invalid value: config.ts refuses the start with the reason, on a JSON line.
  if (!parsed.success) return null;
  const settings = parsed.data;
  const kind = exporter ? 'given' : tracesExporter(settings);
  if (!kind || running) return running?.exporter ?? null;
  const [sdk, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const spanExporter =
    exporter ?? (kind === 'console' ? new sdk.ConsoleSpanExporter() : new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter());
  const ratio = new sdk.TraceIdRatioBasedSampler(settings.OTEL_TRACES_SAMPLER_ARG);
  const root = { always_on: new sdk.AlwaysOnSampler(), always_off: new sdk.AlwaysOffSampler(), traceidratio: ratio };
  const sampler = settings.OTEL_TRACES_SAMPLER.startsWith('parentbased_')
    ? new sdk.ParentBasedSampler({ root: root[settings.OTEL_TRACES_SAMPLER.slice('parentbased_'.length) as keyof typeof root] })
    : root[settings.OTEL_TRACES_SAMPLER as keyof typeof root];
  const provider = new sdk.TracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.detectResources({ detectors: [resources.envDetector] }))
      .merge(resources.resourceFromAttributes({ 'service.name': settings.OTEL_SERVICE_NAME, 'service.version': serviceVersion() })),
    sampler,
    // Tests read spans as they end; a service sends them in batches, off the request path.
    spanProcessors: [exporter ? new sdk.SimpleSpanProcessor({ exporter: spanExporter }) : new sdk.BatchSpanProcessor({ exporter: spanExporter })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  // SQL statements as spans, within a request's or a job's trace only (never the job queue's polling).
  new PgInstrumentation({ requireParentSpan: true, requestHook: (span, { query }) => span.setAttribute(ATTR_DB_QUERY_TEXT, withoutValues(query.text)) });
  running = { exporter: kind, shutdown: () => provider.shutdown() };
  return kind;
}

/**
 * Literals in SQL: strings (standard, with escapes, dollar-quoted) and numbers
 * outside identifiers, `$1` placeholders and quoted names.
 */
const LITERALS = /(?<![\w$])[Ee]'(?:[^'\\]|\\.|'')*'|'(?:[^']|'')*'|\$(\w*)\$[\s\S]*?\$\1\$|(?<![\w$."])\d+(?:\.\d+)?(?:[Ee][+-]?\d+)?(?![\w"])/g;

/**
 * A statement's text with each literal as `?`: MikroORM (knex) writes the
 * values into the text it sends, and spans must not carry them (names,
 * addresses, amounts: personal data in someone else's store).
 */
export const withoutValues = (sql: string): string => sql.replace(LITERALS, '?');

/** The exporter of the tracing that started (startTracing); null: tracing is off. */
export const tracingExporter = (): string | null => running?.exporter ?? null;

/** Sends the spans still held, at shutdown. */
export async function stopTracing(): Promise<void> {
  await running?.shutdown();
}

/** The active trace on a log line, to find a line's trace and a trace's lines (pino's mixin). */
export function traceOfLogLine(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/** Probes come every few seconds: no spans for them. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Each request as a server span, continuing the trace of an incoming W3C
 * `traceparent`, active while the request is handled (its GraphQL operation,
 * SQL statements and the events it writes are within it). Entered at the
 * first hook, and again before the handler: a body arrives on the
 * connection's own events, outside the request's context.
 */
export function traceRequests(app: FastifyInstance): void {
  const contexts = new WeakMap<FastifyRequest, Context>();
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route && PROBES.has(route)) return done();
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_URL_PATH]: request.url.split('?')[0]!, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}) },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    contexts.set(request, active);
    context.with(active, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const active = contexts.get(request);
    if (active) context.with(active, done);
    else done();
  });
  // Ended once: at the answer, or when the client went away first.
  const end = (request: FastifyRequest, status: number | null) => {
    const active = contexts.get(request);
    if (!active) return;
    contexts.delete(request);
    const span = trace.getSpan(active)!;
    if (status !== null) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    if (status === null || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR, ...(status === null ? { message: 'the client went away' } : {}) });
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, null);
    done();
  });
}

import { type Context, context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';

/**
 * The service's spans (OpenTelemetry API only). Without tracing started
 * (src/server/tracing.ts: off unless OTEL_* variables ask for it) every span
 * is the API's no-op one and no trace context is ever carried.
 */
export const tracer = trace.getTracer('rental-property-service');

/** The W3C `traceparent` of the active span, for work that continues the trace later (a job, a webhook delivery); null without one. */
export function currentTraceparent(): string | null {
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The trace context a stored or received `traceparent` names (the root context without one, or when it is not valid). */
export const contextOfTraceparent = (traceparent: string | null | undefined): Context =>
  traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;

import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, unavailableMessage } from '../db/unavailable.js';
import { AppError, errorHeaders, errorStatus, type ErrorCode, isErrorCode } from '../domain/errors.js';

export interface ErrorLogger {
  error(details: object, message: string): void;
}

function publicError(error: GraphQLError, code: ErrorCode, message: string, issues?: AppError['issues'], http?: unknown): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      code,
      ...(issues?.length ? { errors: issues } : {}),
      ...(http ? { http } : {}),
    },
  });
}

/** Codes that describe the HTTP exchange rather than the GraphQL request: their status and headers (WWW-Authenticate, Retry-After) stand whatever the media type. */
const HTTP_LEVEL: ReadonlySet<ErrorCode> = new Set(['UNAUTHENTICATED', 'UNAVAILABLE', 'RATE_LIMITED']);

/**
 * The HTTP status of an answer's error, as `extensions.http` (yoga reads it
 * for the response status and headers, and strips it from the body), after the
 * GraphQL-over-HTTP specification (the version graphql-http audits):
 * - an operation that ran (the answer has `data`, even null) answers 200,
 *   whatever its fields' errors: nothing for yoga to read;
 * - a request refused before it ran (syntax, validation, the limits, variables)
 *   answers its code's 4xx in application/graphql-response+json, and 200 in
 *   application/json (`spec: true` tells yoga so);
 * - a refused token (401, WWW-Authenticate) and an unavailable database (503,
 *   Retry-After) keep their status and headers in both: their headers tell the
 *   client what to do, and mean nothing on a 200. A missing token where a field
 *   needs one answers as a refused one, whole (yoga.ts).
 */
export function httpOf(code: ErrorCode, executed: boolean): { status: number; headers: Record<string, string>; spec?: true } | undefined {
  if (executed) return undefined;
  if (HTTP_LEVEL.has(code)) return { status: errorStatus[code], headers: errorHeaders(code) };
  return { status: errorStatus[code], headers: {}, spec: true };
}

/**
 * The HTTP status of yoga's refusal (code BAD_REQUEST) of what is not a
 * GraphQL-over-HTTP request (no body, bad JSON, no query, GET for a
 * mutation): its own 4xx and headers (Allow) whatever the media type, which
 * is what yoga's `spec: true` would turn into a 200 in application/json.
 */
function notARequest(error: GraphQLError): unknown {
  const { status = 400, headers } = (error.extensions.http ?? {}) as { status?: number; headers?: Record<string, string> };
  return { status, headers };
}

/** graphql-js's own error when a resolver answers null for a non-null field: a fault of ours, never of the request. */
const NULL_WHERE_PROMISED = /^Cannot return null for non-nullable field /;

/** The first error in the chain that graphql-js did not raise itself, if any. */
function rootCause(error: GraphQLError): unknown {
  let cause: unknown = error.originalError;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  return cause instanceof GraphQLError ? undefined : cause;
}

/**
 * The one place an error becomes what a client sees (GraphQL `extensions.code`,
 * and through the REST adapter, problem+json). Product errors keep their code
 * and message; errors graphql-js raises itself (syntax, unknown fields, bad
 * variables) are VALIDATION_FAILED; anything unexpected is logged and answered
 * as INTERNAL without a stack trace or SQL.
 */
export function toPublicError(error: unknown, logger: ErrorLogger): GraphQLError {
  const graphQLError = error instanceof GraphQLError ? error : new GraphQLError(String(error), { originalError: error as Error });
  const original = rootCause(graphQLError);
  if (original instanceof AppError) return publicError(graphQLError, original.code, original.message, original.issues);
  if (!original && NULL_WHERE_PROMISED.test(graphQLError.message)) {
    logger.error({ path: graphQLError.path, message: graphQLError.message }, 'a resolver answered null where the schema promises a value');
    return publicError(graphQLError, 'INTERNAL', 'An unexpected error occurred.');
  }
  if (!original) {
    const code = graphQLError.extensions.code;
    // Already coded by the service (a refusal with its own status and headers, such as graphql/new-documents.ts's Retry-After).
    if (isErrorCode(code)) return publicError(graphQLError, code, graphQLError.message, undefined, graphQLError.extensions.http);
    return publicError(graphQLError, 'VALIDATION_FAILED', graphQLError.message, undefined, code === 'BAD_REQUEST' ? notARequest(graphQLError) : undefined);
  }
  if (isDatabaseUnavailable(original)) {
    logger.error({ err: original }, 'database unavailable');
    return publicError(graphQLError, 'UNAVAILABLE', unavailableMessage(original));
  }
  logger.error({ err: original, path: graphQLError.path }, 'unexpected error');
  return publicError(graphQLError, 'INTERNAL', 'An unexpected error occurred.');
}

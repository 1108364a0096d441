import { GraphQLError } from 'graphql';
import { AppError, errorStatus, type ErrorCode, isErrorCode } from '../domain/errors.js';

export interface ErrorLogger {
  error(details: object, message: string): void;
}

const UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly.';

function publicError(error: GraphQLError, code: ErrorCode, message: string, issues?: AppError['issues']): GraphQLError {
  const headers: Record<string, string> =
    code === 'UNAUTHENTICATED' ? { 'WWW-Authenticate': 'Bearer' } : code === 'UNAVAILABLE' ? { 'Retry-After': '5' } : {};
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      code,
      ...(issues?.length ? { errors: issues } : {}),
      // yoga reads `http` for the response status and headers and strips it from the body.
      http: { status: errorStatus[code], headers },
    },
  });
}

/** True for the errors a PostgreSQL outage or an exhausted pool produce. */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as { code?: string; name?: string; message?: string };
  return (
    [
      'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
      // connection exceptions, admin/crash shutdown, cannot connect now, too many connections,
      // and query_canceled: DB_STATEMENT_TIMEOUT_MS ran out
      '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '57014',
    ].includes(code ?? '') ||
    name === 'KnexTimeoutError' ||
    /Connection terminated|Timeout acquiring a connection|not queryable|connection timeout/i.test(message ?? '')
  );
}

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
  if (!original) {
    const code = graphQLError.extensions.code;
    if (isErrorCode(code)) return publicError(graphQLError, code, graphQLError.message);
    return publicError(graphQLError, 'VALIDATION_FAILED', graphQLError.message);
  }
  if (isDatabaseUnavailable(original)) {
    logger.error({ err: original }, 'database unavailable');
    return publicError(graphQLError, 'UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  logger.error({ err: original, path: graphQLError.path }, 'unexpected error');
  return publicError(graphQLError, 'INTERNAL', 'An unexpected error occurred.');
}

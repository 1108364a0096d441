import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../db/unavailable.js';
import { AppError, errorHeaders, errorStatus, type ErrorCode, isErrorCode } from '../domain/errors.js';

export interface ErrorLogger {
  error(details: object, message: string): void;
}

function publicError(error: GraphQLError, code: ErrorCode, message: string, issues?: AppError['issues']): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      code,
      ...(issues?.length ? { errors: issues } : {}),
      // yoga reads `http` for the response status and headers and strips it from the body.
      http: { status: errorStatus[code], headers: errorHeaders(code) },
    },
  });
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

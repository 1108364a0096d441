import { createHash } from 'node:crypto';
import { type ExecutionArgs, type ExecutionResult, getOperationAST, GraphQLError, Kind } from 'graphql';
import { createGraphQLError, createYoga, type GraphiQLOptions, isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Orm } from '../db/orm.js';
import type { Actor } from '../domain/roles.js';
import { type ErrorCode, errorHeaders, errorStatus, isErrorCode, tokenRequired } from '../domain/errors.js';
import { serviceContextFor, withinOrgReadScope, withinOrgScope, type ServiceContext } from '../services/context.js';
import type { GraphQLContext } from './context.js';
import { compiledExecution } from './compiled-execution.js';
import { costlyOperationsInTurn } from './costly-operations.js';
import type { Foreground } from './foreground.js';
import { incrementalDelivery, madeAhead } from './incremental-delivery.js';
import { allInputIssues } from './input-issues.js';
import { jsonTextAnswers } from './json-text.js';
import { type ErrorLogger, httpOf, toPublicError } from './errors.js';
import { DocumentWork, newDocumentsInBudget, type SenderOf } from './new-documents.js';
import { type PersistedDocumentOptions, persistedDocumentPlugins } from './persisted-documents.js';
import { refuseUnstorableText } from './unstorable-text.js';
import { cleanLimitMessage, costOnEveryAnswer, type GraphQLLimits, limitPlugins, refuseLongAnswers, refuseLongDocuments, withoutSuggestions } from './limits.js';
import { schema } from './schema.js';
import { sqlAnswers } from './sql-answers.js';
import { traceOperations } from './tracing.js';

export interface GraphQLServerOptions {
  orm: Orm;
  timeZone: string;
  logger: ErrorLogger;
  media: GraphQLContext['media'];
  events: GraphQLContext['events'];
  webhooks: GraphQLContext['webhooks'];
  /** Verifies the Authorization header: the caller, null without one, UNAUTHENTICATED when invalid. */
  authenticate(authorization: string | null): Promise<Actor | null>;
  /** GraphiQL settings per request, or false to serve no GraphiQL page. */
  graphiql: false | ((request: Request) => Promise<GraphiQLOptions>);
  /** Depth, cost, alias, token and directive limits; introspection; field suggestions. */
  limits: GraphQLLimits;
  /** Whether operations are spans (tracing on). */
  traced: boolean;
  /** Automatic persisted queries, the trusted documents' manifest, and whether only its documents run. */
  persistedDocuments: PersistedDocumentOptions;
  /** The requests costly operations give precedence to (counted by the HTTP server). */
  foreground: Foreground;
  /** Whether queries that only read columns are answered by one statement writing their JSON (GRAPHQL_SQL_ANSWERS). */
  sqlAnswers: boolean;
  /** The time per minute a sender's documents new to the process may take (GRAPHQL_NEW_DOCUMENT_MS), and who sends a request's; none: unbounded. */
  newDocuments?: { msPerMinute: number; senderOf: SenderOf };
}

export const EXAMPLE_QUERY = `# A portfolio in one request: properties, their units, and the caller.
query Portfolio {
  me { userId orgId roles }
  properties(first: 10) {
    totalCount
    edges {
      node {
        id name type status city quartier
        units(first: 10) { edges { node { id label status rentAmount rentCurrency } } }
      }
    }
  }
}
`;

/**
 * The request's service context: a fresh EntityManager scoped to the caller's
 * org by the ORM filter, and while the operation executes, under row-level
 * security: a mutation in one transaction (`withinOrgScope`), a query with
 * each statement in the scope (`withinOrgReadScope`).
 */
function requestScope(orm: Orm, actor: Actor | null, timeZone: string, idempotencyKey: string | null, logger: ErrorLogger) {
  let base: ServiceContext | undefined;
  let scoped: ServiceContext | undefined;
  const committed: (() => Promise<void>)[] = [];
  const service = () => {
    if (!actor) throw tokenRequired();
    base ??= { ...serviceContextFor(orm, actor, timeZone), idempotencyKey, afterCommit: (work) => committed.push(work) };
    return scoped ?? base;
  };
  const execute = async <T>(run: () => Promise<T>, readOnly: boolean): Promise<T> => {
    if (!actor) return run();
    const scope = readOnly ? withinOrgReadScope : withinOrgScope;
    const result = await scope(service().em, actor.orgId, async (em) => {
      scoped = { ...base!, em };
      return run();
    });
    // The answer stands whatever happens here: its writes are committed.
    for (const work of committed.splice(0)) await work().catch((error: unknown) => logger.error({ err: error }, 'work after a commit failed'));
    return result;
  };
  return { service, execute };
}

/** Unwinds the operation's transaction, carrying the answer out of it. */
class OperationRefused extends Error {
  constructor(readonly result: ExecutionResult) {
    super('operation rolled back');
  }
}

/**
 * True when a mutation's answer must not be committed: it reports an error,
 * unless the only thing the operation asked was one field and the error is
 * that field's own refusal (its service already undid its writes in a
 * savepoint, and an Idempotency-Key keeps the refusal to replay it). Any other
 * error means a field may have written while the answer says it failed, or
 * shows `data: null` over a write: the whole operation is rolled back.
 */
function mustRollBack(result: ExecutionResult, { document, operationName }: ExecutionArgs): boolean {
  // Without data the operation never ran (its variables were refused): nothing to undo.
  if (!result.errors?.length || !('data' in result)) return false;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return false;
  const [only, ...others] = operation.selectionSet.selections;
  if (others.length || only?.kind !== Kind.FIELD) return true;
  const key = (only.alias ?? only.name).value;
  return !result.errors.every((error) => error.path?.length === 1 && error.path[0] === key);
}

/**
 * Every operation of a signed-in caller runs in its tenant scope (one
 * transaction, row-level security); a refused mutation rolls back as a whole
 * and answers `data: null` with its errors.
 */
/** An `operationName` that is not a string makes a body that is not a GraphQL-over-HTTP request (yoga lets it through). */
const refuseOperationNameNotString: Plugin = {
  onParams({ params }) {
    const { operationName } = params as { operationName?: unknown };
    if (operationName != null && typeof operationName !== 'string') {
      throw createGraphQLError('Expected "operationName" param to be a string.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
    }
  },
};

/**
 * A GET's `variables` and `extensions` are JSON in the query string; yoga's parser lets a bare
 * SyntaxError out of text that is not, which would be an INTERNAL error: it is the request's, a 400.
 */
const refuseParametersNotJson: Plugin = {
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        throw createGraphQLError(`The "variables" and "extensions" parameters must be JSON: ${error.message}`, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
      }
    });
  },
};

const executeInTenantScope: Plugin<GraphQLContext> = {
  onExecute({ args, executeFn, setExecuteFn }) {
    const context = args.contextValue as GraphQLContext;
    setExecuteFn(
      (executeArgs) =>
        new Promise((resolve, reject) => {
          const readOnly = getOperationAST(executeArgs.document, executeArgs.operationName)?.operation === 'query';
          context
            .executeInScope(async (): Promise<ExecutionResult | undefined> => {
              const result = (await executeFn(executeArgs)) as ExecutionResult | AsyncIterable<ExecutionResult>;
              if (isAsyncIterable(result)) {
                // A query's deferred and streamed parts run after its first payload is sent: the scope stays until the
                // last is made, not until the client has read it (madeAhead).
                const over = Promise.withResolvers<void>();
                resolve(madeAhead(result, over.resolve));
                await over.promise;
                return undefined;
              }
              if (mustRollBack(result, executeArgs)) throw new OperationRefused(result);
              return result;
            }, readOnly)
            // A whole answer once its transaction is committed.
            .then((result) => result && resolve(result))
            .catch((error: unknown) => {
              if (error instanceof OperationRefused) resolve({ errors: error.result.errors, data: null });
              else reject(error);
            });
        }),
    );
  },
};

/** Where an operation run in process (a REST route's) receives its result: the object itself, no HTTP body to parse again. */
export interface InProcessAnswer {
  result?: ExecutionResult<Record<string, unknown>>;
}

/**
 * Hands the final result (errors coded and masked by the hooks before it) to
 * the caller in process, instead of serialising it into a response body that
 * the caller would parse back; last of the plugins, so no hook comes after it.
 */
const answerInProcess: Plugin<Record<string, unknown>> = {
  onResultProcess({ serverContext, setResultProcessor }) {
    const receiver = (serverContext as { inProcess?: InProcessAnswer }).inProcess;
    if (!receiver) return;
    setResultProcessor((result, fetchAPI) => {
      receiver.result = result as ExecutionResult<Record<string, unknown>>;
      return new fetchAPI.Response(null, { status: 204 });
    }, 'application/json');
  },
};

export function createGraphQLServer(options: GraphQLServerOptions) {
  const { graphiql, limits } = options;
  const toPublic = (error: unknown) => toPublicError(error, options.logger);
  const newDocuments = options.newDocuments && { work: new DocumentWork(options.newDocuments.msPerMinute), senderOf: options.newDocuments.senderOf };
  const tidy = (message: string) => {
    const cleaned = cleanLimitMessage(message);
    return limits.fieldSuggestions ? cleaned : withoutSuggestions(cleaned);
  };
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    landingPage: false,
    graphiql: graphiql ? (request) => graphiql(request) : false,
    // Loaded on the first page asked: GraphiQL's bundle costs ~45 MB of memory, and production serves no page.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    // CORS is the HTTP host's job (@fastify/cors, CORS_ORIGINS); yoga's own would allow every origin.
    cors: false,
    maskedErrors: { maskError: (error) => toPublicError(error, options.logger) },
    plugins: [
      // First: a document named by its hash becomes the request's query before anything reads it.
      ...persistedDocumentPlugins({ ...options.persistedDocuments, senderOf: options.newDocuments?.senderOf }),
      refuseParametersNotJson,
      refuseOperationNameNotString,
      refuseUnstorableText,
      refuseLongDocuments(limits.maxDocumentLength, toPublic),
      // Before anything parses the document: a sender past its budget for new documents is refused first.
      ...(newDocuments ? [newDocumentsInBudget(newDocuments.work, newDocuments.senderOf)] : []),
      ...incrementalDelivery(toPublic),
      ...limitPlugins(limits, toPublic),
      refuseLongAnswers(limits.maxAnswerLength, toPublic),
      // After the limits, so that a refused operation is neither compiled nor given a transaction;
      // before the tenant scope, which wraps whichever execute function is chosen.
      compiledExecution(options.logger, newDocuments),
      // After the compiled executor, which it stands in for; inside the tenant scope and the costly operations' turns.
      sqlAnswers(options.sqlAnswers),
      // A JSON field answered with PostgreSQL's text (a person's export): spliced in, as the statement-built answers are.
      jsonTextAnswers,
      executeInTenantScope,
      // After the tenant scope, which it wraps: an operation waits for its turn before it takes a connection.
      costlyOperationsInTurn({ cost: limits.costlyOperationCost, perOrg: limits.costlyOperationsPerOrg }, options.foreground),
      ...(options.traced ? [traceOperations] : []),
      subscriptionsMarked,
      allInputIssues(toPublic),
      {
        // Every error gets the service's code (parse and validation errors skip masking), its HTTP
        // status (httpOf), and loses "Did you mean" hints outside sandbox mode.
        onResultProcess({ result, setResult }) {
          if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
          const coded = result.errors.map((error) => (isErrorCode(error.extensions?.code) ? error : toPublic(error)));
          // A field that needs a token and got none: the whole answer is the refusal, as an invalid token's
          // is before the body is read (server/app.ts): 401, WWW-Authenticate, one error, no data.
          const unauthenticated = coded.find((error) => error.extensions.code === 'UNAUTHENTICATED');
          if (unauthenticated) {
            const http = { status: errorStatus.UNAUTHENTICATED, headers: errorHeaders('UNAUTHENTICATED') };
            const errors = [new GraphQLError(unauthenticated.message, { extensions: { code: 'UNAUTHENTICATED', http } })];
            return setResult(result.extensions ? { errors, extensions: result.extensions } : { errors });
          }
          const executed = 'data' in result;
          setResult({
            ...result,
            errors: coded.map((error) => {
              const code = error.extensions.code as ErrorCode;
              // An `http` already there is yoga's, for a request that is not a GraphQL-over-HTTP request (see toPublicError).
              const { http = httpOf(code, executed), ...extensions } = error.extensions;
              return new GraphQLError(tidy(error.message), {
                nodes: error.nodes,
                source: error.source,
                positions: error.positions,
                path: error.path,
                originalError: error.originalError,
                extensions: http ? { ...extensions, http } : extensions,
              });
            }),
          });
        },
      },
      costOnEveryAnswer(limits.maxCost),
      answerInProcess,
    ],
    context: async ({ request }): Promise<GraphQLContext> => {
      const authorization = request.headers.get('authorization');
      const actor = await options.authenticate(authorization);
      const idempotencyKey = request.headers.get('idempotency-key');
      const scope = requestScope(options.orm, actor, options.timeZone, idempotencyKey, options.logger);
      return {
        actor,
        idempotencyKey,
        // A hash, so that the token itself is not kept for as long as its subscriptions last; only they ask for it.
        credential: () => (actor && authorization ? createHash('sha256').update(credentialOf(authorization)).digest('base64url') : null),
        service: scope.service,
        executeInScope: scope.execute,
        media: options.media,
        events: options.events,
        webhooks: options.webhooks,
      };
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

/** The HTTP requests (their Node request objects) whose operation is a subscription: an open stream, not work. */
const subscriptionRequests = new WeakSet<object>();

/** Whether the HTTP request `raw` (Node's request object) asked for a subscription; known once its operation began. */
export const isSubscriptionRequest = (raw: object): boolean => subscriptionRequests.has(raw);

/** Marks the HTTP request of every subscription (server/app.ts gives back its org's turn once the stream opens). */
const subscriptionsMarked: Plugin = {
  onSubscribe({ args }) {
    const raw = (args.contextValue as { req?: { raw?: object } }).req?.raw;
    if (raw) subscriptionRequests.add(raw);
  },
};

/** The token of an Authorization header, whatever the case of its scheme (as server/auth.ts reads it): what a caller's subscriptions are counted by. */
const credentialOf = (authorization: string) => /^Bearer (\S+)$/i.exec(authorization.trim())?.[1] ?? authorization.trim();

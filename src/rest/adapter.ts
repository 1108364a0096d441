import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { print, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { isErrorCode, type FieldIssue } from '../domain/errors.js';
import type { GraphQLServer } from '../graphql/yoga.js';
import { problem, PROBLEM_CONTENT_TYPE, type Problem } from './problem.js';
import type { RestRequest, RestRoute } from './route.js';

/** Headers a REST call hands on to the GraphQL operation it runs. */
const FORWARDED_HEADERS = ['authorization', 'idempotency-key', 'x-request-id'];

/** A GraphQL variable path in the REST request's own terms: the body variable's prefix dropped. */
function restPath(path: string, bodyVariable: string | undefined): string {
  if (!bodyVariable) return path;
  if (path === bodyVariable) return '';
  return path.startsWith(`${bodyVariable}.`) ? path.slice(bodyVariable.length + 1) : path;
}

/**
 * graphql-js reports bad variables as text ("Variable "$input" got invalid
 * value "" at "input.label"; Expected ..."); this recovers the field path.
 */
function issueFromVariableError(message: string, bodyVariable: string | undefined): FieldIssue {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1];
  const at = / at "([^"]+)"/.exec(message)?.[1];
  const field = /[Ff]ield "(\w+)"/.exec(message)?.[1];
  const path = at ?? variable ?? '';
  const fullPath = field && !at?.endsWith(`.${field}`) && variable ? `${path}.${field}` : path;
  const detail = message.includes('; ') ? message.slice(message.indexOf('; ') + 2) : message;
  return { path: restPath(fullPath, bodyVariable), message: detail };
}

function problemFrom(errors: readonly GraphQLFormattedError[], route: RestRoute, requestId: string): Problem {
  const [first] = errors;
  const code = isErrorCode(first?.extensions?.code) ? first.extensions.code : 'INTERNAL';
  if (code !== 'VALIDATION_FAILED') return problem(code, first?.message ?? 'An unexpected error occurred.', { requestId });
  const issues = errors.flatMap((error) => {
    const own = error.extensions?.errors as FieldIssue[] | undefined;
    if (!own?.length) return [issueFromVariableError(error.message, route.body)];
    return own.map((issue) => ({ path: restPath(issue.path, route.body), message: issue.message }));
  });
  return problem('VALIDATION_FAILED', 'The request is not valid.', { errors: issues, requestId });
}

function refuse(reply: FastifyReply, request: FastifyRequest, detail: string, errors: FieldIssue[]) {
  return reply.code(400).type(PROBLEM_CONTENT_TYPE).send(problem('VALIDATION_FAILED', detail, { errors, requestId: request.id }));
}

/** The route's query parameters, or the issues that refuse them. */
function parseQuery(route: RestRoute, query: unknown): { query: Record<string, unknown> } | { issues: FieldIssue[] } {
  if (!route.query) return { query: query as Record<string, unknown> };
  const parsed = route.query.safeParse(query);
  if (parsed.success) return { query: parsed.data };
  return {
    issues: parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((path) => ({ path, message: 'Unknown parameter.' }))
        : [{ path: issue.path.join('.'), message: issue.message }],
    ),
  };
}

/** Registers every route of the table under the current prefix. */
export function registerRestRoutes(app: FastifyInstance, yoga: GraphQLServer, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    const query = print(route.operation);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request: FastifyRequest, reply) => {
        const takesBody = route.body !== undefined || route.bodyFields !== undefined;
        if (takesBody && (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body))) {
          const message = 'The request body must be a JSON object.';
          return refuse(reply, request, message, [{ path: '', message }]);
        }
        const unknownFields = route.bodyFields
          ? Object.keys(request.body as object).filter((field) => !route.bodyFields?.includes(field))
          : [];
        if (unknownFields.length) {
          return refuse(reply, request, 'The request is not valid.', unknownFields.map((path) => ({ path, message: 'Unknown field.' })));
        }
        const parameters = parseQuery(route, request.query);
        if ('issues' in parameters) return refuse(reply, request, 'The query parameters are not valid.', parameters.issues);
        const restRequest: RestRequest = {
          path: request.url.split('?')[0] ?? request.url,
          params: request.params as Record<string, string>,
          query: parameters.query,
          body: request.body,
        };
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-request-id': request.id };
        for (const name of FORWARDED_HEADERS) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const response = await yoga.fetch(
          'http://localhost/graphql',
          { method: 'POST', headers, body: JSON.stringify({ query, variables: route.variables(restRequest) }) },
        );
        const result = (await response.json()) as ExecutionResult<Record<string, unknown>>;
        if (result.errors?.length) {
          const body = problemFrom(result.errors, route, request.id);
          if (body.code === 'UNAUTHENTICATED') reply.header('WWW-Authenticate', 'Bearer');
          if (body.code === 'UNAVAILABLE') reply.header('Retry-After', '5');
          return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
        }
        const [payload] = Object.values(result.data ?? {});
        const answer = route.respond ? route.respond(payload, restRequest) : { body: payload };
        return reply.code(route.status).headers(answer.headers ?? {}).send(answer.body);
      },
    });
  }
}

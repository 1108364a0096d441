import type { FastifyInstance, FastifyRequest } from 'fastify';
import { print, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { AppError, isErrorCode, validationFailed, type FieldIssue } from '../domain/errors.js';
import type { GraphQLServer } from '../graphql/yoga.js';
import { problem, PROBLEM_CONTENT_TYPE, type Problem } from './problem.js';
import type { RestRequest, RestRoute } from './route.js';

/** Headers a REST call hands on to the GraphQL operation it runs. */
const FORWARDED_HEADERS = ['authorization', 'idempotency-key', 'x-request-id'];

/** A GraphQL variable path in the REST request's own terms: the body variable's prefix dropped. */
function restPath(path: string, bodyVariable: RestRoute['body']): string {
  if (typeof bodyVariable !== 'string') return path;
  if (path === bodyVariable) return '';
  return path.startsWith(`${bodyVariable}.`) ? path.slice(bodyVariable.length + 1) : path;
}

/**
 * graphql-js reports bad variables as text ("Variable "$input" got invalid
 * value "" at "input.label"; Expected ..."); this recovers the field path.
 */
function issueFromVariableError(message: string, bodyVariable: RestRoute['body']): FieldIssue {
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

/** Registers every route of the table under the current prefix. */
export function registerRestRoutes(app: FastifyInstance, yoga: GraphQLServer, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    const query = print(route.operation);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request: FastifyRequest, reply) => {
        const refuse = (error: AppError) =>
          reply.code(error.status).type(PROBLEM_CONTENT_TYPE).send(problem(error.code, error.message, { errors: error.issues, requestId: request.id }));
        const members = Array.isArray(route.body);
        const body = members && request.body === undefined ? {} : request.body;
        if (route.body && (typeof body !== 'object' || body === null || Array.isArray(body))) {
          const issue = { path: '', message: 'The request body must be a JSON object.' };
          return refuse(validationFailed(issue.message, [issue]));
        }
        if (members) {
          const unknown = Object.keys(body as object).filter((member) => !route.body?.includes(member));
          if (unknown.length) {
            return refuse(validationFailed('The request body has unknown members.', unknown.map((path) => ({ path, message: 'Unknown field.' }))));
          }
        }
        const restRequest: RestRequest = {
          path: request.url.split('?')[0]!,
          params: request.params as Record<string, string>,
          query: request.query as RestRequest['query'],
          body,
        };
        let variables: Record<string, unknown>;
        try {
          variables = route.variables(restRequest);
        } catch (error) {
          if (error instanceof AppError) return refuse(error);
          throw error;
        }
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-request-id': request.id };
        for (const name of FORWARDED_HEADERS) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const response = await yoga.fetch(
          'http://localhost/graphql',
          { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
        );
        const result = (await response.json()) as ExecutionResult<Record<string, unknown>>;
        if (result.errors?.length) {
          const body = problemFrom(result.errors, route, request.id);
          if (body.code === 'UNAUTHENTICATED') reply.header('WWW-Authenticate', 'Bearer');
          if (body.code === 'UNAVAILABLE') reply.header('Retry-After', '5');
          return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
        }
        const [payload] = Object.values(result.data ?? {});
        if (!route.respond) return reply.code(route.status).send(payload);
        const answer = route.respond(payload, restRequest);
        return reply.code(route.status).headers(answer.headers ?? {}).send(answer.body);
      },
    });
  }
}

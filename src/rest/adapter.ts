import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, isEnumType, Kind, parse, print, type GraphQLFormattedError, validate } from 'graphql';
import { errorHeaders, isErrorCode, type FieldIssue } from '../domain/errors.js';
import { schema } from '../graphql/schema.js';
import type { GraphQLServer, InProcessAnswer } from '../graphql/yoga.js';
import { JsonText } from '../services/json-text.js';
import { CSV_CONTENT_TYPE, csvColumns, csvOf } from './csv.js';
import { problem, PROBLEM_CONTENT_TYPE, type Problem } from './problem.js';
import { deprecationHeaders, LIST_LIMIT, queryParameters, type RestRoute } from './route.js';

/** Headers a REST call hands on to the GraphQL operation it runs. */
const FORWARDED_HEADERS = ['authorization', 'idempotency-key'];
const NUMERIC_TYPES = new Set(['Int', 'SafeInt', 'Float']);

type Variables = Record<string, unknown>;

/** What the adapter knows of a route once, at start-up. */
interface CompiledRoute {
  route: RestRoute;
  query: string;
  /** GraphQL variable -> the name the REST caller knows it by ('' for the whole body). */
  restNames: Map<string, string>;
  /** Accepted query parameter -> variable path. Maps, like `bodyVariables`: a client's `?constructor=` must not find Object's. */
  queryVariables: Map<string, string>;
  /** Accepted body field -> variable, for routes that take named body fields. */
  bodyVariables?: Map<string, string>;
  variableTypes: Map<string, string>;
  /** A CSV route's column names. */
  csvColumns?: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const operation = getOperationAST(route.operation);
  const variableTypes = new Map(
    (operation?.variableDefinitions ?? []).map((definition) => {
      let type = definition.type;
      while (type.kind !== 'NamedType') type = type.type;
      return [definition.variable.name.value, type.name.value];
    }),
  );
  const restNames = new Map<string, string>();
  const queryVariables = new Map(Object.entries(queryParameters(route)));
  const bodyVariables = typeof route.body === 'object' ? new Map(Object.entries(route.body)) : undefined;
  for (const [name, variable] of [...Object.entries(route.params ?? {}), ...queryVariables]) restNames.set(variable, name);
  if (typeof route.body === 'string') restNames.set(route.body, '');
  for (const [field, variable] of bodyVariables ?? []) restNames.set(variable, field);
  // An input the operation writes out of variables (`input: { from: $from, to: $to }`): a refusal naming `input.to` names `to`.
  const [root] = operation?.selectionSet.selections ?? [];
  for (const argument of root?.kind === Kind.FIELD ? (root.arguments ?? []) : []) {
    if (argument.value.kind !== Kind.OBJECT) continue;
    for (const field of argument.value.fields) {
      const name = field.value.kind === Kind.VARIABLE ? restNames.get(field.value.name.value) : undefined;
      if (name !== undefined) restNames.set(`${argument.name.value}.${field.name.value}`, name);
    }
  }
  const columns = route.csv && csvColumns(route.operation, route.csv).map(({ column }) => column);
  return { route, query: print(route.operation), restNames, variableTypes, queryVariables, bodyVariables, csvColumns: columns };
}

/** A GraphQL variable path (`input.label`, `propertyId`, `filter.unitId`) in the REST request's own terms (`label`, `id`, `unitId`). */
function restPath(compiled: CompiledRoute, path: string): string {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length--) {
    const name = compiled.restNames.get(segments.slice(0, length).join('.'));
    if (name !== undefined) return [name, ...segments.slice(length)].filter(Boolean).join('.');
  }
  return path;
}

/** Sets `filter.unitId`-style paths, creating the objects on the way. */
function setVariable(variables: Variables, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop()!;
  let target = variables;
  for (const segment of segments) target = (target[segment] ??= {}) as Variables;
  target[last] = value;
}

/**
 * graphql-js reports bad variables as text ("Variable "$input" got invalid
 * value "" at "input.label"; Expected ..."); this recovers the field path.
 */
function issueFromVariableError(compiled: CompiledRoute, message: string): FieldIssue {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1];
  const where = / at "([^"]+)"/.exec(message)?.[1] ?? variable ?? '';
  const field = /[Ff]ield "(\w+)"/.exec(message)?.[1];
  const fullPath = field && variable && !where.endsWith(`.${field}`) ? `${where}.${field}` : where;
  const detail = message.includes('; ') ? message.slice(message.indexOf('; ') + 2) : message;
  const path = restPath(compiled, fullPath);
  return { path, message: inContractTerms(detail, path) };
}

/** Kinds of value a scalar takes, as a REST client knows them (graphql-js names the GraphQL type). */
const SCALAR_KINDS: Record<string, string> = {
  String: 'a string',
  Int: 'a whole number',
  SafeInt: 'a whole number',
  Float: 'a number',
  Boolean: 'true or false',
};

/**
 * graphql-js's words for a refused variable, in the REST contract's: the field by its
 * name in the request, no GraphQL type or variable (`endDate is required.`, not
 * `Variable "$endDate" of required type "Date!" was not provided.`).
 */
function inContractTerms(detail: string, path: string): string {
  const field = path.split('.').at(-1) || 'The request body';
  if (/ of required type "[^"]+" was not provided\.$/.test(detail)) return `${field} is required.`;
  if (/^Expected non-nullable type "[^"]+" not to be null\.$|^Variable "\$\w+" of non-null type "[^"]+" must not be null\.$/.test(detail)) {
    return `${field} must not be null.`;
  }
  if (/^Expected type "[^"]+" to be an object\.$/.test(detail)) return `${field} must be a JSON object.`;
  const unknown = /^Field "(\w+)" is not defined by type "[^"]+"\./.exec(detail);
  if (unknown) return `Field "${unknown[1]}" is not part of this request.`;
  const enumValue = /^Value (.+) does not exist in "(\w+)" enum\./.exec(detail);
  if (enumValue) return `${enumValue[1]} is not one of ${enumValues(enumValue[2]!)}.`;
  const scalar = /^(\w+) cannot represent /.exec(detail)?.[1];
  if (scalar && SCALAR_KINDS[scalar]) return `Must be ${SCALAR_KINDS[scalar]}.`;
  return detail;
}

const enumValues = (name: string): string => {
  const type = schema.getType(name);
  return isEnumType(type) ? type.getValues().map((value) => value.name).join(', ') : 'its allowed values';
};

function problemFrom(compiled: CompiledRoute, errors: readonly GraphQLFormattedError[], requestId: string): Problem {
  const [first] = errors;
  const code = isErrorCode(first?.extensions?.code) ? first.extensions.code : 'INTERNAL';
  if (code !== 'VALIDATION_FAILED') return problem(code, first?.message ?? 'An unexpected error occurred.', { requestId });
  const issues = errors.flatMap((error) => {
    const own = error.extensions?.errors as FieldIssue[] | undefined;
    if (!own?.length) return [issueFromVariableError(compiled, error.message)];
    return own.map((issue) => ({ path: restPath(compiled, issue.path), message: issue.message }));
  });
  return problem('VALIDATION_FAILED', 'The request is not valid.', { errors: issues, requestId });
}

class RequestShapeError extends Error {
  constructor(readonly issue: FieldIssue) {
    super(issue.message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Path, query and body of a request as the operation's variables; shape errors the GraphQL types cannot see. */
function variablesOf(compiled: CompiledRoute, request: FastifyRequest): Variables {
  const { route, variableTypes, queryVariables, bodyVariables } = compiled;
  const variables: Variables = {};
  const params = request.params as Record<string, string>;
  for (const [name, variable] of Object.entries(route.params ?? {})) variables[variable] = params[name];

  const query = request.query as Record<string, string | string[] | undefined>;
  for (const [name, value] of Object.entries(query)) {
    const variable = queryVariables.get(name);
    if (!variable) throw new RequestShapeError({ path: name, message: `Unknown query parameter "${name}".` });
    if (Array.isArray(value) || value === undefined) throw new RequestShapeError({ path: name, message: 'Give this parameter once.' });
    const type = variableTypes.get(variable) ?? '';
    const numeric = NUMERIC_TYPES.has(type) && /^-?\d+(\.\d+)?$/.test(value);
    const boolean = type === 'Boolean' && (value === 'true' || value === 'false');
    setVariable(variables, variable, numeric ? Number(value) : boolean ? value === 'true' : value);
  }
  if (route.list) {
    const first = (variables.first ??= LIST_LIMIT.default);
    if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > LIST_LIMIT.max) {
      throw new RequestShapeError({ path: 'limit', message: `Must be a whole number from 1 to ${LIST_LIMIT.max}.` });
    }
  }

  if (typeof route.body === 'string') {
    if (!isObject(request.body)) throw new RequestShapeError({ path: '', message: 'The request body must be a JSON object.' });
    variables[route.body] = request.body;
  } else {
    // A route without body fields takes no body: an empty one (`{}`) at most.
    const body = request.body === undefined ? {} : request.body;
    if (!isObject(body)) {
      throw new RequestShapeError({ path: '', message: bodyVariables ? 'The request body must be a JSON object.' : 'This request takes no body.' });
    }
    for (const [field, value] of Object.entries(body)) {
      const variable = bodyVariables?.get(field);
      if (!variable) throw new RequestShapeError({ path: field, message: `Field "${field}" is not part of this request.` });
      variables[variable] = value;
    }
  }
  return variables;
}

/**
 * The operation as a request to yoga that holds its parameters as they are: no JSON written to be parsed
 * again, and no body stream, which yoga's body size limit would pipe through a stream of its own (4 % of a
 * REST read's CPU; the route's own body was bounded by Fastify).
 */
function operationRequest(yoga: GraphQLServer, headers: Record<string, string>, params: { query: string; variables: Variables }): Request {
  const request = new yoga.fetchAPI.Request('http://localhost/graphql', { method: 'POST', headers });
  return new Proxy(request, {
    get(target, property) {
      if (property === 'json') return () => Promise.resolve(params);
      if (property === 'body') return null;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function execute(yoga: GraphQLServer, compiled: CompiledRoute, request: FastifyRequest, reply: FastifyReply) {
  let variables: Variables;
  try {
    variables = variablesOf(compiled, request);
  } catch (error) {
    if (!(error instanceof RequestShapeError)) throw error;
    const body = problem('VALIDATION_FAILED', 'The request is not valid.', { errors: [error.issue], requestId: request.id });
    return reply.code(400).type(PROBLEM_CONTENT_TYPE).send(body);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-request-id': request.id };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // Through yoga (auth, limits, tenant scope, error coding, logs), its result handed over as an object;
  // `req` as the GraphQL route gives it, so that a costly operation leaves the route's request out of the foreground.
  const answer: InProcessAnswer = {};
  await yoga.fetch(operationRequest(yoga, headers, { query: compiled.query, variables }), { inProcess: answer, req: request });
  const result = answer.result!;
  if (result.errors?.length) {
    const body = problemFrom(compiled, result.errors, request.id);
    reply.headers(errorHeaders(body.code));
    return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
  }
  const [payload] = Object.values(result.data ?? {});
  const { csv } = compiled.route;
  if (csv) {
    const rows = (payload as Record<string, Record<string, unknown>[]>)[csv.rows]!;
    if (csv.paged) linkNextPage(request, reply, (payload as { pageInfo: PageInfo }).pageInfo);
    return reply
      .code(compiled.route.status)
      .type(CSV_CONTENT_TYPE)
      // Money of the org's tenants: no shared cache keeps it.
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${csv.filename(variables)}"`)
      .send(csvOf(compiled.csvColumns!, rows));
  }
  const { download } = compiled.route;
  if (download) {
    return reply
      .code(compiled.route.status)
      .type('application/json; charset=utf-8')
      // Someone's personal data: no shared cache keeps it.
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${download.filename(variables)}"`)
      .send(textOf((payload as Record<string, unknown>)[download.field]));
  }
  if (!compiled.route.list) return reply.code(compiled.route.status).send(payload);
  const connection = payload as { edges: { node: unknown }[]; pageInfo: PageInfo };
  linkNextPage(request, reply, connection.pageInfo);
  return reply.code(compiled.route.status).send(connection.edges.map((edge) => edge.node));
}

/** A download's document: PostgreSQL's JSON text sent as it is (a person's export), anything else serialised. */
const textOf = (document: unknown) => (document instanceof JsonText ? document.text : document);

type PageInfo = { hasNextPage: boolean; endCursor?: string | null };

/** `Link: <...>; rel="next"` when another page follows; a deprecated route's Link (rel="deprecation") stays beside it. */
function linkNextPage(request: FastifyRequest, reply: FastifyReply, pageInfo: PageInfo): void {
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return;
  const links = [reply.getHeader('Link'), `<${nextPage(request, pageInfo.endCursor)}>; rel="next"`].filter(Boolean);
  reply.header('Link', links.join(', '));
}

/** The same request with the cursor moved to the end of this page. */
function nextPage(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/**
 * A route's operation checked against the schema at start: a route the schema refuses stops the start. Then parsed
 * and checked through yoga's plugins, as its requests will be, which runs the parser and every validation rule before
 * any client's document does (140 ms for the 31 routes): in a fresh process a client's first documents took 40-100 ms
 * to check (code compiled on first use), which GRAPHQL_NEW_DOCUMENT_MS counted against the first org to ask (its third
 * new document refused with 429, in a production build's test on a loaded machine). An operator's limit (a low
 * GRAPHQL_MAX_DEPTH) may refuse the operation there: its requests are then refused, not the start.
 */
function checkedAtStart(yoga: GraphQLServer, compiled: CompiledRoute): void {
  const errors = validate(schema, parse(compiled.query));
  if (errors.length) throw new Error(`The operation of ${compiled.route.method} ${compiled.route.url} does not validate: ${errors.map((error) => error.message).join('; ')}`);
  const served = yoga.getEnveloped({});
  try {
    served.validate(served.schema, served.parse(compiled.query));
  } catch {
    // A limit's refusal, as above.
  }
}

/** Registers every route of the table under the current prefix. */
export function registerRestRoutes(app: FastifyInstance, yoga: GraphQLServer, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    const compiled = compile(route);
    checkedAtStart(yoga, compiled);
    const headers = route.deprecated ? deprecationHeaders(route.deprecated) : {};
    app.route({ method: route.method, url: route.url, handler: (request, reply) => execute(yoga, compiled, request, reply.headers(headers)) });
  }
}


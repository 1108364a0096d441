import {
  getNamedType,
  getNullableType,
  GraphQLNonNull,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  typeFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
} from 'graphql';
import type { OpenAPIV3_1 as OpenAPI } from 'openapi-types';
import { z } from 'zod';
import { errorStatus, errorTitle, type ErrorCode } from '../domain/errors.js';
import { errorGuide } from './error-guide.js';
import { csvColumns } from './csv.js';
import { errorTypeUrl, problem } from './problem.js';
import { LIST_LIMIT, queryParameters, REPORT_LIMIT, type RestRoute } from './route.js';

type Schema = OpenAPI.SchemaObject;

const scalarSchemas: Record<string, Schema> = {
  String: { type: 'string' },
  // Every ID of this schema is a record's uuid (the same as in REST).
  ID: { type: 'string', format: 'uuid' },
  Boolean: { type: 'boolean' },
  Int: { type: 'integer', format: 'int32' },
  Float: { type: 'number', format: 'double' },
  UUID: { type: 'string', format: 'uuid' },
  Date: { type: 'string', format: 'date' },
  DateTime: { type: 'string', format: 'date-time' },
  // Amounts (minor units) and sizes: the service refuses negatives, and JSON numbers are exact up to 2^53 - 1.
  SafeInt: { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
};

/** Int fields that CONTRACT.md types int64 (the GraphQL Int is narrower today; the contract leaves room to grow). */
const CONTRACT_INT64 = new Set(['Invoice.tvaBasisPoints']);

const CONSTRAINTS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'minItems', 'maxItems', 'items'];

const validatorsOf = (holder: GraphQLInputField | GraphQLInputObjectType) =>
  ((holder.extensions as Record<string, { schemas?: unknown[] }>)['@pothos/plugin-validation']?.schemas ?? []) as z.ZodType[];

/**
 * The limits an input field's zod validators state, in JSON Schema words (what JSON Schema can say of them):
 * its own, and its entry in its input type's rules (`inputRules`, checked together).
 */
function validatorConstraints(field: GraphQLInputField, type: GraphQLInputObjectType): Schema {
  const ofType = validatorsOf(type).flatMap((rules) => (rules instanceof z.ZodObject && rules.shape[field.name] ? [rules.shape[field.name] as z.ZodType] : []));
  const validators = [...validatorsOf(field), ...ofType];
  const constraints: Record<string, unknown> = {};
  for (const validator of validators) {
    const json = z.toJSONSchema(validator, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    const branch = ((json.anyOf as Record<string, unknown>[] | undefined)?.find((option) => option.type !== 'null') ?? json) as Record<string, unknown>;
    for (const key of CONSTRAINTS) if (key in branch) constraints[key] = branch[key];
  }
  return constraints as Schema;
}

function nullable(schema: Schema): Schema {
  if ('$ref' in schema) return { anyOf: [schema, { type: 'null' }] };
  if (schema.enum) return { ...schema, type: ['string', 'null'], enum: [...schema.enum, null] } as Schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] } as Schema;
  return { anyOf: [schema, { type: 'null' }] };
}

/** Builds component schemas as it meets named types, so the document names Unit, Property, CreateUnitInput... */
class SchemaWriter {
  readonly components: Record<string, Schema> = {};

  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  leaf(type: GraphQLType): Schema {
    const named = getNamedType(type);
    if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((value) => value.name) };
    return scalarSchemas[named.name] ?? { type: 'string' };
  }

  input(type: GraphQLInputType, extra: Schema = {}): Schema {
    const inner = getNullableType(type);
    let schema: Schema;
    if (isListType(inner)) schema = { type: 'array', items: this.input(inner.ofType) };
    else if (isInputObjectType(inner)) {
      if (!this.components[inner.name]) {
        this.components[inner.name] = {};
        const fields = Object.values(inner.getFields());
        this.components[inner.name] = {
          type: 'object',
          additionalProperties: false,
          ...(inner.description ? { description: inner.description } : {}),
          properties: Object.fromEntries(
            fields.map((field) => [
              field.name,
              this.input(field.type, { ...validatorConstraints(field, inner), ...(field.description ? { description: field.description } : {}) }),
            ]),
          ) as Record<string, Schema>,
          required: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
        };
      }
      schema = { $ref: `#/components/schemas/${inner.name}` } as Schema;
    } else schema = this.leaf(inner);
    const merged = '$ref' in schema ? schema : { ...schema, ...extra };
    return isNonNullType(type) ? merged : nullable(merged);
  }

  output(type: GraphQLOutputType, selections: SelectionSetNode | undefined): Schema {
    const inner = getNullableType(type);
    let schema: Schema;
    if (isListType(inner)) schema = { type: 'array', items: this.output(inner.ofType, selections) };
    else if (isObjectType(inner) && selections) schema = this.object(inner, selections);
    else schema = this.leaf(inner);
    return isNonNullType(type) ? schema : nullable(schema);
  }

  /** A selection that is a single fragment spread becomes a named component (the contract's resource shapes). */
  object(type: GraphQLObjectType, selections: SelectionSetNode): Schema {
    const [only] = selections.selections;
    if (selections.selections.length === 1 && only?.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = this.fragments.get(only.name.value)!;
      if (!this.components[type.name]) this.components[type.name] = this.object(type, fragment.selectionSet);
      return { $ref: `#/components/schemas/${type.name}` } as Schema;
    }
    const properties: Record<string, Schema> = {};
    const collect = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const field = type.getFields()[selection.name.value]!;
          const schema = this.output(field.type, selection.selectionSet);
          properties[selection.alias?.value ?? selection.name.value] = CONTRACT_INT64.has(`${type.name}.${field.name}`) ? { ...schema, format: 'int64' } : schema;
        } else if (selection.kind === Kind.FRAGMENT_SPREAD) collect(this.fragments.get(selection.name.value)!.selectionSet);
        else collect(selection.selectionSet);
      }
    };
    collect(selections);
    return { type: 'object', properties, required: Object.keys(properties) };
  }
}

const IDEMPOTENCY_KEY: OpenAPI.ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a repeat with the same key returns the first answer again; the same key with another request is 422, a repeat while the first still runs is 409. Keys are scoped to the caller and kept 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** `limit` and `cursor` of list routes and paged reports, described in REST terms rather than as the GraphQL page arguments. */
const listParameter = (route: RestRoute) => (parameter: OpenAPI.ParameterObject): OpenAPI.ParameterObject => {
  if (parameter.name === 'limit' && route.csv?.paged) {
    return {
      ...parameter,
      description: `Lines of the page. Without it the whole report, refused (400 naming limit) past ${REPORT_LIMIT.max} lines.`,
      schema: { type: 'integer', minimum: 1, maximum: REPORT_LIMIT.max },
    };
  }
  if (parameter.name === 'limit') {
    return { ...parameter, description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: LIST_LIMIT.max, default: LIST_LIMIT.default } };
  }
  if (parameter.name === 'cursor') return { ...parameter, description: 'From the `Link` header of the previous page.', schema: { type: 'string' } };
  return parameter;
};

/** A connection answered as a JSON array of its nodes. */
function listSchema(writer: SchemaWriter, type: GraphQLOutputType, selections: SelectionSetNode): Schema {
  const connection = getNamedType(type) as GraphQLObjectType;
  const edges = selections.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'edges')!;
  const edgeType = getNamedType(connection.getFields().edges!.type) as GraphQLObjectType;
  const node = edges.selectionSet!.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'node')!;
  return { type: 'array', items: writer.output(edgeType.getFields().node!.type, node.selectionSet) };
}

/** A CSV route's file: its columns, each described by the GraphQL field it shows. */
function csvContent(route: RestRoute, rootType: GraphQLOutputType): OpenAPI.ResponseObject['content'] {
  const rowType = getNamedType((getNamedType(rootType) as GraphQLObjectType).getFields()[route.csv!.rows]!.type) as GraphQLObjectType;
  const columns = csvColumns(route.operation, route.csv!).map(({ column, field }) => {
    const { description } = rowType.getFields()[field]!;
    return `- \`${column}\`${description ? `: ${description}` : ''}`;
  });
  return {
    'text/csv': {
      schema: {
        type: 'string',
        description: [
          'RFC 4180 CSV in UTF-8 (CRLF line ends), every field quoted, a header row, then one row per line. Amounts are whole minor units, ' +
            'negative ones written as plain numbers (`-60000`); an empty cell is null. ' +
            "A text cell that starts with = + - @, a tab or a carriage return is prefixed with ', and so is each part of a cell that starts with one " +
            'after a separator (, ; tab |), a line break or a quote, so that a spreadsheet shows it as text whatever separator it splits at.',
          `Columns:\n${columns.join('\n')}`,
        ].join('\n\n'),
      },
    },
  };
}

/** A JSON download's document: an object, as the GraphQL field that holds it describes it. */
function downloadContent(route: RestRoute, rootType: GraphQLOutputType): OpenAPI.ResponseObject['content'] {
  const { description } = (getNamedType(rootType) as GraphQLObjectType).getFields()[route.download!.field]!;
  return { 'application/json': { schema: { type: 'object', ...(description ? { description } : {}) } } };
}

/** The refusals a route can answer, from what it takes and does. */
function refusalsOf(route: RestRoute): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'];
  // A path id, or an id inside the body (media owners, documents), may name no row of the caller's org.
  if (route.params || route.body) codes.push('NOT_FOUND');
  // A report download refuses totals past 2^53 - 1 (withinSafeAmounts).
  if (route.method === 'POST' || route.csv) codes.push('CONFLICT');
  // Every POST on an existing record (a path id) moves or needs a status it may not have.
  if (route.method === 'POST' && route.params) codes.push('INVALID_TRANSITION');
  if (route.body) codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (route.idempotent) codes.push('IDEMPOTENCY_KEY_REUSED');
  codes.push('RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE');
  return codes;
}

const camelCase = (code: string) => code.toLowerCase().replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The document's tags, in the order a reader meets them; every operation has exactly one. */
const TAGS: (OpenAPI.TagObject & { paths: RegExp })[] = [
  { name: 'Auth', paths: /^\/auth\//, description: 'Access tokens. Every other route needs `Authorization: Bearer <token>`; in production tokens come from the identity provider, in sandbox mode from `POST /auth/token`.' },
  { name: 'Properties & units', paths: /^\/api\/v1\/properties\//, description: 'Properties and the units inside them: add units, archive a property.' },
  { name: 'Bookings', paths: /^\/api\/v1\/bookings/, description: 'Bookings of units by tenants: list, extend, terminate.' },
  { name: 'Invoices', paths: /^\/api\/v1\/invoices\//, description: 'Invoices of bookings, with their TVA: read and pay.' },
  { name: 'Maintenance', paths: /^\/api\/v1\/maintenance-requests/, description: 'Maintenance requests of units: open, follow through their states to DONE, comment.' },
  { name: 'People', paths: /^\/api\/v1\/people/, description: "The org's directory of people: names, contact details and addresses of tenants, owners and staff." },
  {
    name: 'Reports',
    paths: /^\/api\/v1\/(reports\/|owners\/[^/]+\/statement\.)/,
    description: "Arrears and rent rolls on a date, as CSV files for spreadsheets; owners' statements as CSV and PDF.",
  },
  { name: 'Verification', paths: /^\/api\/v1\/(admin\/)?verification\//, description: 'Owner identity checks (KYC) and property proofs; the /admin routes are the ADMIN review queue.' },
  { name: 'Media', paths: /^(\/api\/v1)?\/media/, description: 'Files: create a media object, upload its file to the signed address it returns, read the file back.' },
];

function tagOf(path: string): string {
  const tag = TAGS.find((candidate) => candidate.paths.test(path));
  if (!tag) throw new Error(`${path}: no tag of the OpenAPI document covers this path`);
  return tag.name;
}

/** A typical answer of each code, valid against the Problem schema. */
function problemExample(code: ErrorCode) {
  const errors = code === 'VALIDATION_FAILED' ? [{ path: 'label', message: 'Too small: expected string to have >=1 characters' }] : undefined;
  return problem(code, errorGuide[code].example, { requestId: '5d0b6c2e-8f1a-4c3b-9e7d-2a4f6b8c0d1e', ...(errors ? { errors } : {}) });
}

/** Headers that go with some codes, as the error responses document them. */
function errorResponseHeaders(codes: ErrorCode[]): Record<string, OpenAPI.HeaderObject> | undefined {
  const headers: Record<string, OpenAPI.HeaderObject> = {};
  if (codes.includes('UNAUTHENTICATED')) headers['WWW-Authenticate'] = { description: 'Always `Bearer`.', schema: { type: 'string' } };
  if (codes.includes('RATE_LIMITED') || codes.includes('UNAVAILABLE')) {
    headers['Retry-After'] = { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } };
  }
  return Object.keys(headers).length ? headers : undefined;
}

/**
 * An operation that is not in the route table (the token, upload and download
 * routes the server registers itself): its OpenAPI text and the codes it refuses with.
 */
export interface OtherOperation {
  method: 'get' | 'post' | 'put';
  path: string;
  operation: OpenAPI.OperationObject;
  refusals: ErrorCode[];
}

/** Document-wide texts that are not derived from the routes. */
export interface DocumentInfo {
  /** How a client gets a bearer token, shown in the Authorize dialog. */
  tokenHint: string;
}

/** The OpenAPI 3.1 document of the legacy REST surface, derived from the route table and the GraphQL types. */
export function openApiDocument(
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
  others: readonly OtherOperation[] = [],
  info: DocumentInfo = { tokenHint: 'A JWT from the identity provider.' },
): OpenAPI.Document {
  const paths: OpenAPI.PathsObject = {};
  const writers: SchemaWriter[] = [];
  /** Error responses by the codes they stand for: one component per status and set of codes an operation can answer. */
  const errorResponses: Record<string, OpenAPI.ResponseObject> = {};
  const refusalResponses = (codes: ErrorCode[]): OpenAPI.ResponsesObject => {
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
    return Object.fromEntries(
      [...byStatus].map(([status, group]) => {
        const name = camelCase(group.join('_OR_'));
        errorResponses[name] ??= {
          description: group.map((code) => `${errorTitle[code]} (\`${code}\`): ${errorGuide[code].when} See [${errorTypeUrl(code)}](${errorTypeUrl(code)}).`).join('\n\n'),
          ...(errorResponseHeaders(group) ? { headers: errorResponseHeaders(group) } : {}),
          content: {
            'application/problem+json': {
              schema: { $ref: '#/components/schemas/Problem' },
              examples: Object.fromEntries(group.map((code) => [code, { summary: `${errorTitle[code]} (${code})`, value: problemExample(code) }])),
            },
          },
        };
        return [String(status), { $ref: `#/components/responses/${name}` }];
      }),
    );
  };
  for (const route of routes) {
    const document = route.operation;
    const operation = getOperationAST(document)!;
    const fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    const writer = new SchemaWriter(fragments);
    writers.push(writer);
    /** The GraphQL type of a variable, or of a field inside one (`filter.unitId`). */
    const variableType = (path: string) => {
      const [variable, ...fields] = path.split('.');
      const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === variable);
      let type = typeFromAST(schema, definition!.type as never) as GraphQLInputType;
      for (const field of fields) type = (getNullableType(type) as GraphQLInputObjectType).getFields()[field]!.type;
      return type;
    };
    const parameter = (location: 'path' | 'query') => ([name, variable]: [string, string]): OpenAPI.ParameterObject => ({
      name,
      in: location,
      required: location === 'path' || isNonNullType(variableType(variable)),
      schema: (location === 'path' ? writer.leaf(variableType(variable)) : writer.input(variableType(variable))) as OpenAPI.ParameterObject['schema'],
    });
    const rootType = operation.operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    const [rootSelection] = operation.selectionSet.selections;
    if (rootSelection?.kind !== Kind.FIELD) throw new Error(`${route.url}: the operation must select one root field`);
    const rootField = rootType.getFields()[rootSelection.name.value]!;

    let requestBody: OpenAPI.RequestBodyObject | undefined;
    if (typeof route.body === 'string') {
      requestBody = { required: true, content: { 'application/json': { schema: writer.input(variableType(route.body)) } } };
    } else if (route.body) {
      const fields = Object.entries(route.body);
      requestBody = {
        required: fields.some(([, variable]) => isNonNullType(variableType(variable))),
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(fields.map(([field, variable]) => [field, writer.input(variableType(variable))])),
              required: fields.filter(([, variable]) => isNonNullType(variableType(variable))).map(([field]) => field),
            },
          },
        },
      };
    }

    const path = `/api/v1${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const { deprecated } = route;
    const successHeaders: Record<string, OpenAPI.HeaderObject> = {
      ...(route.csv ? { 'Content-Disposition': { description: '`attachment` with a file name that says the report and its date.', schema: { type: 'string' } } } : {}),
      ...(route.download ? { 'Content-Disposition': { description: '`attachment` with a file name that says what the document is about.', schema: { type: 'string' } } } : {}),
      ...(route.list || route.csv?.paged ? { Link: { description: 'The next page: `<url>; rel="next"`, absent on the last page.', schema: { type: 'string' } } } : {}),
      ...(deprecated
        ? {
            Deprecation: { description: `RFC 9745: deprecated since ${deprecated.since}.`, schema: { type: 'string' } },
            Sunset: { description: `RFC 8594: may be removed from ${deprecated.sunset}.`, schema: { type: 'string' } },
          }
        : {}),
    };
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: operation.name?.value.replace(/^Rest/, ''),
        summary: route.summary,
        tags: [tagOf(path)],
        description: [
          `Runs the GraphQL field \`${rootField.name}\`.${rootField.description ? ` ${rootField.description}` : ''}`,
          ...(deprecated
            ? [`**Deprecated** since ${deprecated.since}; may be removed from ${deprecated.sunset}.${deprecated.link ? ` See ${deprecated.link}.` : ''}`]
            : []),
        ].join('\n\n'),
        ...(deprecated ? { deprecated: true } : {}),
        parameters: [
          ...Object.entries(route.params ?? {}).map(parameter('path')),
          ...Object.entries(queryParameters(route)).map(parameter('query')).map(listParameter(route)),
          ...(route.idempotent ? [IDEMPOTENCY_KEY] : []),
        ],
        ...(requestBody ? { requestBody } : {}),
        responses: {
          [route.status]: {
            description: route.status === 201 ? 'Created' : 'OK',
            // A root field answers null only beside an error, which REST turns into a problem: a success body is never null.
            content: route.csv
              ? csvContent(route, rootField.type)
              : route.download
              ? downloadContent(route, rootField.type)
              : { 'application/json': { schema: route.list ? listSchema(writer, rootField.type, rootSelection.selectionSet!) : writer.output(new GraphQLNonNull(getNullableType(rootField.type)), rootSelection.selectionSet) } },
            ...(Object.keys(successHeaders).length ? { headers: successHeaders } : {}),
          },
          ...refusalResponses(refusalsOf(route)),
        },
      },
    };
  }
  for (const other of others) {
    paths[other.path] = {
      ...paths[other.path],
      [other.method]: { ...other.operation, tags: [tagOf(other.path)], responses: { ...other.operation.responses, ...refusalResponses(other.refusals) } },
    };
  }

  const problemSchema: Schema = {
    type: 'object',
    description: 'RFC 9457 problem details, the body of every error (`Content-Type: application/problem+json`).',
    required: ['type', 'title', 'status', 'detail', 'code'],
    properties: {
      type: { type: 'string', format: 'uri-reference', description: 'The page that explains the code: `/api/v1/errors/{code}`.' },
      title: { type: 'string', description: 'The title of the code, the same for every answer with it.' },
      status: { type: 'integer', description: 'The HTTP status.' },
      detail: { type: 'string', description: 'What went wrong with this request, for a human.' },
      code: { type: 'string', enum: Object.keys(errorStatus), description: 'The machine-readable error code; the same codes as `extensions.code` in GraphQL.' },
      requestId: { type: 'string', description: 'The `X-Request-Id` of the request, for the operators.' },
      errors: {
        type: 'array',
        description: 'VALIDATION_FAILED only: each offending field, by its path in the request.',
        items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Rental property service: legacy REST API',
      version: '1.0.0',
      description: [
        'The /api/v1 contract. Every route runs a GraphQL operation on the same schema as POST /graphql; errors are problem+json, and each error code has a page at `/api/v1/errors/{code}`.',
        'Amounts are whole numbers of minor units, from 0 to 2^53 - 1. Changes within /api/v1 are additive only; see the versioning policy (docs/versioning.md): deprecated operations are marked and answer `Deprecation` and `Sunset` headers before they are removed.',
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'Rental property service API maintainers' },
    },
    servers: [{ url: '/', description: 'This service' }],
    security: [{ bearerAuth: [] }],
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: info.tokenHint } },
      schemas: Object.assign({ Problem: problemSchema }, ...writers.map((writer) => writer.components)),
      responses: errorResponses,
    },
  };
}

import {
  getNamedType,
  getNullableType,
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
import { LIST_LIMIT, queryParameters, type RestRoute } from './route.js';

type Schema = OpenAPI.SchemaObject;

const scalarSchemas: Record<string, Schema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  Int: { type: 'integer', format: 'int32' },
  Float: { type: 'number', format: 'double' },
  UUID: { type: 'string', format: 'uuid' },
  Date: { type: 'string', format: 'date' },
  DateTime: { type: 'string', format: 'date-time' },
  SafeInt: { type: 'integer', format: 'int64', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
};

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
          properties[selection.alias?.value ?? selection.name.value] = this.output(field.type, selection.selectionSet);
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

/** `limit` and `cursor` of list routes, described in REST terms rather than as the GraphQL page arguments. */
function listParameter(parameter: OpenAPI.ParameterObject): OpenAPI.ParameterObject {
  if (parameter.name === 'limit') {
    return { ...parameter, description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: LIST_LIMIT.max, default: LIST_LIMIT.default } };
  }
  if (parameter.name === 'cursor') return { ...parameter, description: 'From the `Link` header of the previous page.', schema: { type: 'string' } };
  return parameter;
}

/** A connection answered as a JSON array of its nodes. */
function listSchema(writer: SchemaWriter, type: GraphQLOutputType, selections: SelectionSetNode): Schema {
  const connection = getNamedType(type) as GraphQLObjectType;
  const edges = selections.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'edges')!;
  const edgeType = getNamedType(connection.getFields().edges!.type) as GraphQLObjectType;
  const node = edges.selectionSet!.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'node')!;
  return { type: 'array', items: writer.output(edgeType.getFields().node!.type, node.selectionSet) };
}

/** The refusals a route can answer, from what it takes and does. */
function refusalsOf(route: RestRoute): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'];
  // A path id, or an id inside the body (media owners, documents), may name no row of the caller's org.
  if (route.params || route.body) codes.push('NOT_FOUND');
  if (route.method === 'POST') codes.push('CONFLICT');
  if (route.body) codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (route.idempotent) codes.push('IDEMPOTENCY_KEY_REUSED');
  codes.push('RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE');
  return codes;
}

const responseName = (code: ErrorCode) => code.toLowerCase().replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The OpenAPI 3.1 document of the legacy REST surface, derived from the route table and the GraphQL types. */
export function openApiDocument(schema: GraphQLSchema, routes: readonly RestRoute[]): OpenAPI.Document {
  const paths: OpenAPI.PathsObject = {};
  const writers: SchemaWriter[] = [];
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
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: operation.name?.value.replace(/^Rest/, ''),
        summary: route.summary,
        description: `Runs the GraphQL field \`${rootField.name}\`.${rootField.description ? ` ${rootField.description}` : ''}`,
        parameters: [
          ...Object.entries(route.params ?? {}).map(parameter('path')),
          ...Object.entries(queryParameters(route)).map(parameter('query')).map(listParameter),
          ...(route.idempotent ? [IDEMPOTENCY_KEY] : []),
        ],
        ...(requestBody ? { requestBody } : {}),
        responses: {
          [route.status]: {
            description: route.status === 201 ? 'Created' : 'OK',
            content: { 'application/json': { schema: route.list ? listSchema(writer, rootField.type, rootSelection.selectionSet!) : writer.output(rootField.type, rootSelection.selectionSet) } },
            ...(route.list ? { headers: { Link: { description: 'The next page: `<url>; rel="next"`, absent on the last page.', schema: { type: 'string' } } } } : {}),
          },
          ...Object.fromEntries(
            refusalsOf(route).map((code) => [String(errorStatus[code]), { $ref: `#/components/responses/${responseName(code)}` }]),
          ),
        },
      },
    };
  }

  const problemSchema: Schema = {
    type: 'object',
    description: 'RFC 9457 problem details.',
    required: ['type', 'title', 'status', 'detail', 'code'],
    properties: {
      type: { type: 'string' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
      code: { type: 'string', enum: Object.keys(errorStatus) },
      requestId: { type: 'string' },
      errors: {
        type: 'array',
        items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
  const errorResponses: Record<string, OpenAPI.ResponseObject> = Object.fromEntries(
    (Object.keys(errorStatus) as ErrorCode[]).map((code) => [
      responseName(code),
      {
        description: `${errorTitle[code]} (${code})`,
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        ...(code === 'RATE_LIMITED' || code === 'UNAVAILABLE' ? { headers: { 'Retry-After': { schema: { type: 'integer' as const } } } } : {}),
      },
    ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Rental property service: legacy REST API',
      version: '1.0.0',
      description:
        'The /api/v1 contract. Every route runs a GraphQL operation on the same schema as POST /graphql; errors are problem+json.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.assign({ Problem: problemSchema }, ...writers.map((writer) => writer.components)),
      responses: errorResponses,
    },
  };
}

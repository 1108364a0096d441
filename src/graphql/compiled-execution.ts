import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type GraphQLInputObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  isInputObjectType,
  Kind,
  type OperationDefinitionNode,
  type Source,
  type SourceLocation,
  typeFromAST,
  type VariableDefinitionNode,
  visit,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { ErrorLogger } from './errors.js';
import { isIncremental } from './incremental-delivery.js';
import type { DocumentWork, SenderOf } from './new-documents.js';

/** The offset in `body` of a line and column, as graphql-js counts them (from 1; \r\n, \n and \r end a line). */
function positionOf(body: string, { line, column }: SourceLocation): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    const found = lineBreak.exec(body);
    if (!found) break;
    lineStart = found.index + found[0].length;
  }
  return lineStart + column - 1;
}

/**
 * graphql-jit reports errors with their locations already resolved and no
 * extensions; rebuilt as graphql-js errors over the document's source, they
 * keep their locations through masking and yoga's serialisation, as the
 * standard executor's do.
 */
function asGraphQLError(error: GraphQLError, source: Source | undefined): GraphQLError {
  return new GraphQLError(error.message, {
    source,
    positions: source && error.locations?.map((location) => positionOf(source.body, location)),
    path: error.path,
    originalError: error.originalError,
  });
}

/** The answer with graphql-js errors, keys in graphql-js's order too: a replayed answer (Idempotency-Key) is the same bytes whichever executor ran. */
async function withGraphQLErrors(result: ExecutionResult | Promise<ExecutionResult>, document: DocumentNode): Promise<ExecutionResult> {
  const { errors, data, ...rest } = await result;
  if (!errors?.length) return { data, ...rest };
  return { errors: errors.map((error) => asGraphQLError(error, document.loc?.source)), data, ...rest };
}

const containsItself = new WeakMap<GraphQLInputObjectType, boolean>();

/** Whether an input type holds itself somewhere inside (a list filter's and/or/not). */
function isRecursive(type: GraphQLInputObjectType): boolean {
  let known = containsItself.get(type);
  if (known !== undefined) return known;
  const reaches = (current: GraphQLInputObjectType, path: Set<GraphQLInputObjectType>): boolean =>
    Object.values(current.getFields()).some((field) => {
      const inner = getNamedType(field.type);
      if (!isInputObjectType(inner)) return false;
      return path.has(inner) || reaches(inner, new Set([...path, inner]));
    });
  known = reaches(type, new Set([type]));
  containsItself.set(type, known);
  return known;
}

/**
 * Stands, in the document graphql-jit compiles, for each variable of a recursive input type: graphql-jit writes the
 * parsing of a variable out field by field, and for such a type it never stops (graphql-jit issue 81, still so in
 * 0.8.9). Those variables are coerced by graphql-js instead, before the compiled query runs, which takes their
 * values as they are.
 */
const coercedAlready = new GraphQLScalarType({ name: 'CoercedByGraphQLJs', parseValue: (value) => value, serialize: (value) => value });

/** The schema with `coercedAlready` beside its own types (the same type objects: resolvers see no difference). */
const withCoercedAlready = new WeakMap<GraphQLSchema, GraphQLSchema>();
function compilingSchema(schema: GraphQLSchema): GraphQLSchema {
  let extended = withCoercedAlready.get(schema);
  if (!extended) {
    const config = schema.toConfig();
    withCoercedAlready.set(schema, (extended = new GraphQLSchema({ ...config, types: [...config.types, coercedAlready] })));
  }
  return extended;
}

/** The operation's variables of a recursive input type (a list filter's and/or/not). */
function recursiveVariables(schema: GraphQLSchema, operation: OperationDefinitionNode | undefined): VariableDefinitionNode[] {
  return (operation?.variableDefinitions ?? []).filter((variable) => {
    const type = typeFromAST(schema, variable.type as never);
    const named = type && getNamedType(type);
    return named !== undefined && isInputObjectType(named) && isRecursive(named);
  });
}

interface Compiled {
  query: CompiledQuery;
  /** The variables as the compiled query takes them: those it cannot parse already coerced; null when they are refused. */
  variables(inputs: Record<string, unknown> | null | undefined): Record<string, unknown> | null;
}

/** Compiles one operation: its recursive variables typed `coercedAlready` and coerced by graphql-js on each run. */
function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): Compiled | { errors: readonly GraphQLError[] } {
  const operation = getOperationAST(document, operationName);
  const recursive = recursiveVariables(schema, operation ?? undefined);
  if (!recursive.length) {
    const result = compileQuery(schema, document, operationName ?? undefined);
    return isCompiledQuery(result) ? { query: result, variables: (inputs) => inputs ?? {} } : { errors: result.errors ?? [] };
  }
  const names = new Set(recursive.map((variable) => variable.variable.name.value));
  const rewritten = visit(document, {
    VariableDefinition: (node) =>
      names.has(node.variable.name.value) ? { ...node, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: coercedAlready.name } }, defaultValue: undefined } : undefined,
  });
  const result = compileQuery(compilingSchema(schema), rewritten, operationName ?? undefined);
  if (!isCompiledQuery(result)) return { errors: result.errors ?? [] };
  return {
    query: result,
    variables: (inputs) => {
      const { coerced, errors } = getVariableValues(schema, recursive, inputs ?? {});
      return errors ? null : { ...inputs, ...coerced };
    },
  };
}

/** A document runs this many times with the standard executor before it is compiled. */
const RUNS_BEFORE_COMPILING = 1;

/**
 * Operations run as code compiled once per document by graphql-jit: a nested
 * portfolio resolves tens of thousands of fields, which the compiled form does
 * several times faster than the interpreting executor. Compiling costs a few
 * milliseconds, more than running a small query once, so a document is
 * compiled on its second run: the queries of an application repeat, one-off
 * queries (GraphiQL, probes) never pay for it. A request whose variables the
 * compiled query refuses (it coerces them first, running nothing) is answered
 * by the standard executor, whose errors name the variable and the path
 * inside it (`input.label`) where graphql-jit's do not; so is a document
 * graphql-jit cannot compile, and one asking for incremental delivery. A
 * filter given as a variable (`$filter: BookingFilter`, a recursive type) is
 * coerced by graphql-js and its operation still compiled: the REST lists run
 * this way, and a real client's filtered lists.
 * Compiling counts in the time a sender's new documents may take: past it,
 * the sender's documents wait on the standard executor for their compilation.
 */
export function compiledExecution(logger: ErrorLogger, newDocuments?: { work: DocumentWork; senderOf: SenderOf }): Plugin {
  // Documents come from yoga's parse cache, so the same query text is the same object.
  const documents = new WeakMap<DocumentNode, Map<string | null, { runs: number; compiled?: Compiled | null }>>();
  const compiledFor = ({ schema, document, operationName, contextValue }: ExecutionArgs) => {
    let operations = documents.get(document);
    if (!operations) documents.set(document, (operations = new Map()));
    const name = operationName ?? null;
    const entry = operations.get(name) ?? { runs: 0 };
    operations.set(name, entry);
    if (entry.runs++ < RUNS_BEFORE_COMPILING) return null;
    // graphql-jit answers in one payload: @defer and @stream are the standard executor's.
    if (entry.compiled === undefined && isIncremental(document)) entry.compiled = null;
    // A compilation is counted in the time its sender's new documents may take (new-documents.ts); past it, later.
    const sender = newDocuments?.senderOf(contextValue as object);
    if (entry.compiled === undefined && sender !== undefined && newDocuments!.work.secondsToWait(sender) > 0) return null;
    if (entry.compiled === undefined) {
      const began = performance.now();
      const result = compile(schema, document, name);
      if (sender !== undefined) newDocuments!.work.charge(sender, performance.now() - began);
      if ('errors' in result) logger.error({ errors: result.errors }, 'graphql-jit could not compile an operation');
      entry.compiled = 'errors' in result ? null : result;
    }
    return entry.compiled;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledFor(args);
      if (!compiled) return;
      setExecuteFn(async (run) => {
        const variables = compiled.variables(run.variableValues);
        // Refused: the standard executor says why, naming the path.
        if (!variables) return executeFn(run);
        const result = await compiled.query.query(run.rootValue, run.contextValue, variables);
        // No data: the variables were refused before anything ran; the standard executor says why, naming the path.
        if (!('data' in result)) return executeFn(run);
        return withGraphQLErrors(result, run.document);
      });
    },
  };
}
